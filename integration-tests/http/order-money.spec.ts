/**
 * Money owed after the order exists, on one app: order edits, exchanges and draft orders paid in
 * crypto, the payment request with its pay page, and what a stranger who knows the order id can
 * (not) do to its payment. E-mails go to Medusa's local notification
 * provider (stored, not sent). Each suite is in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import orderChanges, { HOODIE_PLAN } from "../suites/order-changes"
import paymentRequest from "../suites/payment-request"
import payLinkTrust from "../suites/pay-link-trust"
import strangerSessions from "../suites/stranger-sessions"

appSpec({ env: { CRYPTOCLOUD_TEST_EMAIL: "local" }, plan: HOODIE_PLAN }, [orderChanges, paymentRequest, payLinkTrust, strangerSessions])
