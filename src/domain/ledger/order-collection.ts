/**
 * Which payment collections belong to an order — its own (the difference of an edit, exchange or
 * claim, a draft order's total) or the collection of a cart that has become an order (order-first
 * stores take the money after the order is placed).
 *
 * Their ids are public: Medusa's store API hands out an order, with its payment collections, to
 * anyone who has the order id, and lets them open payment sessions on an open collection — which
 * deletes the sessions already there. So on such a collection a session being replaced says
 * nothing about the customer: the invoice they were given must stay payable and be captured for
 * the order when paid (design.md, "Trust"). A cart's collection before the order exists is the
 * cart owner's alone (the cart id is its credential) and keeps the cheaper handover rules.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE } from "./columns"

/**
 * SQL: the payment collection whose id is `column` (a column or expression of the outer query)
 * belongs to an order. Medusa's link tables soft-delete; a cart counts once it is completed.
 */
export function orderCollectionSql(column: string): string {
  return `(EXISTS (SELECT 1 FROM order_payment_collection opc
      WHERE opc.payment_collection_id = ${column} AND opc.deleted_at IS NULL)
    OR EXISTS (SELECT 1 FROM cart_payment_collection cpc JOIN cart c ON c.id = cpc.cart_id
      WHERE cpc.payment_collection_id = ${column} AND cpc.deleted_at IS NULL AND c.completed_at IS NOT NULL))`
}

/** Whether a payment collection belongs to an order now (orderCollectionSql), read once. */
export async function isOrderCollection(pg: Knex, collectionId: string): Promise<boolean> {
  const { rows } = await pg.raw<{ rows: Array<{ yes: boolean }> }>(`SELECT ${orderCollectionSql("CAST(:collection AS text)")} AS yes`, {
    collection: collectionId,
  })
  return Boolean(rows[0]?.yes)
}

/**
 * Whether the customer whose id this is owns the order (or the completed cart) of a payment
 * collection: a request authenticated as them is the customer's own path to pay it, which a
 * stranger who only knows the order id cannot take (domain/invoice-creation-budget.ts).
 */
export async function customerOwnsOrderCollection(pg: Knex, collectionId: string, customerId: string): Promise<boolean> {
  const { rows } = await pg.raw<{ rows: Array<{ yes: boolean }> }>(
    `SELECT (EXISTS (SELECT 1 FROM order_payment_collection opc JOIN "order" o ON o.id = opc.order_id
        WHERE opc.payment_collection_id = :collection AND opc.deleted_at IS NULL AND o.deleted_at IS NULL AND o.customer_id = :customer)
      OR EXISTS (SELECT 1 FROM cart_payment_collection cpc JOIN cart c ON c.id = cpc.cart_id
        WHERE cpc.payment_collection_id = :collection AND cpc.deleted_at IS NULL AND c.completed_at IS NOT NULL AND c.customer_id = :customer)) AS yes`,
    { collection: collectionId, customer: customerId }
  )
  return Boolean(rows[0]?.yes)
}

/**
 * Whether an invoice of the collection other than `exceptUuid` that the customer's own paths
 * made (checkout, the pay link, a request authenticated as the order's customer: not
 * `opened_by_stranger`) may still be paid in full: open at the service as last read, no cancel
 * sent, not past its expiry. One EXISTS over every row of the collection, however many strangers
 * added. Strangers' unpaid invoices are left out on purpose: they neither cancel an order nor
 * keep it waiting (workflows/cryptocloud/order-outcomes.ts).
 */
export async function ownInvoiceStillPayable(pg: Knex, collectionId: string, exceptUuid: string, now = new Date()): Promise<boolean> {
  const { rows } = await pg.raw<{ rows: Array<{ yes: boolean }> }>(
    `SELECT EXISTS (SELECT 1 FROM ${LEDGER_TABLE}
       WHERE deleted_at IS NULL AND payment_collection_id = :collection AND uuid <> :except
         AND opened_by_stranger = false AND status IN ('created', 'partial') AND cancel_sent_at IS NULL
         AND (expires_at IS NULL OR expires_at > CAST(:now AS timestamptz))) AS yes`,
    { collection: collectionId, except: exceptUuid, now: now.toISOString() }
  )
  return Boolean(rows[0]?.yes)
}
