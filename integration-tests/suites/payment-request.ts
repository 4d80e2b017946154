/**
 * The payment request a merchant sends when an order owes an amount (issue 28), against the app
 * and the sandbox: `POST /admin/cryptocloud/orders/:id/payment-request` refuses an order that owes
 * nothing (409, the reason in words); after an order edit it makes a link to the plugin's pay
 * page, e-mails it (Medusa's local notification provider) and returns it. The page — no store
 * key, the customer pages' headers — shows the order and the amount due; *Pay* with a coin makes
 * the crypto session on the order's own collection and hands over to the sandbox's hosted page;
 * the link opened again shows waiting, part paid with what is still to send, then paid, and the
 * order owes nothing. A newer request replaces the older link; a made-up token is not valid.
 * What a stranger who knows the order id can and cannot do to the link: pay-link-trust.ts.
 */
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { orderSummary } from "../helpers/orders"
import { WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { sentNotifications } from "../helpers/outbox"

const sandbox = appSandbox

const FORM = { headers: { "content-type": "application/x-www-form-urlencoded" }, validateStatus: () => true, maxRedirects: 0 }
const PAGE = { validateStatus: () => true, maxRedirects: 0 }

/** The visible text of a page (tags removed, the few entities the pages use decoded). */
const text = (body: string) =>
  body
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
const pageKind = (body: string) => /data-page="([a-z_]+)"/.exec(body)?.[1]

export default defineSuite("payment-request", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
  })
  beforeEach(() => sandbox.current.clearFaults())

  const post = async (url: string, body: unknown = {}) => {
    const res = await api.post(url, body, admin.config)
    if (res.status >= 300) throw new Error(`POST ${url}: HTTP ${res.status} ${JSON.stringify(res.data)}`)
    return res.data
  }
  const request = (orderId: string) => api.post(`/admin/cryptocloud/orders/${orderId}/payment-request`, {}, admin.config)
  const pending = async (orderId: string) => {
    const { summary } = await orderSummary(getContainer(), orderId)
    return MathBN.convert(summary.raw_pending_difference ?? summary.pending_difference)
  }

  /** A crypto order the shopper paid in full (its postback left out: the cart completes it). */
  async function paidOrder() {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const res = await shop.complete(checkout.cartId)
    expect(res.data.type).toBe("order")
    return res.data.order as { id: string; display_id: number; email: string }
  }

  /** An order edit as the admin's "Edit order" drawer makes it: begin, add item, request, confirm. */
  async function editAddingItem(orderId: string) {
    await post("/admin/order-edits", { order_id: orderId })
    await post(`/admin/order-edits/${orderId}/items`, { items: [{ variant_id: store.variants.standard, quantity: 1 }] })
    await post(`/admin/order-edits/${orderId}/request`)
    await post(`/admin/order-edits/${orderId}/confirm`)
  }

  /** The payment request e-mails to `email`, as sent (the stored notification keeps no live link). */
  async function emailsTo(email: string) {
    return (await sentNotifications(getContainer(), { to: email, template: "cryptocloud-payment-request" })) as Array<{ data: Record<string, any> }>
  }

  it("an order that owes nothing: 409 saying so, and no link", async () => {
    const order = await paidOrder()
    const res = await request(order.id)
    expect(res.status).toBe(409)
    expect(res.data).toEqual({ type: "conflict", code: "nothing_owed", message: expect.stringMatching(new RegExp(`^Order #${order.display_id} owes nothing`)) })
    expect(await emailsTo(order.email)).toHaveLength(0)
    expect((await api.post(`/admin/cryptocloud/orders/order_missing/payment-request`, {}, admin.config)).status).toBe(404)
    // What the order card asks before it offers a request on an order without a crypto payment.
    const region = await api.get(`/admin/regions/${store.regions.eur.id}?fields=id,*payment_providers`, admin.config)
    expect(region.data.region.payment_providers.map((p: { id: string }) => p.id)).toContain("pp_cryptocloud_cryptocloud")
  })

  it("after an edit: the link is e-mailed and returned; the page takes the customer through paying it", async () => {
    const order = await paidOrder()
    await editAddingItem(order.id)
    const owed = await pending(order.id)
    expect(owed.gt(0)).toBe(true)

    const res = await request(order.id)
    expect(res.status).toBe(200)
    const link = res.data
    expect(link).toEqual({ url: expect.any(String), expires_at: expect.any(String), emailed: true, amount: owed.toFixed(2), currency_code: "eur" })
    const url = new URL(link.url)
    expect(url.origin).toBe(api.defaults.baseURL)
    expect(url.pathname).toMatch(/^\/cryptocloud\/pay\/[\w-]{43}$/) // opaque: 32 random bytes
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    const [mail] = await emailsTo(order.email)
    expect(mail.data).toEqual(
      expect.objectContaining({ order_id: order.id, display_id: order.display_id, url: link.url, amount: link.amount, currency_code: "eur" })
    )

    // The page: no store key, the customer pages' headers, the order and the amount due.
    const form = await api.get(url.pathname, PAGE)
    expect(form.status).toBe(200)
    expect(form.headers["content-security-policy"]).toContain("default-src 'none'")
    expect(form.headers["referrer-policy"]).toBe("no-referrer")
    expect(form.headers["cache-control"]).toBe("no-store")
    expect(form.headers["x-robots-tag"]).toBe("noindex")
    expect(pageKind(form.data)).toBe("form")
    expect(text(form.data)).toContain(`Pay for order #${order.display_id}`)
    expect(text(form.data)).toContain(`€${owed.toFixed(2)}`)
    expect(form.data).toContain('value="USDT_TRC20"')

    // No coin: the form again; a coin: the session on the order's collection, then the hosted page.
    expect((await api.post(url.pathname, "", FORM)).status).toBe(422)
    const paying = await api.post(url.pathname, "cryptocurrency=USDT_TRC20", FORM)
    expect(paying.status).toBe(200)
    expect(pageKind(paying.data)).toBe("redirect")
    const hosted = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(paying.data)![1]!.replace(/&amp;/g, "&")
    expect(hosted.startsWith(sandbox.current.url)).toBe(true)
    const uuid = hosted.split("/").pop()!
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [collection],
    } = await query.graph({
      entity: "payment_collection",
      fields: ["id", "amount", "payment_sessions.id", "payment_sessions.provider_id", "payment_sessions.data", "order.id"],
      filters: {
        id: (
          await api.get(`/admin/orders/${order.id}?fields=id,payment_collections.id,payment_collections.status`, admin.config)
        ).data.order.payment_collections.find((pc: any) => pc.status !== "completed" && pc.status !== "canceled").id,
      },
    })
    expect(collection.payment_sessions).toHaveLength(1)
    expect(collection.payment_sessions[0].data).toEqual(expect.objectContaining({ currency: "USDT_TRC20", link: hosted }))

    // Opened again: waiting; a second *Pay* creates nothing.
    const waiting = await api.get(url.pathname, PAGE)
    expect(pageKind(waiting.data)).toBe("waiting")
    expect(waiting.data).toMatch(/<meta http-equiv="refresh" content="\d+">/)
    expect(pageKind((await api.post(url.pathname, "cryptocurrency=BTC", FORM)).data)).toBe("waiting")

    // Part paid: what is still to send; then the rest: paid, and the order owes nothing.
    await sandbox.current.pay(uuid, "partial")
    const part = await waitFor(
      async () => {
        const page = await api.get(url.pathname, PAGE)
        return pageKind(page.data) === "partial" && page
      },
      { what: "the page to show the part payment", intervalMs: 500 }
    )
    expect(text(part.data)).toMatch(/Still to send \S+ USDT on Tron/)
    await sandbox.current.pay(uuid, "exact")
    const paid = await waitFor(
      async () => {
        const page = await api.get(url.pathname, PAGE)
        return pageKind(page.data) === "paid" && page
      },
      { what: "the page to show the payment", intervalMs: 500 }
    )
    expect(text(paid.data)).toContain(`Order #${order.display_id} is paid.`)
    await waitFor(async () => (await pending(order.id)).eq(0), { what: "the order to owe nothing", intervalMs: 500 })
    expect(pageKind((await api.get(url.pathname, PAGE)).data)).toBe("paid")
    expect((await request(order.id)).status).toBe(409)
  })

  it("a draft order: refused until converted; converted, the request makes Medusa's collection for its total", async () => {
    const region = store.regions.eur
    const address = { first_name: "Dora", last_name: "Draft", address_1: "Side st 2", city: "Berlin", postal_code: "10117", country_code: region.country }
    const { draft_order } = await post("/admin/draft-orders", {
      region_id: region.id,
      sales_channel_id: store.salesChannelId,
      email: "draft@example.com",
      shipping_address: address,
      billing_address: address,
      items: [{ variant_id: store.variants.standard, quantity: 2 }],
    })
    const draft = await request(draft_order.id)
    expect(draft.status).toBe(409)
    expect(draft.data.code).toBe("draft_order")
    await post(`/admin/draft-orders/${draft_order.id}/convert-to-order`)
    const owed = await pending(draft_order.id)
    expect(owed.gt(0)).toBe(true)
    const res = await request(draft_order.id)
    expect(res.status).toBe(200)
    expect(res.data).toEqual(expect.objectContaining({ amount: owed.toFixed(2), currency_code: "eur", emailed: true }))
    const { order } = (
      await api.get(`/admin/orders/${draft_order.id}?fields=id,payment_collections.id,payment_collections.status,payment_collections.amount`, admin.config)
    ).data
    expect(order.payment_collections).toEqual([expect.objectContaining({ status: "not_paid", amount: owed.toNumber() })])
    const form = await api.get(new URL(res.data.url).pathname, PAGE)
    expect(pageKind(form.data)).toBe("form")
    expect(text(form.data)).toContain(`€${owed.toFixed(2)}`)
    // Asked again: the same collection, a new link.
    const again = await request(draft_order.id)
    expect(again.status).toBe(200)
    const { order: after } = (await api.get(`/admin/orders/${draft_order.id}?fields=id,payment_collections.id`, admin.config)).data
    expect(after.payment_collections).toHaveLength(1)
  })

  it("a newer request replaces the older link; a made-up or broken token is not valid", async () => {
    const order = await paidOrder()
    await editAddingItem(order.id)
    const first = (await request(order.id)).data
    const second = (await request(order.id)).data
    const old = await api.get(new URL(first.url).pathname, PAGE)
    expect(old.status).toBe(410)
    expect(pageKind(old.data)).toBe("replaced")
    expect(pageKind((await api.post(new URL(first.url).pathname, "cryptocurrency=BTC", FORM)).data)).toBe("replaced")
    expect((await api.get(new URL(second.url).pathname, PAGE)).status).toBe(200)
    const token = new URL(second.url).pathname.split("/").pop()!
    const madeUp = await api.get(`/cryptocloud/pay/${token.slice(0, -4)}AAAA`, PAGE)
    expect(madeUp.status).toBe(404)
    expect(pageKind(madeUp.data)).toBe("invalid")
    expect((await api.get("/cryptocloud/pay/nonsense", PAGE)).status).toBe(404)
    // The order's language when it has one, else the browser's.
    const ru = await api.get(new URL(second.url).pathname, { ...PAGE, headers: { "accept-language": "ru-RU,ru;q=0.9" } })
    expect(text(ru.data)).toContain(`Оплата заказа №${order.display_id}`)
  })
})
