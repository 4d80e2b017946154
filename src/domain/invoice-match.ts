/**
 * Invoice ↔ payment session matching: when an invoice may settle a session. Postbacks, the
 * provider's authorize/capture and the reconciliation all ask this one question, so they trust
 * exactly the same things.
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import type { Invoice } from "../lib/cryptocloud"
import { sessionIdOfOrderId } from "./checkout-reference"
import { FiatMoney } from "./money"

/** What matching needs of a Medusa payment session. */
export interface MatchableSession {
  id: string
  amount: BigNumberInput
  currency_code: string
  data: Record<string, unknown> | null
}

/** The payment session an invoice was made for (its `order_id`, checkout-reference.ts), or null for anything else. */
export function sessionIdOfInvoice(invoice: Pick<Invoice, "order_id">): string | null {
  return sessionIdOfOrderId(invoice.order_id)
}

/**
 * The payment session that holds an invoice now. The ledger names it, and follows a handover (a
 * new session of the same cart, amount and currency took a released invoice over: see
 * ledger/handover.ts); the invoice's `order_id` still names the first session and counts only
 * for an invoice the ledger does not know (one created before the ledger existed).
 */
export function holderSessionId(invoice: Pick<Invoice, "order_id">, row: { session_id: string } | null | undefined): string | null {
  return row ? row.session_id : sessionIdOfInvoice(invoice)
}

/** True when the invoice was created for exactly this amount in this currency. */
export function invoiceIsFor(invoice: Pick<Invoice, "amount_in_fiat" | "fiat_currency">, money: FiatMoney): boolean {
  return money.equals(FiatMoney.ofInvoice(invoice))
}

/**
 * Why an invoice must not settle a session, or null when it may: it has to be the session's
 * current invoice (`holderId`: holderSessionId's answer), for the session's amount and currency.
 */
export function invoiceMismatch(invoice: Invoice, session: MatchableSession, holderId: string | null = sessionIdOfInvoice(invoice)): string | null {
  if (holderId !== session.id) return `invoice belongs to another session than ${session.id}`
  if (session.data?.uuid !== invoice.uuid) {
    return `session ${session.id} now uses another invoice; needs the merchant's attention`
  }
  if (!invoiceIsFor(invoice, FiatMoney.of(session.amount, session.currency_code))) {
    return `invoice amount does not match session ${session.id}`
  }
  return null
}
