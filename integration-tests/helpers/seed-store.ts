/**
 * The tests' store, built by the shared seed (scripts/seed/store.ts, also used by the demo and
 * the packaging test): sales channel + publishable key, regions (EUR, USD, JPY, CHF) with the
 * CryptoCloud provider, a warehouse with stock, a shipping option and one product whose
 * variants have plain and awkward prices.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { seedStore as seedPlan, type StorePlan } from "../../scripts/seed/store"

export type { StorePlan }

export interface SeededStore {
  publishableKey: string
  salesChannelId: string
  regions: Record<"eur" | "usd" | "jpy" | "chf", { id: string; country: string }>
  variants: { standard: string; awkward: string }
  /** Variant id per SKU, the plan's extra products included. */
  skus: Record<string, string>
}

const REGIONS = [
  { key: "eur", name: "Europe", country: "de" },
  { key: "usd", name: "United States", country: "us" },
  { key: "jpy", name: "Japan", country: "jp" },
  { key: "chf", name: "Switzerland", country: "ch" },
] as const

export const TEST_PLAN: StorePlan = {
  channel: "Webshop",
  regions: REGIONS.map((r) => ({ key: r.key, name: r.name, currency: r.key, countries: [r.country] })),
  shipping: { name: "Standard shipping", prices: { eur: 5, usd: 5, jpy: 500, chf: 5 } },
  products: [
    {
      title: "Crypto T-shirt",
      option: { title: "Size", values: ["M", "L"] },
      variants: [
        { value: "M", sku: "SHIRT-M", prices: { eur: 20, usd: 22, jpy: 3000, chf: 21 } },
        // Awkward on purpose: half-cent and half-yen totals must round like Medusa rounds.
        { value: "L", sku: "SHIRT-L", prices: { eur: 2.675, usd: 2.675, jpy: 1234.5, chf: 2.675 } },
      ],
    },
  ],
  stockPerVariant: 1000,
}

/** One seed per app (its regions own their countries, so a second one could not be made). */
const seeds = new WeakMap<MedusaContainer, { skus: Set<string>; store: Promise<SeededStore> }>()

/**
 * `plan`: the test plan, or one built from it with more products (a spec that needs them).
 * Called again for the same app (suites sharing one, see shared-app.ts), it answers with the
 * store already made, which has to hold the plan's products.
 */
export function seedStore(container: MedusaContainer, plan: StorePlan = TEST_PLAN): Promise<SeededStore> {
  const wanted = plan.products.flatMap((p) => p.variants.map((v) => v.sku))
  const known = seeds.get(container)
  if (known) {
    const missing = wanted.filter((sku) => !known.skus.has(sku))
    if (missing.length) throw new Error(`this app's store was seeded without ${missing.join(", ")}: give the shared app a plan with them`)
    return known.store
  }
  const store = makeStore(container, plan)
  seeds.set(container, { skus: new Set(wanted), store })
  return store
}

async function makeStore(container: MedusaContainer, plan: StorePlan): Promise<SeededStore> {
  const seeded = await seedPlan(container, plan)
  return {
    publishableKey: seeded.publishableKey,
    salesChannelId: seeded.salesChannelId,
    regions: Object.fromEntries(REGIONS.map((r) => [r.key, { id: seeded.regions[r.key].id, country: r.country }])) as SeededStore["regions"],
    variants: { standard: seeded.variants["SHIRT-M"], awkward: seeded.variants["SHIRT-L"] },
    skus: seeded.variants,
  }
}
