/**
 * A "quiet" read: `info` said exactly what the ledger already holds, and deciding on it calls
 * for nothing — no session change, no attention item, no cancellation, no event, no
 * settlement. Most reads of a reconciliation pass are quiet (invoices waiting to be paid), and
 * a re-delivered postback usually is too; running the whole apply workflow for them costs
 * ~17 ms and 11 SQL statements each (BENCHMARKS.md, part 5) to change nothing but
 * `last_checked_at`. Pure, so the workflow paths and their tests agree on what "quiet" means.
 */
import type { Invoice } from "../../lib/cryptocloud"
import type { InvoiceOutcome } from "../invoice-outcome"
import { mergeStatus } from "../status-map"
import { laterAmount, type LedgerRow } from "./columns"

/** Nothing paid is nothing paid: a fresh row (null) and the service's "0" say the same. */
const paidOrNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value === "0" ? null : value)

const timeOf = (value: Date | string | null | undefined): number | null => (value === null || value === undefined ? null : new Date(value).getTime())

/** Would recording this read (domain/ledger/store.ts `observeInvoice`) change any fact on the row? */
export function readChangesLedger(row: LedgerRow, invoice: Invoice): boolean {
  return (
    mergeStatus(row.status, invoice.status) !== row.status ||
    (invoice.amount ?? row.crypto_amount) !== row.crypto_amount ||
    (invoice.currency?.fullcode ?? row.crypto_currency) !== row.crypto_currency ||
    paidOrNull(laterAmount(row.amount_paid, invoice.amount_paid)) !== paidOrNull(row.amount_paid) ||
    paidOrNull(laterAmount(row.received, invoice.received)) !== paidOrNull(row.received) ||
    Boolean(invoice.test_mode) !== Boolean(row.test_mode) ||
    timeOf(invoice.expiry_date) !== timeOf(row.expires_at) ||
    (invoice.address || row.address) !== row.address ||
    (row.link ?? invoice.link ?? invoice.pay_url ?? null) !== row.link
  )
}

/** Settling again would write what the row already says (a re-delivered postback of a paid invoice). */
function settledAsRecorded(row: LedgerRow, outcome: InvoiceOutcome): boolean {
  return row.settled_at !== null && (!outcome.sessionLive || (row.order_id !== null && row.outcome === "captured"))
}

/** Nothing in the outcome asks for an effect, and the row already records what settling would. */
export function outcomeIsIdle(row: LedgerRow, outcome: InvoiceOutcome): boolean {
  return (
    outcome.session === "none" &&
    outcome.attention.length === 0 &&
    !outcome.cancelOrphan &&
    // Order-first orders of expired invoices are cancelled on every pass until they are:
    // such reads always take the full path.
    !outcome.cancelWaitingOrder &&
    !outcome.partialEvent &&
    (!outcome.settle || settledAsRecorded(row, outcome)) &&
    // The row's cart and order links are written when something happens to the invoice
    // (settlement); a waiting invoice needs none, so they are not asked for here.
    row.session_live === outcome.sessionLive
  )
}

export function isQuietRead(row: LedgerRow | null, invoice: Invoice, outcome: InvoiceOutcome): boolean {
  return row !== null && !readChangesLedger(row, invoice) && outcomeIsIdle(row, outcome)
}
