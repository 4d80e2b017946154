/**
 * What arrived per day, for the Reports section's chart: the `payments` report's rows summed
 * per UTC day of `received_at`, split into invoices paid in full and those part paid. The
 * report's status decides (contracts INVOICE_REPORT_STATUSES): `paid` and `overpaid` are paid
 * in full, `partial` is part paid, and a `late` payment (money after the invoice expired) is
 * paid in full when what it received covers the invoice's crypto amount.
 *
 * The value summed is `received_usd`, the service's USD value of what the invoice received:
 * the one figure every row has in the same currency (the orders' own fiat currencies may
 * differ, and for a part-paid invoice the order amount is not what arrived). Sums are exact
 * decimal strings (bignumber.js through lib/decimal); nothing here is a float.
 */
import { compareDecimal, sumDecimals, toDecimal } from "../decimal"
import { daysOf, utcDayOf } from "./period"
import type { ReportRow } from "./rows"

/** Statuses of an invoice paid in full. */
const PAID_IN_FULL = new Set(["paid", "overpaid"])

function paidInFull(row: ReportRow): boolean {
  if (PAID_IN_FULL.has(row.status ?? "")) return true
  if (row.status !== "late") return false
  const due = toDecimal(row.crypto_amount)
  return due !== null && compareDecimal(row.received, due.toFixed()) >= 0
}

export interface DailyArrivals {
  /** Every day of the period, in order (days without money have "0"). */
  days: string[]
  /** Per day, exact decimal strings in USD. */
  paid: string[]
  partPaid: string[]
  /** The period's totals, exact. */
  totalPaid: string
  totalPartPaid: string
  /** Rows that received money in the period (those with a readable day and amount). */
  payments: number
}

export function dailyArrivals(rows: readonly ReportRow[], start: string, end: string): DailyArrivals {
  const days = daysOf(start, end)
  const index = new Map(days.map((day, i) => [day, i]))
  const paid: string[][] = days.map(() => [])
  const partPaid: string[][] = days.map(() => [])
  let payments = 0
  for (const row of rows) {
    const i = index.get(utcDayOf(row.received_at) ?? "")
    const value = row.received_usd
    if (i === undefined || value === null || toDecimal(value) === null) continue
    payments += 1
    ;(paidInFull(row) ? paid : partPaid)[i].push(value)
  }
  const paidPerDay = paid.map((values) => sumDecimals(values))
  const partPerDay = partPaid.map((values) => sumDecimals(values))
  return {
    days,
    paid: paidPerDay,
    partPaid: partPerDay,
    totalPaid: sumDecimals(paidPerDay),
    totalPartPaid: sumDecimals(partPerDay),
    payments,
  }
}

/**
 * The chart's y values: part paid stacked on paid (paid + part paid, summed exactly), so the
 * top of a day's bar is what arrived that day.
 *
 * This is the one place money becomes a JS number, and only to draw it: a canvas plots
 * numbers, and a float's 15–17 significant digits are far finer than a pixel. Every figure a
 * person reads (legend, totals, the hovered day) comes from the exact strings instead.
 */
export function plotValues(arrivals: DailyArrivals): { paid: number[]; stacked: number[] } {
  const plot = (value: string) => toDecimal(value)?.toNumber() ?? 0
  return {
    paid: arrivals.paid.map(plot),
    stacked: arrivals.days.map((_, i) => plot(sumDecimals([arrivals.paid[i], arrivals.partPaid[i]]))),
  }
}
