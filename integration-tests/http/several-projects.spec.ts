/**
 * Several CryptoCloud projects in one store (design.md, "Several projects in one store"), on one
 * app: `projects: [first, second]`, providers `cryptocloud` and `asia`, a sandbox per project with
 * balances of its own (so a test can tell whose answer it got). Japan offers the second project's
 * provider, the US both, the other regions the first's (MONEY_IN_PLAN; PROJECTS_PLAN with the US
 * offering both): the checkout and postbacks, the admin API per project, and money coming in
 * staying in its project — reconciliation, the status route, adoption and invoice handover.
 * Money going out has its own app (live invoices): several-projects-money-out.spec.ts.
 */
import { appSpec } from "../helpers/shared-app"
import projectsCheckout from "../suites/projects-checkout"
import projectsAdmin from "../suites/projects-admin"
import projectsMoneyIn, { MONEY_IN_PLAN } from "../suites/projects-money-in"
import projectsFoundMoney from "../suites/projects-found-money"
import projectsRetired from "../suites/projects-retired"

appSpec(
  {
    plan: MONEY_IN_PLAN,
    sandbox: { balances: { USDT_TRC20: "1500.5", BTC: "0.25" } },
    secondProject: { balances: { USDT_TRC20: "777.25" } },
  },
  [projectsCheckout, projectsAdmin, projectsMoneyIn, projectsFoundMoney, projectsRetired]
)
