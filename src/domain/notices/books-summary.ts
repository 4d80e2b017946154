/**
 * What the books e-mail says besides its attachments (template `cryptocloud-books`; documented
 * in docs/operations.md, "The books by e-mail"): the project, the period, each report's rows and
 * file, a few totals, and the admin link — enough to write the e-mail without another read.
 * Totals are summed from the rows on their way into the files (exact decimals, never floats).
 *
 * Pure.
 */
import { addDecimals } from "../../lib/cryptocloud"
import type { ReportRow } from "../../contracts/admin-reports"
import type { BooksPeriod } from "./notice-settings"

/** The reports an e-mail of the books carries, in this order. */
export const BOOKS_REPORTS = ["payments", "refunds", "withdrawals", "deposits"] as const
export type BooksReport = (typeof BOOKS_REPORTS)[number]

export interface BooksTotals {
  /** USD credited for the period's live payments (test-mode ones left out); "0" when none. */
  payments_received_usd: string
  /** Refunds recorded in the period, per currency of the order: `{ EUR: "25.5" }`. */
  refunds: Record<string, string>
  /** Withdrawals that went out (status `sent`), per coin: `{ USDT_TRC20: "100" }`. */
  withdrawals_sent: Record<string, string>
  /** USD value of the static-wallet deposits. */
  deposits_usd: string
}

export interface BooksEmailData {
  shop_id: string
  project_name: string
  /** UTC days, both included; `every` null for a sending an admin asked for. */
  period: { start: string; end: string; every: BooksPeriod | null }
  reports: Record<BooksReport, { rows: number; filename: string; attached: boolean }>
  totals: BooksTotals
  /** The admin's Crypto payments page of the project; null when the store's address is unknown. */
  admin_url: string | null
  /** True when the four files together were larger than an e-mail carries: none is attached. */
  attachments_omitted: boolean
  /** `schedule`: the hourly job after the period closed; `admin`: POST /admin/cryptocloud/reports/send. */
  sent_by: "schedule" | "admin"
}

const DECIMAL = /^-?\d+(\.\d+)?$/

/** Sums the totals from the rows of each report as they are read. */
export class BooksTotalsCounter {
  private paymentsUsd: string[] = []
  private depositsUsd: string[] = []
  private refunds = new Map<string, string[]>()
  private withdrawals = new Map<string, string[]>()

  add(report: BooksReport, rows: ReadonlyArray<ReportRow>): void {
    for (const row of rows as ReadonlyArray<Record<string, string | null>>) {
      switch (report) {
        case "payments":
          if (row.test_mode !== "true") push(this.paymentsUsd, row.received_usd)
          break
        case "deposits":
          push(this.depositsUsd, row.amount_usd)
          break
        case "refunds":
          pushTo(this.refunds, row.fiat_currency, row.fiat_amount)
          break
        case "withdrawals":
          if (row.status === "sent") pushTo(this.withdrawals, row.currency_code, row.amount)
          break
      }
    }
  }

  totals(): BooksTotals {
    const sums = (map: Map<string, string[]>) =>
      Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, values]) => [key, addDecimals(...values)]))
    return {
      payments_received_usd: addDecimals(...this.paymentsUsd),
      refunds: sums(this.refunds),
      withdrawals_sent: sums(this.withdrawals),
      deposits_usd: addDecimals(...this.depositsUsd),
    }
  }
}

function push(list: string[], value: string | null | undefined): void {
  if (value && DECIMAL.test(value)) list.push(value)
}

function pushTo(map: Map<string, string[]>, key: string | null | undefined, value: string | null | undefined): void {
  if (!key || !value || !DECIMAL.test(value)) return
  const list = map.get(key) ?? []
  list.push(value)
  map.set(key, list)
}
