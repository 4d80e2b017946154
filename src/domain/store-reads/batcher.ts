/**
 * Status reads for store routes, batched per instance and budgeted for the store.
 *
 * The return page polls its session's status every second or two, and the session id is public
 * (it is the invoice's order_id at the service): one `info` call per poll would let anonymous
 * traffic spend the merchant's API quota. So:
 * - an invoice is asked for at most once per `perInvoiceIntervalMs` (5 s) per instance;
 * - asks are collected for `collectMs` and sent as ONE `info` call for up to 100 invoices;
 * - calls are spent from a CallBudget (read-budget.ts): at most N a second, whatever the traffic —
 *   for the whole store when the route passes the shared one (every instance takes from one row).
 * An ask that will be in the call about to leave waits for it (a few ms); any other ask stays
 * queued for a later call (whose result the reader records on the ledger) and is told at once to
 * answer from the ledger. When the store's budget refuses the call (another instance spent the
 * token), the asks that waited for it answer from the ledger too and stay queued; the call is
 * planned again for when the token is back. Pure timing logic with an injected clock and
 * budget: the route wires the reader and the shared budget.
 */
import { tryNormalizeInvoiceId } from "../../lib/cryptocloud"
import { ReadBudget, type CallBudget, type CallVerdict } from "./read-budget"

/** `info` takes at most 100 ids per call (spec, "Limits"). */
export const MAX_IDS_PER_CALL = 100
/** How long asks are collected before a call leaves. */
export const DEFAULT_COLLECT_MS = 10
/** One ask per invoice per this long per instance (design.md: at most one `info` per session per 5 s). */
export const PER_INVOICE_INTERVAL_MS = 5000
/** Asks waiting for budget beyond this are not queued (the ledger answers; the next poll asks again). */
const DEFAULT_MAX_QUEUED = 1000
/** Invoices whose last ask is remembered; the least recently asked is forgotten first. */
const MAX_REMEMBERED = 10_000

export interface BatcherClock {
  now(): number
  /** Run `fn` after `ms` (the timer must not keep the process alive). */
  schedule(fn: () => void, ms: number): void
}

export const realClock: BatcherClock = {
  now: () => Date.now(),
  schedule: (fn, ms) => {
    setTimeout(fn, ms).unref?.()
  },
}

/**
 * What a poll gets: a fresh read; "unknown" (the service answered without this invoice); or
 * "ledger" — no fresh read for this poll: asked within the last 5 s ("recent"), the budget is
 * spent for now ("budget", the ask stays queued), or the call failed ("failed").
 */
export type StoreRead<R> = { kind: "fresh"; value: R } | { kind: "unknown" } | { kind: "ledger"; reason: "recent" | "budget" | "failed" }

export interface StoreReadBatcherOptions<R> {
  callsPerSecond: number
  /** The budget calls are spent from (default: one of this process, at `callsPerSecond`). */
  budget?: CallBudget
  /** ONE `info` call for 1..100 normalised ids; what was read, by id (an absent id: unknown). */
  readBatch: (uuids: string[]) => Promise<Map<string, R>>
  /** Told when a call fails (its asks answer from the ledger and may ask again). */
  onError?: (error: unknown, uuids: string[]) => void
  collectMs?: number
  perInvoiceIntervalMs?: number
  maxQueued?: number
  clock?: BatcherClock
}

type Waiter<R> = { promise: Promise<StoreRead<R>>; resolve: (read: StoreRead<R>) => void }

function waiter<R>(): Waiter<R> {
  let resolve!: (read: StoreRead<R>) => void
  const promise = new Promise<StoreRead<R>>((r) => (resolve = r))
  return { promise, resolve }
}

export class StoreReadBatcher<R> {
  readonly budget: CallBudget
  private readonly clock: BatcherClock
  private readonly collectMs: number
  private readonly intervalMs: number
  private readonly maxQueued: number
  /** Ids waiting for a call, oldest first. */
  private readonly queue = new Set<string>()
  /** Polls waiting for the call about to leave, by id. */
  private readonly waiters = new Map<string, Waiter<R>>()
  /** When each id was last asked for (insertion order = least recently asked first). */
  private readonly asked = new Map<string, number>()
  /** When the next call leaves; null while nothing is queued or its budget is being asked. */
  private sendAt: number | null = null
  /** The next call's budget is being asked (the asks in its first 100 wait for the answer). */
  private taking = false
  /** No call before this (the budget could not be read: not every collection window again). */
  private pausedUntil = Number.NEGATIVE_INFINITY

  constructor(private readonly options: StoreReadBatcherOptions<R>) {
    this.budget = options.budget ?? new ReadBudget(options.callsPerSecond)
    this.clock = options.clock ?? realClock
    this.collectMs = options.collectMs ?? DEFAULT_COLLECT_MS
    this.intervalMs = options.perInvoiceIntervalMs ?? PER_INVOICE_INTERVAL_MS
    this.maxQueued = options.maxQueued ?? DEFAULT_MAX_QUEUED
  }

  /** Ids waiting for budget (for tests and diagnostics). */
  get queued(): number {
    return this.queue.size
  }

