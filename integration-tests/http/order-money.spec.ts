/**
 * Money owed after the order exists, on one app: order edits, exchanges and draft orders paid in
 * crypto, and the payment request with its pay page. E-mails go to Medusa's local notification
 * provider (stored, not sent). Each suite is in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import orderChanges, { HOODIE_PLAN } from "../suites/order-changes"
import paymentRequest from "../suites/payment-request"

appSpec({ env: { CRYPTOCLOUD_TEST_EMAIL: "local" }, plan: HOODIE_PLAN }, [orderChanges, paymentRequest])
