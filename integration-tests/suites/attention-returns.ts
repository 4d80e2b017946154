/**
 * Money on no order goes back from the attention queue (design.md, "Money that is on no order"):
 * `POST /admin/cryptocloud/attention/:id/return` through the refund machinery — the surplus of an
 * overpaid order returned once whoever asks (a repeat, two admins at once), what arrived on an
 * expired invoice returned through the customer's address page, never more than the item's money.
 * Real checkouts through the store API, the sandbox pays, each payout counted at the sandbox.
 */
import { Modules } from "@medusajs/framework/utils"
import BigNumber from "bignumber.js"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { sentNotifications } from "../helpers/outbox"
import { paidOrder, pastWithdrawalInterval, type RefundContext } from "../helpers/refunds"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const OUT = "/v2/invoice/api/out/create"
const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const PAGE_ADDRESS = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW"

/** A second admin of the store, logged in as the first is (helpers/admin.ts makes one per app). */
async function secondAdmin(ctx: RefundContext): Promise<AdminSession> {
  const email = "second-admin@example.com"
  const password = "another-horse-battery-staple"
  const user = await ctx.container().resolve(Modules.USER).createUsers({ email, first_name: "Bo", last_name: "Admin" })
  const auth = ctx.container().resolve(Modules.AUTH)
  const registered = await auth.register("emailpass", { body: { email, password } })
  await auth.updateAuthIdentities({ id: registered.authIdentity!.id, app_metadata: { user_id: user.id } })
  const res = await ctx.api.post("/auth/user/emailpass", { email, password })
  return { userId: user.id, config: { headers: { authorization: `Bearer ${res.data.token}` }, validateStatus: () => true } }
}

