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

/** The second project of the several-projects app: a sandbox of its own, other keys, another secret. */
export const SECOND_KEYS = {
  apiKey: "it2-api-key-71ce",
  withdrawalApiKey: "it2-withdrawal-key-0a4d",
  shopId: "it-shop-asia",
  secret: "it2-secret-key-e58b",
} as const
export const SECOND_PROVIDER_ID = "pp_cryptocloud_asia"
export const SECOND_WEBHOOK_PATH = "/hooks/payment/cryptocloud_asia"

/**
 * A second project's sandbox, started before the app boots; medusa-config.ts then registers the
 * plugin with `projects: [first, second]` and a provider `asia` for the second.
 */
export function useSecondSandbox(
  options: SandboxOptions = {},
  ref: { current: Sandbox } = { current: undefined as unknown as Sandbox }
): { readonly current: Sandbox } {
  beforeAll(async () => {
    ref.current = await startSandbox({ ...SECOND_KEYS, ...options })
    Object.assign(process.env, {
      CRYPTOCLOUD_SECOND_BASE_URL: ref.current.url,
      CRYPTOCLOUD_SECOND_API_KEY: SECOND_KEYS.apiKey,
      CRYPTOCLOUD_SECOND_WITHDRAWAL_API_KEY: SECOND_KEYS.withdrawalApiKey,
      CRYPTOCLOUD_SECOND_SHOP_ID: SECOND_KEYS.shopId,
      CRYPTOCLOUD_SECOND_SECRET_KEY: SECOND_KEYS.secret,
      CRYPTOCLOUD_SECOND_PROVIDER_ID: "asia",
    })
  })
  afterAll(async () => {
    await ref.current?.close()
    for (const key of ["BASE_URL", "API_KEY", "WITHDRAWAL_API_KEY", "SHOP_ID", "SECRET_KEY", "PROVIDER_ID"]) {
      delete process.env[`CRYPTOCLOUD_SECOND_${key}`]
    }
  })
  return ref
}

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
