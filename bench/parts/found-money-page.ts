/**
 * Part 10's split of one list page's cost: a bare request for a full page (100 invoices) against
 * the part's sandbox — what the service side costs here, the sandbox rendering and serialising the
 * page — and the same page through the plugin's client (request validation, lossless parse, the
 * invoice schema). Interleaved, in the bench process (the sandbox's own process, so both sides
 * share it alike). What a pass spends per page beyond the client is the exec process's own.
 */
import { performance } from "node:perf_hooks"
import { request } from "undici"
import { lookbackWindow } from "../../src/domain/found-money"
import { CryptoCloudClient } from "../../src/lib/cryptocloud"
import { KEYS } from "../config"
import { median } from "../lib/stats"

export interface PageCost {
  samples: number
  /** Medians, ms per page of 100. */
  bareMs: number
  clientMs: number
}

export async function listPageCost(baseUrl: string, samples: number): Promise<PageCost> {
  const window = lookbackWindow(new Date())
  const body = JSON.stringify({ ...window, offset: 0, limit: 100 })
  const client = new CryptoCloudClient({ apiKey: KEYS.apiKey, shopId: KEYS.shopId, baseUrl })
  const bare: number[] = []
  const viaClient: number[] = []
  const bareCall = async () => {
    const t = performance.now()
    const res = await request(`${baseUrl}/v2/invoice/merchant/list`, {
      method: "POST",
      headers: { authorization: `Token ${KEYS.apiKey}`, "content-type": "application/json" },
      body,
    })
    await res.body.text()
    bare.push(performance.now() - t)
  }
  const clientCall = async () => {
    const t = performance.now()
    await client.listInvoices({ ...window, offset: 0, limit: 100 })
    viaClient.push(performance.now() - t)
  }
  try {
    // Warm-up of both paths (connections, JIT), untimed.
    for (let i = 0; i < 3; i++) {
      await bareCall()
      await clientCall()
    }
    bare.length = 0
    viaClient.length = 0
    for (let i = 0; i < samples; i++) {
      if (i % 2 === 0) {
        await bareCall()
        await clientCall()
      } else {
        await clientCall()
        await bareCall()
      }
    }
  } finally {
    await client.close()
  }
  return { samples, bareMs: median(bare), clientMs: median(viaClient) }
}
