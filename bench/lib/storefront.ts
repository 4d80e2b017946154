/**
 * A storefront's checkout through the store HTTP API with the publishable key — the same
 * requests for both payment providers, each step timed on its own.
 */
import { performance } from "node:perf_hooks"
import { Agent, request } from "undici"

export const CRYPTO = "pp_cryptocloud_cryptocloud"
export const SYSTEM = "pp_system_default"

export interface BenchSeed {
  publishableKey: string
  regions: Record<string, { id: string; currency: string; countries: string[] }>
  variants: Record<string, string>
}

export const STEPS = ["cart", "address", "shipping options", "shipping method", "payment collection", "payment session", "complete"] as const
export type Step = (typeof STEPS)[number]

export interface CheckoutResult {
  provider: string
  cartId: string
  sessionId: string
  invoiceUuid: string | null
  orderId: string | null
  /** ms per step; the payment between session and completion is not included. */
  steps: Record<Step, number>
  total: number
}

let buyers = 0

const agent = new Agent({ connections: 64, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 })

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

export function storeApi(baseUrl: string, seed: BenchSeed) {
  return async function call<T = any>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const res = await request(`${baseUrl}${path}`, {
      method,
      dispatcher: agent,
      headers: { "content-type": "application/json", "x-publishable-api-key": seed.publishableKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.body.text()
    if (res.statusCode >= 300) throw new HttpError(res.statusCode, `${method} ${path} → HTTP ${res.statusCode}: ${text.slice(0, 500)}`)
    return JSON.parse(text) as T
  }
}

const ADDRESS = { first_name: "Ada", last_name: "Buyer", address_1: "Main st 1", city: "Berlin", postal_code: "10115", country_code: "de" }

/**
 * cart → address → shipping → payment collection → session → (pay) → complete.
 * `baseUrls` may name two instances: the cart is made on the first, completed on the second.
 * `pay` runs between session and completion, untimed (for the crypto provider: the sandbox
 * marks the invoice paid); `complete: false` leaves the cart for the postback to complete.
 */
export async function checkout(
  baseUrls: [string, string?],
  seed: BenchSeed,
  provider: string,
  options: {
    pay?: (invoiceUuid: string) => Promise<void>
    complete?: boolean
    /** Called around each step, untimed (e.g. to read the server's SQL counts per step). */
    before?: (step: Step) => Promise<void>
    after?: (step: Step) => Promise<void>
  } = {}
): Promise<CheckoutResult> {
  const [first, second = first] = baseUrls
  const api = storeApi(first, seed)
  const finish = storeApi(second, seed)
  const steps = {} as Record<Step, number>
  const timed = async <T>(step: Step, fn: () => Promise<T>): Promise<T> => {
    await options.before?.(step)
    const t = performance.now()
    const value = await fn()
    steps[step] = performance.now() - t
    await options.after?.(step)
    return value
  }
  const region = Object.values(seed.regions)[0]
  const variant = Object.values(seed.variants)[0]
  const { cart } = await timed("cart", () =>
    api("POST", "/store/carts", { region_id: region.id, email: `buyer-${process.pid}-${++buyers}@example.com`, items: [{ variant_id: variant, quantity: 1 }] })
  )
  await timed("address", () => api("POST", `/store/carts/${cart.id}`, { shipping_address: ADDRESS, billing_address: ADDRESS }))
  const { shipping_options } = await timed("shipping options", () => api("GET", `/store/shipping-options?cart_id=${cart.id}`))
  await timed("shipping method", () => api("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id }))
  const { payment_collection } = await timed("payment collection", () => api("POST", "/store/payment-collections", { cart_id: cart.id }))
  const { payment_collection: withSession } = await timed("payment session", () =>
    api("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: provider })
  )
  const session = withSession.payment_sessions.find((s: any) => s.provider_id === provider)
  const invoiceUuid: string | null = session?.data?.uuid ?? null
  if (provider === CRYPTO && !invoiceUuid) throw new Error(`the crypto session has no invoice: ${JSON.stringify(session)}`)
  if (options.pay && invoiceUuid) await options.pay(invoiceUuid)
  let orderId: string | null = null
  if (options.complete !== false) {
    const completed = await timed("complete", () => finish("POST", `/store/carts/${cart.id}/complete`))
    if (completed.type !== "order") throw new Error(`cart ${cart.id} (${provider}) did not become an order: ${JSON.stringify(completed).slice(0, 500)}`)
    orderId = completed.order.id
  } else {
    steps.complete = 0
  }
  const total = STEPS.reduce((sum, step) => sum + (steps[step] ?? 0), 0)
  return { provider, cartId: cart.id, sessionId: session.id, invoiceUuid, orderId, steps, total }
}

export async function closeStorefront(): Promise<void> {
  await agent.close()
}
