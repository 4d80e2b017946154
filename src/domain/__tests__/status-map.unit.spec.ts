import { isWithinTolerance, mapInvoiceStatus, mergeStatus, UnknownInvoiceStatusError, webhookActionFor, type InvoiceStatus } from "../status-map"

describe("mapInvoiceStatus", () => {
  it.each([
    ["created", "pending", "pending"],
    ["paid", "captured", "captured"],
    ["overpaid", "captured", "captured"],
    ["partial", "requires_more", "requires_more"],
    ["canceled", "canceled", "canceled"],
  ] as const)("%s → session %s, webhook %s", (status, sessionStatus, webhookAction) => {
    const mapped = mapInvoiceStatus({ status, amount: "10", amount_paid: "5" })
    expect(mapped).toBe(sessionStatus)
    expect(webhookActionFor(mapped)).toBe(webhookAction)
  })

  it("refuses an unknown status instead of calling it pending", () => {
    expect(() => mapInvoiceStatus({ status: "refunded" as InvoiceStatus })).toThrow(UnknownInvoiceStatusError)
  })

  it("accepts a partial payment within the tolerance as captured", () => {
    const facts = { status: "partial" as const, amount: "100", amount_paid: "99.5" }
    expect(mapInvoiceStatus(facts, 1)).toBe("captured")
    expect(mapInvoiceStatus(facts, 0.5)).toBe("captured")
    expect(mapInvoiceStatus(facts, 0.4)).toBe("requires_more")
    expect(mapInvoiceStatus(facts, 0)).toBe("requires_more")
  })

  it("derives the paid share from to_surcharge when amount_paid is missing", () => {
    expect(isWithinTolerance({ status: "partial", amount: "100", to_surcharge: "0.5" }, 1)).toBe(true)
    expect(isWithinTolerance({ status: "partial", amount: "100", to_surcharge: "2" }, 1)).toBe(false)
    expect(isWithinTolerance({ status: "partial", amount: null, amount_paid: "99" }, 5)).toBe(false)
  })
})

describe("mergeStatus (statuses never move backwards)", () => {
  const cases: Array<[InvoiceStatus | null, InvoiceStatus, InvoiceStatus]> = [
    [null, "created", "created"],
    ["created", "partial", "partial"],
    ["partial", "paid", "paid"],
    ["paid", "created", "paid"],
    ["paid", "canceled", "paid"],
    ["paid", "partial", "paid"],
    ["paid", "overpaid", "overpaid"],
    ["overpaid", "paid", "overpaid"],
    ["partial", "created", "partial"],
    ["created", "canceled", "canceled"],
    ["canceled", "created", "canceled"],
    ["canceled", "paid", "paid"], // a late payment is real money
    ["canceled", "partial", "partial"],
  ]
  it.each(cases)("%s then %s → %s", (previous, next, expected) => {
    expect(mergeStatus(previous, next)).toBe(expected)
  })
})
