/**
 * The invoice list holds withdrawal requests too: invoice-shaped objects whose `type` is `dw`
 * (the spec's Invoice table: `up` = invoice, `dw` = withdrawal request) — the merchant's own,
 * made through the API, and those made in the dashboard or by automatic withdrawal rules. Money
 * that LEFT the balance, never a payment: every reader of the list that looks for payments asks
 * this first. A missing or other `type` is read as an invoice, as before the `dw` entries.
 */
import type { Invoice } from "./types"

export const WITHDRAWAL_REQUEST_TYPE = "dw"

export function isWithdrawalRequest(entry: Pick<Invoice, "type">): boolean {
  return typeof entry.type === "string" && entry.type.trim().toLowerCase() === WITHDRAWAL_REQUEST_TYPE
}

/** The list's payment invoices (withdrawal requests left out). */
export function paymentInvoices<T extends Pick<Invoice, "type">>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !isWithdrawalRequest(entry))
}
