/**
 * What the plugin records, on one app: incoming money, the ledger and its attention queue, the
 * postback log and postback security, and the staff alerts all of them raise. Each suite is in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import attentionAccept from "../suites/attention-accept"
import incomingMoney from "../suites/incoming-money"
import ledgerAttention from "../suites/ledger-attention"
import postbackLog from "../suites/postback-log"
import postbackSecurity from "../suites/postback-security"
import staffAlerts from "../suites/staff-alerts"

// E-mails kept by the tests' provider: "ask for the rest" (attention-accept) e-mails its link; staff alerts.
appSpec({ env: { CRYPTOCLOUD_TEST_EMAIL: "local" } }, [incomingMoney, ledgerAttention, attentionAccept, postbackLog, postbackSecurity, staffAlerts])
