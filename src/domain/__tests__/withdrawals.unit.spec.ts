import { CryptoCloudApiError, CryptoCloudAuthError, CryptoCloudConfigError, CryptoCloudNetworkError, CryptoCloudRateLimitError } from "../../lib/cryptocloud"
import { isStalePending, outcomeOfError, secretRedactor, stalePendingAfterMs, withdrawalGate } from "../withdrawals"

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
    expect(outcomeOfError(new CryptoCloudApiError(503, "server", "down")).response).toEqual({
      lost_answer: true,
      http_status: 503,
      area: "server",
      details: { server: "down" },
    })
  })

  it("redacts configured secrets from whatever is kept", () => {
    const redact = secretRedactor(["wd-key-SECRET", undefined, ""])
    const outcome = outcomeOfError(new CryptoCloudApiError(500, "server", "echo wd-key-SECRET"), redact)
    expect(JSON.stringify(outcome)).not.toContain("wd-key-SECRET")
    expect(outcome.error_message).toContain("[redacted]")
  })
})

describe("withdrawalGate", () => {
  const now = Date.parse("2026-11-23T12:00:00Z")
  it("blocks while an identical request is pending or unknown, whatever its age", () => {
    expect(withdrawalGate([{ id: "ccwd_1", status: "unknown" }], null, now)).toEqual({ kind: "blocked", withdrawalId: "ccwd_1" })
    // A request still waiting for a slow answer (1 s old) may yet be carried out: blocked too.
    expect(withdrawalGate([{ id: "ccwd_2", status: "pending" }], null, now)).toEqual({ kind: "blocked", withdrawalId: "ccwd_2" })
    expect(withdrawalGate([], null, now).kind).toBe("go")
  })
  it("holds the 12 s interval from the newest request of any instance", () => {
    expect(withdrawalGate([], new Date(now - 5_000), now)).toEqual({ kind: "too_early", retryAfterMs: 7_000 })
    expect(withdrawalGate([], new Date(now - 13_000), now)).toEqual({ kind: "go" })
  })
})

describe("isStalePending: a pending row no live process can still be waiting on", () => {
  const now = Date.parse("2026-11-23T12:00:00Z")
  const after = stalePendingAfterMs(15_000)
  it("is the client's deadline plus a margin", () => {
    expect(after).toBe(75_000)
    expect(isStalePending({ status: "pending", created_at: new Date(now - 74_000) }, after, now)).toBe(false)
    expect(isStalePending({ status: "pending", created_at: new Date(now - 76_000) }, after, now)).toBe(true)
    expect(isStalePending({ status: "unknown", created_at: new Date(now - 600_000) }, after, now)).toBe(false)
  })
})
