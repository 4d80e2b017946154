import { Modules } from "@medusajs/framework/utils"
import { PROVIDER_ID } from "../helpers/sandbox"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

export default defineSuite("plugin-loaded", ({ api, getContainer }) => {
  describe("the plugin inside a Medusa app", () => {
    it("registers the CryptoCloud payment provider", async () => {
      const payment = getContainer().resolve(Modules.PAYMENT)
      const providers = await payment.listPaymentProviders({ id: [PROVIDER_ID] })
      expect(providers).toEqual([expect.objectContaining({ id: PROVIDER_ID, is_enabled: true })])
    })

    it("loads the plugin module and reaches the sandbox with the configured key", async () => {
      const cryptocloud = getContainer().resolve("cryptocloud") as { getClient(): { getBalances(): Promise<unknown[]> } }
      const balances = await cryptocloud.getClient().getBalances()
      expect(Array.isArray(balances)).toBe(true)
      expect(sandbox.current.requests.some((r) => r.path === "/v2/merchant/wallet/balance/all" && r.auth === "api")).toBe(true)
    })

    // The "many instances" profile: `REDIS_URL=redis://localhost:6379 npm run test:integration`.
    ;(process.env.REDIS_URL ? it : it.skip)("runs on Redis event bus, workflow engine and locking when REDIS_URL is set", () => {
      const container = getContainer()
      expect(container.resolve(Modules.EVENT_BUS).constructor.name).toMatch(/Redis/)
      const locking = container.resolve(Modules.LOCKING) as any
      expect(locking.defaultProviderId).toMatch(/redis/)
    })

    it("serves the plugin's store routes", async () => {
      const container = getContainer()
      const apiKeyModule = container.resolve(Modules.API_KEY)
      const key = await apiKeyModule.createApiKeys({ title: "it", type: "publishable", created_by: "it" })
      const res = await api.get("/store/cryptocloud/currencies", { headers: { "x-publishable-api-key": key.token } })
      expect(res.status).toBe(200)
      expect(res.data.currencies).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: "USDT_TRC20", asset: "USDT", network: { code: "TRC20", name: "Tron" } })])
      )
    })
  })
})
