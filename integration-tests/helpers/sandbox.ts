/**
 * Starts the sandbox before the Medusa test app boots and points the app at it.
 *
 * medusaIntegrationTestRunner reads medusa-config.ts in its own beforeAll; a top-level
 * beforeAll registered before it runs first, so the config sees CRYPTOCLOUD_BASE_URL.
 */
import { startSandbox, type Sandbox, type SandboxOptions } from "../../src/sandbox"

export const SANDBOX_KEYS = {
  apiKey: "it-api-key-3b1f",
  withdrawalApiKey: "it-withdrawal-key-9c2e",
  shopId: "it-shop",
  secret: "it-secret-key-5d7a",
} as const

export const PROVIDER_ID = "pp_cryptocloud_cryptocloud"
export const WEBHOOK_PATH = "/hooks/payment/cryptocloud_cryptocloud"

export function useSandbox(
  options: SandboxOptions = {},
  ref: { current: Sandbox } = { current: undefined as unknown as Sandbox }
): { readonly current: Sandbox } {
  beforeAll(async () => {
    ref.current = await startSandbox({ ...SANDBOX_KEYS, ...options })
    Object.assign(process.env, {
      CRYPTOCLOUD_BASE_URL: ref.current.url,
      CRYPTOCLOUD_API_KEY: SANDBOX_KEYS.apiKey,
      CRYPTOCLOUD_WITHDRAWAL_API_KEY: SANDBOX_KEYS.withdrawalApiKey,
      CRYPTOCLOUD_SHOP_ID: SANDBOX_KEYS.shopId,
      CRYPTOCLOUD_SECRET_KEY: SANDBOX_KEYS.secret,
    })
  })
  afterAll(async () => {
    await ref.current?.close()
  })
  return ref
}
