/**
 * The admin API on one app: request guards, reads and changes at the service, settings, and
 * withdrawals. Each suite is in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import adminApiGuards from "../suites/admin-api-guards"
import adminApiReads from "../suites/admin-api-reads"
import adminApiSettings from "../suites/admin-api-settings"
import adminApiWithdrawals from "../suites/admin-api-withdrawals"

appSpec({ sandbox: { balances: { USDT_TRC20: "1500.5", BTC: "0.25" } } }, [adminApiGuards, adminApiReads, adminApiSettings, adminApiWithdrawals])
