/**
 * One side of part 8: a database cloned from the seeded bench store, its `medusa start` app and
 * its `medusa exec` process, filled with the same open rows as the other side and `rows` ledger
 * rows in all (the closed history in bulk, data.ts).
 */
import { performance } from "node:perf_hooks"
import type { Sandbox } from "../../../src/sandbox"
import type { Child } from "../../lib/processes"
import { checkout, CRYPTO, type BenchSeed } from "../../lib/storefront"
import { adminToken, sqlPool, type Sql } from "../traffic/common"
import { churnedOpenSql, ledgerSql, openAttentionSql, postbackLogSql, pruneBandSql, resolvedAttentionSql } from "./data"

/** The open rows and probes both sides share (sandbox invoices are made once, read by both). */
export interface SharedRows {
  t0: number
  /** Pending sessions with unpaid invoices: the rows every pass reads. */
  moneyRows: Array<{
    sessionId: string
    uuid: string
    expiresAt: string
    link: string
    cryptoAmount: string | null
    cryptoCurrency: string | null
    address: string | null
  }>
  churned: number
  openAttention: number
  /** Postback log lines the measured prunes delete, a slice per sample. */
  band: number
  /** A paid invoice whose session Medusa deleted after another took it over (`former_session_ids`). */
  probe: { uuid: string; goneSessionId: string; facts: Record<string, unknown> }
}

/** Rows of the shared set, for the bulk count: money rows, churned rows, the probe. */
export const sharedLedgerRows = (shared: SharedRows) => shared.moneyRows.length + shared.churned + 1

export interface SideFacts {
  key: "small" | "large"
  /** Ledger rows asked for; `counts` says what is there. */
  rows: number
  counts: { ledger: number; open: number; attentionOpen: number; attentionResolved: number; postbacks: number }
  /** Table sizes with their indexes (bytes). */
  bytes: Record<string, number>
  /** The ledger's and postback log's index sizes (bytes). */
  indexBytes: Record<string, number>
  fillSeconds: number
  vacuumSeconds: number
}

export interface Side extends SideFacts {
  databaseUrl: string
  baseUrl: string
  app: Child
  exec: Child
  sql: Sql
  token: string
  order: { orderId: string; cartId: string; sessionId: string; uuid: string; collectionId: string }
}

/** The closed history, one statement per table: what differs between the sides. */
export async function fillHistory(sql: Sql, bulk: number, t0: number): Promise<number> {
  const t = performance.now()
  if (bulk > 0) {
    await sql.query(ledgerSql(bulk, t0))
    await sql.query(resolvedAttentionSql(bulk, t0))
    await sql.query(postbackLogSql(bulk, t0))
  }
  return (performance.now() - t) / 1000
}

/** The shared open rows, the probe, the prune band, an admin and one real paid checkout (an order). */
export async function fillShared(
  side: { sql: Sql; exec: Child; baseUrl: string },
  shared: SharedRows,
  seed: BenchSeed,
  sandbox: Sandbox
): Promise<{ token: string; order: Side["order"] }> {
  const { sql, exec, baseUrl } = side
  const { t0 } = shared
  await exec.ask("job:seed", { rows: shared.moneyRows, amount: "25", currency: "EUR" })
  await sql.query(churnedOpenSql(shared.churned, t0))
  await sql.query(openAttentionSql(shared.openAttention, t0))
  await sql.query(pruneBandSql(shared.band, t0))
  const f = shared.probe.facts
  await sql.query(
    `INSERT INTO cryptocloud_invoice (id, uuid, session_id, fiat_amount, fiat_currency, crypto_amount, crypto_currency, status,
       amount_paid, received, test_mode, tolerance_percent, expires_at, last_checked_at, session_live, link, address, history,
       outcome, settled_at, payment_collection_id, former_session_ids, created_at, updated_at)
     VALUES ('ccinv_rows_probe', $1, 'payses_rows_probe_holder', '25', 'EUR', $2, $3, $4, $5, $6, $7, 0, $8, $9, true, $10, $11,
       $12, 'captured', $9, 'pay_col_rows_probe', ARRAY[$13::text], $14, $9)`,
    [
      shared.probe.uuid,
      f.amount ?? null,
      f.currency ?? null,
      f.status,
      f.amount_paid ?? null,
      f.received ?? null,
      Boolean(f.test_mode),
      f.expiry_date ? new Date(String(f.expiry_date)) : null,
      new Date(t0 - 3_600_000),
      f.link ?? null,
      f.address ?? null,
      JSON.stringify([
        { status: "created", at: new Date(t0 - 7_200_000).toISOString() },
        { status: f.status, at: new Date(t0 - 3_600_000).toISOString() },
      ]),
      shared.probe.goneSessionId,
      new Date(t0 - 7_200_000),
    ]
  )
  const token = await adminToken(baseUrl, exec)
  const c = await checkout([baseUrl], seed, CRYPTO, { pay: async (uuid) => void (await sandbox.pay(uuid, "exact", { postback: false })) })
  const [{ collection_id }] = await sql.query<{ collection_id: string }>("SELECT payment_collection_id AS collection_id FROM payment_session WHERE id = $1", [
    c.sessionId,
  ])
  return { token, order: { orderId: c.orderId!, cartId: c.cartId, sessionId: c.sessionId, uuid: c.invoiceUuid!, collectionId: collection_id } }
}

/** As autovacuum would leave a table that grew: statistics and the visibility map up to date. */
export async function vacuum(sql: Sql): Promise<number> {
  const t = performance.now()
  await sql.query("VACUUM ANALYZE cryptocloud_invoice, cryptocloud_attention_item, cryptocloud_postback, payment_session")
  return (performance.now() - t) / 1000
}

export async function describe(sql: Sql): Promise<Pick<SideFacts, "counts" | "bytes" | "indexBytes">> {
  const [c] = await sql.query(
    `SELECT (SELECT count(*) FROM cryptocloud_invoice) AS ledger,
            (SELECT count(*) FROM cryptocloud_invoice WHERE settled_at IS NULL) AS open,
            (SELECT count(*) FROM cryptocloud_attention_item WHERE status = 'open') AS attention_open,
            (SELECT count(*) FROM cryptocloud_attention_item WHERE status = 'resolved') AS attention_resolved,
            (SELECT count(*) FROM cryptocloud_postback) AS postbacks`
  )
  const tables = ["cryptocloud_invoice", "cryptocloud_attention_item", "cryptocloud_postback"]
  const bytes: Record<string, number> = {}
  for (const t of tables) bytes[t] = Number((await sql.query("SELECT pg_total_relation_size($1::regclass) AS b", [t]))[0].b)
  const indexBytes: Record<string, number> = {}
  for (const r of await sql.query<{ name: string; b: string }>(
    `SELECT indexrelname AS name, pg_relation_size(indexrelid) AS b FROM pg_stat_user_indexes
     WHERE relname IN ('cryptocloud_invoice', 'cryptocloud_postback') ORDER BY relname, indexrelname`
  ))
    indexBytes[r.name] = Number(r.b)
  return {
    counts: {
      ledger: Number(c.ledger),
      open: Number(c.open),
      attentionOpen: Number(c.attention_open),
      attentionResolved: Number(c.attention_resolved),
      postbacks: Number(c.postbacks),
    },
    bytes,
    indexBytes,
  }
}

/** `CREATE DATABASE … TEMPLATE`: each side starts as the freshly seeded store (made before any part ran). */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  const admin = sqlPool(adminUrl)
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`)
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  } finally {
    await admin.close()
  }
}
