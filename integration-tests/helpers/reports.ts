/**
 * The reports route as the admin and a spreadsheet use it: a JSON page, or the CSV read back with
 * the tests' own strict RFC 4180 reader (rfc4180.ts); and the SQL the report tests need to place
 * records at exact times (the period's bounds) or in another project.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { AxiosInstance } from "axios"
import { parseRfc4180, type ParsedCsv } from "./rfc4180"

export type Query = Record<string, string | number | undefined>

const qs = (query: Query) =>
  Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join("&")

export function reportsApi(api: AxiosInstance, config: () => { headers?: Record<string, string>; validateStatus: () => boolean }) {
  const url = (report: string, query: Query) => `/admin/cryptocloud/reports/${report}?${qs(query)}`
  return {
    /**
     * A JSON page as the route answers it (`wire`: rows as arrays, a cell per column) and, in
     * `rows`, those rows as records keyed by column, which the tests read by name.
     */
    async json(report: string, query: Query = {}) {
      const res = await api.get(url(report, query), config())
      if (res.status !== 200) return res
      const wire = res.data as { columns: string[]; rows: unknown[][] }
      if (!wire.rows.every((row) => Array.isArray(row) && row.length === wire.columns.length)) {
        throw new Error(`${report}: every JSON row must be an array of ${wire.columns.length} cells`)
      }
      const rows = wire.rows.map((cells) => Object.fromEntries(wire.columns.map((c, i) => [c, cells[i]])))
      return { ...res, data: { ...res.data, rows, wire: wire.rows } }
    },
    /** The CSV as text, and parsed when the answer is a 200. */
    async csv(report: string, query: Query = {}): Promise<{ status: number; headers: Record<string, any>; text: string; parsed: ParsedCsv | null }> {
      const res = await api.get(url(report, { ...query, format: "csv" }), { ...config(), responseType: "text", transformResponse: (x: unknown) => x })
      const text = String(res.data)
      return { status: res.status, headers: res.headers as Record<string, any>, text, parsed: res.status === 200 ? parseRfc4180(text) : null }
    },
  }
}

/** Every row of a report's period, page by page (`limit` a page). */
export async function allJsonRows(reports: ReturnType<typeof reportsApi>, report: string, query: Query, limit: number) {
  const rows: Array<Record<string, string | null>> = []
  let count = Infinity
  for (let offset = 0; offset < count; offset += limit) {
    const res = await reports.json(report, { ...query, offset, limit })
    if (res.status !== 200) throw new Error(`${report} page ${offset}: HTTP ${res.status} ${JSON.stringify(res.data)}`)
    count = res.data.count
    rows.push(...res.data.rows)
    if (!res.data.rows.length) break
  }
  return { rows, count }
}

/** What a spreadsheet-safe CSV cell of a JSON value must be (the tests' own rule, not the plugin's code). */
export function expectedCsvCell(value: string | null): string {
  if (value === null) return ""
  return /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Put a ledger row at a time: created (and, for a row with money, received) then. */
export async function placeLedgerRow(pg: Knex, uuid: string, at: { created: string; received?: string }) {
  await pg.raw(
    `UPDATE cryptocloud_invoice SET created_at = ?::timestamptz, received_at = CASE WHEN received_at IS NULL THEN NULL ELSE ?::timestamptz END WHERE uuid = ?`,
    [at.created, at.received ?? at.created, uuid]
  )
}

/** A copy of a ledger row under another invoice id, at a time, in a project (the period's edges, another project). */
export async function copyLedgerRow(pg: Knex, from: string, to: string, at: string, shopId: string | null = null) {
  await pg.raw(
    `INSERT INTO cryptocloud_invoice (id, uuid, session_id, fiat_amount, fiat_currency, crypto_amount, crypto_currency, status,
       amount_paid, received, test_mode, tolerance_percent, expires_at, session_live, history, shop_id,
       received_at, received_usd, service_fee, network_fee, network, tx_hashes, created_at, updated_at)
     SELECT 'ccinv_copy_' || ?, ?, session_id || '_copy_' || ?, fiat_amount, fiat_currency, crypto_amount, crypto_currency, status,
       amount_paid, received, test_mode, tolerance_percent, expires_at, false, history, COALESCE(?, shop_id),
       ?::timestamptz, received_usd, service_fee, network_fee, network, tx_hashes, ?::timestamptz, now()
     FROM cryptocloud_invoice WHERE uuid = ? AND deleted_at IS NULL`,
    [to, to, to, shopId, at, at, from]
  )
}
