/**
 * The customer's pay link against a stranger who knows the order id (issue 34): Medusa's store
 * API hands out an order and lets anyone with the publishable key open payment sessions on its
 * collection, so nothing the link does may hang on what such sessions do. Against the app and the
 * sandbox:
 * - the token reads as nothing (32 random bytes; no order or collection id inside) and the order's
 *   metadata holds no link; the plugin keeps only the token's hash;
 * - a replaced or expired link is dead: its page names nothing of the order, and *Pay* on it
 *   creates nothing;
 * - 25 strangers' sessions on the collection (a coin each) spend the collection's anonymous
 *   invoice budget, and the link's *Pay* still reaches the hosted page;
 * - a stranger's session in another coin is not the link's invoice: the page shows the form, then
 *   the customer's own invoice;
 * - `X-Forwarded-Host`/`-Proto` on the admin's request change no link: the pay link and the
 *   refund address link, answered and e-mailed, are on the configured public address;
 * - once e-mailed, neither link stays readable in Medusa's notification records (the module's
 *   rows and `GET /admin/notifications`): the e-mail had it, the stored copy has a marker.
 */
import { createHash } from "node:crypto"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PAYMENT_CURRENCY_CODES } from "../../src/lib/cryptocloud"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { orderChanges } from "../helpers/order-changes"
import { refundedOrder, type RefundContext } from "../helpers/refunds"
import { PROVIDER_ID } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { sentNotifications } from "../helpers/outbox"
import { REDACTED_LINK } from "../../src/workflows/cryptocloud/notifications/redact-links"

const sandbox = appSandbox

const FORM = { headers: { "content-type": "application/x-www-form-urlencoded" }, validateStatus: () => true, maxRedirects: 0 }
const PAGE = { validateStatus: () => true, maxRedirects: 0 }
const text = (body: string) =>
  body
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
const pageKind = (body: string) => /data-page="([a-z_]+)"/.exec(body)?.[1]
const hostedOf = (body: string) => /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(body)?.[1]?.replace(/&amp;/g, "&")
const openLinkOf = (body: string) => /href="([^"]+)" rel="noreferrer" data-testid="open-payment-page"/.exec(body)?.[1]?.replace(/&amp;/g, "&")
const pathOf = (url: string) => new URL(url).pathname
const tokenOf = (url: string) => pathOf(url).split("/").pop()!

