/**
 * The app the money-out suites run on (integration-tests/http/money-out.spec.ts and the payout
 * sequences in integration-tests/deep): live invoices (not test mode: a test-mode refund needs an
 * explicit confirmation to pay out), e-mails to Medusa's local notification provider, balances
 * in the coins the suites pay out, and a 20 s service timeout (a 14 s answer is slow, not lost).
 */
import type { AppSpecOptions } from "./shared-app"

export const MONEY_OUT_APP: AppSpecOptions = {
  env: { CRYPTOCLOUD_TEST_EMAIL: "local", CRYPTOCLOUD_REQUEST_TIMEOUT_MS: "20000" },
  sandbox: { testMode: false, balances: { USDT_TRC20: "1000000", USDT_ERC20: "100000", BTC: "10" } },
  timeoutMs: 900_000,
}
