/**
 * Postbacks (the service's webhook): building signed bodies and delivering them, with faults.
 *
 * - The token is a JWT (HS256, project secret) with claims { id: "INV-…", iat, exp = iat + 300 },
 *   signed anew for every delivery (copies included), using the sandbox clock.
 * - The body (amount, invoice_info) is frozen when the event happens, so reordered or duplicated
 *   deliveries carry the state of *their* moment — exactly what makes out-of-order postbacks hard.
 * - All deliveries go through one promise chain: order is deterministic and flush() is trivial.
 */
import { Agent, request } from "undici"
import { Dec, RawJson, formatDecimal, toJson } from "./json"
import { paymentCurrency } from "./payments"
import { type RenderContext, renderInvoice } from "./render"
import type { PostbackFormat, SandboxInvoice, SandboxPostbackDelivery, SandboxPostbackFaults } from "./types"

type Jose = typeof import("jose", { with: { "resolution-mode": "import" } })
let josePromise: Promise<Jose> | undefined

/** jose@6 is ESM-only; this stays a real dynamic import in the CommonJS build (module Node16). */
export function loadJose(): Promise<Jose> {
  josePromise ??= import("jose")
  return josePromise
}

export const POSTBACK_TOKEN_TTL_SECONDS = 300

/** What a postback says about an invoice at the moment of the event. */
export interface PostbackSnapshot {
  uuid: string
  invoiceId: string
  amountCrypto: string
  currency: string
  orderId: string | null
  /** invoice_info, already serialised with the quirks of that moment. */
  infoJson: string
  noneStrings: boolean
  exponentFloats: boolean
}

/** The snapshot of `inv` as it is now; amount_crypto is the total paid so far in the invoice's currency. */
export function postbackSnapshot(inv: SandboxInvoice, ctx: RenderContext): PostbackSnapshot {
  return {
    uuid: inv.uuid,
    invoiceId: inv.shortId,
    amountCrypto: inv.amountPaid,
    currency: paymentCurrency(inv),
    orderId: inv.orderId,
    infoJson: toJson(renderInvoice(inv, "full", ctx), ctx.quirks),
    noneStrings: ctx.quirks.noneStrings,
    exponentFloats: ctx.quirks.exponentFloats,
  }
}

export interface PostbackDeps {
  snapshot(uuid: string): PostbackSnapshot
  secret: string
  now(): Date
  log(line: string): void
}

interface Job {
  snapshot: PostbackSnapshot
  copies: number
  url?: string | null
  format?: PostbackFormat
}

interface Built {
  body: Record<string, unknown>
  wire: string
  contentType: string
}

export class PostbackDispatcher {
  readonly records: SandboxPostbackDelivery[] = []
  url: string | null
  format: PostbackFormat
  private drop = 0
  private duplicate: { next: number; copies: number } | null = null
  private reorder: { count: number; held: Job[] } | null = null
  private chain: Promise<unknown> = Promise.resolve()
  private seq = 0
  // pipelining 0 = no keep-alive: a receiver that restarts between tests never sees stale sockets.
  private readonly agent = new Agent({ pipelining: 0, headersTimeout: 10_000, bodyTimeout: 10_000, connect: { timeout: 5_000 } })
  private readonly abort = new AbortController()

  constructor(
    private readonly deps: PostbackDeps,
    url: string | null,
    format: PostbackFormat
  ) {
    this.url = url
    this.format = format
  }

  setFaults(faults: SandboxPostbackFaults): void {
    if (faults.drop !== undefined) this.drop = Math.max(0, faults.drop)
    if (faults.duplicate !== undefined) this.duplicate = { ...faults.duplicate }
    if (faults.reorder !== undefined) this.reorder = { count: faults.reorder.count, held: this.reorder?.held ?? [] }
  }

  /** Clears postback faults; anything held for reordering is released in its original order. */
  clearFaults(): void {
    const held = this.reorder?.held ?? []
    this.drop = 0
    this.duplicate = null
    this.reorder = null
    for (const job of held) this.schedule(job)
  }

  reset(): void {
    this.records.length = 0
    this.drop = 0
    this.duplicate = null
    this.reorder = null
    this.seq = 0
  }

  /** An invoice event happened: queue its postback, applying drop → duplicate → reorder. */
  enqueue(uuid: string): void {
    const snapshot = this.deps.snapshot(uuid)
    if (this.drop > 0) {
      this.drop -= 1
      // run() logs a failure (its chain catches it): nothing to wait for here.
      void this.run(async () => {
        const built = await this.build(snapshot, this.format, {})
        this.record(snapshot, built, this.format, this.url, "dropped")
      })
      return
    }
    let copies = 1
    if (this.duplicate && this.duplicate.next > 0) {
      copies = Math.max(1, this.duplicate.copies)
      this.duplicate.next -= 1
    }
    const job: Job = { snapshot, copies }
    if (this.reorder) {
      this.reorder.held.push(job)
      if (this.reorder.held.length < this.reorder.count) return
      const held = this.reorder.held.reverse()
      this.reorder = null
      for (const h of held) this.schedule(h)
      return
    }
    this.schedule(job)
  }

