/**
 * The packaging test store's seed (`medusa exec ./src/scripts/seed.ts <result.json>`), run inside
 * a fresh Medusa app that installed the plugin from its tarball. `./store` is a copy of the
 * repository's scripts/seed/store.ts, put here by integration-tests/packaging/run.js.
 */
import fs from "node:fs"
import type { ExecArgs } from "@medusajs/framework/types"
import { seedStore } from "./store"

export default async function seed({ container, args }: ExecArgs) {
  const result = await seedStore(container, {
    channel: "Packaging test shop",
    regions: [{ key: "eur", name: "Europe", currency: "eur", countries: ["de"] }],
    shipping: { name: "Standard shipping", prices: { eur: 4.9 } },
    products: [
      {
        title: "Packaged T-shirt",
        option: { title: "Size", values: ["M"] },
        variants: [{ value: "M", sku: "PKG-TEE-M", prices: { eur: 19.99 } }],
      },
    ],
    stockPerVariant: 10,
  })
  fs.writeFileSync(args[0], JSON.stringify(result))
}
