/**
 * Facts about an invoice's money and time that every decision asks the same way
 * (invoice-outcome.ts, order-collection-outcome.ts).
 */
import { MathBN } from "@medusajs/framework/utils"
import type { Invoice } from "../lib/cryptocloud"
import { isFinalPaid } from "./status-map"

/** How long after expiry an invoice is still watched for a late payment. */
export const LATE_WINDOW_MS = 48 * 60 * 60 * 1000

/** Crypto arrived on it (paid, or any part). */
export function hasMoney(invoice: Pick<Invoice, "status" | "amount_paid">): boolean {
  return isFinalPaid(invoice.status) || MathBN.gt(invoice.amount_paid ?? "0", 0)
}

const expiryOf = (invoice: Pick<Invoice, "expiry_date">) => (invoice.expiry_date ? Date.parse(invoice.expiry_date) : NaN)

/** Past its expiry: it can no longer be paid in full, whatever status the service shows. */
export function pastExpiry(invoice: Pick<Invoice, "expiry_date">, now: Date): boolean {
  const expiry = expiryOf(invoice)
  return Number.isFinite(expiry) && now.getTime() > expiry
}

/** Past the window in which a late payment is still watched for. */
export function lateWindowOver(invoice: Pick<Invoice, "expiry_date">, now: Date): boolean {
  const expiry = expiryOf(invoice)
  return Number.isFinite(expiry) && now.getTime() > expiry + LATE_WINDOW_MS
}
