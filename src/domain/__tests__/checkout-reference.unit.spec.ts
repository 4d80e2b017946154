import { checkoutReferenceKey, invoiceOrderId, readCheckoutReference, sessionIdOfOrderId } from "../checkout-reference"
import { sessionIdOfInvoice } from "../invoice-match"

const SESSION = "payses_01JCKQ7W8M2V4ZC1Q0Y4N6P3RT"
const CART = "cart_01JCKQ7W8M2V4ZC1Q0Y4N6P3RZ"
const key = checkoutReferenceKey("project-secret", "store_01JCKQ7W8M2V4ZC1Q0Y4N6P3AA")

describe("checkout reference in an invoice's order_id", () => {
  it("carries the cart sealed: the cart id is not readable, and this store's key opens it", () => {
    const orderId = invoiceOrderId(SESSION, { kind: "cart", id: CART }, key)
    expect(orderId.startsWith(`${SESSION}.`)).toBe(true)
    expect(orderId).not.toContain(CART.slice(5))
    expect(orderId.length).toBeLessThanOrEqual(70)
    expect(readCheckoutReference(orderId, key)).toEqual({ kind: "ours", sessionId: SESSION, owner: { kind: "cart", id: CART } })
  })

  it("carries an order's payment collection", () => {
    const id = "pay_col_01JCKQ7W8M2V4ZC1Q0Y4N6P3RZ"
    const orderId = invoiceOrderId(SESSION, { kind: "collection", id }, key)
    expect(readCheckoutReference(orderId, key)).toEqual({ kind: "ours", sessionId: SESSION, owner: { kind: "collection", id } })
  })

  it("is the same for the same session (a retried creation finds its invoice by it), different for another session", () => {
    expect(invoiceOrderId(SESSION, { kind: "cart", id: CART }, key)).toBe(invoiceOrderId(SESSION, { kind: "cart", id: CART }, key))
    const other = invoiceOrderId("payses_01JCKQ7W8M2V4ZC1Q0Y4N6P3RV", { kind: "cart", id: CART }, key)
    expect(other.split(".")[1]).not.toBe(invoiceOrderId(SESSION, { kind: "cart", id: CART }, key).split(".")[1])
  })

  it("does not open for another store sharing the project, nor with another project's secret", () => {
    const orderId = invoiceOrderId(SESSION, { kind: "cart", id: CART }, key)
    expect(readCheckoutReference(orderId, checkoutReferenceKey("project-secret", "store_other"))).toEqual({ kind: "other_store", sessionId: SESSION })
    expect(readCheckoutReference(orderId, checkoutReferenceKey("another-secret", "store_01JCKQ7W8M2V4ZC1Q0Y4N6P3AA")).kind).toBe("other_store")
  })

  it("refuses a tampered reference rather than guessing a cart", () => {
    const orderId = invoiceOrderId(SESSION, { kind: "cart", id: CART }, key)
    const last = orderId.at(-1) === "A" ? "B" : "A"
    expect(readCheckoutReference(orderId.slice(0, -1) + last, key).kind).toBe("other_store")
    expect(readCheckoutReference(`${SESSION}.!!`, key).kind).toBe("other_store")
  })

  it("reads what older invoices and other systems carry", () => {
    expect(readCheckoutReference(SESSION, key)).toEqual({ kind: "session_only", sessionId: SESSION })
    expect(readCheckoutReference("ORDER-1001", key)).toEqual({ kind: "outside", orderId: "ORDER-1001" })
    expect(readCheckoutReference(null, key)).toEqual({ kind: "outside", orderId: null })
    expect(readCheckoutReference("None", key)).toEqual({ kind: "outside", orderId: null })
  })

  it("falls back to the session id alone without a key or an owner it can carry", () => {
    expect(invoiceOrderId(SESSION, { kind: "cart", id: CART }, null)).toBe(SESSION)
    expect(invoiceOrderId(SESSION, null, key)).toBe(SESSION)
    expect(invoiceOrderId(SESSION, { kind: "cart", id: "cart_not-a-ulid" }, key)).toBe(SESSION)
  })

  it("names the session for the matching rules, with or without a reference", () => {
    const orderId = invoiceOrderId(SESSION, { kind: "cart", id: CART }, key)
    expect(sessionIdOfOrderId(orderId)).toBe(SESSION)
    expect(sessionIdOfInvoice({ order_id: orderId })).toBe(SESSION)
    expect(sessionIdOfInvoice({ order_id: SESSION })).toBe(SESSION)
    expect(sessionIdOfInvoice({ order_id: "wallet-1" })).toBeNull()
  })
})
