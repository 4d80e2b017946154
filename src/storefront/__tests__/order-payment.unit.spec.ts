/**
 * Paying an order's own payment collection (Medusa admin's "Copy payment link"), through the real
 * `@medusajs/js-sdk` against a stubbed `fetch`: which store routes are called and how, what the
 * page is told (amount due, paid, a wrong link), and the checkout target on the collection.
 */
import Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { amountDueOf, collectionTarget, createOrderPayment, CryptoPaymentError } from "../index"

type Call = { method: string; url: URL; body: unknown; headers: Headers }

function stubBackend(answer: (call: Call) => { status?: number; json: unknown }) {
  const calls: Call[] = []
  const original = global.fetch
  global.fetch = (async (input: URL | string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? "GET",
      url: new URL(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    }
    calls.push(call)
    const { status = 200, json } = answer(call)
    return new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } })
  }) as typeof fetch
  return { calls, restore: () => (global.fetch = original) }
}

const sdk = () => new Medusa({ baseUrl: "http://backend.test", publishableKey: "pk_test" })
/** What another visitor can leave in a session's data while its create is at the service. */
const PLANTED = {
  uuid: "INV-EVIL",
  link: "javascript:alert(1)",
  address: "TAttackerAddr",
  amount: "0.01",
  currency: "BTC",
  expiry_date: "2099-01-01T00:00:00.000Z",
  test_mode: false,
}
const session = (over: Record<string, unknown> = {}) => ({
  id: "payses_2",
  provider_id: "pp_cryptocloud_cryptocloud",
  status: "pending",
  data: { ...PLANTED, ...over },
})
/** `GET /store/cryptocloud/payment-sessions/payses_2`: the invoice as the plugin's ledger has it. */
const ledgerStatus = (invoice: Record<string, unknown> = {}, status = "pending") => ({
  payment_session: {
    id: "payses_2",
    status,
    order_id: null,
    invoice: {
      uuid: "INV-2",
      status: "created",
      link: "https://pay.test/INV-2",
      address: "TAddr",
      amount: "21.5",
      currency: "USDT_TRC20",
      amount_in_fiat: "20.00",
      fiat_currency: "EUR",
      amount_paid: null,
      to_surcharge: "21.5",
      received: null,
      expiry_date: "2099-01-01T00:00:00.000Z",
      test_mode: true,
      read_at: null,
      ...invoice,
    },
  },
})
const STATUS_ROUTE = "/store/cryptocloud/payment-sessions/payses_2"
const NOT_READ_YET = {
  status: 429,
  json: { type: "not_allowed", code: "status_not_read_yet", message: "The payment status has not been read yet; try again in 1 seconds." },
}
const order = (collections: unknown[]) => ({
  order: { id: "order_1", display_id: 42, currency_code: "eur", payment_collections: collections },
})
const collection = (over: Record<string, unknown> = {}) => ({
  id: "pay_col_diff",
  amount: 20,
  currency_code: "eur",
  status: "not_paid",
  captured_amount: 0,
  authorized_amount: 0,
  payment_sessions: [],
  ...over,
})

let backend: ReturnType<typeof stubBackend> | null = null
afterEach(() => backend?.restore())

