/**
 * Scenario 3 — session churn: the same carts replace their crypto payment session over and over
 * (`POST /store/payment-collections/:id/payment-sessions`, same total), as a storefront that
 * re-initialises payment on every render would, or anyone with the publishable key. Service
 * calls (create, cancel, info) are counted at the sandbox, through the handover grace at the end.
 */
import type { Sandbox } from "../../../src/sandbox"
import { HANDOVER_GRACE_MS } from "../../../src/domain/ledger/handover"
import { median, p95 } from "../../lib/stats"
import { CRYPTO, type BenchSeed } from "../../lib/storefront"
import { CANCEL, cartWithCollection, countStatuses, CREATE, INFO, pool, send, sleep, type Check } from "./common"

export interface ChurnCart {
  cartId: string
  collectionId: string
  sessionId: string
  invoiceUuid: string
}

interface Calls {
  create: number
  cancel: number
  info: number
}

export interface ChurnReport {
  carts: number
  replacements: number
  setupSeconds: number
  /** First sessions of every cart (each creates its invoice). */
  initial: { calls: Calls; statuses: Record<string, number>; seconds: number }
  /** The replacements, and the grace after the last one. */
  churn: { calls: Calls; statuses: Record<string, number>; seconds: number; p50: number; p95: number; graceSeconds: number }
  /** All calls from the first session to the end of the grace, per replacement (the figure judged). */
  perReplacement: number
  /** The replacements' own calls per replacement (the first sessions left out). */
  perReplacementChurnOnly: number
  invoicesPerCart: { max: number; mean: number }
  firstError: string | null
  checks: Check[]
  /** Each cart's last session and its invoice, for the postback scenario. */
  final: ChurnCart[]
}

const BOUND = 1.1

function calls(sandbox: Sandbox): Calls {
  return { create: sandbox.countRequests(CREATE), cancel: sandbox.countRequests(CANCEL), info: sandbox.countRequests(INFO) }
}
const minus = (a: Calls, b: Calls): Calls => ({ create: a.create - b.create, cancel: a.cancel - b.cancel, info: a.info - b.info })
const total = (c: Calls) => c.create + c.cancel + c.info

export async function sessionChurn(options: {
  baseUrl: string
  seed: BenchSeed
  sandbox: Sandbox
  carts: number
  replacements: number
  concurrency: number
  log: (line: string) => void
}): Promise<ChurnReport> {
  const { baseUrl, seed, sandbox, log } = options
  const perCart = Math.max(1, Math.round(options.replacements / options.carts))
  const replacements = perCart * options.carts
  let firstError: string | null = null

  const t0 = Date.now()
  log(`churn: ${options.carts} carts up to their payment collection`)
  const carts = await pool(Array.from({ length: options.carts }), options.concurrency, () => cartWithCollection(baseUrl, seed))
  const setupSeconds = (Date.now() - t0) / 1000

  const invoices = new Map<string, Set<string>>()
  const last = new Map<string, ChurnCart>()
  const newSession = async (cart: { cartId: string; collectionId: string }) => {
    const res = await send(`${baseUrl}/store/payment-collections/${cart.collectionId}/payment-sessions`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-publishable-api-key": seed.publishableKey },
      body: JSON.stringify({ provider_id: CRYPTO }),
    })
    if (res.status === 200) {
      const session = JSON.parse(res.body).payment_collection.payment_sessions.find((s: any) => s.provider_id === CRYPTO)
      const uuid = String(session?.data?.uuid ?? "")
      if (uuid) {
        const seen = invoices.get(cart.cartId) ?? new Set<string>()
        seen.add(uuid)
        invoices.set(cart.cartId, seen)
        last.set(cart.cartId, { ...cart, sessionId: session.id, invoiceUuid: uuid })
      }
    } else {
      firstError ??= `HTTP ${res.status}: ${res.body.slice(0, 300)}`
    }
    return res
  }

  const start = calls(sandbox)
  const t1 = Date.now()
  log(`churn: first session of each cart`)
  const first = await pool(carts, options.concurrency, newSession)
  const afterInitial = calls(sandbox)
  const initialSeconds = (Date.now() - t1) / 1000

  log(`churn: ${replacements} replacements (${perCart} per cart, one cart's in sequence, ${options.concurrency} carts at once)`)
  const t2 = Date.now()
  const answers = (
    await pool(carts, options.concurrency, async (cart) => {
      const out = []
      for (let k = 0; k < perCart; k++) out.push(await newSession(cart))
      return out
    })
  ).flat()
  const churnSeconds = (Date.now() - t2) / 1000
  // A released invoice nobody took is cancelled a little after the grace: count those cancels too.
  const graceMs = HANDOVER_GRACE_MS + 2_500
  log(`churn: waiting ${(graceMs / 1000).toFixed(1)} s for the handover grace`)
  await sleep(graceMs)
  const end = calls(sandbox)

  const churnCalls = minus(end, afterInitial)
  const perReplacement = total(minus(end, start)) / replacements
  const perReplacementChurnOnly = total(churnCalls) / replacements
  const counts = carts.map((c) => invoices.get(c.cartId)?.size ?? 0)
  const ms = answers.map((a) => a.ms)
  const statuses = countStatuses(answers)
  const checks: Check[] = [
    {
      what: "service calls (create + cancel + info) per session replacement, first sessions and the grace included",
      measured: `${total(minus(end, start))} calls / ${replacements} = ${perReplacement.toFixed(3)}`,
      bound: `≤ ${BOUND}`,
      ok: perReplacement <= BOUND,
    },
    {
      what: "replacements answered 200",
      measured: `${statuses["200"] ?? 0} of ${replacements}`,
      bound: "all",
      ok: (statuses["200"] ?? 0) === replacements,
    },
  ]
  return {
    carts: carts.length,
    replacements,
    setupSeconds,
    initial: { calls: minus(afterInitial, start), statuses: countStatuses(first), seconds: initialSeconds },
    churn: { calls: churnCalls, statuses, seconds: churnSeconds, p50: median(ms), p95: p95(ms), graceSeconds: graceMs / 1000 },
    perReplacement,
    perReplacementChurnOnly,
    invoicesPerCart: { max: Math.max(0, ...counts), mean: counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length) },
    firstError,
    checks,
    final: carts.map((c) => last.get(c.cartId)).filter((c): c is ChurnCart => !!c),
  }
}
