/**
 * A logged-in admin, the way a merchant gets one: a user (user module), an emailpass auth
 * identity linked to it (auth module, as `medusa user` does), then a real login through
 * POST /auth/user/emailpass for a bearer token.
 *
 * Call it from a beforeAll inside the test suite: the runner snapshots the database after the
 * suite's beforeAll hooks, so the user survives the per-test restores.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"

export interface AdminSession {
  userId: string
  /** Axios config with the bearer token; any status resolves (tests assert it). */
  config: { headers: { authorization: string }; validateStatus: () => boolean }
}

export const ANONYMOUS = { validateStatus: () => true }

/** One admin per app: suites sharing an app (shared-app.ts) get the one made first. */
const sessions = new WeakMap<MedusaContainer, Promise<AdminSession>>()

export function loginAdmin(container: MedusaContainer, api: AxiosInstance): Promise<AdminSession> {
  let session = sessions.get(container)
  if (!session) {
    session = createAdmin(container, api)
    sessions.set(container, session)
  }
  return session
}

async function createAdmin(container: MedusaContainer, api: AxiosInstance): Promise<AdminSession> {
  const email = "admin@example.com"
  const password = "correct-horse-battery-staple"
  const users = container.resolve(Modules.USER)
  const auth = container.resolve(Modules.AUTH)
  const user = await users.createUsers({ email, first_name: "Ada", last_name: "Admin" })
  const registered = await auth.register("emailpass", { body: { email, password } })
  if (!registered.success || !registered.authIdentity) throw new Error(`register failed: ${registered.error}`)
  await auth.updateAuthIdentities({ id: registered.authIdentity.id, app_metadata: { user_id: user.id } })
  const res = await api.post("/auth/user/emailpass", { email, password })
  return {
    userId: user.id,
    config: { headers: { authorization: `Bearer ${res.data.token}` }, validateStatus: () => true },
  }
}
