/**
 * Part 7 — from "paid" at the service to "order confirmed" on the shopper's screen, measured with
 * the storefront package's own code (`createCryptoCheckout(sdk).resume`, what the embedded
 * checkout and the return page run, at its default poll interval) against a production-mode app.
 * The poll is already running when the sandbox marks the invoice paid, at a point of the poll
 * cycle that moves through the whole interval from one checkout to the next. Twice: with the
 * postback (the sandbox posts it to the app at once), and with the postback lost (only the status
 * route's own reads of the service can tell).
 */
import { performance } from "node:perf_hooks"
import Medusa from "@medusajs/js-sdk"
import type { Sandbox } from "../../src/sandbox"
import { createCryptoCheckout } from "../../src/storefront/checkout"
import { DEFAULT_POLL_INTERVAL_MS } from "../../src/storefront/status"
import { median, p95 } from "../lib/stats"
import { checkout, CRYPTO, type BenchSeed } from "../lib/storefront"

export interface ConfirmationFigures {
  checkouts: number
  p50: number
  p95: number
  max: number
  samples: number[]
}

export interface PaidToConfirmedReport {
  pollIntervalMs: number
  withPostback: ConfirmationFigures
  postbackLost: ConfirmationFigures
  errors: string[]
}

/** Targets of issue [M]. */
export const CONFIRM_TARGET_MS = { withPostback: 4_000, postbackLost: 8_000 }

const WEBHOOK_PATH = "/hooks/payment/cryptocloud_cryptocloud"
const GOLDEN = 0.618_033_988_75

function figures(samples: number[]): ConfirmationFigures {
  return { checkouts: samples.length, p50: median(samples), p95: p95(samples), max: Math.max(...samples), samples: samples.map((s) => Math.round(s)) }
}

export async function paidToConfirmed(options: {
  baseUrl: string
  seed: BenchSeed
  sandbox: Sandbox
  checkouts: number
  log: (line: string) => void
}): Promise<PaidToConfirmedReport> {
  const { baseUrl, seed, sandbox } = options
  sandbox.setPostbackUrl(`${baseUrl}${WEBHOOK_PATH}`, "json")
  const sdk = new Medusa({ baseUrl, publishableKey: seed.publishableKey })
  const storefront = createCryptoCheckout(sdk)
  const errors: string[] = []
  const run = async (postback: boolean): Promise<number[]> => {
    const samples: number[] = []
    for (let i = 0; i < options.checkouts; i++) {
      try {
        const c = await checkout([baseUrl], seed, CRYPTO, { complete: false })
        const confirmed = storefront.resume(c.cartId, { timeoutMs: 60_000 }).then((order) => ({ order, at: performance.now() }))
        // Where in the poll cycle the money lands: spread evenly over the interval (a low-discrepancy sequence).
        const phase = ((i * GOLDEN) % 1) * DEFAULT_POLL_INTERVAL_MS
        await new Promise((resolve) => setTimeout(resolve, 200 + phase))
        const paidAt = performance.now()
        await sandbox.pay(c.invoiceUuid!, "exact", { postback })
        const { order, at } = await confirmed
        if (!order?.id) throw new Error(`cart ${c.cartId}: no order`)
        samples.push(at - paidAt)
      } catch (error) {
        errors.push(`${postback ? "postback" : "lost"} #${i}: ${(error as Error).message}`)
      }
    }
    return samples
  }
  const withPostback = figures(await run(true))
  options.log(`paid → confirmed with the postback: p50 ${withPostback.p50.toFixed(0)} ms, p95 ${withPostback.p95.toFixed(0)} ms`)
  const postbackLost = figures(await run(false))
  options.log(`paid → confirmed, postback lost: p50 ${postbackLost.p50.toFixed(0)} ms, p95 ${postbackLost.p95.toFixed(0)} ms`)
  sandbox.setPostbackUrl(null)
  return { pollIntervalMs: DEFAULT_POLL_INTERVAL_MS, withPostback, postbackLost, errors }
}