export default defineSuite("attention-returns", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let other: AdminSession
  let service: CryptoCloudModuleService
  const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    other = await secondAdmin(ctx)
    service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  })
  beforeEach(() => sandbox.current.clearFaults())

  const returnOf = (itemId: string, body: Record<string, unknown> = {}, as: AdminSession = admin) =>
    api.post(`/admin/cryptocloud/attention/${itemId}/return`, body, as.config)
  const itemFor = (uuid: string, kind: string) =>
    waitFor(
      async () => {
        await reconcileCryptoCloudInvoices(getContainer())
        const open = (await api.get("/admin/cryptocloud/attention?limit=100", admin.config)).data.attention_items
        return open.find((i: any) => i.invoice_uuid === uuid && i.kind === kind) ?? null
      },
      { what: `the ${kind} item` }
    )
  const afterInterval = () => pastWithdrawalInterval(ctx, service)
  const expiredPartial = async () => {
    const checkout = await storefront(api, store).checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    sandbox.current.advanceTime(25 * 60 * 60 * 1000)
    const item = await itemFor(checkout.data.uuid, "expired_partial")
    expect(item.amount).toBe(sandbox.current.getInvoice(checkout.data.uuid)!.amountPaid)
    return item
  }

  it("overpaid: the surplus is returned once — two admins at once and a repeat send one payout; the item is resolved returned", async () => {
    const order = await paidOrder(ctx, "eur", { kind: "overpay" })
    const item = await itemFor(order.invoiceUuid, "overpayment")
    expect(item.actions).toContain("return")
    await afterInterval()
    const before = sandbox.current.countRequests(OUT)
    const paidBefore = sandbox.current.listWithdrawals().length

    const both = await Promise.all([returnOf(item.id, { address: ADDRESS }), returnOf(item.id, { address: ADDRESS }, other)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const won = both.find((r) => r.status === 200)!
    expect(won.data.return).toEqual(
      expect.objectContaining({ status: "sent", amount: item.amount, currency: item.currency, withdrawal_id: expect.any(String) })
    )
    expect(both.find((r) => r.status === 409)!.data).toEqual(
      expect.objectContaining({ type: "conflict", attention_item: expect.objectContaining({ id: item.id }) })
    )
    expect(won.data.attention_item).toEqual(
      expect.objectContaining({ id: item.id, status: "resolved", resolution: "returned", withdrawal_id: won.data.return.withdrawal_id, actions: [] })
    )

    await afterInterval()
    const again = await returnOf(item.id, { address: ADDRESS })
    expect(again.status).toBe(409)
    expect(sandbox.current.countRequests(OUT)).toBe(before + 1)
    expect(sandbox.current.listWithdrawals().slice(paidBefore)).toEqual([
      expect.objectContaining({ amount: item.amount, currency: "USDT_TRC20", address: ADDRESS }),
    ])

    // The return is a refund row naming the item; it raises no refund_owed item.
    const refunds = (await api.get(`/admin/cryptocloud/refunds?order_id=${order.orderId}`, admin.config)).data.refunds
    expect(refunds).toEqual([expect.objectContaining({ attention_item_id: item.id, status: "payout_requested", crypto_paid: item.amount, payment_id: null })])
    const owed = (await api.get("/admin/cryptocloud/attention?limit=100", admin.config)).data.attention_items.filter((i: any) => i.kind === "refund_owed")
    expect(owed.filter((i: any) => i.refund_id === refunds[0].id)).toEqual([])
  })

  it("expired partial: no address → the address page e-mailed → the customer gives it → the admin's return pays what arrived once", async () => {
    const item = await expiredPartial()
    const sentBefore = sandbox.current.countRequests(OUT)

    const asked = await returnOf(item.id)
    expect(asked.status).toBe(200)
    expect(asked.data.return).toEqual(
      expect.objectContaining({
        status: "awaiting_address",
        amount: item.amount,
        currency: item.currency,
        url: expect.stringContaining("/cryptocloud/refund/"),
        emailed: true,
      })
    )
    expect(Date.parse(asked.data.return.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    const mails = await sentNotifications(getContainer(), { template: "cryptocloud-return-address" })
    expect(mails.filter((m) => m.data.attention_item_id === item.id)).toEqual([
      expect.objectContaining({
        to: "buyer@example.com",
        channel: "email",
        data: expect.objectContaining({ url: asked.data.return.url, amount: item.amount }),
      }),
    ])
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore)
    expect(asked.data.attention_item).toEqual(expect.objectContaining({ status: "open", actions: ["return", "resolve"] }))

    // The customer, on the page the e-mail links to.
    const path = new URL(asked.data.return.url).pathname
    const form = (fields: Record<string, string>) =>
      api.post(path, new URLSearchParams(fields).toString(), {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        responseType: "text",
        validateStatus: () => true,
      })
    const done = await form({ address: PAGE_ADDRESS, step: "confirm" })
    expect(done.status).toBe(200)
    expect(done.data).toContain(`${item.amount} USDT on Tron (TRC-20)`)

    await afterInterval()
    const paid = await returnOf(item.id)
    expect(paid.status).toBe(200)
    expect(paid.data.return).toEqual(expect.objectContaining({ status: "sent", amount: item.amount, withdrawal_id: expect.any(String) }))
    expect(paid.data.attention_item).toEqual(
      expect.objectContaining({ status: "resolved", resolution: "returned", withdrawal_id: paid.data.return.withdrawal_id })
    )
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)
    expect(sandbox.current.listWithdrawals().at(-1)).toEqual(expect.objectContaining({ amount: item.amount, address: PAGE_ADDRESS }))
    const history = (await api.get("/admin/cryptocloud/withdrawals?limit=5", admin.config)).data.withdrawals
    expect(history.find((w: any) => w.id === paid.data.return.withdrawal_id)).toEqual(expect.objectContaining({ status: "sent", to_address: PAGE_ADDRESS }))
    expect((await returnOf(item.id)).status).toBe(409)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)
  })

  it("a test-mode item's money goes back only when confirmed (409 test_mode_unconfirmed, nothing sent)", async () => {
    const order = await paidOrder(ctx, "eur", { kind: "overpay", testMode: true })
    const item = await itemFor(order.invoiceUuid, "overpayment")
    expect(item.test_mode).toBe(true)
    await afterInterval()
    const before = sandbox.current.countRequests(OUT)
    const unconfirmed = await returnOf(item.id, { address: ADDRESS })
    expect(unconfirmed.status).toBe(409)
    expect(unconfirmed.data).toEqual(expect.objectContaining({ code: "test_mode_unconfirmed", attention_item: expect.objectContaining({ status: "open" }) }))
    expect(sandbox.current.countRequests(OUT)).toBe(before)
    const confirmed = await returnOf(item.id, { address: ADDRESS, confirm_test_mode: true })
    expect(confirmed.status).toBe(200)
    expect(confirmed.data.return.status).toBe("sent")
    expect(sandbox.current.countRequests(OUT)).toBe(before + 1)
  })

  it("a lost answer keeps the item open without a return; resolved not sent it is returnable again, and paid once", async () => {
    const item = await expiredPartial()
    await afterInterval()
    const before = sandbox.current.countRequests(OUT)
    sandbox.current.injectFault({ path: OUT, kind: "5xx", times: 1 }) // refused before processing: nothing went out
    const lost = await returnOf(item.id, { address: ADDRESS })
    expect(lost.status).toBe(502)
    const openNow = async () => (await api.get("/admin/cryptocloud/attention?limit=100", admin.config)).data.attention_items
    const [unknown] = (await openNow()).filter((i: any) => i.kind === "withdrawal_unknown")
    expect(unknown).toEqual(expect.objectContaining({ amount: item.amount, refund_id: expect.any(String) }))
    expect((await openNow()).find((i: any) => i.id === item.id)).toEqual(expect.objectContaining({ status: "open", actions: ["resolve"] }))
    expect((await returnOf(item.id, { address: ADDRESS })).status).toBe(409)

    const resolved = await api.post(`/admin/cryptocloud/withdrawals/${unknown.withdrawal_id}/resolve`, { outcome: "not_sent" }, admin.config)
    expect(resolved.status).toBe(200)
    expect((await openNow()).find((i: any) => i.id === item.id)).toEqual(expect.objectContaining({ status: "open", actions: ["return", "resolve"] }))
    await afterInterval()
    const paid = await returnOf(item.id, { address: ADDRESS })
    expect(paid.status).toBe(200)
    expect(paid.data.attention_item).toEqual(expect.objectContaining({ resolution: "returned", withdrawal_id: paid.data.return.withdrawal_id }))
    expect(sandbox.current.listWithdrawals().filter((w) => w.address === ADDRESS && w.amount === item.amount)).toHaveLength(1)
    expect(sandbox.current.countRequests(OUT)).toBe(before + 2)
  })

  it("never more than the item's money: above it → 400 with nothing sent, also counting what was returned before", async () => {
    const item = await expiredPartial()
    await afterInterval()
    const sentBefore = sandbox.current.countRequests(OUT)
    const above = await returnOf(item.id, { address: ADDRESS, amount: new BigNumber(item.amount).plus("0.000001").toFixed() })
    expect(above.status).toBe(400)
    expect(above.data.message).toMatch(/is more than what is left of attention item/)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore)

    // Part of it back; the item stays open with the rest returnable, and the whole is now too much.
    const part = new BigNumber(item.amount).div(2).decimalPlaces(6, BigNumber.ROUND_DOWN).toFixed()
    const first = await returnOf(item.id, { address: ADDRESS, amount: part })
    expect(first.status).toBe(200)
    expect(first.data.return).toEqual(expect.objectContaining({ status: "sent", amount: part }))
    expect(first.data.attention_item).toEqual(expect.objectContaining({ status: "open", actions: ["return", "resolve"] }))
    await afterInterval()
    const whole = await returnOf(item.id, { address: ADDRESS, amount: item.amount })
    expect(whole.status).toBe(400)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)

    // An item resolved with a note is not returned from here.
    expect((await api.post(`/admin/cryptocloud/attention/${item.id}/resolve`, { note: "kept the rest as a fee" }, admin.config)).status).toBe(200)
    await afterInterval()
    const resolved = await returnOf(item.id, { address: ADDRESS, amount: "0.000001" })
    expect(resolved.status).toBe(400)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)
  })
})
