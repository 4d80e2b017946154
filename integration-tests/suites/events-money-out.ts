/**
 * The events catalogue (src/domain/events.ts), money going out: a refund owed and paid out, a
 * payout whose answer was lost and that an admin resolves, a withdrawal the service refuses —
 * each event once per cause (the refund subscriber and the pass's backstop, passes of two
 * instances at once, a second resolve), with `id`, `shop_id` and amounts as decimal strings.
 */
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import {
  ATTENTION_CREATED_EVENT,
  ATTENTION_RESOLVED_EVENT,
  REFUND_OWED_EVENT,
  REFUND_PAID_OUT_EVENT,
  WITHDRAWAL_FAILED_EVENT,
  WITHDRAWAL_SENT_EVENT,
  WITHDRAWAL_UNKNOWN_EVENT,
} from "../../src/domain/events"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { DECIMAL_STRING, followEvents } from "../helpers/bus-events"
import { freshClients, paidOrder, pastWithdrawalInterval, refundFromAdmin, type RefundContext } from "../helpers/refunds"
import { SANDBOX_KEYS } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const SHOP = SANDBOX_KEYS.shopId
const OUT = "/v2/invoice/api/out/create"
const TRON = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"

export default defineSuite("events-money-out", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let service: CryptoCloudModuleService
  let events: ReturnType<typeof followEvents>
  const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    const names = [
      ATTENTION_CREATED_EVENT,
      ATTENTION_RESOLVED_EVENT,
      REFUND_OWED_EVENT,
      REFUND_PAID_OUT_EVENT,
      WITHDRAWAL_SENT_EVENT,
      WITHDRAWAL_FAILED_EVENT,
      WITHDRAWAL_UNKNOWN_EVENT,
    ]
    events = followEvents(getContainer(), names, "events-money-out")
  })
  beforeEach(() => {
    sandbox.current.reset()
    freshClients(service)
    events.reset()
  })

  /** The pass of two instances at once, then the next one (its backstop raises refunds owed). */
  const passes = async () => {
    await Promise.all([reconcileCryptoCloudInvoices(getContainer()), reconcileCryptoCloudInvoices(getContainer())])
    await reconcileCryptoCloudInvoices(getContainer())
  }
  const payout = (refundId: string) => api.post(`/admin/cryptocloud/refunds/${refundId}/payout`, { address: TRON }, admin.config)
  /** A refund of a paid EUR order, its refund.owed announced (by the subscriber of Medusa's refund, or the pass). */
  async function owedRefund() {
    const order = await paidOrder(ctx, "eur")
    const [refund] = await refundFromAdmin(ctx, order, 10)
    await passes()
    const [owed] = await events.exactly(REFUND_OWED_EVENT, 1, (d) => d.id === refund.id)
    return { order, refund, owed }
  }
  const about = (refundId: string) => (d: any) => d.refund_id === refundId || d.id === refundId

  it("a refund owed, then paid out: refund.owed, withdrawal.sent, refund.paid_out and its item resolved — once each", async () => {
    const { order, refund, owed } = await owedRefund()
    expect(owed).toEqual({
      id: refund.id,
      shop_id: SHOP,
      order_id: order.orderId,
      invoice_uuid: order.invoiceUuid,
      status: expect.stringMatching(/^awaiting_/),
      amount: DECIMAL_STRING,
      currency_code: "EUR",
      crypto_amount: refund.crypto_amount,
      crypto_paid: "0",
      crypto_remaining: refund.crypto_amount,
      crypto_currency: refund.crypto_currency,
      withdrawal_id: null,
      attention_item_id: null,
      test_mode: false,
    })
    expect(Number(owed.amount)).toBe(10)
    const [item] = await events.exactly(ATTENTION_CREATED_EVENT, 1, about(refund.id))
    expect(item).toEqual(expect.objectContaining({ kind: "refund_owed", shop_id: SHOP, amount: refund.crypto_amount, order_id: order.orderId }))

    expect((await payout(refund.id)).status).toBe(200)
    await passes()
    const [sent] = await events.exactly(WITHDRAWAL_SENT_EVENT, 1, about(refund.id))
    expect(sent).toEqual({
      id: expect.stringMatching(/^ccwd_/),
      shop_id: SHOP,
      status: "sent",
      resolution: null,
      amount: refund.crypto_amount,
      currency_code: refund.crypto_currency,
      to_address: TRON,
      refund_id: refund.id,
      service_withdrawal_id: expect.any(String),
      error_code: null,
    })
    const [paidOut] = await events.exactly(REFUND_PAID_OUT_EVENT, 1, about(refund.id))
    expect(paidOut).toEqual({ ...owed, status: "payout_requested", crypto_paid: refund.crypto_amount, crypto_remaining: "0", withdrawal_id: sent.id })
    const [resolved] = await events.exactly(ATTENTION_RESOLVED_EVENT, 1, about(refund.id))
    expect(resolved).toEqual(expect.objectContaining({ id: item.id, kind: "refund_owed", shop_id: SHOP, resolution: "noted", resolved_by: null }))
    expect(events.of(REFUND_OWED_EVENT)).toHaveLength(1)
  })

  it("a lost answer: withdrawal.unknown once; resolved not sent: withdrawal.failed once and the refund owed again", async () => {
    const { refund } = await owedRefund()
    sandbox.current.injectFault({ path: OUT, kind: "5xx", times: 1 })
    expect((await payout(refund.id)).status).toBe(502)
    await passes()
    const [unknown] = await events.exactly(WITHDRAWAL_UNKNOWN_EVENT, 1, about(refund.id))
    expect(unknown).toEqual(expect.objectContaining({ status: "unknown", shop_id: SHOP, amount: refund.crypto_amount, to_address: TRON, refund_id: refund.id }))
    const created = await events.exactly(ATTENTION_CREATED_EVENT, 2, about(refund.id))
    expect(created.map((d) => d.kind).sort()).toEqual(["refund_owed", "withdrawal_unknown"])
    expect(created.find((d) => d.kind === "withdrawal_unknown")).toEqual(expect.objectContaining({ withdrawal_id: unknown.id, amount: refund.crypto_amount }))

    const resolve = () => api.post(`/admin/cryptocloud/withdrawals/${unknown.id}/resolve`, { outcome: "not_sent" }, admin.config)
    expect((await resolve()).status).toBe(200)
    expect((await resolve()).status).toBe(400)
    await passes()
    const [failed] = await events.exactly(WITHDRAWAL_FAILED_EVENT, 1, about(refund.id))
    expect(failed).toEqual({ ...unknown, resolution: "not_sent" })
    // Owed again: a new owing, announced as such; the withdrawal_unknown item resolved once.
    const owedAgain = await events.exactly(REFUND_OWED_EVENT, 2, about(refund.id))
    expect(owedAgain[1]).toEqual(expect.objectContaining({ id: refund.id, status: "awaiting_payout", crypto_remaining: refund.crypto_amount }))
    const resolved = await events.exactly(ATTENTION_RESOLVED_EVENT, 2, about(refund.id))
    expect(resolved.map((d) => d.kind).sort()).toEqual(["refund_owed", "withdrawal_unknown"])
    expect(resolved.find((d) => d.kind === "withdrawal_unknown")).toEqual(expect.objectContaining({ resolved_by: admin.userId }))
    expect(events.of(WITHDRAWAL_SENT_EVENT)).toEqual([])
  })

  it("a withdrawal the service refuses (more than the balance): withdrawal.failed once, with its error", async () => {
    await pastWithdrawalInterval(ctx, service)
    const res = await api.post("/admin/cryptocloud/withdrawals", { currency_code: "USDT_TRC20", to_address: TRON, amount: "2000000" }, admin.config)
    expect(res.status).toBe(400)
    await passes()
    const [failed] = await events.exactly(WITHDRAWAL_FAILED_EVENT, 1)
    expect(failed).toEqual(
      expect.objectContaining({ shop_id: SHOP, status: "failed", resolution: null, amount: "2000000", refund_id: null, error_code: "CRYPTOCLOUD_API_ERROR" })
    )
    expect(events.of(WITHDRAWAL_UNKNOWN_EVENT)).toEqual([])
  })
})