describe("createOrderPayment(sdk).load", () => {
  it("reads the order with GET /store/orders/:id (publishable key, only the fields it needs) and takes the collection from it", async () => {
    backend = stubBackend(() => ({ json: order([collection({ id: "pay_col_original", status: "completed" }), collection()]) }))
    const due = await createOrderPayment(sdk()).load("pay_col_diff", "order_1")
    expect(due).toMatchObject({
      order: { id: "order_1", display_id: 42 },
      collection: { id: "pay_col_diff", amount: 20 },
      amountDue: 20,
      paid: false,
      payment: null,
    })
    const [call] = backend.calls
    expect(call.method).toBe("GET")
    expect(call.url.pathname).toBe("/store/orders/order_1")
    expect(call.headers.get("x-publishable-api-key")).toBe("pk_test")
    expect(call.url.searchParams.get("fields")).toBe("id,display_id,currency_code,*payment_collections,*payment_collections.payment_sessions")
  })

  it("a collection of another order (a mixed-up link) is not_found; a cancelled one not_payable", async () => {
    backend = stubBackend(() => ({ json: order([collection({ id: "pay_col_other" })]) }))
    await expect(createOrderPayment(sdk()).load("pay_col_diff", "order_1")).rejects.toMatchObject({ code: "not_found" })
    backend.restore()
    backend = stubBackend(() => ({ json: order([collection({ status: "canceled" })]) }))
    const failure = await createOrderPayment(sdk())
      .load("pay_col_diff", "order_1")
      .catch((e) => e)
    expect(failure).toBeInstanceOf(CryptoPaymentError)
    expect(failure.code).toBe("not_payable")
  })

  it("an order that does not exist is Medusa's 404", async () => {
    backend = stubBackend(() => ({ status: 404, json: { type: "not_found", message: "Order id not found: order_x" } }))
    await expect(createOrderPayment(sdk()).load("pay_col_diff", "order_x")).rejects.toMatchObject({ status: 404 })
  })

  it("paid: a completed or authorized collection owes nothing; a part captured owes the rest", async () => {
    expect(amountDueOf({ amount: 20, status: "completed", captured_amount: 20 })).toBe(0)
    expect(amountDueOf({ amount: 20, status: "authorized", authorized_amount: 20 })).toBe(0)
    // Medusa sets partially_captured (its PaymentCollectionStatus), which its HTTP types leave out.
    const partiallyCaptured = "partially_captured" as string as HttpTypes.StorePaymentCollection["status"]
    expect(amountDueOf({ amount: 20, status: partiallyCaptured, captured_amount: 5 })).toBe(15)
    expect(amountDueOf({ amount: 20, status: "not_paid" })).toBe(20)
    backend = stubBackend(() => ({ json: order([collection({ status: "completed", captured_amount: 20 })]) }))
    expect(await createOrderPayment(sdk()).load("pay_col_diff", "order_1")).toMatchObject({ paid: true, amountDue: 0 })
  })

  it("the collection's crypto session (after a reload): its invoice as the status route (the ledger) says, never the session's data", async () => {
    backend = stubBackend((call) =>
      call.url.pathname === STATUS_ROUTE
        ? { json: ledgerStatus() }
        : { json: order([collection({ payment_sessions: [{ id: "payses_x", provider_id: "pp_system_default", data: {} }, session()] })]) }
    )
    const due = await createOrderPayment(sdk()).load("pay_col_diff", "order_1")
    expect(due.payment).toEqual({
      sessionId: "payses_2",
      link: "https://pay.test/INV-2",
      invoiceId: "INV-2",
      expiresAt: "2099-01-01T00:00:00.000Z",
      address: "TAddr",
      amount: "21.5",
      currency: "USDT_TRC20",
      amountInFiat: "20.00",
      fiatCurrency: "EUR",
      testMode: true,
    })
    // Nothing of the planted data anywhere in the answer (the sessions are listed without it).
    expect(JSON.stringify(due)).not.toMatch(/javascript|TAttackerAddr|INV-EVIL/)
    expect(due.collection.payment_sessions.map((s) => s.id)).toEqual(["payses_x", "payses_2"])
    const status = backend.calls.find((c) => c.url.pathname === STATUS_ROUTE)!
    expect(status.method).toBe("GET")
    expect(status.url.searchParams.has("cart_id")).toBe(false)
  })

  it("a session whose create is still at the service (429 not read yet): waits for the ledger, then shows its invoice", async () => {
    let asked = 0
    backend = stubBackend((call) => {
      if (call.url.pathname !== STATUS_ROUTE) return { json: order([collection({ payment_sessions: [session()] })]) }
      return ++asked < 2 ? NOT_READ_YET : { json: ledgerStatus() }
    })
    const due = await createOrderPayment(sdk()).load("pay_col_diff", "order_1")
    expect(asked).toBe(2)
    expect(due.payment).toMatchObject({ invoiceId: "INV-2", address: "TAddr", link: "https://pay.test/INV-2" })
  })

  it("no invoice on the ledger within the wait, a session gone (404), or a link that may not be shown: no payment, never the session's data", async () => {
    for (const answer of [
      NOT_READ_YET,
      { status: 404, json: { type: "not_found", message: "gone" } },
      { json: ledgerStatus({ link: "javascript:alert(1)" }) },
    ]) {
      backend?.restore()
      backend = stubBackend((call) => (call.url.pathname === STATUS_ROUTE ? answer : { json: order([collection({ payment_sessions: [session()] })]) }))
      const due = await createOrderPayment(sdk(), { readWaitMs: 50 }).load("pay_col_diff", "order_1")
      expect(due).toMatchObject({ paid: false, payment: null })
    }
  })

  it("a collection that owes nothing is not asked about its session", async () => {
    backend = stubBackend(() => ({ json: order([collection({ status: "completed", captured_amount: 20, payment_sessions: [session()] })]) }))
    expect(await createOrderPayment(sdk()).load("pay_col_diff", "order_1")).toMatchObject({ paid: true, payment: null })
    expect(backend.calls.map((c) => c.url.pathname)).toEqual(["/store/orders/order_1"])
  })
})

