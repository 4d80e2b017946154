/**
 * Part 8's bulk rows: the SQL that fills one database with `n` ledger rows of a store that has
 * been taking checkouts for a while, plus its attention items and postback log in proportion.
 * Plain `INSERT … SELECT generate_series`, one statement per table, so a million rows take tens
 * of seconds; the same statements with another `n` make the small side, so the two sides differ
 * in how much history they hold and in nothing else.
 *
 * What every side holds, whatever `n`:
 * - the open rows (made elsewhere: real sandbox invoices with their payment sessions, rows-part.ts),
 *   the rows the bench polls, and the open attention items — identical on both sides;
 * - `n` closed rows (this file): 62 % paid and captured, 28 % expired unpaid, 6 % cancelled by the
 *   plugin after a session churn, 2 % part-paid and expired, 1 % overpaid, 1 % paid late; one row
 *   in 50 was taken over from a replaced session (`former_session_ids`). One checkout every
 *   ~31.5 s (a million a year), the newest an hour before the run, so both sides have the same
 *   recent past and the larger one a year more of it;
 * - one resolved attention item per 100 rows;
 * - one postback log line per row (verified lines, and a fifth counted lines of rejected ones),
 *   all within the 30 days the prune keeps, plus a band of `band` lines just inside the cutoff
 *   that the measured prunes take away a slice at a time (same band on both sides).
 */

/** One checkout a ~31.5 s: a million ledger rows a year. */
export const ROW_INTERVAL_MS = 31_536
const HOUR = 3_600_000
const DAY = 24 * HOUR
export const RETENTION_MS = 30 * DAY

/** Where the prune band starts, after the retention cutoff at `t0`, and how long it is. */
export const BAND_OFFSET_MS = 1 * HOUR
export const BAND_SPAN_MS = 1 * HOUR
/** Retained (not due) postback lines start this far after the cutoff at `t0`. */
const RETAINED_OFFSET_MS = 3 * HOUR

const iso = (ms: number) => new Date(ms).toISOString()

/** `n` closed ledger rows; `t0` is the run's reference time (ms). */
export function ledgerSql(n: number, t0: number): string {
  // Row i (1..n) was created (n - i + 1) intervals before an hour ago: i = n is the newest.
  const newest = t0 - HOUR
  return `
INSERT INTO cryptocloud_invoice (id, uuid, session_id, cart_id, order_id, fiat_amount, fiat_currency, crypto_amount,
  crypto_currency, status, amount_paid, received, test_mode, tolerance_percent, expires_at, last_checked_at,
  session_live, link, address, history, outcome, settled_at, payment_collection_id, cancel_sent_at,
  former_session_ids, created_at, updated_at)
SELECT
  'ccinv_rows' || lpad(i::text, 8, '0'),
  'ROWS' || lpad(i::text, 8, '0'),
  'payses_rows' || lpad(i::text, 8, '0'),
  CASE WHEN captured THEN 'cart_rows' || lpad((i / 2)::text, 8, '0') END,
  CASE WHEN captured THEN 'order_rows' || lpad(i::text, 8, '0') END,
  '25', 'EUR', '26.91', 'USDT_TRC20', status,
  CASE WHEN k < 62 OR k = 99 THEN '26.91' WHEN k IN (96, 97) THEN '10' WHEN k = 98 THEN '30' END,
  CASE WHEN k < 62 OR k = 99 THEN '25' WHEN k IN (96, 97) THEN '9.29' WHEN k = 98 THEN '27.88' END,
  false, 0, at + interval '1 day', closed_at,
  (k < 62 OR k >= 96 OR k % 2 = 0),
  'https://pay.cryptocloud.plus/ROWS' || lpad(i::text, 8, '0'),
  'T' || substr(md5(i::text), 1, 33),
  jsonb_build_array(jsonb_build_object('status', 'created', 'at', at), jsonb_build_object('status', status, 'at', closed_at)),
  CASE WHEN captured THEN 'captured' END,
  closed_at,
  'pay_col_rows' || lpad((i / 2)::text, 8, '0'),
  CASE WHEN k BETWEEN 90 AND 95 THEN at + interval '20 minutes' END,
  CASE WHEN i % 50 = 0 THEN ARRAY['payses_rows_former' || lpad(i::text, 8, '0')] END,
  at, closed_at
FROM (
  SELECT i, k, at,
    CASE WHEN k < 62 OR k = 99 THEN 'paid' WHEN k < 96 THEN 'canceled' WHEN k < 98 THEN 'partial' ELSE 'overpaid' END AS status,
    (k < 62 OR k = 98) AS captured,
    CASE WHEN k < 62 OR k = 98 THEN at + interval '7 minutes' ELSE at + interval '3 days' END AS closed_at
  FROM (
    SELECT i, i % 100 AS k, timestamptz '${iso(newest)}' - (${n} - i) * interval '${ROW_INTERVAL_MS} milliseconds' AS at
    FROM generate_series(1, ${n}) AS i
  ) g
) r`
}

/** One resolved attention item per 100 closed rows (the part-paid, overpaid and late ones had them). */
export function resolvedAttentionSql(n: number, t0: number): string {
  const newest = t0 - HOUR
  return `
INSERT INTO cryptocloud_attention_item (id, kind, dedupe_key, invoice_uuid, order_id, amount, currency, test_mode,
  description, detected_at, status, note, resolved_by, resolved_at, created_at, updated_at)
SELECT
  'ccatt_rows' || lpad(i::text, 8, '0'),
  (ARRAY['expired_partial', 'overpayment', 'late_payment', 'unmatched_payment'])[1 + (i / 100) % 4],
  'rows:' || i,
  'ROWS' || lpad(i::text, 8, '0'),
  'order_rows' || lpad(i::text, 8, '0'),
  '10', 'USDT_TRC20', false,
  'Bench: a resolved item of the past', at, 'resolved', 'dealt with', 'user_bench', at + interval '1 day', at, at + interval '1 day'
FROM (
  SELECT i, timestamptz '${iso(newest)}' - (${n} - i) * interval '${ROW_INTERVAL_MS} milliseconds' + interval '3 days' AS at
  FROM generate_series(97, ${n}, 100) AS i
) g`
}

