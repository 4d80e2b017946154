/**
 * Invoice ↔ payment session matching: when an invoice may settle a session. Postbacks, the
 * provider's authorize/capture and the reconciliation all ask this one question, so they trust
 * exactly the same things.
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import type { Invoice } from "../lib/cryptocloud"
import { PAYMENT_SESSION_ID_PREFIX } from "./constants"
import { FiatMoney } from "./money"

/** What matching needs of a Medusa payment session. */
export interface MatchableSession {
  id: string
  amount: BigNumberInput
  currency_code: string
  data: Record<string, unknown> | null
}

/** The payment session an invoice was made for (its `order_id`), or null for anything else. */
export function sessionIdOfInvoice(invoice: Pick<Invoice, "order_id">): string | null {
  const id = invoice.order_id
  return id && id.startsWith(PAYMENT_SESSION_ID_PREFIX) ? id : null
}

/** True when the invoice was created for exactly this amount in this currency. */
export function invoiceIsFor(invoice: Pick<Invoice, "amount_in_fiat" | "fiat_currency">, money: FiatMoney): boolean {
  return money.equals(FiatMoney.ofInvoice(invoice))
}

/**
 * Why an invoice must not settle a session, or null when it may: it has to be the session's
 * current invoice, for the session's amount and currency.
 */
export function invoiceMismatch(invoice: Invoice, session: MatchableSession): string | null {
  if (invoice.order_id !== session.id) return `invoice belongs to another session than ${session.id}`
  if (session.data?.uuid !== invoice.uuid) {
    return `session ${session.id} now uses another invoice; needs the merchant's attention`
  }
  if (!invoiceIsFor(invoice, FiatMoney.of(session.amount, session.currency_code))) {
    return `invoice amount does not match session ${session.id}`
  }
  return null
}
