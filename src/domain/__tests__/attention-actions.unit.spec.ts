/**
 * Which actions an attention item offers (design.md, "Money that is on no order"): only what is
 * possible now, so the admin never shows a button its route would refuse.
 */
import { attentionActions, NO_FACTS, returnableAmount } from "../attention-actions"

const open = (kind: Parameters<typeof attentionActions>[0]["kind"], amount: string | null = "1.5") => ({ kind, status: "open", amount })

describe("attention actions", () => {
  it("a resolved item offers nothing", () => {
    expect(attentionActions({ kind: "overpayment", status: "resolved", amount: "1" }, NO_FACTS)).toEqual([])
  })

  it("money on no order can be returned; items about withdrawals and refunds can only be resolved", () => {
    for (const kind of ["unmatched_payment", "overpayment", "expired_partial", "late_payment"] as const) {
      expect(attentionActions(open(kind), NO_FACTS)).toEqual(["return", "resolve"])
    }
    for (const kind of ["withdrawal_unknown", "refund_owed", "capture_failed"] as const) expect(attentionActions(open(kind), NO_FACTS)).toEqual(["resolve"])
  })

  it("accept and ask for the rest only while the cart is open, nothing is on its way back, and (for the rest) something is short", () => {
    const cartOpen = { ...NO_FACTS, cartOpen: true, short: true }
    expect(attentionActions(open("expired_partial"), cartOpen)).toEqual(["return", "accept", "request_rest", "resolve"])
    expect(attentionActions(open("unmatched_payment"), cartOpen)).toEqual(["return", "accept", "resolve"])
    expect(attentionActions(open("overpayment"), cartOpen)).toEqual(["return", "resolve"])
    expect(attentionActions(open("late_payment"), { ...cartOpen, short: false })).toEqual(["return", "accept", "resolve"])
    expect(attentionActions(open("expired_partial"), { ...cartOpen, returnStarted: true })).toEqual(["return", "resolve"])
  })

  it("no return while a payout's answer is awaited or lost, nor once all the money went back", () => {
    expect(attentionActions(open("overpayment"), { ...NO_FACTS, returnStarted: true, returnBusy: true })).toEqual(["resolve"])
    expect(attentionActions(open("overpayment", "1.5"), { ...NO_FACTS, returnStarted: true, returned: "1.5" })).toEqual(["resolve"])
    expect(returnableAmount(open("overpayment", "1.5"), { ...NO_FACTS, returned: "0.4" })).toBe("1.1")
    expect(attentionActions(open("overpayment", null), NO_FACTS)).toEqual(["resolve"])
  })
})
