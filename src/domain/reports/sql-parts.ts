/**
 * SQL pieces the reports share (sources.ts). Every cell is made text in SQL, so the CSV and the
 * JSON are the same values and no JavaScript conversion can touch an amount: amounts are the
 * ledger's text columns as the service wrote them, times ISO 8601 UTC with milliseconds.
 * No `?` appears here (knex would read it as a binding): jsonb is tested with `@>`.
 */

/** A timestamptz as `2026-11-27T13:05:09.123Z`. */
export const isoSql = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A boolean as "true" / "false". */
export const boolSql = (expr: string) => `(CASE WHEN ${expr} THEN 'true' ELSE 'false' END)`

/** Statuses with money on the invoice. */
const MONEY_STATUSES = "('partial', 'paid', 'overpaid')"

/** A ledger row (alias `l`) shows money: a status with money, or a non-zero amount paid or received (an expired part payment). */
export const LEDGER_HAS_MONEY = `(l.status IN ${MONEY_STATUSES} OR l.received ~ '[1-9]' OR l.amount_paid ~ '[1-9]')`

const history = "(CASE WHEN jsonb_typeof(l.history) = 'array' THEN l.history ELSE '[]'::jsonb END)"

/**
 * A late payment: the ledger saw the invoice cancelled (expired, or cancelled) and money after
 * that (its history), or it was paid after its expiry time by the service's completion time
 * (a cancellation the plugin did not see in time). The containment test first, so the history
 * is walked only for the rare rows that were ever cancelled.
 */
export const LEDGER_LATE = `(
  (l.history @> '[{"status": "canceled"}]'::jsonb AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(${history}) WITH ORDINALITY AS c(entry, i)
    JOIN jsonb_array_elements(${history}) WITH ORDINALITY AS m(entry, j) ON m.j > c.i
    WHERE c.entry->>'status' = 'canceled' AND m.entry->>'status' IN ${MONEY_STATUSES}))
  OR (l.status IN ('paid', 'overpaid') AND l.received_at > l.expires_at))`

/** The report status of a ledger row (contracts INVOICE_REPORT_STATUSES). */
export const LEDGER_STATUS = `(CASE
  WHEN ${LEDGER_LATE} THEN 'late'
  WHEN l.status IN ('paid', 'overpaid') THEN l.status
  WHEN ${LEDGER_HAS_MONEY} THEN 'partial'
  WHEN l.status = 'canceled' THEN 'canceled'
  ELSE 'unpaid' END)`

/**
 * The ledger row's order: the one it recorded, else the order of its payment collection — the
 * collection's own (an order's payment request) or its cart's once the cart became an order —
 * as record-settlement would record it. Evaluated only when the row has none (COALESCE).
 */
export const LEDGER_ORDER_ID = `COALESCE(l.order_id,
  (SELECT opc.order_id FROM order_payment_collection opc
    WHERE opc.payment_collection_id = l.payment_collection_id AND opc.deleted_at IS NULL LIMIT 1),
  (SELECT oc.order_id FROM cart_payment_collection cpc
    JOIN order_cart oc ON oc.cart_id = cpc.cart_id AND oc.deleted_at IS NULL
    WHERE cpc.payment_collection_id = l.payment_collection_id AND cpc.deleted_at IS NULL LIMIT 1))`

/** The ledger row's order (alias `o`, one row at most: by primary key). */
export const LEDGER_ORDER_JOIN = `LEFT JOIN LATERAL (SELECT ${LEDGER_ORDER_ID} AS id) lo ON true
  LEFT JOIN "order" o ON o.id = lo.id AND o.deleted_at IS NULL`

/** The customer's e-mail: the order's, else the cart's (a payment that made no order). */
export const LEDGER_EMAIL = `COALESCE(o.email, (SELECT ca.email FROM cart ca
  WHERE ca.id = COALESCE(l.cart_id, (SELECT cpc.cart_id FROM cart_payment_collection cpc
    WHERE cpc.payment_collection_id = l.payment_collection_id AND cpc.deleted_at IS NULL LIMIT 1))
  AND ca.deleted_at IS NULL))`

/** The transaction hashes, in the service's order, separated by a space. */
export const LEDGER_TX_HASHES = `(CASE WHEN jsonb_typeof(l.tx_hashes) = 'array' THEN
  (SELECT string_agg(h.hash, ' ' ORDER BY h.n) FROM jsonb_array_elements_text(l.tx_hashes) WITH ORDINALITY AS h(hash, n)) END)`
