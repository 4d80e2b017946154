/**
 * Which invoice events (domain/events.ts) a read of an invoice calls for, and their payload. Pure:
 * the apply workflow decides with it on every read, then claims the due names on the ledger row
 * (ledger/announced.ts) and emits only those it claimed — so each fires once per invoice,
 * whichever path or instance read it first.
 *
 * - `paid`: the invoice counts as paid — `paid`/`overpaid`, or a part payment within the
 *   underpayment tolerance in force (the order is captured for it); also when no order holds it
 *   (then `order_id` is null and an attention item tells the money).
 * - `partially_paid`: part arrived and a live session now waits for the rest.
 * - `expired`: the invoice its live session held expired (`canceled` at the service); with or
 *   without money on it (`amount_paid`). An invoice the plugin cancelled because no session held
 *   it any more (the customer changed the cart) is no expiry.
 * - `late_payment`: money arrived after the invoice (or its session) had expired or been cancelled.
 */
import type { Invoice } from "../lib/cryptocloud"
import {
  INVOICE_EXPIRED_EVENT,
  INVOICE_LATE_PAYMENT_EVENT,
  INVOICE_PAID_EVENT,
  INVOICE_PARTIALLY_PAID_EVENT,
  type InvoiceEventData,
  type InvoiceEventName,
  type InvoicePartiallyPaidEventData,
} from "./events"
import type { InvoiceOutcome } from "./invoice-outcome"
import type { LedgerRow } from "./ledger/columns"
import { isFinalPaid, isWithinTolerance } from "./status-map"
import type { ToleranceInput } from "./tolerance-amount"

type RecordedRow = Pick<LedgerRow, "status" | "amount_paid" | "announced">

/** The events this read calls for that the ledger has not announced yet (none for an invoice it does not know). */
export function invoiceEventsDue(input: {
  invoice: Invoice
  /** The ledger row after this read was recorded. */
  row: RecordedRow | null
  outcome: Pick<InvoiceOutcome, "partialEvent" | "late" | "sessionLive">
  tolerance: ToleranceInput
}): InvoiceEventName[] {
  const { row, outcome } = input
  if (!row) return []
  // The status and money the ledger stands by (never backwards), as the decision read them.
  const recorded = { ...input.invoice, status: row.status, amount_paid: row.amount_paid ?? input.invoice.amount_paid }
  const due: InvoiceEventName[] = []
  if (isFinalPaid(recorded.status) || isWithinTolerance(recorded, input.tolerance)) due.push(INVOICE_PAID_EVENT)
  if (outcome.partialEvent) due.push(INVOICE_PARTIALLY_PAID_EVENT)
  if (recorded.status === "canceled" && outcome.sessionLive) due.push(INVOICE_EXPIRED_EVENT)
  if (outcome.late) due.push(INVOICE_LATE_PAYMENT_EVENT)
  const announced = row.announced ?? []
  return due.filter((name) => !announced.includes(name))
}

type EventRow = Pick<LedgerRow, "uuid" | "status" | "fiat_amount" | "fiat_currency" | "crypto_amount" | "amount_paid" | "crypto_currency" | "test_mode"> &
  Partial<Pick<LedgerRow, "order_id" | "session_id" | "shop_id">>

/** The payload of an invoice event: the ledger's record, with the order and session that hold the invoice now. */
export function invoiceEventData(input: {
  invoice: Pick<Invoice, "uuid" | "amount" | "amount_paid" | "currency" | "test_mode">
  row: EventRow
  shopId: string | null
  orderId: string | null
  sessionId: string | null
}): InvoiceEventData {
  const { invoice, row } = input
  return {
    id: invoice.uuid,
    invoice_uuid: invoice.uuid,
    shop_id: input.shopId ?? row.shop_id ?? null,
    order_id: input.orderId ?? row.order_id ?? null,
    payment_session_id: input.sessionId ?? row.session_id ?? null,
    status: row.status,
    fiat_amount: row.fiat_amount ?? null,
    fiat_currency: row.fiat_currency ?? null,
    crypto_amount: row.crypto_amount ?? invoice.amount ?? null,
    amount_paid: row.amount_paid ?? invoice.amount_paid ?? null,
    crypto_currency: row.crypto_currency ?? invoice.currency?.fullcode ?? null,
    test_mode: Boolean(row.test_mode),
  }
}

/** `partially_paid` keeps its first release's `to_surcharge` and `currency` (the coin). */
export function partiallyPaidEventData(data: InvoiceEventData, invoice: Pick<Invoice, "to_surcharge">): InvoicePartiallyPaidEventData {
  return { ...data, to_surcharge: invoice.to_surcharge ?? null, currency: data.crypto_currency }
}