  /** Manual (re)send of the current state: ignores postback faults, resolves with its records. */
  resend(uuid: string, options: { format?: PostbackFormat; url?: string } = {}): Promise<SandboxPostbackDelivery[]> {
    const job: Job = { snapshot: this.deps.snapshot(uuid), copies: 1, ...options }
    return this.run(() => this.deliver(job))
  }

  async build(snapshot: PostbackSnapshot, format: PostbackFormat, options: { secret?: string; expiresInSeconds?: number }): Promise<Built> {
    const token = await this.sign(snapshot.uuid, options.secret ?? this.deps.secret, options.expiresInSeconds ?? POSTBACK_TOKEN_TTL_SECONDS)
    const none = snapshot.noneStrings ? "None" : null
    if (format === "urlencoded") {
      const fields: Record<string, string> = {
        status: "success",
        invoice_id: snapshot.invoiceId,
        amount_crypto: formatDecimal(snapshot.amountCrypto, snapshot.exponentFloats),
        currency: snapshot.currency,
        order_id: snapshot.orderId ?? none ?? "",
        token,
        invoice_info: snapshot.infoJson,
      }
      return { body: fields, wire: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" }
    }
    const wire = toJson(
      {
        status: "success",
        invoice_id: snapshot.invoiceId,
        amount_crypto: new Dec(snapshot.amountCrypto), // always a number, whatever numbersAsStrings says
        currency: snapshot.currency,
        order_id: snapshot.orderId ?? none,
        token,
        invoice_info: new RawJson(snapshot.infoJson),
      },
      { numbersAsStrings: false, exponentFloats: snapshot.exponentFloats }
    )
    return { body: JSON.parse(wire) as Record<string, unknown>, wire, contentType: "application/json" }
  }

  /** Wait for everything queued or in flight (held reorder queues excepted). */
  async flush(): Promise<void> {
    let current: Promise<unknown>
    do {
      current = this.chain
      await current
    } while (current !== this.chain)
  }

  async close(): Promise<void> {
    this.abort.abort()
    await this.agent.destroy().catch(() => undefined)
  }

  private async sign(uuid: string, secret: string, expiresInSeconds: number): Promise<string> {
    const { SignJWT } = await loadJose()
    const iat = Math.floor(this.deps.now().getTime() / 1000)
    return new SignJWT({ id: uuid })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(iat)
      .setExpirationTime(iat + expiresInSeconds)
      .sign(new TextEncoder().encode(secret))
  }

  private schedule(job: Job): void {
    void this.run(() => this.deliver(job))
  }

  /** Runs `fn` after everything queued before it; a failure never breaks the chain. */
  private run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.chain.then(fn)
    this.chain = result.catch((error) => this.deps.log(`postback error: ${String(error)}`))
    return result
  }

  private async deliver(job: Job): Promise<SandboxPostbackDelivery[]> {
    const out: SandboxPostbackDelivery[] = []
    for (let i = 0; i < job.copies; i++) {
      const format = job.format ?? this.format
      const url = job.url !== undefined ? job.url : this.url
      const built = await this.build(job.snapshot, format, {})
      if (url === null) {
        out.push(this.record(job.snapshot, built, format, url, "recorded"))
        continue
      }
      try {
        const res = await request(url, {
          method: "POST",
          headers: { "content-type": built.contentType },
          body: built.wire,
          dispatcher: this.agent,
          signal: this.abort.signal,
        })
        await res.body.dump()
        out.push(this.record(job.snapshot, built, format, url, "sent", res.statusCode))
      } catch (error) {
        this.deps.log(`postback ${job.snapshot.uuid} → ${url} failed: ${(error as Error).message}`)
        out.push(this.record(job.snapshot, built, format, url, "failed"))
      }
    }
    return out
  }

  private record(
    snapshot: PostbackSnapshot,
    built: Built,
    format: PostbackFormat,
    url: string | null,
    outcome: SandboxPostbackDelivery["outcome"],
    responseStatus?: number
  ): SandboxPostbackDelivery {
    const delivery: SandboxPostbackDelivery = {
      seq: ++this.seq,
      at: this.deps.now().toISOString(),
      invoiceUuid: snapshot.uuid,
      body: built.body,
      format,
      url,
      outcome,
      ...(responseStatus !== undefined ? { responseStatus } : {}),
    }
    this.records.push(delivery)
    this.deps.log(`postback ${snapshot.uuid} (${JSON.stringify(snapshot.currency)}) ${outcome}${responseStatus ? ` ${responseStatus}` : ""}`)
    return delivery
  }
}
