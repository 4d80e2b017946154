/**
 * The store of the several-projects app: the tests' store, where Japan offers the second
 * project's provider (`asia`) and the other regions the first's — how a store gives each
 * storefront its project (a region per storefront or brand).
 */
import { TEST_PLAN, type StorePlan } from "./seed-store"
import { PROVIDER_ID, SECOND_PROVIDER_ID } from "./sandbox"

export const PROJECTS_PLAN: StorePlan = {
  ...TEST_PLAN,
  regions: TEST_PLAN.regions.map((region) => ({
    ...region,
    paymentProviders: [region.key === "jpy" ? SECOND_PROVIDER_ID : PROVIDER_ID, "pp_system_default"],
  })),
}
