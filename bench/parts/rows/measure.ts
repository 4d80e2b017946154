/**
 * Part 8's measurements: each operation timed on both sides in one loop, A B then B A, so a busy
 * machine slows both alike; split into consecutive rounds for the spread of the ratio.
 */
import { median, p95, ratioSpread, roundOf, type Spread } from "../../lib/stats"
import { send } from "../traffic/common"
import { pruneNow } from "./data"
import type { Side } from "./side"

/** Acceptance of issue [Q]: what a million rows may cost over a thousand, per operation. */
export const ROWS_TARGET_RATIO = 1.3

export interface OpFigures {
  median: number
  p95: number
  /** HTTP statuses (routes) or what the in-process call reported (e.g. rows checked, lines deleted). */
  outcomes: Record<string, number>
}

export interface RowsOp {
  label: string
  /** Where the time is taken: the client's round trip to the route, or inside the exec process. */
  where: "HTTP" | "in process"
  samples: number
  small: OpFigures
  large: OpFigures
  /** Large over small, ratio of medians; min–max over the rounds. */
  ratio: Spread
}

interface Sample {
  ms: number
  outcome: string
}

type Fire = (side: Side, i: number) => Promise<Sample>

async function interleaved(label: string, where: RowsOp["where"], n: number, rounds: number, small: Side, large: Side, fire: Fire): Promise<RowsOp> {
  const by = { small: Array.from({ length: rounds }, () => [] as number[]), large: Array.from({ length: rounds }, () => [] as number[]) }
  const outcomes: Record<"small" | "large", Record<string, number>> = { small: {}, large: {} }
  for (let i = 0; i < n; i++) {
    for (const side of i % 2 === 0 ? [small, large] : [large, small]) {
      const s = await fire(side, i)
      by[side.key][roundOf(i, n, rounds)].push(s.ms)
      outcomes[side.key][s.outcome] = (outcomes[side.key][s.outcome] ?? 0) + 1
    }
  }
  const figures = (key: "small" | "large"): OpFigures => ({ median: median(by[key].flat()), p95: p95(by[key].flat()), outcomes: outcomes[key] })
  return { label, where, samples: n, small: figures("small"), large: figures("large"), ratio: ratioSpread(by.small, by.large) }
}

const http =
  (path: (side: Side) => string, headers: (side: Side) => Record<string, string>): Fire =>
  async (side) => {
    const answer = await send(`${side.baseUrl}${path(side)}`, { headers: headers(side) })
    return { ms: answer.ms, outcome: `HTTP ${answer.status}` }
  }

export interface MeasureOptions {
  small: Side
  large: Side
  publishableKey: string
  goneSessionId: string
  t0: number
  httpSamples: number
  passSamples: number
  pruneSamples: number
  /** Postback log lines of the prune band: each measured prune deletes band / pruneSamples of them. */
  band: number
  rounds: number
  maxInvoices: number
  log: (line: string) => void
}

export async function measure(o: MeasureOptions): Promise<RowsOp[]> {
  const store = () => ({ "x-publishable-api-key": o.publishableKey })
  const admin = (side: Side) => ({ authorization: `Bearer ${side.token}` })
  const routes: Array<[string, Fire]> = [
    [
      "status route, the session's own invoice (`GET /store/cryptocloud/payment-sessions/:id?cart_id=`)",
      http((s) => `/store/cryptocloud/payment-sessions/${s.order.sessionId}?cart_id=${s.order.cartId}`, store),
    ],
    ["status route, a replaced session's invoice (`former_session_ids`)", http(() => `/store/cryptocloud/payment-sessions/${o.goneSessionId}`, store)],
    ["order card (`GET /admin/cryptocloud/orders/:id/payments`)", http((s) => `/admin/cryptocloud/orders/${s.order.orderId}/payments`, admin)],
    ["attention queue, open items (`GET /admin/cryptocloud/attention`)", http(() => "/admin/cryptocloud/attention", admin)],
    [
      "attention queue, one order's open items (`?order_id=`)",
      http((s) => `/admin/cryptocloud/attention?status=open&order_id=${s.order.orderId}&limit=50`, admin),
    ],
  ]
  const pass: Fire = async (side) => {
    const r = await side.exec.ask<{ ms: number; report: { checked: number } }>("job:pass", { maxInvoices: o.maxInvoices }, 5 * 60_000)
    return { ms: r.ms, outcome: `${r.report.checked} checked` }
  }
  const prune =
    (now: (i: number) => number): Fire =>
    async (side, i) => {
      const r = await side.exec.ask<{ ms: number; deleted: number }>("rows:prune", { now: now(i) })
      return { ms: r.ms, outcome: `${r.deleted} deleted` }
    }

  o.log("warm-up: every operation a few times on both sides (not counted)")
  for (const [, fire] of routes) for (let i = 0; i < 30; i++) for (const side of [o.small, o.large]) await fire(side, i)
  for (let i = 0; i < 2; i++) for (const side of [o.small, o.large]) await pass(side, i)
  for (const side of [o.small, o.large]) await prune(() => o.t0)(side, 0)

  const ops: RowsOp[] = []
  const run = async (label: string, where: RowsOp["where"], n: number, fire: Fire) => {
    const op = await interleaved(label, where, n, o.rounds, o.small, o.large, fire)
    o.log(`  ${label}: ${op.small.median.toFixed(2)} → ${op.large.median.toFixed(2)} ms, ratio ${op.ratio.value.toFixed(2)}`)
    ops.push(op)
  }
  for (const [label, fire] of routes) await run(label, "HTTP", o.httpSamples, fire)
  await run(`reconciliation pass (\`reconcileCryptoCloudInvoices\`, maxInvoices ${o.maxInvoices})`, "in process", o.passSamples, pass)
  // Sample i's cutoff moves one slice into the band: each run deletes the same number of lines.
  await run(
    `postback log prune, ${Math.round(o.band / o.pruneSamples)} lines due (\`prunePostbackLog\`)`,
    "in process",
    o.pruneSamples,
    prune((i) => pruneNow(o.t0, i, o.pruneSamples))
  )
  await run(
    "postback log prune, nothing due",
    "in process",
    o.pruneSamples,
    prune(() => o.t0)
  )
  return ops
}
