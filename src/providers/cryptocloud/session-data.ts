/**
 * The payment session `data` contract (design.md, "Payment session contract").
 *
 * Session data is public: the store API returns it to the storefront, and the storefront may
 * put anything into it when it creates the session. So it holds only what a customer may see,
 * never a key, secret or token, and every key is computed each time from the invoice as just
 * read and the plugin's own ledger row — never carried over from what the session held, so a
 * value the storefront planted (`surplus`, `late_payment`, …) cannot survive.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import { SESSION_DATA_KEYS, type CryptoCloudSessionData, type SessionHistoryEntry } from "../../contracts"
import { isoTime } from "../../domain/dates"
import { wasCanceledBefore, type LedgerRow } from "../../domain/ledger/columns"
import { cryptoDifference, FiatMoney } from "../../domain/money"
import { isFinalPaid, isWithinTolerance, mergeStatus } from "../../domain/status-map"
import { toleranceOfRow, type ToleranceInput } from "../../domain/tolerance-amount"

export type { CryptoCloudSessionData, SessionHistoryEntry }
export { SESSION_DATA_KEYS }

/** Keys Medusa itself puts into session data (not the storefront's): kept as they are. */
const MEDUSA_KEYS = ["session_id"]

/** Crypto paid beyond the amount due, for an overpaid invoice. */
function surplusOf(invoice: Invoice): string | undefined {
  if (invoice.status !== "overpaid" || !invoice.amount || !invoice.amount_paid) return undefined
  const extra = cryptoDifference(invoice.amount_paid, invoice.amount)
  return MathBN.gt(extra, 0) ? extra : undefined
}

/**
 * Session data for an invoice read from the service. `row` is the ledger row after this read
 * was recorded (its status never moves backwards, its history is the invoice's); without one
 * (no database in a unit test, an invoice older than the ledger) the invoice alone counts.
 */
export function sessionDataFromInvoice(
  invoice: Invoice,
  row: LedgerRow | null = null,
  extra: { tolerancePercent?: ToleranceInput; now?: Date } = {}
): CryptoCloudSessionData {
  const status = row ? mergeStatus(row.status, invoice.status) : invoice.status
  const fiat = FiatMoney.ofInvoice(invoice) ?? (row ? FiatMoney.of(row.fiat_amount, row.fiat_currency) : null)
  const data: CryptoCloudSessionData = {
    uuid: invoice.uuid,
    link: invoice.link ?? row?.link ?? invoice.pay_url ?? null,
    status,
    address: invoice.address || row?.address || null,
    amount: invoice.amount ?? row?.crypto_amount ?? null,
    currency: invoice.currency?.fullcode ?? row?.crypto_currency ?? null,
    // The order amount at its currency's precision ("45" from the service reads "45.00").
    amount_in_fiat: fiat?.toDecimalString() ?? null,
    fiat_currency: fiat?.currency ?? null,
    expiry_date: invoice.expiry_date ?? isoTime(row?.expires_at),
    test_mode: Boolean(invoice.test_mode),
    received: invoice.received ?? row?.received ?? null,
    history: row?.history?.length ? [...row.history] : [{ status, at: (extra.now ?? new Date()).toISOString() }],
  }
  const surplus = surplusOf(invoice)
  if (surplus) data.surplus = surplus
  const tolerance = row ? toleranceOfRow(row) : (extra.tolerancePercent ?? 0)
  if (isWithinTolerance(invoice, tolerance)) data.accepted_underpayment = true
  const money = isFinalPaid(status) || status === "partial"
  if (money && wasCanceledBefore(row)) data.late_payment = true
  return data
}

/**
 * Session data for an unpaid invoice a new session took over (ledger/handover.ts), from its
 * ledger row alone: the handover makes no call to the service, and the row is the plugin's own
 * record of the invoice as last read. Only `created` invoices are handed over, so no money flags.
 */
export function sessionDataFromRow(row: LedgerRow, now = new Date()): CryptoCloudSessionData {
  return {
    uuid: row.uuid,
    link: row.link,
    status: row.status,
    address: row.address,
    amount: row.crypto_amount,
    currency: row.crypto_currency,
    amount_in_fiat: FiatMoney.of(row.fiat_amount, row.fiat_currency).toDecimalString(),
    fiat_currency: row.fiat_currency,
    expiry_date: isoTime(row.expires_at),
    test_mode: Boolean(row.test_mode),
    received: row.received,
    history: row.history?.length ? [...row.history] : [{ status: row.status, at: now.toISOString() }],
  }
}

/**
 * Output data for Medusa, which stores `{ ...storefrontData, ...ours }` when a session is
 * created: every key the storefront sent that we did not compute is returned as `undefined`,
 * so it is dropped when the session is saved — contract keys included (a planted `surplus`).
 */
export function withStorefrontKeysRemoved(data: CryptoCloudSessionData, storefrontData: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(storefrontData ?? {})) {
    if (!(key in data) && !MEDUSA_KEYS.includes(key)) out[key] = undefined
  }
  return Object.assign(out, data)
}
