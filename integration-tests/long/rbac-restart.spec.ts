/**
 * The plugin's permissions survive a restart of an RBAC store (Medusa's `rbac` feature and module
 * on), against a real `medusa start` started again on the same database. Medusa's RBAC module
 * syncs the policies code declares at every start and soft-deletes every other one: before the
 * plugin declared its own (src/policies), a `cryptocloud:read` made by hand went at the next
 * start, and a role built on it answered 403 from then on.
 *
 * An admin whose one role grants `cryptocloud:read` (made with `medusa exec`, as a merchant makes
 * it in Settings › Roles) reads the projects, is refused the settings (RBAC is on), the server is
 * killed and started, and the same token still reads; the plugin's five policy rows are there and
 * live.
 */
import { useAppStack, type App } from "../helpers/app-processes"

jest.setTimeout(600 * 1000) // migrate, seed and two boots on a busy 2-core machine

const stack = useAppStack({ name: "rbac-restart", env: { MEDUSA_FF_RBAC: "true" } })

const READER = { email: "reader@example.com", password: "correct-horse-battery-staple" }

let app: App
beforeAll(() => {
  app = stack.apps[0]
})

it(
  "a role with cryptocloud:read reads before and after a restart; the plugin's policies stay registered",
  stack.guard(async () => {
    await stack.exec("./integration-tests/process/rbac-user.ts", { RBAC_USER_EMAIL: READER.email, RBAC_USER_PASSWORD: READER.password, RBAC_OPERATION: "read" })
    const login = await app.api.post("/auth/user/emailpass", READER)
    expect(login.status).toBe(200)
    const reader = { headers: { authorization: `Bearer ${login.data.token}` }, validateStatus: () => true }

    expect((await app.api.get("/admin/cryptocloud/projects", reader)).status).toBe(200)
    // RBAC is on: the same admin may not change the settings.
    expect((await app.api.post("/admin/cryptocloud/settings", { locale: "en" }, reader)).status).toBe(403)

    await app.kill()
    await app.start()

    const after = await app.api.get("/admin/cryptocloud/projects", reader)
    expect({ status: after.status, message: after.data?.message }).toEqual({ status: 200, message: undefined })
    const rows = await stack.sql<{ key: string; name: string; deleted_at: Date | null }>(
      `SELECT key, name, deleted_at FROM rbac_policy WHERE resource = 'cryptocloud' ORDER BY key`
    )
    expect(rows).toEqual([
      { key: "cryptocloud:export", name: "ExportCryptoCloud", deleted_at: null },
      { key: "cryptocloud:read", name: "ReadCryptoCloud", deleted_at: null },
      { key: "cryptocloud:refund", name: "RefundCryptoCloud", deleted_at: null },
      { key: "cryptocloud:settings", name: "SettingsCryptoCloud", deleted_at: null },
      { key: "cryptocloud:withdraw", name: "WithdrawCryptoCloud", deleted_at: null },
    ])
  })
)
