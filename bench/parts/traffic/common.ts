/**
 * Shared by part 6's scenarios: SQL from the bench process, raw HTTP with status codes (the
 * storefront helper throws on ≥ 300; load wants to count them), an open-loop paced sender, carts
 * made up to their payment collection, an admin bearer token.
 */
import { performance } from "node:perf_hooks"
import { Agent, request } from "undici"
import type { Child } from "../../lib/processes"
import { storeApi, type BenchSeed } from "../../lib/storefront"

export const WEBHOOK_PATH = "/hooks/payment/cryptocloud_cryptocloud"
export const INFO = "/v2/invoice/merchant/info"
export const CREATE = "/v2/invoice/create"
export const CANCEL = "/v2/invoice/merchant/canceled"
export const STATIC_CREATE = "/v2/invoice/static/create"

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A verdict against a bound: reported, never thrown (the other scenarios still run). */
export interface Check {
  what: string
  measured: string
  bound: string
  ok: boolean
}

/** A small pool to the bench database, for the part's duration. */
export function sqlPool(databaseUrl: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg comes with Medusa, not a dependency of ours: loaded only when this part runs
  const { Pool } = require("pg")
  const pool = new Pool({ connectionString: databaseUrl, max: 3 })
  return {
    async query<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
      return (await pool.query(text, values)).rows as T[]
    },
    close: () => pool.end() as Promise<void>,
  }
}
export type Sql = ReturnType<typeof sqlPool>

/** Many connections: the polling scenario keeps a few hundred requests in flight. */
export const loadAgent = new Agent({ connections: 256, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 })

export interface Answer {
  status: number
  ms: number
  body: string
  headers: Record<string, string | string[] | undefined>
}

/** One request; a transport error is status 0 (counted, not thrown). */
export async function send(
  url: string,
  options: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {}
): Promise<Answer> {
  const t = performance.now()
  try {
    const res = await request(url, {
      method: options.method ?? "GET",
      dispatcher: loadAgent,
      headers: options.headers,
      body: options.body,
      headersTimeout: options.timeoutMs ?? 60_000,
      bodyTimeout: options.timeoutMs ?? 60_000,
    })
    const body = await res.body.text()
    return { status: res.statusCode, ms: performance.now() - t, body, headers: res.headers }
  } catch (error) {
    return { status: 0, ms: performance.now() - t, body: String((error as Error).message), headers: {} }
  }
}

export function countStatuses(answers: Array<{ status: number }>): Record<string, number> {
  const out: Record<string, number> = {}
  for (const a of answers) out[String(a.status)] = (out[String(a.status)] ?? 0) + 1
  return out
}

/**
 * Open loop: request i is due at start + i / perSecond; at most `maxInFlight` at once (a server
 * that cannot keep up slows the sender instead of growing an unbounded queue). Stops after
 * `total` requests or `seconds`, whichever comes first; resolves when every request answered.
 */
export async function paced(options: {
  perSecond: number
  total?: number
  seconds?: number
  maxInFlight: number
  fire: (i: number) => Promise<unknown>
}): Promise<{ sent: number; sendSeconds: number; seconds: number }> {
  const start = performance.now()
  const total = options.total ?? Infinity
  const until = options.seconds === undefined ? Infinity : start + options.seconds * 1000
  let sent = 0
  let inFlight = 0
  const pending = new Set<Promise<unknown>>()
  while (sent < total) {
    const now = performance.now()
    if (now >= until) break
    const due = Math.min(total, Math.floor(((now - start) / 1000) * options.perSecond) + 1)
    while (sent < due && inFlight < options.maxInFlight) {
      const i = sent++
      inFlight++
      const p: Promise<unknown> = options
        .fire(i)
        .catch(() => undefined)
        .finally(() => {
          inFlight--
          pending.delete(p)
        })
      pending.add(p)
    }
    await sleep(1)
  }
  const sendSeconds = (performance.now() - start) / 1000
  await Promise.all([...pending])
  return { sent, sendSeconds, seconds: (performance.now() - start) / 1000 }
}

/** Runs `fn` over items, `concurrency` at a time. */
export async function pool<T, R>(items: readonly T[], concurrency: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return out
}

const ADDRESS = { first_name: "Ada", last_name: "Buyer", address_1: "Main st 1", city: "Berlin", postal_code: "10115", country_code: "de" }
let carts = 0

/** A cart as a storefront makes it, up to its payment collection (no session yet). */
export async function cartWithCollection(baseUrl: string, seed: BenchSeed): Promise<{ cartId: string; collectionId: string }> {
  const api = storeApi(baseUrl, seed)
  const region = Object.values(seed.regions)[0]
  const variant = Object.values(seed.variants)[0]
  const { cart } = await api("POST", "/store/carts", {
    region_id: region.id,
    email: `traffic-${process.pid}-${++carts}@example.com`,
    items: [{ variant_id: variant, quantity: 1 }],
  })
  await api("POST", `/store/carts/${cart.id}`, { shipping_address: ADDRESS, billing_address: ADDRESS })
  const { shipping_options } = await api("GET", `/store/shipping-options?cart_id=${cart.id}`)
  await api("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  const { payment_collection } = await api("POST", "/store/payment-collections", { cart_id: cart.id })
  return { cartId: cart.id, collectionId: payment_collection.id }
}

/** An admin user made in the exec process (as `medusa user` does), logged in on the app. */
export async function adminToken(baseUrl: string, exec: Child): Promise<string> {
  const email = `bench-admin-${process.pid}@example.com`
  const password = "correct-horse-battery-staple"
  await exec.ask("traffic:admin", { email, password })
  const res = await send(`${baseUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`admin login → HTTP ${res.status}: ${res.body.slice(0, 300)}`)
  return JSON.parse(res.body).token as string
}

export async function adminCall<T = any>(baseUrl: string, token: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await send(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (res.status >= 300) throw new Error(`${method} ${path} → HTTP ${res.status}: ${res.body.slice(0, 300)}`)
  return JSON.parse(res.body) as T
}

export function distinctMinutes(fromMs: number, toMs: number): number {
  return Math.floor(toMs / 60_000) - Math.floor(fromMs / 60_000) + 1
}
