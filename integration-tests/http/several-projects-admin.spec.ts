/**
 * The admin API of a store with two CryptoCloud projects: each its own sandbox with its own
 * balances (so a test can tell whose answer it got); Japan pays through the second project's
 * provider, the other regions through the first's (helpers/projects-plan.ts).
 */
import { appSpec } from "../helpers/shared-app"
import { PROJECTS_PLAN } from "../helpers/projects-plan"
import projectsAdmin from "../suites/projects-admin"

appSpec(
  {
    plan: PROJECTS_PLAN,
    sandbox: { balances: { USDT_TRC20: "1500.5", BTC: "0.25" } },
    secondProject: { balances: { USDT_TRC20: "777.25" } },
  },
  [projectsAdmin]
)
