/**
 * Seeds the demo store once: `medusa exec scripts/seed/demo.ts [result.json]` (run by
 * scripts/dev.js). Running it again finds the existing store and only reports it, so a second
 * `npm run dev` reuses the data. The result (publishable key, region ids, admin login) is printed
 * and, when a path is given, written there for `npm run demo:checkout`.
 */
import fs from "node:fs"
import path from "node:path"
import type { ExecArgs, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow, updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import { findSeededStore, seedStore, type StorePlan } from "./store"

export const DEMO_ADMIN = { email: "admin@example.com", password: "supersecret" }

export const DEMO_PLAN: StorePlan = {
  channel: "CryptoCloud demo webshop",
  regions: [
    { key: "eur", name: "Europe", currency: "eur", countries: ["de", "fr", "it", "es", "nl", "at", "be"] },
    { key: "usd", name: "United States", currency: "usd", countries: ["us"] },
  ],
  shipping: { name: "Standard shipping", prices: { eur: 5, usd: 6 } },
  products: [
    {
      title: "CryptoCloud T-shirt",
      handle: "cryptocloud-t-shirt",
      description: "Soft cotton tee. Paid in crypto, worn in real life.",
      option: { title: "Size", values: ["S", "M", "L"] },
      variants: [
        { value: "S", sku: "DEMO-TEE-S", prices: { eur: 25, usd: 29 } },
        { value: "M", sku: "DEMO-TEE-M", prices: { eur: 25, usd: 29 } },
        { value: "L", sku: "DEMO-TEE-L", prices: { eur: 25, usd: 29 } },
      ],
    },
    {
      title: "Blockchain Hoodie",
      handle: "blockchain-hoodie",
      description: "Warm hoodie for long confirmation times.",
      option: { title: "Size", values: ["M", "L"] },
      variants: [
        { value: "M", sku: "DEMO-HOODIE-M", prices: { eur: 49.9, usd: 55 } },
        { value: "L", sku: "DEMO-HOODIE-L", prices: { eur: 49.9, usd: 55 } },
      ],
    },
    {
      title: "HODL Mug",
      handle: "hodl-mug",
      description: "Holds coffee. And on.",
      option: { title: "Colour", values: ["White"] },
      variants: [{ value: "White", sku: "DEMO-MUG", prices: { eur: 12.5, usd: 14 } }],
    },
  ],
  stockPerVariant: 1000,
}

/** Admin login for the demo; the same check as `medusa user -e … -p …`, without a second boot. */
async function ensureAdminUser(container: MedusaContainer): Promise<"created" | "exists"> {
  const users = container.resolve(Modules.USER)
  if ((await users.listUsers({ email: DEMO_ADMIN.email })).length > 0) return "exists"
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity, error } = await auth.register("emailpass", {
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  } as any)
  if (error || !authIdentity) throw new Error(`Could not create the admin login: ${error}`)
  await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity.id, userData: { email: DEMO_ADMIN.email, first_name: "Demo", last_name: "Admin" } },
  })
  return "created"
}

/** Both currencies in the store settings, so the admin offers EUR and USD prices everywhere. */
async function configureStore(container: MedusaContainer, salesChannelId: string, regionId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [store],
  } = await query.graph({ entity: "store", fields: ["id"] })
  if (!store) return
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: "CryptoCloud demo store",
        supported_currencies: [{ currency_code: "eur", is_default: true }, { currency_code: "usd" }],
        default_sales_channel_id: salesChannelId,
        default_region_id: regionId,
      },
    },
  })
}

export default async function seedDemo({ container, args }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  let store = await findSeededStore(container, DEMO_PLAN)
  const fresh = !store
  if (!store) {
    logger.info("Seeding the demo store (regions EUR and USD, products, stock, shipping, publishable key)…")
    store = await seedStore(container, DEMO_PLAN)
    await configureStore(container, store.salesChannelId, store.regions.eur.id)
  } else {
    logger.info("Demo store already seeded; reusing it.")
  }
  const admin = await ensureAdminUser(container)

  const result = { seededNow: fresh, admin: { ...DEMO_ADMIN, account: admin }, ...store }
  const out = args?.[0]
  if (out) {
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true })
    fs.writeFileSync(out, JSON.stringify(result, null, 2))
  }
  logger.info(`Demo store ready: publishable key ${store.publishableKey}`)
}
