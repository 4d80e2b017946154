import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
  isRetryableFailure,
  CryptoCloudValidationError,
  CryptoCloudConfigError,
} from "../errors"
import { isAmbiguousFailure } from "../failure-kind"
import { backoffDelay, withRetry } from "../retry"
import { WithdrawalIntervalGuard } from "../withdrawal-guard"

describe("backoff", () => {
  const policy = { retries: 5, minDelayMs: 100, maxDelayMs: 1000 }

  it("grows exponentially with full jitter and a cap", () => {
    expect(backoffDelay(1, policy, () => 0.999)).toBe(99)
    expect(backoffDelay(2, policy, () => 0.999)).toBe(199)
    expect(backoffDelay(3, policy, () => 0.999)).toBe(399)
    expect(backoffDelay(10, policy, () => 0.999)).toBe(999)
    expect(backoffDelay(3, policy, () => 0)).toBe(0)
  })

  it("retries only what shouldRetry accepts, at most `retries` times", async () => {
    const sleeps: number[] = []
    let calls = 0
    const result = await withRetry(
      async () => {
        calls++
        if (calls < 3) throw new Error("flaky")
        return "ok"
      },
      policy,
      { shouldRetry: () => true, sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 }
    )
    expect(result).toBe("ok")
    expect(calls).toBe(3)
    expect(sleeps).toEqual([50, 100])

    calls = 0
    await expect(
      withRetry(
        async () => {
          calls++
          throw new Error("always")
        },
        { ...policy, retries: 2 },
        { shouldRetry: () => true, sleep: async () => {} }
      )
    ).rejects.toThrow("always")
    expect(calls).toBe(3)

    calls = 0
    await expect(
      withRetry(
        async () => {
          calls++
          throw new Error("fatal")
        },
        policy,
        { shouldRetry: () => false, sleep: async () => {} }
      )
    ).rejects.toThrow("fatal")
    expect(calls).toBe(1)
  })
})

describe("failure classification", () => {
  it("marks what may have reached the service as ambiguous", () => {
    expect(isAmbiguousFailure(new CryptoCloudNetworkError("timeout", "t"))).toBe(true)
    expect(isAmbiguousFailure(new CryptoCloudNetworkError("network", "reset", { mayHaveReachedService: true }))).toBe(true)
    expect(isAmbiguousFailure(new CryptoCloudNetworkError("network", "refused", { mayHaveReachedService: false }))).toBe(false)
    expect(isAmbiguousFailure(new CryptoCloudNetworkError("bad_response", "html", { httpStatus: 502 }))).toBe(true)
    expect(isAmbiguousFailure(new CryptoCloudApiError(502, "server", "x"))).toBe(true)
    expect(isAmbiguousFailure(new CryptoCloudApiError(400, "amount", "x"))).toBe(false)
    expect(isAmbiguousFailure(new CryptoCloudAuthError(401, "api", "x"))).toBe(false)
    expect(isAmbiguousFailure(new CryptoCloudValidationError("op", []))).toBe(false)
    expect(isAmbiguousFailure(new CryptoCloudConfigError("x"))).toBe(false)
    expect(isAmbiguousFailure(new CryptoCloudRateLimitError(1, "client", "x"))).toBe(false)
    expect(isAmbiguousFailure(new Error("x"))).toBe(false)
  })

  it("retries transient failures only", () => {
    expect(isRetryableFailure(new CryptoCloudNetworkError("timeout", "t"))).toBe(true)
    expect(isRetryableFailure(new CryptoCloudNetworkError("network", "n"))).toBe(true)
    expect(isRetryableFailure(new CryptoCloudNetworkError("bad_response", "html", { httpStatus: 502 }))).toBe(true)
    expect(isRetryableFailure(new CryptoCloudNetworkError("bad_response", "html", { httpStatus: 200 }))).toBe(false)
    expect(isRetryableFailure(new CryptoCloudNetworkError("bad_response", "schema", { httpStatus: 500, issues: [{ path: "x", message: "y" }] }))).toBe(false)
    expect(isRetryableFailure(new CryptoCloudApiError(503, "x", "y"))).toBe(true)
    expect(isRetryableFailure(new CryptoCloudApiError(400, "x", "y"))).toBe(false)
    expect(isRetryableFailure(new CryptoCloudAuthError(401, "api", "y"))).toBe(false)
    expect(isRetryableFailure(new CryptoCloudRateLimitError(null, "service", "y", 429))).toBe(false)
  })

  it("keeps class identity and codes", () => {
    const err = new CryptoCloudApiError(400, "amount", "too small")
    expect(err).toBeInstanceOf(Error)
    expect(err.name).toBe("CryptoCloudApiError")
    expect(err.code).toBe("CRYPTOCLOUD_API_ERROR")
    expect(err.message).toBe("CryptoCloud rejected the request (amount): too small")
    const cause = new Error("root")
    expect(new CryptoCloudNetworkError("network", "x", { cause }).cause).toBe(cause)
  })
})

describe("WithdrawalIntervalGuard", () => {
  it("refuses a second withdrawal within the interval and tells how long to wait", () => {
    let now = 1_000_000
    const guard = new WithdrawalIntervalGuard(12_000, () => now)
    expect(guard.retryAfterMs()).toBe(0)
    guard.acquire()
    now += 5_000
    expect(guard.retryAfterMs()).toBe(7_000)
    let error: unknown
    try {
      guard.acquire()
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(CryptoCloudRateLimitError)
    expect((error as CryptoCloudRateLimitError).retryAfterMs).toBe(7_000)
    expect((error as CryptoCloudRateLimitError).source).toBe("client")
    now += 7_000
    expect(() => guard.acquire()).not.toThrow()
  })

  it("gives the slot back only for its own acquisition", () => {
    let now = 0
    const guard = new WithdrawalIntervalGuard(12_000, () => now)
    const release = guard.acquire()
    release()
    expect(guard.retryAfterMs()).toBe(0)
    guard.acquire()
    now = 13_000
    const release2 = guard.acquire()
    now = 14_000
    release2()
    // Back to the first acquisition's slot (expired): nothing to wait for.
    expect(guard.retryAfterMs()).toBe(0)
    guard.recordSent(14_000)
    expect(guard.retryAfterMs()).toBe(12_000)
  })
})
