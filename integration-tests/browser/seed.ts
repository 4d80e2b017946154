/**
 * `medusa exec integration-tests/browser/seed.ts`: the store the browser tests shop in (the
 * integration tests' seed: regions with the CryptoCloud provider, stock, a product) and the
 * admin user they log in as. Writes what the tests need (publishable key, ids) as JSON to
 * $BROWSER_SEED_OUTPUT.
 */
import { writeFileSync } from "node:fs"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUsersWorkflow } from "@medusajs/core-flows"
import { seedStore } from "../helpers/seed-store"

export const ADMIN_EMAIL = process.env.BROWSER_ADMIN_EMAIL ?? "admin@example.com"
export const ADMIN_PASSWORD = process.env.BROWSER_ADMIN_PASSWORD ?? "supersecret"

/** What `medusa user -e … -p …` does: a user, an emailpass identity, the link between them. */
async function createAdmin(container: MedusaContainer) {
  const {
    result: [user],
  } = await createUsersWorkflow(container).run({
    input: { users: [{ email: ADMIN_EMAIL, first_name: "Ada", last_name: "Admin" }] },
  })
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity, error } = await auth.register("emailpass", { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  if (error || !authIdentity) throw new Error(`Could not register the admin: ${error}`)
  await auth.updateAuthIdentities({ id: authIdentity.id, app_metadata: { user_id: user.id } })
  return user.id
}

export default async function seed({ container }: { container: MedusaContainer }) {
  const output = process.env.BROWSER_SEED_OUTPUT
  if (!output) throw new Error("BROWSER_SEED_OUTPUT is not set")
  const store = await seedStore(container)
  const adminUserId = await createAdmin(container)
  writeFileSync(output, JSON.stringify({ ...store, adminUserId }, null, 2))
}
