/**
 * Admin routes that answer with what the API client read from CryptoCloud (balance, invoices,
 * statistics): their objects are the client's own normalised types (src/lib/cryptocloud/types.ts,
 * plain types with no imports but the spec's code lists).
 */
import type { Balance, Invoice, InvoiceStatus, Statistics } from "../lib/cryptocloud/types"
import type { ListPage, PageQuery, PeriodQuery, PeriodRange } from "./admin-paging"
import type { ProjectQuery } from "./admin-projects"

export type { Balance, Invoice, InvoiceStatus, Statistics }

/** GET /admin/cryptocloud/balance?shop_id (every route here takes `?shop_id=`: ProjectQuery) */
export interface BalanceResponse {
  balances: Balance[]
}

/** GET /admin/cryptocloud/invoices?start&end&offset&limit&shop_id (`count`: the period's total). */
export interface InvoiceListResponse extends ListPage, PeriodRange {
  invoices: Invoice[]
}

export type InvoiceListQuery = PeriodQuery & PageQuery & ProjectQuery

/** GET /admin/cryptocloud/invoices/:uuid and POST /admin/cryptocloud/invoices/:uuid/cancel */
export interface InvoiceResponse {
  invoice: Invoice
  /** The project it was read (and cancelled) with: the ledger's for the store's invoices, else `?shop_id=`. */
  shop_id: string
}

/** GET /admin/cryptocloud/statistics?start&end&shop_id */
export interface StatisticsResponse extends PeriodRange {
  statistics: Statistics
}

export type StatisticsQuery = PeriodQuery & ProjectQuery
