/**
 * Before authorize or capture lets an invoice settle a session: it must be the session's own
 * invoice, made for the session's amount and currency (as stored by Medusa, else as on the
 * ledger row). The same rule postbacks and the reconciliation apply (domain/invoice-match.ts).
 */
import type { Logger } from "@medusajs/framework/types"
import type { Invoice } from "../../lib/cryptocloud"
import { holderSessionId, invoiceIsFor, invoiceMismatch } from "../../domain/invoice-match"
import type { LedgerRow } from "../../domain/ledger/columns"
import { FiatMoney } from "../../domain/money"
import { notForThisAmount, notThisSessionsInvoice } from "./refusals"
import type { WebhookSession } from "./webhook"

export async function assertInvoiceSettles(
  invoice: Invoice,
  row: LedgerRow | null,
  sessionId: string | undefined,
  deps: { findSession: (id: string) => Promise<WebhookSession | null>; logger: Pick<Logger, "warn"> }
): Promise<void> {
  const holderId = holderSessionId(invoice, row) ?? invoice.order_id ?? null
  if (sessionId && holderId && holderId !== sessionId) throw notThisSessionsInvoice(invoice)
  const session = holderId ? await deps.findSession(holderId) : null
  // Accepted by the merchant (attention `accept`): the holding session was set to what arrived.
  if (session && row?.accepted_amount && FiatMoney.of(session.amount, session.currency_code).equals(FiatMoney.of(row.accepted_amount, row.fiat_currency)))
    return
  const mismatch = session
    ? // Fields read one by one: the session is an ORM entity whose amount is a getter (a spread drops it).
      invoiceMismatch(invoice, { id: session.id, amount: session.amount, currency_code: session.currency_code, data: { uuid: invoice.uuid } }, holderId)
    : row && !invoiceIsFor(invoice, FiatMoney.of(row.fiat_amount, row.fiat_currency))
      ? `invoice amount does not match the ledger's ${row.fiat_amount} ${row.fiat_currency}`
      : null
  if (mismatch) {
    deps.logger.warn(`CryptoCloud: invoice ${invoice.uuid} (${invoice.amount_in_fiat} ${invoice.fiat_currency}) refused: ${mismatch}`)
    throw notForThisAmount(invoice)
  }
}
