/**
 * Part 1 — client vs the wire: each client call against a bare undici request with the same
 * body and headers over the same kept-alive pool, interleaved (A B, B A, …). The sandbox runs
 * in a process of its own (`src/sandbox/cli.ts`), so its rendering shares no thread with what
 * is measured. The bare request reads the body as text; the client also validates the request,
 * parses the JSON and checks it against its response schema.
 * Then an instrumented run takes the client's time apart where it is spent (in situ).
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { Pool } from "undici"
import { CryptoCloudClient } from "../../src/lib/cryptocloud"
import { CONFIG, KEYS } from "../config"
import { ROOT } from "../lib/processes"
import { median, p95, ratioSpread, roundOf, spread, type Spread } from "../lib/stats"

export interface ClientRow {
  call: string
  pairs: number
  client: Spread
  raw: Spread
  clientP95: number
  rawP95: number
  ratio: Spread
  overheadUs: number
}

/** One client call taken apart in situ (medians, µs): transport = request + envelope. */
export interface ClientBreakdown {
  call: string
  responseBytes: number
  totalUs: number
  /** The bare request, interleaved with the instrumented calls. */
  bareUs: number
  transportUs: number
  /** Medians of the per-pair differences (whole call − bare, transport − bare). */
  extraUs: number
  transportExtraUs: number
  schemaUs: number
  restUs: number
}

export interface ClientReport {
  rows: ClientRow[]
  breakdown: ClientBreakdown[]
  connections: number
  bodiesChecked: string[]
}

/** The sandbox CLI in a child process; resolves with its URL. */
function startSandboxProcess() {
  const child = spawn(
    process.execPath,
    [
      "-r",
      "ts-node/register/transpile-only",
      path.join(ROOT, "src", "sandbox", "cli.ts"),
      "--port",
      "0",
      "--quiet",
      "--api-key",
      KEYS.apiKey,
      "--shop-id",
      KEYS.shopId,
      "--secret",
      KEYS.secret,
      "--withdrawal-key",
      KEYS.withdrawalApiKey,
    ],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] }
  )
  const url = new Promise<string>((resolve, reject) => {
    let seen = ""
    child.stdout!.on("data", (chunk) => {
      seen += chunk
      const match = /listening on (http:\/\/\S+)/.exec(seen)
      if (match) resolve(match[1])
    })
    child.once("exit", (code) => reject(new Error(`the sandbox process exited (code ${code}): ${seen}`)))
  })
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGTERM"))))
  return { url, stop }
}

export async function clientVsWire({ log }: { log: (line: string) => void }): Promise<ClientReport> {
  const sandboxProcess = startSandboxProcess()
  try {
    return await measure(await sandboxProcess.url, log)
  } finally {
    await sandboxProcess.stop()
  }
}

