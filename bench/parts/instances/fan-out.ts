/**
 * The postback fan-out of the two-instance part: the sandbox posts each postback here once, and
 * it is forwarded to every instance, counting what was forwarded and what failed.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { request } from "undici"

const WEBHOOK_PATH = "/hooks/payment/cryptocloud_cryptocloud"

/** Receives the sandbox's postbacks and forwards each to every instance. */
export async function fanOut(targets: string[]) {
  const stats = { received: 0, forwarded: 0, failures: 0, pending: new Set<Promise<void>>() }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => {
      stats.received++
      res.writeHead(200).end("OK")
      const body = Buffer.concat(chunks)
      for (const target of targets) {
        const p = request(`${target}${WEBHOOK_PATH}`, { method: "POST", headers: { "content-type": req.headers["content-type"] ?? "application/json" }, body })
          .then(
            async (r) => {
              await r.body.text()
              if (r.statusCode >= 300) stats.failures++
              else stats.forwarded++
            },
            () => void stats.failures++
          )
          .finally(() => stats.pending.delete(p))
        stats.pending.add(p)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/postback`
  return { url, stats, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
