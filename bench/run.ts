/**
 * `npm run bench`: throughput and latency of the hot paths, against the local sandbox.
 * Loopback only, bounded loops; prints a Markdown table for BENCHMARKS.md.
 *   BENCH_N=2000 npm run bench
 */
import { performance } from "node:perf_hooks"
import { Agent, request } from "undici"
import { CryptoCloudClient, verifyPostback } from "../src/lib/cryptocloud"
import { startSandbox } from "../src/sandbox"

const N = Number(process.env.BENCH_N ?? 2000)

function summary(name: string, samples: number[], extra = "") {
  const sorted = [...samples].sort((a, b) => a - b)
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  const total = samples.reduce((a, b) => a + b, 0)
  const row = `| ${name} | ${samples.length} | ${(samples.length / (total / 1000)).toFixed(0)} | ${pick(0.5).toFixed(3)} | ${pick(0.99).toFixed(3)} | ${extra} |`
  console.log(row)
}

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t = performance.now()
  await fn()
  return performance.now() - t
}

async function main() {
  const sandbox = await startSandbox({})
  const client = new CryptoCloudClient({ apiKey: "sandbox-api-key", shopId: "sandbox-shop", baseUrl: sandbox.url })
  const invoice = await client.createInvoice({ amount: "25.00", currency: "EUR", order_id: "bench" })
  await sandbox.pay(invoice.uuid, "exact", { postback: false })

  console.log(`Node ${process.version}, ${N} iterations each\n`)
  console.log("| operation | n | ops/s | p50 ms | p99 ms | notes |")
  console.log("|---|---|---|---|---|---|")

  // 1. info through the client: keep-alive pool, schema parsing included.
  const connectionsBefore = sandbox.connectionCount
  const info: number[] = []
  for (let i = 0; i < N; i++) info.push(await timed(() => client.getInvoice(invoice.uuid)))
  summary("client.getInvoice (info, parsed)", info, `${sandbox.connectionCount - connectionsBefore} TCP connection(s)`)

  // 2. The same request without connection reuse, for comparison (a new agent per call).
  const fresh: number[] = []
  for (let i = 0; i < Math.min(N, 500); i++) {
    fresh.push(
      await timed(async () => {
        const dispatcher = new Agent({ pipelining: 0 })
        const res = await request(`${sandbox.url}/v2/invoice/merchant/info`, {
          method: "POST", dispatcher, body: JSON.stringify({ uuids: [invoice.uuid] }),
          headers: { authorization: "Token sandbox-api-key", "content-type": "application/json" },
        })
        await res.body.text()
        await dispatcher.close()
      })
    )
  }
  summary("raw info, new connection per call", fresh, "baseline without keep-alive")

  // 3. Many ids: chunks of 100 with bounded concurrency.
  const ids: string[] = []
  for (let i = 0; i < 300; i++) ids.push((await client.createInvoice({ amount: "1.00", order_id: `bench-${i}` })).uuid)
  const before = sandbox.countRequests("/v2/invoice/merchant/info")
  const many: number[] = []
  for (let i = 0; i < 20; i++) many.push(await timed(() => client.getInvoicesMany(ids)))
  summary("client.getInvoicesMany(300 ids)", many, `${(sandbox.countRequests("/v2/invoice/merchant/info") - before) / 20} info calls per batch`)

  // 4. Postback verification (HS256 JWT + invoice binding), CPU only.
  const body = await sandbox.buildPostback(invoice.uuid)
  const verify: number[] = []
  for (let i = 0; i < N; i++) verify.push(await timed(() => verifyPostback(body, { secret: "sandbox-secret" })))
  summary("verifyPostback (HS256)", verify)

  await client.close()
  await sandbox.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