  /** Milliseconds until a fresh read of this invoice could be asked for (0: now). */
  retryAfterMs(uuid: string): number {
    const now = this.clock.now()
    const id = tryNormalizeInvoiceId(uuid) ?? uuid
    const asked = this.asked.get(id)
    const recent = asked === undefined ? 0 : Math.max(0, asked + this.intervalMs - now)
    return Math.max(recent, this.budget.waitMs(now))
  }

  /** Ask for a fresh read of one invoice (an id the service would refuse throws a RangeError). */
  request(uuid: string): Promise<StoreRead<R>> {
    const id = tryNormalizeInvoiceId(uuid)
    if (id === null) throw new RangeError(`not an invoice id: ${uuid}`)
    const now = this.clock.now()
    const last = this.asked.get(id)
    if (last !== undefined && now - last < this.intervalMs) {
      // Concurrent polls of one session share the read that is about to leave.
      return this.waiters.get(id)?.promise ?? Promise.resolve({ kind: "ledger", reason: "recent" })
    }
    if (!this.queue.has(id)) {
      if (this.queue.size >= this.maxQueued) return Promise.resolve({ kind: "ledger", reason: "budget" })
      this.queue.add(id)
    }
    this.remember(id, now)
    this.arm(now)
    const leavingSoon = this.taking || (this.sendAt !== null && this.sendAt - now <= this.collectMs)
    if (!leavingSoon || !this.inNextCall(id)) {
      return Promise.resolve({ kind: "ledger", reason: "budget" })
    }
    const wait = this.waiters.get(id) ?? waiter<R>()
    this.waiters.set(id, wait)
    return wait.promise
  }

  private remember(id: string, now: number): void {
    this.asked.delete(id)
    this.asked.set(id, now)
    if (this.asked.size > MAX_REMEMBERED) this.asked.delete(this.asked.keys().next().value as string)
  }

  /** Is the id among the first 100 queued (the ones the next call takes)? */
  private inNextCall(id: string): boolean {
    let position = 0
    for (const queued of this.queue) {
      if (queued === id) return true
      if (++position >= MAX_IDS_PER_CALL) return false
    }
    return false
  }

  /** Plan the next call: after the collection window, and not before the budget allows. */
  private arm(now: number): void {
    if (this.sendAt !== null || this.taking || this.queue.size === 0) return
    const delay = Math.max(this.collectMs, this.budget.waitMs(now), this.pausedUntil - now)
    this.sendAt = now + delay
    this.clock.schedule(() => this.fire(), delay)
  }

  private fire(): void {
    this.sendAt = null
    this.taking = true
    void this.budget.take(this.clock.now()).then(
      (verdict) => this.afterTake(verdict),
      (error: unknown) => this.afterTake({ ok: false, waitMs: this.budget.intervalMs }, error)
    )
  }

  /** The budget answered: send the next call, or plan it for when the token is back. */
  private afterTake(verdict: CallVerdict, error?: unknown): void {
    this.taking = false
    const now = this.clock.now()
    const ids: string[] = []
    for (const id of this.queue) {
      ids.push(id)
      if (ids.length === MAX_IDS_PER_CALL) break
    }
    if (error !== undefined) {
      // The budget could not be read: as a failed call (no call is made without the budget).
      this.pausedUntil = now + this.budget.intervalMs
      for (const id of ids) {
        this.queue.delete(id)
        this.asked.delete(id)
      }
      this.tell(error, ids)
      this.answerFromLedger(ids, "failed")
      this.arm(now)
      return
    }
    if (!verdict.ok) {
      // Spent by another instance: the polls that waited answer from the ledger now (unless the
      // token is back within the collection window), and their ids stay queued for the next call.
      if (verdict.waitMs > this.collectMs) this.answerFromLedger(ids, "budget")
      this.arm(now)
      return
    }
    for (const id of ids) this.queue.delete(id)
    const waiting = ids.map((id) => [id, this.waiters.get(id)] as const)
    for (const id of ids) this.waiters.delete(id)
    this.arm(now)
    void this.send(ids, waiting)
  }

  private answerFromLedger(ids: string[], reason: "budget" | "failed"): void {
    for (const id of ids) {
      this.waiters.get(id)?.resolve({ kind: "ledger", reason })
      this.waiters.delete(id)
    }
  }

  private tell(error: unknown, uuids: string[]): void {
    try {
      this.options.onError?.(error, uuids)
    } catch {
      // A failing logger must not leave polls waiting.
    }
  }

  private async send(ids: string[], waiting: ReadonlyArray<readonly [string, Waiter<R> | undefined]>): Promise<void> {
    let read: Map<string, R>
    try {
      read = await this.options.readBatch(ids)
    } catch (error) {
      // Not remembered as asked: the next poll may ask again (within the budget).
      for (const id of ids) this.asked.delete(id)
      this.tell(error, ids)
      for (const [, wait] of waiting) wait?.resolve({ kind: "ledger", reason: "failed" })
      return
    }
    for (const [id, wait] of waiting) {
      if (!wait) continue
      const value = read.get(id)
      wait.resolve(value === undefined ? { kind: "unknown" } : { kind: "fresh", value })
    }
  }
}
