/**
 * Money going out of a store with two CryptoCloud projects (design.md, "Several projects in one
 * store"): each project pays from its own balance with its own withdrawal key, paces and guards
 * its own withdrawals, and keeps its customers' static wallets and their deposits. Its app
 * (several-projects-money-out.spec.ts) runs two sandboxes, one per project; the JPY region pays
 * with the second project only.
 */
import type { AdminSession } from "../helpers/admin"
import { loginAdmin } from "../helpers/admin"
import { paymentsForSession } from "../helpers/orders"
import { freshClients, refundFromAdmin, type RefundContext } from "../helpers/refunds"
import { PROVIDER_ID, SANDBOX_KEYS, SECOND_KEYS, SECOND_PROVIDER_ID, SECOND_WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { sandboxWallet, signUp } from "../helpers/static-wallets"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { defineSuite } from "../helpers/shared-app"
import { signAddressToken } from "../../src/domain/refunds/token"
import { reconcileStaticWalletDeposits } from "../../src/workflows/cryptocloud/steps/reconcile-deposits"

const OUT = "/v2/invoice/api/out/create"
const STATIC_CREATE = "/v2/invoice/static/create"
const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const FIRST = SANDBOX_KEYS.shopId
const SECOND = SECOND_KEYS.shopId
const WALLETS = "/store/cryptocloud/static-wallets"

export default defineSuite("projects-money-out", ({ api, getContainer, sandbox, secondSandbox }) => {
  let store: SeededStore
  let admin: AdminSession
  const first = () => sandbox.current
  const second = () => secondSandbox!.current

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => {
    // Each test starts with fresh sandboxes and API clients, as its database starts fresh: no
    // request logged, no withdrawal interval running anywhere, no wallet.
    for (const each of [first(), second()]) each.reset()
    freshClients(getContainer().resolve("cryptocloud"))
  })

  const storeConfig = () => ({ headers: { "x-publishable-api-key": store.publishableKey }, validateStatus: () => true })
  /** What the sandbox logged of the withdrawal requests it received: which key each carried. */
  const outAuth = (box: ReturnType<typeof first>) => box.requests.filter((r) => r.path === OUT).map((r) => r.auth)

  /** A JPY order — paid with the second project's provider, on its sandbox — refunded in part from the admin. */
  async function secondProjectRefund(fiat: number) {
    const shop = storefront(api, store, { providerOf: (region) => (region === "jpy" ? SECOND_PROVIDER_ID : PROVIDER_ID) })
    const checkout = await shop.checkout("jpy")
    expect(second().getInvoice(checkout.data.uuid)).toBeTruthy() // the invoice is the second project's
    await second().pay(checkout.data.uuid, "exact", { postback: false })
    const completed = await shop.complete(checkout.cartId)
    if (completed.data.type !== "order") throw new Error(`the cart did not complete: ${JSON.stringify(completed.data)}`)
    const [payment] = await paymentsForSession(getContainer(), checkout.sessionId)
    const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox: secondSandbox!, admin: () => admin }
    const order = { orderId: completed.data.order.id, paymentId: payment.id, total: Number(payment.amount), invoiceUuid: checkout.data.uuid }
    const [refund] = await refundFromAdmin(ctx, order, fiat)
    return { order, refund }
  }

  it("a refund of the second project's order is paid out with the second project's withdrawal key, whatever project the admin looks at", async () => {
    const { order, refund } = await secondProjectRefund(1000)
    expect(refund).toEqual(expect.objectContaining({ status: "awaiting_address", currency_code: "JPY", crypto_currency: "USDT_TRC20" }))
    const request = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, admin.config)
    expect(request.status).toBe(200)
    const link = `/store/cryptocloud/refund-address/${request.data.url.split("/").pop()}`
    expect((await api.get(link, storeConfig())).status).toBe(200)
    expect((await api.post(link, { address: ADDRESS }, storeConfig())).status).toBe(200)

    // The admin is looking at the first project: the payout still leaves from the second's balance.
    const payout = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout?shop_id=${FIRST}`, {}, admin.config)
    expect(payout.status).toBe(200)
    expect(second().listWithdrawals()).toEqual([expect.objectContaining({ amount: refund.crypto_amount, currency: "USDT_TRC20", address: ADDRESS })])
    expect(outAuth(second())).toEqual(["withdrawal"]) // SECOND_KEYS.withdrawalApiKey: the second sandbox knows no other
    expect(first().listWithdrawals()).toEqual([])
    expect(first().countRequests(OUT)).toBe(0)
    expect(payout.data.refund).toEqual(expect.objectContaining({ status: "payout_requested", shop_id: SECOND, crypto_remaining: "0" }))
    expect(payout.data.withdrawal).toEqual(expect.objectContaining({ status: "sent", refund_id: refund.id, shop_id: SECOND }))

    // The address link was signed with the refund's project's secret and is checked with it: one
    // signed with the first project's secret is no link of this store's (404, not "used": 410).
    const forged = await signAddressToken(SANDBOX_KEYS.secret, refund.id, new Date(Date.now() + 3_600_000))
    expect((await api.get(`/store/cryptocloud/refund-address/${forged.token}`, storeConfig())).status).toBe(404)
    expect((await api.get(link, storeConfig())).status).toBe(410)

    // The refund lists as the second project's.
    const ofSecond = await api.get(`/admin/cryptocloud/refunds?order_id=${order.orderId}&shop_id=${SECOND}`, admin.config)
    expect(ofSecond.data.refunds.map((r: any) => [r.id, r.shop_id])).toEqual([[refund.id, SECOND]])
    const ofFirst = await api.get(`/admin/cryptocloud/refunds?order_id=${order.orderId}&shop_id=${FIRST}`, admin.config)
    expect(ofFirst.data.refunds).toEqual([])
  })

  it("a withdrawal with ?shop_id goes to that project; each project keeps its own 12 s interval, identical-request guard and history", async () => {
    const body = { currency_code: "USDT_TRC20", to_address: ADDRESS, amount: "5" }
    // The first project's request: carried out, but its answer lost → unknown. It holds the first
    // project's interval and blocks an identical request there.
    first().injectFault({ path: OUT, kind: "5xx", afterProcessing: true, times: 1 })
    const lost = await api.post("/admin/cryptocloud/withdrawals", body, admin.config)
    expect(lost.status).toBe(502)

    // The same request from the second project's balance, at once: neither blocks it.
    const sent = await api.post(`/admin/cryptocloud/withdrawals?shop_id=${SECOND}`, body, admin.config)
    expect(sent.status).toBe(200)
    expect(sent.data.withdrawal).toEqual(expect.objectContaining({ status: "sent", shop_id: SECOND, amount: "5" }))
    expect(second().listWithdrawals()).toEqual([expect.objectContaining({ amount: "5", currency: "USDT_TRC20", address: ADDRESS })])
    expect(outAuth(second())).toEqual(["withdrawal"])
    expect(first().listWithdrawals()).toHaveLength(1) // only the first project's own

    // Each project's guards hold for itself.
    const identical = await api.post("/admin/cryptocloud/withdrawals", body, admin.config)
    expect(identical.status).toBe(409)
    expect((await api.post(`/admin/cryptocloud/withdrawals?shop_id=${SECOND}`, { ...body, amount: "6" }, admin.config)).status).toBe(429)
    expect(second().countRequests(OUT)).toBe(1)

    // Each history is its project's, with its form's facts.
    const secondHistory = (await api.get(`/admin/cryptocloud/withdrawals?shop_id=${SECOND}`, admin.config)).data
    expect(secondHistory).toEqual(expect.objectContaining({ shop_id: SECOND, withdrawals_enabled: true, count: 2 }))
    expect(secondHistory.withdrawals.map((w: any) => [w.status, w.shop_id])).toEqual([
      ["refused", SECOND],
      ["sent", SECOND],
    ])
    expect(secondHistory.retry_after_ms).toBeGreaterThan(0)
    const firstHistory = (await api.get("/admin/cryptocloud/withdrawals", admin.config)).data
    expect(firstHistory.shop_id).toBe(FIRST)
    expect(firstHistory.withdrawals.map((w: any) => [w.status, w.shop_id])).toEqual([["unknown", FIRST]])

    // The unknown withdrawal is resolved as its own project's, never from another's history.
    const unknownId = firstHistory.withdrawals[0].id
    expect(identical.data.withdrawal_id).toBe(unknownId)
    const elsewhere = await api.post(`/admin/cryptocloud/withdrawals/${unknownId}/resolve?shop_id=${SECOND}`, { outcome: "sent" }, admin.config)
    expect(elsewhere.status).toBe(404)
    const resolved = await api.post(`/admin/cryptocloud/withdrawals/${unknownId}/resolve`, { outcome: "sent" }, admin.config)
    expect(resolved.status).toBe(200)
    expect(resolved.data.withdrawal).toEqual(expect.objectContaining({ resolution: "sent", shop_id: FIRST }))

    // A shop id the store has no project for: 404 naming it, nothing sent.
    for (const res of [
      await api.get("/admin/cryptocloud/withdrawals?shop_id=nope", admin.config),
      await api.post("/admin/cryptocloud/withdrawals?shop_id=nope", { ...body, amount: "7" }, admin.config),
    ]) {
      expect(res.status).toBe(404)
      expect(res.data.message).toContain('"nope"')
    }
    expect(first().countRequests(OUT) + second().countRequests(OUT)).toBe(2)
  })

  it("a customer's static wallet in the second project is made there; its deposits are that project's, by postback or by the pass", async () => {
    const ada = await signUp(api, store.publishableKey, "ada.asia@example.com")
    const made = await api.post(WALLETS, { currency: "USDT_TRC20", shop_id: SECOND }, ada.config)
    expect(made.status).toBe(201)
    expect(made.data.static_wallet).toEqual(expect.objectContaining({ currency: "USDT_TRC20", shop_id: SECOND }))
    const wallet = sandboxWallet(second(), made.data.static_wallet.address)
    expect(
      second()
        .requests.filter((r) => r.path === STATIC_CREATE)
        .map((r) => r.auth)
    ).toEqual(["api"])
    expect(first().listStaticWallets()).toEqual([])
    expect((await api.get(`${WALLETS}?shop_id=${SECOND}`, ada.config)).data.static_wallets).toEqual([made.data.static_wallet])
    expect((await api.get(WALLETS, ada.config)).data.static_wallets).toEqual([]) // the first project's: none yet

    // The same currency in the first project is another wallet, made at the first project's account.
    const own = await api.post(WALLETS, { currency: "USDT_TRC20" }, ada.config)
    expect(own.status).toBe(201)
    expect(own.data.static_wallet).toEqual(expect.objectContaining({ shop_id: FIRST }))
    expect(own.data.static_wallet.address).not.toBe(made.data.static_wallet.address)
    expect(
      first()
        .listStaticWallets()
        .map((w) => w.address)
    ).toEqual([own.data.static_wallet.address])
    expect(sandboxWallet(first(), own.data.static_wallet.address).identify).not.toBe(wallet.identify)
    const nope = await api.post(`${WALLETS}?shop_id=nope`, { currency: "BTC" }, ada.config)
    expect(nope.status).toBe(404)
    expect(nope.data.message).toContain('"nope"')

    // A deposit postback at the second project's hook: recorded as the second project's.
    second().setPostbackUrl(`${api.defaults.baseURL}${SECOND_WEBHOOK_PATH}`, "json")
    const deposit = await second().depositToStaticWallet(wallet.uuid, "25.5", { postback: true })
    const listed = await waitFor(
      async () => {
        const res = await api.get(`/admin/cryptocloud/deposits?shop_id=${SECOND}`, admin.config)
        return res.data.deposits?.find((d: any) => d.invoice_id === deposit.uuid) ?? null
      },
      { what: "the second project's deposit" }
    )
    expect(listed).toEqual(expect.objectContaining({ customer_id: ada.id, amount: "25.5", wallet_address: wallet.address, shop_id: SECOND }))
    expect((await api.get("/admin/cryptocloud/deposits", admin.config)).data.deposits).toEqual([])

    // A deposit whose postback never came: the pass reads it with the second project's key.
    const missed = await second().depositToStaticWallet(wallet.uuid, "3", { postback: false })
    await reconcileStaticWalletDeposits(getContainer())
    const after = (await api.get(`/admin/cryptocloud/deposits?shop_id=${SECOND}`, admin.config)).data.deposits
    expect(after.find((d: any) => d.invoice_id === missed.uuid)).toEqual(expect.objectContaining({ amount: "3", shop_id: SECOND }))

    // The admin's view of the service's wallets is per project too.
    const atService = (await api.get(`/admin/cryptocloud/static-wallets?shop_id=${SECOND}`, admin.config)).data.static_wallets
    expect(atService.map((w: any) => w.address)).toEqual([wallet.address])
  })
})
