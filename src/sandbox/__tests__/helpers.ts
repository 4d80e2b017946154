/**
 * Test helpers for the sandbox's own tests: plain undici requests (never the project's client),
 * a tiny postback receiver and date helpers.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { Dispatcher, request } from "undici"
import { startSandbox } from "../index"
import type { Sandbox, SandboxOptions } from "../types"

export const API_KEY = "sandbox-api-key"
export const WITHDRAWAL_KEY = "sandbox-withdrawal-key"
export const SHOP_ID = "sandbox-shop"
export const SECRET = "sandbox-secret"

export interface CallResult {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  json: any
}

export interface CallOptions {
  /** Key to send as `Token <key>`; null = no Authorization header. Default the API key. */
  key?: string | null
  /** Raw Authorization header (overrides key). */
  authorization?: string
  method?: "GET" | "POST" | "DELETE"
  dispatcher?: Dispatcher
  rawBody?: string
  contentType?: string
  query?: Record<string, string>
}

export async function call(sb: Sandbox, path: string, body?: unknown, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = {}
  const key = options.key === undefined ? API_KEY : options.key
  if (options.authorization !== undefined) headers.authorization = options.authorization
  else if (key !== null) headers.authorization = `Token ${key}`
  let payload: string | undefined = options.rawBody
  if (payload === undefined && body !== undefined) payload = JSON.stringify(body)
  if (payload !== undefined) headers["content-type"] = options.contentType ?? "application/json"
  const qs = options.query ? `?${new URLSearchParams(options.query)}` : ""
  const res = await request(`${sb.url}${path}${qs}`, {
    method: options.method ?? "POST",
    headers,
    body: payload,
    dispatcher: options.dispatcher,
  })
  const text = await res.body.text()
  let json: any
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.statusCode, headers: res.headers, text, json }
}

export const validInvoice = (extra: Record<string, unknown> = {}) => ({ shop_id: SHOP_ID, amount: "10", ...extra })

export async function createInvoice(sb: Sandbox, extra: Record<string, unknown> = {}): Promise<any> {
  const res = await call(sb, "/v2/invoice/create", validInvoice(extra))
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`)
  return res.json.result
}

export async function info(sb: Sandbox, uuid: string): Promise<any> {
  const res = await call(sb, "/v2/invoice/merchant/info", { uuids: [uuid] })
  if (res.status !== 200) throw new Error(`info failed: ${res.status} ${res.text}`)
  return res.json.result[0]
}

export function ddmmyyyy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`
}

export function today(sb: Sandbox): string {
  return ddmmyyyy(sb.now())
}

export interface ReceivedPostback {
  contentType: string
  raw: string
  fields: Record<string, any>
}

/** A postback receiver on a free port; answers `status` (default 200). */
export async function startReceiver(status = 200) {
  const received: ReceivedPostback[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8")
      const contentType = String(req.headers["content-type"] ?? "")
      const fields = contentType.includes("urlencoded") ? Object.fromEntries(new URLSearchParams(raw).entries()) : JSON.parse(raw)
      received.push({ contentType, raw, fields })
      res.writeHead(status, { "content-type": "application/json" })
      res.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/payment/cryptocloud_cryptocloud`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>

/** A receiver, and a sandbox started with `options(rx)` (e.g. posting to it); close both with closeWithReceiver. */
export async function startWithReceiver(options: (rx: Receiver) => SandboxOptions): Promise<{ sb: Sandbox; rx: Receiver }> {
  const rx = await startReceiver()
  const sb = await startSandbox(options(rx))
  return { sb, rx }
}

export async function closeWithReceiver(sb: Sandbox, rx: Receiver): Promise<void> {
  await sb.close()
  await rx.close()
}

/** A fresh sandbox and an empty receiver for the next test. */
export function resetWithReceiver(sb: Sandbox, rx: Receiver): void {
  sb.reset()
  rx.received.length = 0
}

/** jose@6 is ESM-only: load it the way the build does. */
export function jose() {
  return import("jose")
}

export const secretBytes = (secret = SECRET) => new TextEncoder().encode(secret)
