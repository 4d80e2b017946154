/**
 * The payment session `data` contract (design.md, "Payment session contract").
 *
 * Session data is public: the store API returns it to the storefront, and the storefront may
 * put anything into it when it creates the session. So it holds only what a customer may see,
 * never a key, secret or token, and the provider never takes a money decision from it — the
 * invoice read back with `info` is the truth; `data.uuid` only says which invoice to read.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import { cryptoDifference, FiatMoney } from "../../domain/money"
import { mergeStatus, type InvoiceStatus } from "../../domain/status-map"

export interface SessionHistoryEntry {
  status: InvoiceStatus
  at: string
  /** Set when a report arrived that would have moved the status backwards (ignored). */
  stale?: true
}

export interface CryptoCloudSessionData {
  uuid: string
  link: string | null
  status: InvoiceStatus
  address: string | null
  amount: string | null
  currency: string | null
  amount_in_fiat: string | null
  fiat_currency: string | null
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
  "uuid", "link", "status", "address", "amount", "currency", "amount_in_fiat", "fiat_currency",
  "expiry_date", "test_mode", "received", "history", "surplus", "accepted_underpayment", "late_payment",
]

/** Last history entry that was not a stale report, i.e. the status we stand by. */
export function currentStatus(data: Partial<CryptoCloudSessionData> | undefined): InvoiceStatus | null {
  const history = Array.isArray(data?.history) ? data!.history : []
  for (let i = history.length - 1; i >= 0; i--) {
    if (!history[i].stale) return history[i].status
  }
  return null
}

/** Crypto paid beyond the amount due, for an overpaid invoice. */
function surplusOf(invoice: Invoice): string | undefined {
  if (invoice.status !== "overpaid" || !invoice.amount || !invoice.amount_paid) return undefined
  const extra = cryptoDifference(invoice.amount_paid, invoice.amount)
  return MathBN.gt(extra, 0) ? extra : undefined
}

/**
 * Session data for an invoice read from the service, carrying over the history of `previous`.
 * Statuses never move backwards: a stale view is recorded in the history and changes nothing.
 */
export function sessionDataFromInvoice(
  invoice: Invoice,
  previous?: Partial<CryptoCloudSessionData>,
  extra: { acceptedUnderpayment?: boolean; now?: Date } = {}
): CryptoCloudSessionData {
  const at = (extra.now ?? new Date()).toISOString()
  const history = Array.isArray(previous?.history) ? [...previous!.history] : []
  const before = currentStatus(previous)
  const status = mergeStatus(before, invoice.status)
  if (status !== before) history.push({ status, at })
  else if (invoice.status !== status) {
    const last = history[history.length - 1]
    if (!(last?.stale && last.status === invoice.status)) history.push({ status: invoice.status, at, stale: true })
  }

  const data: CryptoCloudSessionData = {
    uuid: invoice.uuid,
    link: invoice.link ?? previous?.link ?? invoice.pay_url ?? null,
    status,
    address: invoice.address || previous?.address || null,
    amount: invoice.amount ?? null,
    currency: invoice.currency?.fullcode ?? previous?.currency ?? null,
    // The order amount at its currency's precision ("45" from the service reads "45.00").
    amount_in_fiat: FiatMoney.ofInvoice(invoice)?.toDecimalString() ?? previous?.amount_in_fiat ?? null,
    fiat_currency: invoice.fiat_currency ?? previous?.fiat_currency ?? null,
    expiry_date: invoice.expiry_date ?? previous?.expiry_date ?? null,
    test_mode: Boolean(invoice.test_mode),
    received: invoice.received ?? previous?.received ?? null,
    history,
  }
  const surplus = surplusOf(invoice) ?? previous?.surplus
  if (surplus) data.surplus = surplus
  if (extra.acceptedUnderpayment || previous?.accepted_underpayment) data.accepted_underpayment = true
  const wasCanceled = history.some((h) => h.status === "canceled" && !h.stale)
  if (previous?.late_payment || (wasCanceled && (status === "paid" || status === "overpaid" || status === "partial"))) {
    data.late_payment = true
  }
  return data
}

/**
 * Output data for Medusa, which stores `{ ...storefrontData, ...ours }`: every key the
 * storefront sent that is not part of the contract is returned as `undefined`, so it is
 * dropped when the session is saved instead of lingering in public data.
 */
export function withStorefrontKeysRemoved(
  data: CryptoCloudSessionData,
  storefrontData: Record<string, unknown> | undefined
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(storefrontData ?? {})) {
    if (!(SESSION_DATA_KEYS as readonly string[]).includes(key)) out[key] = undefined
  }
  return Object.assign(out, data)
}