async function measure(baseUrl: string, log: (line: string) => void): Promise<ClientReport> {
  const origin = new URL(baseUrl).origin
  // The client's own pool settings (src/lib/cryptocloud/http.ts), shared by both sides.
  const pool = new Pool(origin, { connections: 10, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connect: { timeout: 10_000 } })
  const client = new CryptoCloudClient({ apiKey: KEYS.apiKey, shopId: KEYS.shopId, baseUrl, dispatcher: pool })
  const headers = (withBody: boolean) => ({
    authorization: `Token ${KEYS.apiKey}`,
    accept: "application/json",
    "user-agent": "medusa-payment-cryptocloud",
    ...(withBody ? { "content-type": "application/json" } : {}),
  })
  const bare = async (p: string, body?: unknown) => {
    const res = await pool.request({
      origin,
      path: p,
      method: "POST",
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.body.text()
    if (res.statusCode !== 200) throw new Error(`${p}: HTTP ${res.statusCode} ${text.slice(0, 200)}`)
    return text
  }
  const control = async (p: string) => JSON.parse(await (await fetch(`${baseUrl}${p}`)).text())

  const one = await client.createInvoice({ amount: "25", currency: "EUR", order_id: "bench-one" })
  const hundred: string[] = []
  for (let i = 0; i < 100; i++) hundred.push((await client.createInvoice({ amount: "10", currency: "EUR", order_id: `bench-${i}` })).uuid)
  let n = 0
  const calls: Array<{ call: string; pairs: number; client: () => Promise<unknown>; bare: () => Promise<string> }> = [
    {
      call: "createInvoice",
      pairs: CONFIG.clientPairs,
      client: () => client.createInvoice({ amount: "25", currency: "EUR", order_id: `bench-create-${n++}` }),
      bare: () => bare("/v2/invoice/create", { shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: `bench-create-${n++}` }),
    },
    {
      call: "getInvoices (info, 1 id)",
      pairs: CONFIG.clientPairs,
      client: () => client.getInvoices([one.uuid]),
      bare: () => bare("/v2/invoice/merchant/info", { uuids: [one.uuid] }),
    },
    {
      call: "getInvoices (info, 100 ids)",
      pairs: Math.max(50, Math.round(CONFIG.clientPairs / 10)),
      client: () => client.getInvoices(hundred),
      bare: () => bare("/v2/invoice/merchant/info", { uuids: hundred }),
    },
    { call: "getBalances", pairs: CONFIG.clientPairs, client: () => client.getBalances(), bare: () => bare("/v2/merchant/wallet/balance/all") },
  ]

  // The bare request must carry what the client sends: compare the bodies the sandbox logged.
  const bodiesChecked: string[] = []
  for (const c of calls) {
    await c.client()
    await c.bare()
    const api = ((await control("/_sandbox/requests")) as Array<{ path: string; body: unknown }>).filter((r) => r.path.startsWith("/v2/"))
    const strip = (b: unknown) => JSON.stringify(b, (k, v) => (k === "order_id" ? "…" : v))
    const [fromClient, fromBare] = api.slice(-2).map((r) => strip(r.body))
    if (fromClient !== fromBare) throw new Error(`${c.call}: the bare body differs from the client's: ${fromBare} vs ${fromClient}`)
    bodiesChecked.push(c.call)
  }

  const rows: ClientRow[] = []
  for (const c of calls) {
    for (let i = 0; i < 200; i++) await (i % 2 ? c.client() : c.bare()) // warm-up (JIT, sockets)
    const a: number[][] = Array.from({ length: CONFIG.rounds }, () => [])
    const b: number[][] = Array.from({ length: CONFIG.rounds }, () => [])
    for (let i = 0; i < c.pairs; i++) {
      const r = roundOf(i, c.pairs, CONFIG.rounds)
      const order = i % 2 === 0 ? ["bare", "client"] : ["client", "bare"]
      for (const side of order) {
        const t = performance.now()
        await (side === "bare" ? c.bare() : c.client())
        ;(side === "bare" ? a : b)[r].push(performance.now() - t)
      }
    }
    const row: ClientRow = {
      call: c.call,
      pairs: c.pairs,
      client: spread(b, median),
      raw: spread(a, median),
      clientP95: p95(b.flat()),
      rawP95: p95(a.flat()),
      ratio: ratioSpread(a, b),
      overheadUs: (median(b.flat()) - median(a.flat())) * 1000,
    }
    rows.push(row)
    log(`  ${c.call}: client ${row.client.value.toFixed(3)} ms, bare ${row.raw.value.toFixed(3)} ms, ratio ${row.ratio.value.toFixed(2)}`)
  }
  const requestLog = (await control("/_sandbox/requests")) as Array<{ path: string; connectionId: number }>
  const connections = new Set(requestLog.filter((r) => r.path.startsWith("/v2/")).map((r) => r.connectionId)).size

  // In situ: the same calls with the transport and the schema step timed where they run.
  const internals = client as unknown as {
    transport: { post: (...args: unknown[]) => Promise<unknown> }
    parse: (...args: unknown[]) => unknown
  }
  const originalPost = internals.transport.post
  const originalParse = internals.parse
  const breakdown: ClientBreakdown[] = []
  for (const c of calls) {
    const total: number[] = []
    const bareTimes: number[] = []
    const transport: number[] = []
    const schema: number[] = []
    internals.transport.post = async function (...args: unknown[]) {
      const t = performance.now()
      const env = (await originalPost.apply(this, args)) as { body: unknown }
      transport.push(performance.now() - t)
      return env
    }
    internals.parse = function (...args: unknown[]) {
      const t = performance.now()
      const value = originalParse.apply(this, args)
      schema.push(performance.now() - t)
      return value
    }
    const times = c.call.includes("100") ? 100 : 500
    for (let i = 0; i < times; i++) {
      let t = performance.now()
      await c.client()
      total.push(performance.now() - t)
      t = performance.now()
      await c.bare()
      bareTimes.push(performance.now() - t)
    }
    delete (internals.transport as Partial<typeof internals.transport>).post
    delete (internals as Partial<typeof internals>).parse
    const bytes = Buffer.byteLength(await c.bare())
    const us = (xs: number[]) => median(xs) * 1000
    breakdown.push({
      call: c.call,
      responseBytes: bytes,
      totalUs: us(total),
      bareUs: us(bareTimes),
      transportUs: us(transport),
      extraUs: us(total.map((x, i) => x - bareTimes[i])),
      transportExtraUs: us(transport.map((x, i) => x - bareTimes[i])),
      schemaUs: us(schema),
      restUs: us(total) - us(transport) - us(schema),
    })
  }

  await client.close()
  await pool.close()
  return { rows, breakdown, connections, bodiesChecked }
}
