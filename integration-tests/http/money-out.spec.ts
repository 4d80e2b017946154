/**
 * Money going back out, on one app: refunds owed and paid (also in another coin under
 * autoconversion), payouts exactly once, money on no order returned from the attention queue,
 * and the events other systems follow as money goes out (the app: helpers/money-out-app.ts).
 * The randomized payout sequences run on the same config in integration-tests/deep
 * (`npm run test:all`). Each suite is in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import { MONEY_OUT_APP } from "../helpers/money-out-app"
import refunds from "../suites/refunds"
import refundPayoutAddress from "../suites/refund-payout-address"
import refundConversion from "../suites/refund-conversion"
import payoutsExactlyOnce from "../suites/payouts-exactly-once"
import attentionReturns from "../suites/attention-returns"
import eventsMoneyOut from "../suites/events-money-out"

appSpec(MONEY_OUT_APP, [refunds, refundPayoutAddress, refundConversion, payoutsExactlyOnce, attentionReturns, eventsMoneyOut])
