/**
 * The cart checkout shows what the plugin's ledger says about the invoice (the status route),
 * never the session's `data` — which Medusa keeps as the caller sent it until the provider
 * answers. Through the real `@medusajs/js-sdk` against a stubbed `fetch`.
 */
import Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { createCryptoCheckout, paymentOfSession } from "../index"

type Call = { method: string; url: URL }

function stubBackend(answer: (call: Call) => { status?: number; json: unknown }) {
  const calls: Call[] = []
  const original = global.fetch
  global.fetch = (async (input: URL | string, init?: RequestInit) => {
    const call = { method: init?.method ?? "GET", url: new URL(String(input)) }
    calls.push(call)
    const { status = 200, json } = answer(call)
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } })
  }) as typeof fetch
  return { calls, restore: () => (global.fetch = original) }
}

const sdk = () => new Medusa({ baseUrl: "http://backend.test", publishableKey: "pk_test" })
const PLANTED = { uuid: "INV-EVIL", link: "javascript:alert(1)", address: "TAttackerAddr", amount: "0.01", currency: "BTC" }
const session = { id: "payses_1", provider_id: "pp_cryptocloud_cryptocloud", status: "pending", data: PLANTED }
const cart = { id: "cart_1", payment_collection: { id: "pay_col_1", payment_sessions: [session] } } as unknown as HttpTypes.StoreCart
const STATUS_ROUTE = "/store/cryptocloud/payment-sessions/payses_1"
const ledger = {
  payment_session: {
    id: "payses_1",
    status: "pending",
    order_id: null,
    invoice: {
      uuid: "INV-1",
      status: "created",
      link: "https://pay.test/INV-1",
      address: "TLedgerAddr",
      amount: "12.5",
      currency: "USDT_TRC20",
      amount_in_fiat: "10.00",
      fiat_currency: "EUR",
      amount_paid: null,
      to_surcharge: "12.5",
      received: null,
      expiry_date: "2099-01-01T00:00:00.000Z",
      test_mode: false,
      read_at: null,
    },
  },
}
const fromLedger = { sessionId: "payses_1", invoiceId: "INV-1", link: "https://pay.test/INV-1", address: "TLedgerAddr", amount: "12.5", currency: "USDT_TRC20" }

let backend: ReturnType<typeof stubBackend> | null = null
afterEach(() => backend?.restore())

describe("createCryptoCheckout(sdk): the invoice from the status route", () => {
  it("startPayment answers the ledger's invoice of the new session, asked with the cart's id", async () => {
    backend = stubBackend((call) => (call.url.pathname === STATUS_ROUTE ? { json: ledger } : { json: { payment_collection: cart.payment_collection } }))
    const payment = await createCryptoCheckout(sdk()).startPayment(cart, "USDT_TRC20")
    expect(payment).toMatchObject(fromLedger)
    expect(JSON.stringify(payment)).not.toMatch(/javascript|TAttackerAddr|INV-EVIL/)
    const status = backend.calls.find((c) => c.url.pathname === STATUS_ROUTE)!
    expect(status.url.searchParams.get("cart_id")).toBe("cart_1")
  })

  it("currentPayment (a reload) reads the status route; a cart without a crypto session asks nothing", async () => {
    backend = stubBackend(() => ({ json: ledger }))
    const checkout = createCryptoCheckout(sdk())
    expect(await checkout.currentPayment(cart)).toMatchObject(fromLedger)
    expect(await checkout.currentPayment({ ...cart, payment_collection: { payment_sessions: [] } } as unknown as HttpTypes.StoreCart)).toBeNull()
    expect(backend.calls.map((c) => c.url.pathname)).toEqual([STATUS_ROUTE])
  })

  it("a session with nothing on the ledger yet shows nothing: null after the bounded wait, never its data", async () => {
    const notReadYet = { status: 429, json: { code: "status_not_read_yet", message: "The payment status has not been read yet; try again in 1 seconds." } }
    backend = stubBackend((call) => (call.url.pathname === STATUS_ROUTE ? notReadYet : { json: { payment_collection: cart.payment_collection } }))
    expect(await createCryptoCheckout(sdk(), { readWaitMs: 10 }).currentPayment(cart)).toBeNull()
    await expect(createCryptoCheckout(sdk(), { readWaitMs: 10 }).startPayment(cart, "BTC")).rejects.toMatchObject({ code: "no_session" })
  })

  it("any other failure of the status route is the caller's to show (not read as 'no payment')", async () => {
    backend = stubBackend(() => ({ status: 500, json: { message: "boom" } }))
    await expect(createCryptoCheckout(sdk()).currentPayment(cart)).rejects.toMatchObject({ status: 500 })
  })
})

describe("several projects: the currencies of the provider the storefront pays with", () => {
  it("currencies() names the provider when the storefront gave one, and nothing otherwise", async () => {
    backend = stubBackend(() => ({ json: { currencies: [] } }))
    await createCryptoCheckout(sdk(), { providerId: "pp_cryptocloud_asia" }).currencies()
    await createCryptoCheckout(sdk()).currencies()
    expect(backend.calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      "/store/cryptocloud/currencies?provider_id=pp_cryptocloud_asia",
      "/store/cryptocloud/currencies",
    ])
  })
})

describe("paymentOfSession (deprecated)", () => {
  it("reads nothing from session data: a planted or well-formed pay link alike gives no payment to show", () => {
    const wellFormed = { ...PLANTED, link: "https://pay.cryptocloud.plus/INV-EVIL", expiry_date: "2026-12-01 10:00:00" }
    expect(paymentOfSession({ id: "payses_1", data: wellFormed })).toBeNull()
    expect(paymentOfSession(session)).toBeNull()
  })
})
