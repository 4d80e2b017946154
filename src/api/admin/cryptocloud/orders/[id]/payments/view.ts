/**
 * An order's crypto payments as the order widget shows them (contracts/admin-orders.ts): one
 * entry per invoice on the ledger, oldest first, each marked as the cart's original payment or a
 * difference the order owed later (an edit, exchange, claim or draft order). Pure: the route
 * gathers the facts.
 */
import type { OrderCryptoPaymentView } from "../../../../../../contracts"
import type { LedgerRow } from "../../../../../../domain/ledger/columns"
import { isoTime } from "../../../../../../domain/dates"

export interface OrderPaymentFacts {
  /** Payment collections of the cart the order was placed from. */
  cartCollectionIds: ReadonlySet<string>
  /** The collection of each live session (for rows that did not record theirs). */
  sessionCollections: ReadonlyMap<string, string>
  /** Medusa's payment made from each session, once authorized. */
  paymentBySession: ReadonlyMap<string, string>
}

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0)

export function toOrderPaymentViews(rows: readonly LedgerRow[], facts: OrderPaymentFacts): OrderCryptoPaymentView[] {
  return [...rows]
    .sort((a, b) => time(a.created_at) - time(b.created_at) || a.id.localeCompare(b.id))
    .map((row) => {
      const collectionId = row.payment_collection_id ?? facts.sessionCollections.get(row.session_id) ?? null
      return {
        invoice_uuid: row.uuid,
        kind: collectionId !== null && facts.cartCollectionIds.has(collectionId) ? "original" : "difference",
        payment_collection_id: collectionId,
        session_id: row.session_id,
        payment_id: facts.paymentBySession.get(row.session_id) ?? null,
        status: row.status,
        amount: row.fiat_amount,
        currency_code: row.fiat_currency,
        crypto_amount: row.crypto_amount,
        crypto_currency: row.crypto_currency,
        amount_paid: row.amount_paid,
        received: row.received,
        test_mode: Boolean(row.test_mode),
        link: row.link,
        address: row.address,
        expires_at: isoTime(row.expires_at),
        created_at: isoTime(row.created_at),
        history: (row.history ?? []).map((entry) => ({ status: entry.status, at: entry.at })),
      } satisfies OrderCryptoPaymentView
    })
}
