/**
 * The payment session `data` contract (design.md, "Payment session contract"): what the store
 * API returns to the storefront in `payment_session.data` for a CryptoCloud session. Public, so
 * it holds only what a customer may see; the provider computes every key from the invoice and
 * the plugin's ledger, and the admin and the storefront package read it with this type.
 * Framework-free: imported by server code, the admin and the storefront package alike.
 */
import type { InvoiceStatus } from "../lib/cryptocloud/codes"

export interface SessionHistoryEntry {
  status: InvoiceStatus
  /** ISO time the plugin saw the invoice in this status. */
  at: string
}

export interface CryptoCloudSessionData {
  uuid: string
  /** The hosted pay page. */
  link: string | null
  status: InvoiceStatus
  /** The address to pay to; set once a payment currency is chosen (`data.cryptocurrency`). */
  address: string | null
  /** The crypto amount due, a decimal string exactly as the service wrote it. */
  amount: string | null
  /** The payment currency code, e.g. `USDT_TRC20`. */
  currency: string | null
  amount_in_fiat: string | null
  fiat_currency: string | null
  /** ISO time the invoice expires. */
  expiry_date: string | null
  test_mode: boolean
  received: string | null
  history: SessionHistoryEntry[]
  /** Crypto received beyond the amount due (overpaid invoices). */
  surplus?: string
  /** A partial payment accepted as paid because of `underpaidTolerancePercent`. */
  accepted_underpayment?: true
  /** The invoice was paid after it had expired/been cancelled: needs the merchant's attention. */
  late_payment?: true
}

export const SESSION_DATA_KEYS: ReadonlyArray<keyof CryptoCloudSessionData> = [
  "uuid",
  "link",
  "status",
  "address",
  "amount",
  "currency",
  "amount_in_fiat",
  "fiat_currency",
  "expiry_date",
  "test_mode",
  "received",
  "history",
  "surplus",
  "accepted_underpayment",
  "late_payment",
]
