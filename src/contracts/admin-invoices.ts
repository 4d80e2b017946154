/**
 * Admin routes that answer with what the API client read from CryptoCloud (balance, invoices,
 * statistics): their objects are the client's own normalised types (src/lib/cryptocloud/types.ts,
 * plain types with no imports but the spec's code lists).
 */
import type { Balance, Invoice, InvoiceStatus, Statistics } from "../lib/cryptocloud/types"
import type { ListPage, PageQuery, PeriodQuery, PeriodRange } from "./admin-paging"

export type { Balance, Invoice, InvoiceStatus, Statistics }

/** GET /admin/cryptocloud/balance */
export interface BalanceResponse {
  balances: Balance[]
}

/** GET /admin/cryptocloud/invoices?start&end&offset&limit (`count`: the period's total). */
export interface InvoiceListResponse extends ListPage, PeriodRange {
  invoices: Invoice[]
}

export type InvoiceListQuery = PeriodQuery & PageQuery

/** GET /admin/cryptocloud/invoices/:uuid and POST /admin/cryptocloud/invoices/:uuid/cancel */
export interface InvoiceResponse {
  invoice: Invoice
}

/** GET /admin/cryptocloud/statistics?start&end */
export interface StatisticsResponse extends PeriodRange {
  statistics: Statistics
}