describe("createOrderPayment(sdk).startPayment and the collection target", () => {
  it("creates the session with POST /store/payment-collections/:id/payment-sessions { provider_id, data: { cryptocurrency } }, then reads its invoice from the status route", async () => {
    backend = stubBackend((call) =>
      call.url.pathname === STATUS_ROUTE ? { json: ledgerStatus() } : { json: { payment_collection: { id: "pay_col_diff", payment_sessions: [session()] } } }
    )
    const payment = await createOrderPayment(sdk()).startPayment("pay_col_diff", "USDT_TRC20")
    expect(payment).toMatchObject({ sessionId: "payses_2", invoiceId: "INV-2", address: "TAddr", amount: "21.5", link: "https://pay.test/INV-2" })
    const [call, status] = backend.calls
    expect(call.method).toBe("POST")
    expect(call.url.pathname).toBe("/store/payment-collections/pay_col_diff/payment-sessions")
    expect(call.body).toEqual({ provider_id: "pp_cryptocloud_cryptocloud", data: { cryptocurrency: "USDT_TRC20" } })
    expect([status.method, status.url.pathname]).toEqual(["GET", STATUS_ROUTE])
  })

  it("the signed-in customer's auth goes with the order read and the session's creation: the sdk's stored token, or the `headers` given", async () => {
    backend = stubBackend((call) =>
      call.url.pathname === STATUS_ROUTE ? { json: ledgerStatus() } : { json: { payment_collection: { id: "pay_col_diff", payment_sessions: [session()] } } }
    )
    const signedIn = new Medusa({ baseUrl: "http://backend.test", publishableKey: "pk_test", auth: { type: "jwt", jwtTokenStorageMethod: "memory" } })
    await signedIn.client.setToken("sdk-token")
    await createOrderPayment(signedIn).startPayment("pay_col_diff", "USDT_TRC20")
    expect(backend.calls[0].headers.get("authorization")).toBe("Bearer sdk-token")
    await createOrderPayment(sdk(), { headers: async () => ({ authorization: "Bearer kept-by-the-storefront" }) }).startPayment("pay_col_diff", "USDT_TRC20")
    expect(backend.calls[2].headers.get("authorization")).toBe("Bearer kept-by-the-storefront")
  })

  it("a session without a pay link that may be shown is no_session (the session's data is not asked)", async () => {
    for (const link of ["", null, "javascript:alert(1)", "http://pay.test/INV-2"]) {
      backend?.restore()
      backend = stubBackend((call) =>
        call.url.pathname === STATUS_ROUTE
          ? { json: ledgerStatus({ link }) }
          : { json: { payment_collection: { id: "pay_col_diff", payment_sessions: [session({ link: "https://pay.test/planted" })] } } }
      )
      await expect(createOrderPayment(sdk()).startPayment("pay_col_diff", "BTC")).rejects.toMatchObject({ code: "no_session" })
    }
  })

  it("the target polls the status route without a cart and settles to no order (nothing to complete)", async () => {
    const answers = ["pending", "pending", "requires_more", "captured"] // the first for startPayment's read
    backend = stubBackend((call) => {
      if (call.url.pathname.startsWith("/store/cryptocloud/payment-sessions/")) return { json: ledgerStatus({}, answers.shift()) }
      return { json: { payment_collection: { id: "pay_col_diff", payment_sessions: [session()] } } }
    })
    const pay = createOrderPayment(sdk(), { pollIntervalMs: 1 })
    const target = collectionTarget(pay, { collection: { id: "pay_col_diff" }, payment: null })
    expect(target).toMatchObject({ kind: "collection", id: "pay_col_diff", current: null })
    const started = await target.start("USDT_TRC20")
    const seen: string[] = []
    const paid = await target.wait(started.sessionId, { onUpdate: (s) => seen.push(s.status) })
    expect(seen).toEqual(["pending", "requires_more", "captured"])
    expect(await target.settle(paid)).toBeNull()
    const polls = backend.calls.filter((c) => c.url.pathname === "/store/cryptocloud/payment-sessions/payses_2")
    expect(polls).toHaveLength(4)
    expect(polls.every((c) => !c.url.searchParams.has("cart_id"))).toBe(true)
  })
})
