import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudConfigError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
  CryptoCloudValidationError,
} from "../errors"
import { classifyFailure, type FailureKind } from "../failure-kind"

describe("classifyFailure", () => {
  const cases: Array<[string, unknown, FailureKind, FailureKind]> = [
    // [what, error, as a read, as a write]
    ["our own check", new CryptoCloudValidationError("op", []), "caller", "caller"],
    ["no withdrawal key", new CryptoCloudConfigError("x"), "caller", "caller"],
    ["a refused key", new CryptoCloudAuthError(401, "api", "x"), "authentication", "authentication"],
    ["the 12 s interval", new CryptoCloudRateLimitError(1000, "client", "x"), "retryable", "retryable"],
    ["a 4xx refusal", new CryptoCloudApiError(400, "amount", "x"), "caller", "caller"],
    ["a 404", new CryptoCloudApiError(404, "invoice", "x"), "not_found", "not_found"],
    ["a 5xx", new CryptoCloudApiError(502, "server", "x"), "retryable", "unknown_outcome"],
    ["a timeout", new CryptoCloudNetworkError("timeout", "t"), "retryable", "unknown_outcome"],
    ["an unreadable answer", new CryptoCloudNetworkError("bad_response", "html", { httpStatus: 502 }), "retryable", "unknown_outcome"],
    ["a refused connection", new CryptoCloudNetworkError("network", "refused", { mayHaveReachedService: false }), "retryable", "retryable"],
    ["our own bug", new TypeError("x"), "retryable", "unknown_outcome"],
  ]
  it.each(cases)("%s: read → %s, write → %s", (_what, error, read, write) => {
    expect(classifyFailure(error, "read")).toBe(read)
    expect(classifyFailure(error, "write")).toBe(write)
  })
})
