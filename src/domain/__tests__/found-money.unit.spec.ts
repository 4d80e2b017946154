import type { Invoice } from "../../lib/cryptocloud"
import { foundMoneyCandidates, foundMoneyDescription, foundMoneyPlan, lookbackWindow } from "../found-money"

const invoice = (over: Partial<Invoice>): Invoice =>
  ({
    uuid: "INV-AAAA1111",
    status: "paid",
    type: "up",
    order_id: "payses_01JCKQ7W8M2V4ZC1Q0Y4N6P3RT",
    amount: "28.46",
    amount_paid: "28.46",
    received: "28.3",
    amount_in_fiat: "25.00",
    fiat_currency: "EUR",
    user_email: "ada@example.com",
    currency: { fullcode: "USDT_TRC20" },
    ...over,
  }) as unknown as Invoice

describe("found money", () => {
  it("looks back the configured days, today included, by UTC calendar day", () => {
    expect(lookbackWindow(new Date("2026-11-28T23:59:00Z"))).toEqual({ start: "2026-11-15", end: "2026-11-28" })
    expect(lookbackWindow(new Date("2026-11-28T00:00:00Z"), 1)).toEqual({ start: "2026-11-28", end: "2026-11-28" })
  })

  it("takes customers' payments with money only: not unpaid invoices, withdrawal requests or static-wallet deposits", () => {
    const paid = invoice({ uuid: "INV-PAID0001" })
    const partial = invoice({ uuid: "INV-PART0001", status: "partial", amount_paid: "10" })
    const expiredWithMoney = invoice({ uuid: "INV-EXPM0001", status: "canceled", amount_paid: "3" })
    const unpaid = invoice({ uuid: "INV-NONE0001", status: "created", amount_paid: "0" })
    const withdrawal = invoice({ uuid: "INV-WDRW0001", type: "dw", status: "created" })
    const deposit = invoice({ uuid: "INV-DEPO0001", order_id: "ccsw-cus_01JCKQ7W8M2V4ZC1Q0Y4N6P3RT" })
    const picked = foundMoneyCandidates([paid, partial, expiredWithMoney, unpaid, withdrawal, deposit]).map((i) => i.uuid)
    expect(picked).toEqual(["INV-PAID0001", "INV-PART0001", "INV-EXPM0001"])
  })

  it("says in the item what arrived, on which invoice, for what fiat, from whom, and what it is", () => {
    const text = foundMoneyDescription(invoice({}), "cart_gone")
    expect(text).toContain("28.46 USDT_TRC20")
    expect(text).toContain("INV-AAAA1111")
    expect(text).toContain("25.00 EUR")
    expect(text).toContain("ada@example.com")
    expect(text).toMatch(/cart is no longer here/)
    expect(foundMoneyDescription(invoice({ user_email: null }), "outside")).toMatch(/outside this store/)
  })

  it("plans by what the order_id tells: a sealed cart or collection of this store, a session alone, or not this store's", () => {
    const sessionId = "payses_01JCKQ7W8M2V4ZC1Q0Y4N6P3RT"
    expect(foundMoneyPlan({ kind: "ours", sessionId, owner: { kind: "cart", id: "cart_x" } })).toBe("cart")
    expect(foundMoneyPlan({ kind: "ours", sessionId, owner: { kind: "collection", id: "pay_col_x" } })).toBe("collection")
    expect(foundMoneyPlan({ kind: "session_only", sessionId })).toBe("session")
    expect(foundMoneyPlan({ kind: "other_store", sessionId })).toBe("other_store")
    expect(foundMoneyPlan({ kind: "outside", orderId: null })).toBe("outside")
  })
})
