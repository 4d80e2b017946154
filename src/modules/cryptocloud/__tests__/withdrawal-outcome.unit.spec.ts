import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudConfigError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
} from "../../../lib/cryptocloud"
import { outcomeOfError } from "../withdrawal-outcome"

describe("outcomeOfError: log status and whether the 12 s interval is held", () => {
  it.each([
    ["no withdrawal key (nothing sent)", new CryptoCloudConfigError("withdrawals are disabled"), "refused", false],
    ["our own interval guard", new CryptoCloudRateLimitError(5000, "client", "too early"), "refused", false],
    ["the service's rate limit", new CryptoCloudRateLimitError(null, "service", "too early"), "refused", true],
    ["wrong withdrawal key", new CryptoCloudAuthError(401, "withdrawal", "Invalid token"), "refused", true],
    ["insufficient balance", new CryptoCloudApiError(400, "uncorrected_amount", "Not enough"), "refused", true],
    ["a 5xx (may have been executed)", new CryptoCloudApiError(502, "server", "Bad gateway"), "failed", true],
    ["timeout after sending", new CryptoCloudNetworkError("timeout", "no answer", { mayHaveReachedService: true }), "failed", true],
    ["connection refused", new CryptoCloudNetworkError("network", "ECONNREFUSED", { mayHaveReachedService: false }), "refused", false],
  ])("%s", (_, error, status, reachedService) => {
    expect(outcomeOfError(error)).toEqual(expect.objectContaining({ status, reachedService, error_code: error.code }))
  })

  it("keeps the service's area and message", () => {
    expect(outcomeOfError(new CryptoCloudApiError(400, "uncorrected_amount", "Not enough funds"))).toEqual(
      expect.objectContaining({ error_area: "uncorrected_amount", error_message: "Not enough funds" })
    )
  })
})
