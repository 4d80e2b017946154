/**
 * Money going back out, on one app: refunds owed and paid, payouts exactly once, and the
 * randomized payout sequences, and money on no order returned from the attention queue. Live invoices (not test mode: a test-mode refund needs an
 * explicit confirmation to pay out), e-mails to Medusa's local notification provider, and a
 * 20 s service timeout (a 14 s answer is slow, not lost). Each suite is in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import refunds from "../suites/refunds"
import refundPayoutAddress from "../suites/refund-payout-address"
import refundConversion from "../suites/refund-conversion"
import payoutsExactlyOnce from "../suites/payouts-exactly-once"
import payoutProperties from "../suites/payout-properties"
import attentionReturns from "../suites/attention-returns"

appSpec(
  {
    env: { CRYPTOCLOUD_TEST_EMAIL: "local", CRYPTOCLOUD_REQUEST_TIMEOUT_MS: "20000" },
    sandbox: { testMode: false, balances: { USDT_TRC20: "1000000", USDT_ERC20: "100000", BTC: "10" } },
    timeoutMs: 900_000,
  },
  [refunds, refundPayoutAddress, refundConversion, payoutsExactlyOnce, payoutProperties, attentionReturns]
)
