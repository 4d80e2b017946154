import { REFUND_PAID_OUT_EVENT, WITHDRAWAL_FAILED_EVENT, WITHDRAWAL_SENT_EVENT, WITHDRAWAL_UNKNOWN_EVENT } from "../../../../domain/events"
import type { RefundRow } from "../../../../domain/refunds/store"
import type { WithdrawalLogRow } from "../../../../modules/cryptocloud/withdrawal-log"
import { payoutEvents } from "../payout-events"

const row = (over: Partial<WithdrawalLogRow> = {}) =>
  ({
    id: "ccwd_1",
    shop_id: "shop-1",
    status: "sent",
    resolution: null,
    amount: "5",
    currency_code: "USDT_TRC20",
    to_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    refund_id: "ccref_1",
    withdrawal_id: "svc-1",
    error_code: null,
    ...over,
  }) as WithdrawalLogRow

const refund = (over: Partial<RefundRow> = {}) =>
  ({
    id: "ccref_1",
    shop_id: null,
    order_id: "order_1",
    invoice_uuid: "INV-AB12CD34",
    status: "payout_requested",
    amount: "4.50",
    currency_code: "eur",
    crypto_amount: "5",
    crypto_paid: "5",
    crypto_currency: "USDT_TRC20",
    withdrawal_id: "ccwd_1",
    test_mode: false,
    ...over,
  }) as RefundRow

const names = (events: Array<{ name: string }>) => events.map((e) => e.name)

describe("the events a change of the withdrawal log calls for", () => {
  it("sent, paying a refund in full → withdrawal.sent and refund.paid_out (the row's project when the refund names none)", () => {
    const events = payoutEvents({ row: row(), refund: refund(), changed: { row: true, refund: true } })
    expect(names(events)).toEqual([WITHDRAWAL_SENT_EVENT, REFUND_PAID_OUT_EVENT])
    expect(events[1].data).toEqual(expect.objectContaining({ id: "ccref_1", shop_id: "shop-1", crypto_remaining: "0", amount: "4.50", currency_code: "eur" }))
  })

  it("a part payout leaves the refund owed: withdrawal.sent only", () => {
    const part = refund({ status: "awaiting_payout", crypto_amount: "10", crypto_paid: "5" })
    expect(names(payoutEvents({ row: row(), refund: part, changed: { row: true, refund: true } }))).toEqual([WITHDRAWAL_SENT_EVENT])
  })

  it("lost, failed, resolved", () => {
    const unknown = row({ status: "unknown" })
    expect(names(payoutEvents({ row: unknown, refund: refund({ status: "payout_unknown" }), changed: { row: true, refund: true } }))).toEqual([
      WITHDRAWAL_UNKNOWN_EVENT,
    ])
    expect(names(payoutEvents({ row: row({ status: "failed" }), refund: null, changed: { row: true, refund: false } }))).toEqual([WITHDRAWAL_FAILED_EVENT])
    expect(names(payoutEvents({ row: row({ status: "unknown", resolution: "not_sent" }), refund: null, changed: { row: true, refund: false } }))).toEqual([
      WITHDRAWAL_FAILED_EVENT,
    ])
    expect(names(payoutEvents({ row: row({ status: "unknown", resolution: "sent" }), refund: refund(), changed: { row: true, refund: true } }))).toEqual([
      WITHDRAWAL_SENT_EVENT,
      REFUND_PAID_OUT_EVENT,
    ])
  })

  it("nothing for a change another call made (the pass had given up on the row; an outcome applied before)", () => {
    expect(payoutEvents({ row: row({ status: "unknown" }), refund: refund({ status: "payout_unknown" }), changed: { row: false, refund: false } })).toEqual([])
    expect(names(payoutEvents({ row: row(), refund: refund(), changed: { row: true, refund: false } }))).toEqual([WITHDRAWAL_SENT_EVENT])
  })
})
