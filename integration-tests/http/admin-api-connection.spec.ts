/**
 * When the configuration does not match the CryptoCloud project: "Test connection" says what is
 * wrong, and the other routes answer with a readable 502 instead of a 401 (which would log the
 * admin out) — never with a key.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { startSandbox, type Sandbox } from "../../src/sandbox"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { SANDBOX_KEYS, useSandbox } from "../helpers/sandbox"

jest.setTimeout(120 * 1000)

// The project at the service has another shop id than the app is configured with.
const sandbox = useSandbox({ shopId: "the-real-shop" })

function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body)
  for (const secret of [SANDBOX_KEYS.apiKey, SANDBOX_KEYS.withdrawalApiKey, SANDBOX_KEYS.secret, "rotated-api-key"]) {
    expect(text).not.toContain(secret)
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: AdminSession
    let replacement: Sandbox | null = null
    beforeAll(async () => {
      admin = await loginAdmin(getContainer(), api)
    })
    afterAll(async () => {
      await replacement?.close()
    })

    const connectionTest = () => api.post("/admin/cryptocloud/connection-test", {}, admin.config)

    it("wrong shop id: the key check passes, the shop check names the shop id and the option to fix", async () => {
      const res = await connectionTest()
      expect(res.status).toBe(200)
      expect(res.data.ok).toBe(false)
      expect(res.data.checks).toEqual([
        expect.objectContaining({ name: "api_key", ok: true }),
        {
          name: "shop_id",
          ok: false,
          message: expect.stringMatching(/does not accept the shop id "it-shop".*Check shopId \/ CRYPTOCLOUD_SHOP_ID/),
        },
        expect.objectContaining({ name: "invoices", ok: true }),
      ])
    })

    it("the service expects another API key: the test says to check the key; routes answer 502, not 401", async () => {
      // Same address, but the project's key was rotated at the service.
      const port = Number(new URL(sandbox.current.url).port)
      await sandbox.current.close()
      replacement = await startSandbox({ ...SANDBOX_KEYS, port, apiKey: "rotated-api-key" })

      const res = await connectionTest()
      expect(res.status).toBe(200)
      expect(res.data.ok).toBe(false)
      expect(res.data.checks).toEqual([
        {
          name: "api_key",
          ok: false,
          message: expect.stringMatching(/CryptoCloud refused the credentials.*Check the project API key \(apiKey \/ CRYPTOCLOUD_API_KEY\)/),
        },
        { name: "shop_id", ok: false, message: "Not checked: the API key was refused" },
        { name: "invoices", ok: false, message: "Not checked: the API key was refused" },
      ])
      expect(replacement.requests.map((r) => [r.path, r.auth])).toEqual([["/v2/merchant/wallet/balance/all", "invalid"]])
      expectNoSecrets(res.data)

      const balance = await api.get("/admin/cryptocloud/balance", admin.config)
      expect(balance.status).toBe(502)
      expect(balance.data).toEqual({
        type: "cryptocloud_auth_error",
        code: "CRYPTOCLOUD_AUTH_ERROR",
        message: expect.stringMatching(/^Could not read the CryptoCloud balances: CryptoCloud refused the credentials/),
      })
      expectNoSecrets(balance.data)
    })

    it("the service cannot be reached: the test names the address; routes answer 502", async () => {
      await replacement?.close()
      replacement = null
      const res = await connectionTest()
      expect(res.status).toBe(200)
      expect(res.data.ok).toBe(false)
      expect(res.data.checks[0]).toEqual({
        name: "api_key",
        ok: false,
        message: expect.stringMatching(new RegExp(`Could not reach CryptoCloud at ${sandbox.current.url}.*CRYPTOCLOUD_BASE_URL`)),
      })
      expect(res.data.checks[1].message).toBe("Not checked: CryptoCloud could not be reached")

      const stats = await api.get("/admin/cryptocloud/statistics", admin.config)
      expect(stats.status).toBe(502)
      expect(stats.data.type).toBe("cryptocloud_unavailable")
      expect(stats.data.message).toMatch(/^Could not read the CryptoCloud statistics: Network error/)
    })
  },
})