/**
 * One postback log line per closed row, spread over the kept 30 days (not due at any prune of
 * the run), a fifth of them counted lines of rejected postbacks (each its own bucket).
 */
export function postbackLogSql(n: number, t0: number): string {
  const from = t0 - RETENTION_MS + RETAINED_OFFSET_MS
  const step = (t0 - from) / Math.max(1, n)
  return `
INSERT INTO cryptocloud_postback (id, received_at, invoice_id, outcome, status, reason, reason_code, count, bucket, created_at, updated_at)
SELECT
  'ccpb_rows' || lpad(i::text, 8, '0'), at,
  CASE WHEN i % 5 = 4 THEN NULL ELSE 'ROWS' || lpad(i::text, 8, '0') END,
  CASE WHEN i % 5 = 4 THEN 'rejected' WHEN i % 10 = 3 THEN 'duplicate' ELSE 'applied' END,
  CASE WHEN i % 5 = 4 THEN NULL ELSE 'paid' END,
  CASE WHEN i % 5 = 4 THEN 'token check failed (bad_signature)' ELSE 'postback applied' END,
  CASE WHEN i % 5 = 4 THEN 'bad_signature' ELSE 'applied' END,
  CASE WHEN i % 5 = 4 THEN 3 ELSE 1 END,
  CASE WHEN i % 5 = 4 THEN 'rows|' || i END,
  at, at
FROM (SELECT i, timestamptz '${iso(from)}' + i * interval '${step.toFixed(3)} milliseconds' AS at FROM generate_series(1, ${n}) AS i) g`
}

/** The band the measured prunes cut: `count` lines evenly over BAND_SPAN_MS, starting BAND_OFFSET_MS after the cutoff at `t0`. */
export function pruneBandSql(count: number, t0: number): string {
  const from = t0 - RETENTION_MS + BAND_OFFSET_MS
  return `
INSERT INTO cryptocloud_postback (id, received_at, invoice_id, outcome, status, reason, reason_code, count, created_at, updated_at)
SELECT 'ccpb_band' || lpad(i::text, 8, '0'), at, 'BAND' || i, 'applied', 'paid', 'postback applied', 'applied', 1, at, at
FROM (SELECT i, timestamptz '${iso(from)}' + (i - 1) * interval '${(BAND_SPAN_MS / count).toFixed(3)} milliseconds' AS at
      FROM generate_series(1, ${count}) AS i) g`
}

/**
 * The `now` of prune sample `j` (of `samples`): its cutoff moves BAND_SPAN_MS / samples further
 * into the band each time, so every sample deletes the same number of lines.
 */
export function pruneNow(t0: number, j: number, samples: number): number {
  return t0 + BAND_OFFSET_MS + ((j + 1) * BAND_SPAN_MS) / samples
}

/** A `now` for the plan of one prune batch: its cutoff ten minutes into the kept lines (the DELETE is rolled back). */
export function explainPruneNow(t0: number): number {
  return t0 + RETAINED_OFFSET_MS + 10 * 60_000
}

/** Open attention items, the same on both sides (newest first in the queue). */
export function openAttentionSql(count: number, t0: number): string {
  return `
INSERT INTO cryptocloud_attention_item (id, kind, dedupe_key, invoice_uuid, order_id, amount, currency, test_mode,
  description, detected_at, status, created_at, updated_at)
SELECT 'ccatt_open' || lpad(i::text, 4, '0'),
  (ARRAY['unmatched_payment', 'expired_partial', 'overpayment', 'late_payment'])[1 + i % 4],
  'open:' || i, 'OPEN' || i, NULL, '5', 'USDT_TRC20', false, 'Bench: an open item', at, 'open', at, at
FROM (SELECT i, timestamptz '${iso(t0)}' - i * interval '7 minutes' AS at FROM generate_series(1, ${count}) AS i) g`
}

/**
 * Rows the plugin cancelled after a session churn, still open (a late payment could land until
 * 48 h after expiry) but checked a moment ago: not due in this run (once per 30 min), so a pass
 * reads past them — the same on both sides.
 */
export function churnedOpenSql(count: number, t0: number): string {
  return `
INSERT INTO cryptocloud_invoice (id, uuid, session_id, fiat_amount, fiat_currency, crypto_amount, crypto_currency, status,
  test_mode, tolerance_percent, expires_at, last_checked_at, session_live, history, payment_collection_id, released_at,
  cancel_sent_at, created_at, updated_at)
SELECT 'ccinv_churn' || lpad(i::text, 6, '0'), 'CHURN' || lpad(i::text, 6, '0'), 'payses_rows_churned' || i, '25', 'EUR',
  '26.91', 'USDT_TRC20', 'canceled', false, 0, at + interval '1 day', timestamptz '${iso(t0)}', false,
  jsonb_build_array(jsonb_build_object('status', 'created', 'at', at), jsonb_build_object('status', 'canceled', 'at', at + interval '20 minutes')),
  'pay_col_rows_churned' || (i / 10), at + interval '5 minutes', at + interval '20 minutes', at, at + interval '20 minutes'
FROM (SELECT i, timestamptz '${iso(t0)}' - interval '2 hours' - i * interval '1 minute' AS at FROM generate_series(1, ${count}) AS i) g`
}
