/**
 * The admin API of a store with two CryptoCloud projects: each its own sandbox with its own
 * balances (so a test can tell whose answer it got), the JPY region paying through the second
 * project's provider, every other region through the first's.
 */
import { appSpec } from "../helpers/shared-app"
import { SECOND_PROVIDER_ID } from "../helpers/sandbox"
import { TEST_PLAN } from "../helpers/seed-store"
import projectsAdmin from "../suites/projects-admin"

const plan = {
  ...TEST_PLAN,
  regions: TEST_PLAN.regions.map((r) => (r.key === "jpy" ? { ...r, paymentProviders: [SECOND_PROVIDER_ID, "pp_system_default"] } : r)),
}

appSpec(
  {
    plan,
    sandbox: { balances: { USDT_TRC20: "1500.5", BTC: "0.25" } },
    secondProject: { balances: { USDT_TRC20: "777.25" } },
  },
  [projectsAdmin]
)
