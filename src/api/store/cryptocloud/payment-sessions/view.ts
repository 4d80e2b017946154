/**
 * The answer of `GET /store/cryptocloud/payment-sessions/:id`, built either from a fresh `info`
 * read or from the ledger row (when no fresh read is available within the read budget). Both
 * give the same fields, plus `read_at`: when the `info` read the answer rests on was made (the
 * ledger's `last_checked_at`), so a storefront can tell how old the status is.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { Invoice } from "../../../../lib/cryptocloud"
import type { CryptoSessionStatus, InvoiceStatusView, SessionStatusView } from "../../../../contracts"
import type { LedgerRow } from "../../../../domain/ledger/columns"
import { cryptoDifference } from "../../../../domain/money"
import { mapInvoiceStatus, mergeStatus } from "../../../../domain/status-map"
import { type ToleranceInput } from "../../../../domain/tolerance-amount"

export type { InvoiceStatusView, SessionStatusView }

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null)

/** What is still to pay, as the service would say it: the amount less what was paid, never below 0. */
function toSurcharge(amount: string | null, paid: string | null): string | null {
  if (amount === null) return null
  const rest = cryptoDifference(amount, paid ?? "0")
  return MathBN.gt(rest, 0) ? rest : "0"
}

/** From a fresh read (and the ledger row it was recorded on, if the ledger knows the invoice). */
export function viewOfRead(invoice: Invoice, row: LedgerRow | null, readAt: Date): InvoiceStatusView {
  return {
    uuid: invoice.uuid,
    status: row ? mergeStatus(row.status, invoice.status) : invoice.status,
    link: invoice.link ?? row?.link ?? invoice.pay_url ?? null,
    address: invoice.address,
    amount: invoice.amount,
    currency: invoice.currency?.fullcode ?? null,
    amount_in_fiat: invoice.amount_in_fiat,
    fiat_currency: invoice.fiat_currency,
    amount_paid: invoice.amount_paid,
    to_surcharge: invoice.to_surcharge,
    received: invoice.received,
    expiry_date: invoice.expiry_date,
    test_mode: invoice.test_mode,
    read_at: readAt.toISOString(),
  }
}

/** From the ledger alone: what the last `info` read (by any path) recorded. */
export function viewOfLedger(row: LedgerRow): InvoiceStatusView {
  return {
    uuid: row.uuid,
    status: row.status,
    link: row.link,
    address: row.address,
    amount: row.crypto_amount,
    currency: row.crypto_currency,
    amount_in_fiat: row.fiat_amount,
    fiat_currency: row.fiat_currency,
    amount_paid: row.amount_paid,
    to_surcharge: toSurcharge(row.crypto_amount, row.amount_paid),
    received: row.received,
    expiry_date: iso(row.expires_at),
    test_mode: Boolean(row.test_mode),
    read_at: iso(row.last_checked_at),
  }
}

/** The session status the invoice means, under the tolerance frozen on the invoice's row. */
export function sessionStatusOf(view: InvoiceStatusView, tolerancePercent: ToleranceInput): CryptoSessionStatus {
  // Medusa's enum values are these strings; a CryptoCloud invoice never maps to the others.
  return mapInvoiceStatus(
    { status: view.status, amount: view.amount, amount_paid: view.amount_paid, to_surcharge: view.to_surcharge },
    tolerancePercent
  ) as CryptoSessionStatus
}
