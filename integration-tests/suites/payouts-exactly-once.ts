/**
 * Payouts exactly once, through the admin API as a merchant uses it: a slow answer and an
 * identical request, the same payout typed differently, amounts beyond the coin's precision, a
 * refund paid in two parts, a lost answer resolved "not sent", a row a stopped server left
 * behind, refunds capped at what arrived, test-mode payouts and address corrections. Each
 * payout is counted at the sandbox. (Killing a real `medusa start`: long/killed-server.spec.ts.)
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import BigNumber from "bignumber.js"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { freshClients, paidOrder, pastWithdrawalInterval, refundFromAdmin, type RefundContext } from "../helpers/refunds"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { waitFor } from "../helpers/wait-for"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { SANDBOX_KEYS } from "../helpers/sandbox"

// Its app (money-out.spec.ts) waits up to 20 s for the service, so a 14 s answer is slow but not a timeout.
const sandbox = appSandbox
const OUT = "/v2/invoice/api/out/create"
const TRON = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

/** The app's one project, as the withdrawal log scopes rows (the first of the options). */
const firstProject = () => ({ shopId: SANDBOX_KEYS.shopId, isDefault: true })
export default defineSuite("payouts-exactly-once", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let service: CryptoCloudModuleService
  const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  })
  beforeEach(() => {
    sandbox.current.reset()
    // What a restart or another instance has: an API client whose in-process guard knows nothing.
    freshClients(service)
  })

  const withdraw = (body: Record<string, unknown>) => api.post("/admin/cryptocloud/withdrawals", body, admin.config)
  const payout = (refundId: string, body: Record<string, unknown> = {}) => api.post(`/admin/cryptocloud/refunds/${refundId}/payout`, body, admin.config)
  const refundOf = async (id: string) => (await api.get("/admin/cryptocloud/refunds", admin.config)).data.refunds.find((r: any) => r.id === id)
  const openItems = async (kind: string) =>
    (await api.get("/admin/cryptocloud/attention", admin.config)).data.attention_items.filter((i: any) => i.kind === kind)
  const afterInterval = () => pastWithdrawalInterval(ctx, service as never)
  /**
   * A refund of a paid EUR order, with the customer's Tron address typed by the admin later.
   * Its `refund_owed` item is raised by a subscriber of Medusa's refund event, a moment after
   * the refund row: the scenarios start once the merchant could see it, as in the admin.
   */
  const owedRefund = async (fiat: number, pay: Parameters<typeof paidOrder>[2] = { kind: "exact" }) => {
    const order = await paidOrder(ctx, "eur", pay)
    const [refund] = await refundFromAdmin(ctx, order, fiat)
    await waitFor(async () => (await openItems("refund_owed")).some((i: any) => i.refund_id === refund.id), { what: "the refund_owed item" })
    return { order, refund }
  }

  it("a slow answer and the identical request 12.6 s after the first, before that answer: 409 naming the first, one payout", async () => {
    sandbox.current.injectFault({ path: OUT, kind: "latency", ms: 4_000, times: 1 })
    const first = withdraw({ currency_code: "USDT_TRC20", to_address: TRON, amount: "5" })
    // Past the 12 s interval, before the answer: once the request is at the sandbox, the clocks
    // move on 12.6 s (the sandbox's, the row's sent_at, a client that remembers nothing) instead
    // of the test waiting them out.
    await waitFor(() => sandbox.current.countRequests(OUT) === 1, { what: "the first request at the sandbox" })
    sandbox.current.advanceTime(12_600)
    await getContainer()
      .resolve(ContainerRegistrationKeys.PG_CONNECTION)
      .raw("UPDATE cryptocloud_withdrawal SET sent_at = sent_at - interval '12.6 seconds' WHERE sent_at IS NOT NULL")
    freshClients(service)
    const pending = (await api.get("/admin/cryptocloud/withdrawals", admin.config)).data.withdrawals[0]
    expect(pending).toEqual(expect.objectContaining({ status: "pending", amount: "5", stale: false }))
    const second = await withdraw({ currency_code: "USDT_TRC20", to_address: TRON, amount: "5.0" })
    expect(second.status).toBe(409)
    expect(second.data).toEqual(expect.objectContaining({ code: "withdrawal_outcome_unknown", withdrawal_id: pending.id }))
    expect((await first).status).toBe(200)
    expect(sandbox.current.listWithdrawals()).toHaveLength(1)
    expect(sandbox.current.countRequests(OUT)).toBe(1)
  })

  it("the same payout typed differently (EIP-55 case, 5 vs 5.000000) is blocked while unknown; more decimals than the coin has is a 400", async () => {
    sandbox.current.injectFault({ path: OUT, kind: "5xx", afterProcessing: true, times: 1 })
    const lost = await withdraw({ currency_code: "USDT_ERC20", to_address: EVM, amount: "5" })
    expect(lost.status).toBe(502)
    await afterInterval()
    const lower = await withdraw({ currency_code: "USDT_ERC20", to_address: EVM.toLowerCase(), amount: "5.000000" })
    expect(lower.status).toBe(409)
    expect(lower.data.code).toBe("withdrawal_outcome_unknown")
    const tooPrecise = await withdraw({ currency_code: "USDT_ERC20", to_address: EVM, amount: "1.1234567" })
    expect(tooPrecise.status).toBe(400)
    expect(tooPrecise.data.message).toMatch(/more decimals than USDT_ERC20 carries \(6\)/)
    expect(sandbox.current.countRequests(OUT)).toBe(1)
  })

  it("40 then 60 of a refund: two payouts, the refund closes only after the second; a third is a 409", async () => {
    const { refund } = await owedRefund(20)
    const part = new BigNumber(refund.crypto_amount).times(0.4).decimalPlaces(6, BigNumber.ROUND_DOWN).toFixed()
    const rest = new BigNumber(refund.crypto_amount).minus(part).toFixed()

    const first = await payout(refund.id, { address: TRON, amount: part })
    expect(first.status).toBe(200)
    expect(first.data.refund).toEqual(expect.objectContaining({ status: "awaiting_payout", crypto_paid: part, crypto_remaining: rest }))
    expect(await openItems("refund_owed")).toEqual([expect.objectContaining({ refund_id: refund.id, amount: rest })])

    await afterInterval()
    const tooMuch = await payout(refund.id, { amount: new BigNumber(rest).plus("0.000001").toFixed() })
    expect(tooMuch.status).toBe(400)
    const second = await payout(refund.id) // the rest, by default
    expect(second.status).toBe(200)
    expect(second.data.refund).toEqual(expect.objectContaining({ status: "payout_requested", crypto_paid: refund.crypto_amount, crypto_remaining: "0" }))
    expect(await openItems("refund_owed")).toEqual([])

    await afterInterval()
    const third = await payout(refund.id, { amount: "1" })
    expect(third.status).toBe(409)
    expect(third.data.code).toBe("refund_not_owed")
    expect(sandbox.current.listWithdrawals().map((w) => w.amount)).toEqual([part, rest])
  })

  it("a 5xx on a refund payout, resolved not sent: owed again with exactly one open refund_owed item; paid once after", async () => {
    const { refund } = await owedRefund(10)
    sandbox.current.injectFault({ path: OUT, kind: "5xx", times: 1 }) // refused before processing: nothing went out
    const lost = await payout(refund.id, { address: TRON })
    expect(lost.status).toBe(502)
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "payout_unknown" }))
    expect(await openItems("refund_owed")).toEqual([])
    const [unknown] = await openItems("withdrawal_unknown")
    expect(unknown).toEqual(expect.objectContaining({ refund_id: refund.id }))

    const resolved = await api.post(`/admin/cryptocloud/withdrawals/${unknown.withdrawal_id}/resolve`, { outcome: "not_sent" }, admin.config)
    expect(resolved.status).toBe(200)
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "awaiting_payout", crypto_paid: "0" }))
    expect(await openItems("withdrawal_unknown")).toEqual([])
    const owed = await openItems("refund_owed")
    expect(owed).toEqual([expect.objectContaining({ refund_id: refund.id, amount: refund.crypto_amount })])

    await afterInterval()
    expect((await payout(refund.id)).status).toBe(200)
    expect(sandbox.current.listWithdrawals()).toHaveLength(1)
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "payout_requested" }))
  })

  it("a pending row a stopped server left: the refund cannot be paid again; resolved sent, it is payout_requested", async () => {
    const { refund } = await owedRefund(10)
    // What a server that died right after writing the row leaves: pending row, claimed refund.
    const request = service.payouts.prepare({ currency_code: "USDT_TRC20", to_address: TRON, amount: refund.crypto_amount })
    const reserved = await service.withdrawals.reserve(request, admin.userId, { refundId: refund.id, typedAddress: true }, firstProject())
    expect(reserved.kind).toBe("reserved")
    const again = await payout(refund.id, { address: TRON })
    expect(again.status).toBe(409)
    expect(again.data.code).toBe("refund_not_owed")
    const early = await api.post(`/admin/cryptocloud/withdrawals/${reserved.row.id}/resolve`, { outcome: "sent" }, admin.config)
    expect(early.status).toBe(400) // still within the client's deadline: it may yet be answered

    // Time passes beyond the deadline plus the margin.
    await getContainer()
      .resolve(ContainerRegistrationKeys.PG_CONNECTION)
      .raw("UPDATE cryptocloud_withdrawal SET created_at = created_at - interval '10 minutes' WHERE id = ?", [reserved.row.id])
    const resolved = await api.post(`/admin/cryptocloud/withdrawals/${reserved.row.id}/resolve`, { outcome: "sent" }, admin.config)
    expect(resolved.status).toBe(200)
    expect(resolved.data.withdrawal).toEqual(expect.objectContaining({ status: "unknown", resolution: "sent" }))
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "payout_requested", crypto_paid: refund.crypto_amount }))
    expect(sandbox.current.countRequests(OUT)).toBe(0)
  })

  it("the reconciliation pass turns an abandoned pending payout unknown once, with one withdrawal_unknown item", async () => {
    const { refund } = await owedRefund(10)
    const request = service.payouts.prepare({ currency_code: "USDT_TRC20", to_address: TRON, amount: refund.crypto_amount })
    const reserved = await service.withdrawals.reserve(request, admin.userId, { refundId: refund.id }, firstProject())
    await reconcileCryptoCloudInvoices(getContainer())
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "payout_pending" })) // not stale yet
    await getContainer()
      .resolve(ContainerRegistrationKeys.PG_CONNECTION)
      .raw("UPDATE cryptocloud_withdrawal SET created_at = created_at - interval '10 minutes' WHERE id = ?", [reserved.row.id])
    const report = await reconcileCryptoCloudInvoices(getContainer())
    await reconcileCryptoCloudInvoices(getContainer())
    expect(report.abandoned_payouts).toBe(1)
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "payout_unknown" }))
    expect(await openItems("withdrawal_unknown")).toEqual([expect.objectContaining({ withdrawal_id: reserved.row.id, refund_id: refund.id })])
    expect(await openItems("refund_owed")).toEqual([])
  })

  it("tolerance 5 %, 96 % paid: a full refund owes what arrived, and two partial refunds together never more", async () => {
    expect((await api.post("/admin/cryptocloud/settings", { underpaid_tolerance_percent: 5 }, admin.config)).status).toBe(200)
    const full = await paidOrder(ctx, "eur", { kind: "partial", fraction: 0.96, tolerancePercent: 5 })
    const arrived = sandbox.current.getInvoice(full.invoiceUuid)!.amountPaid
    const [refund] = await refundFromAdmin(ctx, full, full.total)
    expect(refund.crypto_amount).toBe(arrived)
    expect(refund.crypto_received).toBe(arrived)

    const split = await paidOrder(ctx, "eur", { kind: "partial", fraction: 0.96, tolerancePercent: 5 })
    const arrivedSplit = sandbox.current.getInvoice(split.invoiceUuid)!.amountPaid!
    await refundFromAdmin(ctx, split, split.total / 2)
    const both = await refundFromAdmin(ctx, split, split.total / 2, 2)
    const total = both.reduce((sum, r) => sum.plus(r.crypto_amount), new BigNumber(0))
    expect(total.lte(arrivedSplit)).toBe(true)
    expect(total.toFixed()).toBe(arrivedSplit)
  })

  it("a test-mode refund: a payout without the confirmation is a 409 and sends nothing; with it, one payout", async () => {
    const { refund } = await owedRefund(10, { kind: "exact", testMode: true })
    expect(refund.test_mode).toBe(true)
    expect(await openItems("refund_owed")).toEqual([expect.objectContaining({ refund_id: refund.id, test_mode: true })])
    const unconfirmed = await payout(refund.id, { address: TRON })
    expect(unconfirmed.status).toBe(409)
    expect(unconfirmed.data.code).toBe("test_mode_unconfirmed")
    expect(sandbox.current.countRequests(OUT)).toBe(0)
    const confirmed = await payout(refund.id, { address: TRON, confirm_test_mode: true })
    expect(confirmed.status).toBe(200)
    expect(sandbox.current.listWithdrawals()).toHaveLength(1)
  })

  it("a refund_owed item written back open after its payout (the subscriber's read was older) is resolved by the next pass", async () => {
    const { refund } = await owedRefund(10)
    await afterInterval()
    expect((await payout(refund.id, { address: TRON })).status).toBe(200)
    expect(await openItems("refund_owed")).toEqual([])
    // What the subscriber does when it read the refund as owed just before the payout claimed it.
    await getContainer()
      .resolve(ContainerRegistrationKeys.PG_CONNECTION)
      .raw("UPDATE cryptocloud_attention_item SET status = 'open', resolved_at = NULL, note = NULL WHERE kind = 'refund_owed' AND refund_id = ?", [refund.id])
    expect(await openItems("refund_owed")).toEqual([expect.objectContaining({ refund_id: refund.id })])
    await reconcileCryptoCloudInvoices(getContainer())
    expect(await openItems("refund_owed")).toEqual([])
    expect(sandbox.current.listWithdrawals()).toHaveLength(1)
  })

  it("asking for the address again on an awaiting_payout refund: back to awaiting_address, the old link answers 410", async () => {
    const { refund } = await owedRefund(10)
    const storeConfig = { headers: { "x-publishable-api-key": store.publishableKey }, validateStatus: () => true }
    const tokenOf = (url: string) => url.split("/").pop()
    const first = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, admin.config)
    const oldLink = `/store/cryptocloud/refund-address/${tokenOf(first.data.url)}`
    expect((await api.post(oldLink, { address: TRON }, storeConfig)).status).toBe(200)
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "awaiting_payout", address: TRON }))

    const again = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, admin.config)
    expect(again.status).toBe(200)
    expect(again.data.refund).toEqual(expect.objectContaining({ status: "awaiting_address", address: null }))
    expect((await api.get(oldLink, storeConfig)).status).toBe(410)
    const corrected = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL"
    expect((await api.post(`/store/cryptocloud/refund-address/${tokenOf(again.data.url)}`, { address: corrected }, storeConfig)).status).toBe(200)
    expect(await refundOf(refund.id)).toEqual(expect.objectContaining({ status: "awaiting_payout", address: corrected }))
  })
})
