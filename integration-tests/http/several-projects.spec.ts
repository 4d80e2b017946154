/**
 * Several CryptoCloud projects in one store (design.md, "Several projects in one store"), on one
 * app: `projects: [first, second]`, providers `cryptocloud` and `asia`, a sandbox per project.
 * Japan offers the second project's provider, the other regions the first's (helpers/projects-plan.ts).
 */
import { appSpec } from "../helpers/shared-app"
import { PROJECTS_PLAN } from "../helpers/projects-plan"
import projectsCheckout from "../suites/projects-checkout"

appSpec(
  {
    plan: PROJECTS_PLAN,
    secondProject: { balances: { USDT_TRC20: "500" } },
    sandbox: { balances: { USDT_TRC20: "100" } },
  },
  [projectsCheckout]
)
