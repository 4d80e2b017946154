import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudConfigError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
} from "../../lib/cryptocloud"
import { outcomeOfError, sameWithdrawalRequest, secretRedactor, withdrawalGate } from "../withdrawals"

describe("outcomeOfError: log status and whether the 12 s interval is held", () => {
  it.each([
    ["no withdrawal key (nothing sent)", new CryptoCloudConfigError("withdrawals are disabled"), "refused", false],
    ["our own interval guard", new CryptoCloudRateLimitError(5000, "client", "too early"), "refused", false],
    ["the service's rate limit", new CryptoCloudRateLimitError(null, "service", "too early"), "failed", true],
    ["wrong withdrawal key", new CryptoCloudAuthError(401, "withdrawal", "Invalid token"), "failed", true],
    ["insufficient balance", new CryptoCloudApiError(400, "uncorrected_amount", "Not enough"), "failed", true],
    ["a 5xx (may have been executed)", new CryptoCloudApiError(502, "server", "Bad gateway"), "unknown", true],
    ["timeout after sending", new CryptoCloudNetworkError("timeout", "no answer", { mayHaveReachedService: true }), "unknown", true],
    ["an unreadable 2xx", new CryptoCloudNetworkError("bad_response", "html", { httpStatus: 200 }), "unknown", true],
    ["connection refused", new CryptoCloudNetworkError("network", "ECONNREFUSED", { mayHaveReachedService: false }), "failed", false],
  ])("%s", (_, error, status, reachedService) => {
    expect(outcomeOfError(error)).toEqual(expect.objectContaining({ status, reachedService, error_code: error.code }))
  })

  it("keeps the service's area and message, and the raw answer of an unknown outcome", () => {
    expect(outcomeOfError(new CryptoCloudApiError(400, "uncorrected_amount", "Not enough funds"))).toEqual(
      expect.objectContaining({ error_area: "uncorrected_amount", error_message: "Not enough funds" })
    )
    expect(outcomeOfError(new CryptoCloudApiError(503, "server", "down")).response).toEqual(
      { lost_answer: true, http_status: 503, area: "server", details: { server: "down" } }
    )
  })

  it("redacts configured secrets from whatever is kept", () => {
    const redact = secretRedactor(["wd-key-SECRET", undefined, ""])
    const outcome = outcomeOfError(new CryptoCloudApiError(500, "server", "echo wd-key-SECRET"), redact)
    expect(JSON.stringify(outcome)).not.toContain("wd-key-SECRET")
    expect(outcome.error_message).toContain("[redacted]")
  })
})

describe("sameWithdrawalRequest", () => {
  it("is the same currency, address and amount", () => {
    const a = { currency_code: "BTC", to_address: "bc1q", amount: "0.1" }
    expect(sameWithdrawalRequest(a, { ...a, to_address: " bc1q " })).toBe(true)
    expect(sameWithdrawalRequest(a, { ...a, amount: "0.2" })).toBe(false)
    expect(sameWithdrawalRequest(a, { ...a, currency_code: "LTC" })).toBe(false)
  })
})

describe("withdrawalGate", () => {
  const input = { currency_code: "BTC", to_address: "bc1q", amount: "0.1" }
  const now = Date.parse("2026-11-23T12:00:00Z")
  const row = (over: object) => ({ id: "ccwd_1", status: "unknown", created_at: new Date(now - 60_000), ...input, ...over })
  it("blocks an identical request while one may have gone out, also a pending one left behind", () => {
    expect(withdrawalGate(input, [row({})], null, now)).toEqual({ kind: "blocked", withdrawalId: "ccwd_1" })
    expect(withdrawalGate(input, [row({ status: "pending", created_at: new Date(now - 3 * 60_000) })], null, now).kind).toBe("blocked")
    expect(withdrawalGate(input, [row({ status: "pending" })], null, now).kind).toBe("go") // still on its way
    expect(withdrawalGate(input, [row({ amount: "0.2" })], null, now).kind).toBe("go")
  })
  it("holds the 12 s interval from the newest request of any instance", () => {
    expect(withdrawalGate(input, [], new Date(now - 5_000), now)).toEqual({ kind: "too_early", retryAfterMs: 7_000 })
    expect(withdrawalGate(input, [], new Date(now - 13_000), now)).toEqual({ kind: "go" })
  })
})
