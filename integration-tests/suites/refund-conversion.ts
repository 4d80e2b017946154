/**
 * Refunds under CryptoCloud's autoconversion (issue 43, [T]): the balance holds USDT TRC20 while
 * the customer paid BTC, so the admin pays the BTC refund in USDT_TRC20 at the rate the balance
 * shows — one withdrawal of the converted amount, the refund paid, the rate and both amounts in
 * the answer, the withdrawal log and the refunds report; a coin whose balance is too small is a
 * 400 with nothing sent. Run by money-out.spec.ts (live invoices: no test-mode confirmation).
 */
import BigNumber from "bignumber.js"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { paymentsForSession } from "../helpers/orders"
import { refundFromAdmin, type RefundContext } from "../helpers/refunds"
import { reportsApi } from "../helpers/reports"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { storefront } from "../helpers/storefront"

const sandbox = appSandbox
const OUT = "/v2/invoice/api/out/create"
const TRON = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

export default defineSuite("refund-conversion", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => sandbox.current.clearFaults())

  const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }

  /** An EUR order the customer paid in BTC (the storefront chose the coin), refunded in part from the admin. */
  const btcRefund = async (fiat: number) => {
    const shop = storefront(api, store)
    const cartId = await shop.createCart("eur")
    const checkout = await shop.initiateSession(cartId, { cryptocurrency: "BTC" })
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const completed = await shop.complete(cartId)
    if (completed.data.type !== "order") throw new Error(`the cart did not complete: ${JSON.stringify(completed.data)}`)
    const [payment] = await paymentsForSession(getContainer(), checkout.sessionId)
    const order = { orderId: completed.data.order.id as string, paymentId: payment.id, total: Number(payment.amount), invoiceUuid: checkout.data.uuid }
    const [refund] = await refundFromAdmin(ctx, order, fiat)
    return { refund, order }
  }

  /** USD per unit of a coin as GET /admin/cryptocloud/balance shows it, computed here on its own. */
  const usdPerUnit = (balances: any[], code: string) => {
    const entry = balances.find((b) => b.currency.code === code)
    return new BigNumber(entry.balance_usd).div(entry.balance_crypto)
  }

  it("a BTC refund paid in USDT_TRC20 at the balance's rate: one withdrawal of the converted amount, the refund paid, rate and both amounts recorded; a coin short of it → 400, nothing sent", async () => {
    const { refund, order } = await btcRefund(10)
    // Autoconversion's balance: mostly USDT; the BTC entry still gives BTC's USD rate. USDT ERC20 holds almost nothing.
    // (Set after the payment, which credited BTC: round amounts keep the balance's cents exact.)
    sandbox.current.setBalance("BTC", "10")
    sandbox.current.setBalance("USDT_TRC20", "1000000")
    sandbox.current.setBalance("USDT_ERC20", "1")
    expect(refund).toEqual(expect.objectContaining({ crypto_currency: "BTC", status: "awaiting_address" }))
    expect(new BigNumber(refund.crypto_amount).gt(0)).toBe(true)

    const balances = (await api.get("/admin/cryptocloud/balance", admin.config)).data.balances
    const rate = usdPerUnit(balances, "BTC").div(usdPerUnit(balances, "USDT_TRC20")).decimalPlaces(18, BigNumber.ROUND_DOWN)
    expect(rate.toFixed()).toBe("60000") // the sandbox's prices: 60000 USD per BTC, 1 USD per USDT
    // Cut to USDT's 6 decimals, never rounded up.
    const usdt = new BigNumber(refund.crypto_amount).times(rate).decimalPlaces(6, BigNumber.ROUND_DOWN).toFixed()

    // USDT ERC20 holds 1 USDT, the refund needs more: refused before anything leaves.
    const sentBefore = sandbox.current.countRequests(OUT)
    const short = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, { currency: "USDT_ERC20", address: EVM }, admin.config)
    expect(short.status).toBe(400)
    expect(short.data.message).toContain(`it needs ${usdt} USDT_ERC20`)
    expect(short.data.message).toMatch(/has 1 USDT_ERC20 available/)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore)
    const still = (await api.get(`/admin/cryptocloud/refunds?order_id=${order.orderId}`, admin.config)).data.refunds[0]
    expect(still).toEqual(expect.objectContaining({ status: "awaiting_address", crypto_paid: "0", withdrawal_id: null, address: null }))

    // The suite before may have paid out moments ago: the 12 s interval between withdrawals is the
    // process's (and the service's), not the test's database's. A refusal by it sends nothing, so
    // the payout is asked again once the interval is over, as an admin would.
    const payOut = () => api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, { currency: "USDT_TRC20", address: TRON }, admin.config)
    let paid = await payOut()
    for (let tries = 0; paid.status === 429 && tries < 3; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(paid.headers["retry-after"] ?? 12)))
      paid = await payOut()
    }
    expect([paid.status, paid.data?.message]).toEqual([200, undefined])
    const conversion = {
      from_currency: "BTC",
      from_amount: refund.crypto_amount,
      to_currency: "USDT_TRC20",
      to_amount: usdt,
      rate: "60000",
      rate_source: "balance",
    }
    expect(paid.data.conversion).toEqual(conversion)
    // Paid: crypto_paid counts the refund's own coin, all of it.
    expect(paid.data.refund).toEqual(
      expect.objectContaining({ status: "payout_requested", crypto_currency: "BTC", crypto_paid: refund.crypto_amount, crypto_remaining: "0", address: TRON })
    )
    expect(paid.data.withdrawal).toEqual(
      expect.objectContaining({ status: "sent", currency_code: "USDT_TRC20", amount: usdt, refund_id: refund.id, conversion })
    )
    expect(sandbox.current.listWithdrawals()).toEqual([expect.objectContaining({ currency: "USDT_TRC20", amount: usdt, address: TRON })])
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)

    // The withdrawal log says it too.
    const log = (await api.get("/admin/cryptocloud/withdrawals?limit=10", admin.config)).data.withdrawals
    expect(log.find((w: any) => w.id === paid.data.withdrawal.id)).toEqual(expect.objectContaining({ currency_code: "USDT_TRC20", amount: usdt, conversion }))

    // And the refunds report, in the columns after shop_id.
    const day = new Date().toISOString().slice(0, 10)
    const next = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10)
    const report = await reportsApi(api, () => admin.config).json("refunds", { start: day, end: next })
    expect(report.status).toBe(200)
    const row = (report.data.rows as any[]).find((r) => r.refund_id === refund.id)
    expect(row).toEqual(
      expect.objectContaining({
        crypto_currency: "BTC",
        crypto_amount: refund.crypto_amount,
        withdrawal_id: paid.data.withdrawal.id,
        payout_currency: "USDT_TRC20",
        payout_amount: usdt,
        converted_from_amount: refund.crypto_amount,
        conversion_rate: "60000",
      })
    )
    expect(report.data.columns.slice(-5)).toEqual(["shop_id", "payout_currency", "payout_amount", "converted_from_amount", "conversion_rate"])

    // Paid: a second payout in any coin is refused, nothing more sent.
    const twice = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, { currency: "USDT_TRC20", address: TRON }, admin.config)
    expect(twice.status).toBe(409)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)
  })
})
