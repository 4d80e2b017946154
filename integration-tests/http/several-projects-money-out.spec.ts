/**
 * Money going out of a store with two CryptoCloud projects, on one app: refunds paid out from the
 * balance of the project that received the money, withdrawals per project, static wallets and
 * deposits per project. Two sandboxes (one per project), live invoices (not test mode: a
 * test-mode refund needs an explicit confirmation to pay out), e-mails to Medusa's local
 * notification provider, a 20 s service timeout; the JPY region pays with the second project
 * only (its provider `pp_cryptocloud_asia`; helpers/projects-plan.ts). The books by e-mail
 * (suite `books-mail`) run here too: two projects, and e-mails to the local provider.
 */
import { appSpec } from "../helpers/shared-app"
import { PROJECTS_PLAN } from "../helpers/projects-plan"
import projectsMoneyOut from "../suites/projects-money-out"
import booksMail from "../suites/books-mail"

const balances = { USDT_TRC20: "1000000", USDT_ERC20: "100000", BTC: "10" }

appSpec(
  {
    env: { CRYPTOCLOUD_TEST_EMAIL: "local", CRYPTOCLOUD_REQUEST_TIMEOUT_MS: "20000" },
    sandbox: { testMode: false, balances },
    secondProject: { testMode: false, balances },
    plan: PROJECTS_PLAN,
    timeoutMs: 300_000,
  },
  [projectsMoneyOut, booksMail]
)
