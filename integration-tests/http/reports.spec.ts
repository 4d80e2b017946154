/**
 * The merchant's books ([P]): the reports route over a period built through the store and admin
 * APIs, on one app. Live invoices (a refund of a test-mode payment needs a confirmation to pay
 * out), balances for the payouts, and a second project whose rows must stay out of the first's
 * reports. The suite is integration-tests/suites/reports.ts.
 */
import { appSpec } from "../helpers/shared-app"
import reports from "../suites/reports"

appSpec(
  {
    sandbox: { testMode: false, balances: { USDT_TRC20: "1000000", BTC: "10" } },
    secondProject: { testMode: false },
    timeoutMs: 600_000,
  },
  [reports]
)