export default defineSuite("pay-link-trust", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => sandbox.current.clearFaults())

  const changes = orderChanges(
    api,
    () => admin,
    () => store
  )
  const request = (orderId: string, config: object = admin.config) => api.post(`/admin/cryptocloud/orders/${orderId}/payment-request`, {}, config)
  const stranger = (collectionId: string, body: object) =>
    api.post(`/store/payment-collections/${collectionId}/payment-sessions`, body, {
      headers: { "x-publishable-api-key": store.publishableKey },
      validateStatus: () => true,
    })

  /** A crypto order paid in full, then edited to owe one more item: its open collection and a pay link. */
  async function owingOrder() {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const res = await shop.complete(checkout.cartId)
    expect(res.data.type).toBe("order")
    const order = res.data.order as { id: string; display_id: number; email: string }
    await changes.editAddingItem(order.id, store.variants.standard)
    const { data } = await api.get(`/admin/orders/${order.id}?fields=id,payment_collections.id,payment_collections.status`, admin.config)
    const collectionId: string = data.order.payment_collections.find((pc: { status: string }) => pc.status === "not_paid").id
    return { order, collectionId }
  }

  const sessionsOf = async (collectionId: string) => {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [collection],
    } = await query.graph({ entity: "payment_collection", fields: ["id", "payment_sessions.id"], filters: { id: collectionId } })
    return (collection?.payment_sessions ?? []).length
  }

  it("the token reads as nothing: no order or collection id in it, no link in the order's metadata, only its hash kept", async () => {
    const { order, collectionId } = await owingOrder()
    const link = (await request(order.id)).data
    const token = tokenOf(link.url)
    expect(token).toMatch(/^[\w-]{43}$/) // 32 random bytes, base64url: no JWT, no dots
    const decoded = Buffer.from(token, "base64url").toString("latin1")
    for (const id of [order.id, collectionId, "order_", "pay_col_"]) {
      expect(decoded).not.toContain(id)
      expect(token).not.toContain(id)
    }
    const { data } = await api.get(`/admin/orders/${order.id}?fields=id,metadata`, admin.config)
    expect(JSON.stringify(data.order.metadata ?? {})).not.toMatch(/cryptocloud_payment_request|nonce/)
    const rows = await getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)("cryptocloud_pay_link").where({ order_id: order.id })
    expect(rows).toEqual([
      expect.objectContaining({
        payment_collection_id: collectionId,
        token_hash: createHash("sha256").update(token).digest("hex"),
        requested_by: expect.any(String),
      }),
    ])
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it("a replaced or expired link is dead: its page names nothing of the order, and Pay on it creates nothing", async () => {
    const { order, collectionId } = await owingOrder()
    const first = (await request(order.id)).data
    const second = (await request(order.id)).data
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [shop],
    } = await query.graph({ entity: "store", fields: ["name"] })
    expect(shop.name).toBeTruthy()
    const nothingOfTheOrder = (body: string) => {
      for (const fact of [`#${order.display_id}`, `№${order.display_id}`, first.amount, "EUR", shop.name, order.email]) expect(text(body)).not.toContain(fact)
      expect(body).not.toContain("<form")
    }

    const replaced = await api.get(pathOf(first.url), PAGE)
    expect({ status: replaced.status, kind: pageKind(replaced.data) }).toEqual({ status: 410, kind: "replaced" })
    nothingOfTheOrder(replaced.data)
    const pay = await api.post(pathOf(first.url), "cryptocurrency=BTC", FORM)
    expect({ status: pay.status, kind: pageKind(pay.data) }).toEqual({ status: 410, kind: "replaced" })
    nothingOfTheOrder(pay.data)

    // The live one works; then it expires.
    expect(pageKind((await api.get(pathOf(second.url), PAGE)).data)).toBe("form")
    const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const hash = createHash("sha256").update(tokenOf(second.url)).digest("hex")
    expect(
      await pg("cryptocloud_pay_link")
        .where({ token_hash: hash })
        .update({ expires_at: new Date(Date.now() - 60_000) })
    ).toBe(1)
    for (const res of [await api.get(pathOf(second.url), PAGE), await api.post(pathOf(second.url), "cryptocurrency=BTC", FORM)]) {
      expect({ status: res.status, kind: pageKind(res.data) }).toEqual({ status: 410, kind: "link_expired" })
      nothingOfTheOrder(res.data)
    }
    expect(await sessionsOf(collectionId)).toBe(0)
  })

  it("a request undone (its workflow's compensation): the new link is gone and the one it replaced opens again", async () => {
    const { order, collectionId } = await owingOrder()
    const first = (await request(order.id)).data
    const payLinks = getContainer().resolve<{ payLinks: any }>("cryptocloud").payLinks
    const { link, replaced } = await payLinks.issue({
      tokenHash: "f".repeat(64),
      orderId: order.id,
      paymentCollectionId: collectionId,
      expiresAt: new Date(Date.now() + 60_000),
      requestedBy: null,
    })
    expect(pageKind((await api.get(pathOf(first.url), PAGE)).data)).toBe("replaced")
    await payLinks.withdraw(link.id, replaced)
    expect(pageKind((await api.get(pathOf(first.url), PAGE)).data)).toBe("form")
    expect(await payLinks.findByTokenHash("f".repeat(64))).toBeNull()
  })

  it("25 strangers' sessions on the order's collection, a coin each: the link's Pay still reaches the hosted page", async () => {
    const { order, collectionId } = await owingOrder()
    const link = (await request(order.id)).data
    const coins = PAYMENT_CURRENCY_CODES.filter((code) => code !== "USDT_TRC20").slice(0, 25)
    const statuses: number[] = []
    for (const code of coins) statuses.push((await stranger(collectionId, { provider_id: PROVIDER_ID, data: { cryptocurrency: code } })).status)
    // Whatever the store route let them do (the collection's budget is 20 an hour), the link has its own.
    const paying = await api.post(pathOf(link.url), "cryptocurrency=USDT_TRC20", FORM)
    expect({ status: paying.status, kind: pageKind(paying.data), strangers: statuses.length }).toEqual({ status: 200, kind: "redirect", strangers: 25 })
    expect(hostedOf(paying.data)!.startsWith(sandbox.current.url)).toBe(true)
  })

  it("a stranger's session in another coin is not the link's invoice: the page shows the form, then the customer's own invoice", async () => {
    const { order, collectionId } = await owingOrder()
    const path = pathOf((await request(order.id)).data.url)
    await stranger(collectionId, { provider_id: PROVIDER_ID, data: { cryptocurrency: "BTC" } })
    const before = await api.get(path, PAGE)
    expect(pageKind(before.data)).toBe("form")

    const paying = await api.post(path, "cryptocurrency=USDT_TRC20", FORM)
    expect(pageKind(paying.data)).toBe("redirect")
    const hosted = hostedOf(paying.data)!
    await stranger(collectionId, { provider_id: PROVIDER_ID, data: { cryptocurrency: "ETH" } })
    const after = await api.get(path, PAGE)
    // The customer's invoice, waiting (or, if the stranger's session cost it, expired with Pay again): never the stranger's.
    expect(["waiting", "again"]).toContain(pageKind(after.data))
    if (pageKind(after.data) === "waiting") expect(openLinkOf(after.data)).toBe(hosted)
    expect(text(after.data)).not.toMatch(/\bETH on Ethereum\b/)
  })

  it("X-Forwarded-Host and -Proto change no link: the pay link and the refund address link, answered and e-mailed, are on the configured address", async () => {
    const forwarded = { ...admin.config, headers: { ...admin.config.headers, "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" } }
    const configured = api.defaults.baseURL // the test app's publicUrl (integration-tests/helpers/shared-app.ts)

    const { order } = await owingOrder()
    const pay = await request(order.id, forwarded)
    expect(pay.status).toBe(200)
    expect(new URL(pay.data.url).origin).toBe(configured)
    const payMails = await sentNotifications(getContainer(), { to: order.email, template: "cryptocloud-payment-request" })
    expect(payMails.map((mail) => mail.data.url)).toEqual([pay.data.url])

    const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }
    const { refund } = await refundedOrder(ctx, "eur", "exact", 5)
    const address = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, forwarded)
    expect(address.status).toBe(200)
    expect(new URL(address.data.url).origin).toBe(configured)
    const refundMails = await sentNotifications(getContainer(), { template: "cryptocloud-refund-address" })
    expect(refundMails.filter((mail) => mail.data.refund_id === refund.id).map((mail) => mail.data.url)).toEqual([address.data.url])
  })

  it("a live pay link and refund address link leave Medusa's notification records once e-mailed: the e-mail has them, the stored rows and the admin's notification list do not", async () => {
    const { order } = await owingOrder()
    const pay = await request(order.id)
    expect(pay.status).toBe(200)
    expect(pay.data.emailed).toBe(true)
    const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }
    const { refund } = await refundedOrder(ctx, "eur", "exact", 5)
    const address = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, admin.config)
    expect(address.status).toBe(200)
    expect(address.data.emailed).toBe(true)

    const notifications = getContainer().resolve(Modules.NOTIFICATION)
    const stored = [
      ...(await notifications.listNotifications({ to: order.email, template: "cryptocloud-payment-request" })),
      ...(await notifications.listNotifications({ template: "cryptocloud-refund-address" })),
    ] as Array<{ id: string; template: string; data: Record<string, any> }>
    const payRow = stored.find((row) => row.template === "cryptocloud-payment-request" && row.data.order_id === order.id)!
    const refundRow = stored.find((row) => row.template === "cryptocloud-refund-address" && row.data.refund_id === refund.id)!
    expect([payRow?.data.url, refundRow?.data.url]).toEqual([REDACTED_LINK, REDACTED_LINK])
    const tokens = [tokenOf(pay.data.url), tokenOf(address.data.url)]
    const listed = await api.get("/admin/notifications?limit=100", admin.config)
    expect(listed.status).toBe(200)
    for (const token of tokens) {
      expect(JSON.stringify(stored)).not.toContain(token)
      expect(JSON.stringify(listed.data)).not.toContain(token)
    }
    // What the customer's e-mail carried: the live links.
    const sent = await sentNotifications(getContainer(), { id: [payRow.id, refundRow.id] })
    expect(sent.map((mail) => mail.data.url).sort()).toEqual([pay.data.url, address.data.url].sort())
  })
})
