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
