/**
 * `medusa exec bench/seed.ts <out.json>`: the bench's store, built by the shared seed
 * (scripts/seed/store.ts): one EUR region offering both the CryptoCloud provider and Medusa's
 * `pp_system_default`, one product in stock, one shipping option, a publishable key.
 */
import fs from "node:fs"
import type { ExecArgs } from "@medusajs/framework/types"
import { findSeededStore, seedStore, type StorePlan } from "../scripts/seed/store"

export const BENCH_PLAN: StorePlan = {
  channel: "Bench webshop",
  regions: [{ key: "eur", name: "Bench Europe", currency: "eur", countries: ["de"] }],
  paymentProviders: ["pp_cryptocloud_cryptocloud", "pp_system_default"],
  shipping: { name: "Bench shipping", prices: { eur: 5 } },
  products: [
    {
      title: "Bench T-shirt",
      option: { title: "Size", values: ["M"] },
      variants: [{ value: "M", sku: "BENCH-TEE-M", prices: { eur: 20 } }],
    },
  ],
  stockPerVariant: 1_000_000,
}

export default async function seedBenchStore({ container, args }: ExecArgs) {
  const seeded = (await findSeededStore(container, BENCH_PLAN)) ?? (await seedStore(container, BENCH_PLAN))
  fs.writeFileSync(args[0], JSON.stringify(seeded, null, 2))
}
