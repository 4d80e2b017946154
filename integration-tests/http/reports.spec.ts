/**
 * The merchant's books ([P]): the reports route over a period built through the store and admin
 * APIs, on one app. Live invoices (a refund of a test-mode payment needs a confirmation to pay
 * out), balances for the payouts, and a second project whose rows must stay out of the first's
 * reports. The suites are integration-tests/suites/reports.ts and report-downloads.ts (stalled
 * CSV downloads: the app runs with a short stall timeout and twelve downloads at once), and
 * books-balance.ts (withdrawals made outside the plugin, and the balance report).
 */
import { appSpec } from "../helpers/shared-app"
import reports from "../suites/reports"
import reportDownloads, { DOWNLOADS_AT_ONCE, STALL_SECONDS } from "../suites/report-downloads"
import booksBalance from "../suites/books-balance"

appSpec(
  {
    sandbox: { testMode: false, balances: { USDT_TRC20: "1000000", BTC: "10" } },
    secondProject: { testMode: false },
    env: { CRYPTOCLOUD_REPORT_DOWNLOADS_MAX: String(DOWNLOADS_AT_ONCE), CRYPTOCLOUD_REPORT_STALL_SECONDS: String(STALL_SECONDS) },
    timeoutMs: 600_000,
  },
  [reports, reportDownloads, booksBalance]
)
