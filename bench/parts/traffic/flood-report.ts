/**
 * The flood scenario's report: its figures and the checks it is judged by — counted rows within
 * reasons × minutes, every 200 counted once, no verified line for an invoice the bench did not
 * pay, the admin's "last verified postback" untouched by forgeries, every genuine postback
 * applied and its cart an order.
 */
import { median, p95 } from "../../lib/stats"
import { countStatuses, type Answer, type Check } from "./common"

export interface Genuine {
  uuid: string
  cartId: string
  sentAt: number
  http: Answer
  phase: "idle" | "flood"
}

export interface FloodReport {
  flood: { planned: number; sent: number; sendSeconds: number; perSecond: number; concurrency: number; statuses: Record<string, number>; kinds: string[] }
  log: {
    newRows: number
    newCountedRows: number
    reasons: number
    minutes: number
    bound: number
    countedSum: number
    byReason: Array<{ outcome: string; reason: string; rows: number; count: number }>
    verifiedLinesNotGenuine: number
    settleSeconds: number
  }
  lastVerified: { before: string | null; after: string | null; expected: string | null }
  genuine: {
    idle: GenuineFigures
    flood: GenuineFigures
    httpRatio: number
    appliedRatio: number
    orders: number
  }
  checks: Check[]
}

interface GenuineFigures {
  sent: number
  statuses: Record<string, number>
  httpP50: number
  httpP95: number
  applied: number
  /** POST → its `applied` line written (includes Medusa's fixed 5 s webhook delay). */
  appliedP50: number
  appliedP95: number
}

const q = (xs: number[], f: (s: number[]) => number) => (xs.length ? f(xs) : NaN)

/** One phase's genuine postbacks: HTTP answers and the time to their `applied` line. */
export function genuineFigures(genuine: Genuine[], applied: Map<string, number>, phase: Genuine["phase"]): GenuineFigures {
  const g = genuine.filter((x) => x.phase === phase)
  const lat = g
    .map((x) => applied.get(x.uuid))
    .map((t, i) => (t === undefined ? NaN : t - g[i].sentAt))
    .filter(Number.isFinite)
  const http = g.map((x) => x.http.ms)
  return {
    sent: g.length,
    statuses: countStatuses(g.map((x) => x.http)),
    httpP50: q(http, median),
    httpP95: q(http, p95),
    applied: lat.length,
    appliedP50: q(lat, median),
    appliedP95: q(lat, p95),
  }
}

/** The flood's checks, from what it measured. */
export function floodChecks(m: {
  countedRows: number
  reasons: number
  minutes: number
  countedSum: number
  accepted: number
  verifiedStrangers: number
  after: string | null
  expected: string | null
  idleF: GenuineFigures
  floodF: GenuineFigures
  orders: number
  carts: number
}): Check[] {
  const { countedRows, reasons, minutes, countedSum, accepted, verifiedStrangers, after, expected, idleF, floodF, orders, carts } = m
  const bound = reasons * minutes
  const sameInstant = (a: string | null, b: string | null) => (a && b ? new Date(a).getTime() === new Date(b).getTime() : a === b)
  const checks: Check[] = [
    {
      what: "new counted rows in the postback log (rejected/ignored lines)",
      measured: `${countedRows}`,
      bound: `≤ ${reasons} reasons × ${minutes} minute(s) = ${bound}`,
      ok: countedRows <= bound,
    },
    {
      what: "sum of `count` over the counted rows vs flood postbacks answered 200",
      measured: `${countedSum} of ${accepted}`,
      bound: "equal",
      ok: countedSum === accepted,
    },
    {
      what: "verified lines (applied/duplicate) for invoices the bench did not pay",
      measured: `${verifiedStrangers}`,
      bound: "0",
      ok: verifiedStrangers === 0,
    },
    {
      what: "last verified postback after the flood (admin settings) = the last genuine one's applied line",
      measured: `${after ?? "none"}`,
      bound: `${expected ?? "none"}`,
      ok: sameInstant(after, expected),
    },
    {
      what: "genuine postbacks applied (idle + during the flood)",
      measured: `${idleF.applied} + ${floodF.applied}`,
      bound: `${idleF.sent} + ${floodF.sent}`,
      ok: idleF.applied === idleF.sent && floodF.applied === floodF.sent,
    },
    { what: "carts of genuine postbacks that became orders", measured: `${orders}`, bound: `${carts}`, ok: orders === carts },
  ]
  return checks
}
