/**
 * Writes the postback log for one process: a verified postback's line at once (it happens at
 * the rate CryptoCloud sends, and its `duplicate` test needs the earlier line), a rejected or
 * ignored one only counted in memory and flushed about every second (postback-counter.ts): a
 * flood costs a map update per request and one statement per second, not a row per request.
 *
 * The flush timer runs only while something is waiting and is `unref()`ed, so it never keeps a
 * process alive; what was counted in the last second before a process stops is lost (the
 * server log line of postback-warnings.ts has been written for it).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { isCountedOutcome, PostbackCounter } from "./postback-counter"
import { recordPostback, writeCountedLines, type PostbackLogEntry } from "./postback-log"

export const FLUSH_EVERY_MS = 1_000

type Warn = (message: string) => void

/** The writers of this process with something counted, for flushAllPostbackLogs. */
const writers = new Set<PostbackLogWriter>()

export class PostbackLogWriter {
  private readonly counter = new PostbackCounter()
  private timer: ReturnType<typeof setInterval> | null = null
  private flushing: Promise<void> | null = null

  constructor(
    private readonly pg: Knex,
    private readonly warn: Warn,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
    /** The project whose hook this writer logs (its lines carry its shop id). */
    private readonly shopId: string | null = null
  ) {}

  /** Logs one postback: written now when verified, counted otherwise. Never throws. */
  async record(entry: PostbackLogEntry, at = new Date()): Promise<void> {
    if (isCountedOutcome(entry.outcome)) {
      this.counter.add({ outcome: entry.outcome, reason: entry.reason, reason_code: entry.reason_code, invoice_id: entry.invoice_id }, at)
      this.startTimer()
      return
    }
    try {
      await recordPostback(this.pg, { ...entry, shop_id: entry.shop_id ?? this.shopId }, at)
    } catch (error) {
      this.warn(`CryptoCloud: could not write the postback log: ${(error as Error).message}`)
    }
  }

  /** Writes what was counted; waits for a flush already under way. Never throws. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing
    if (!this.counter.size) return
    this.flushing = this.write().finally(() => {
      this.flushing = null
    })
    await this.flushing
  }

  /** Tallies not yet written (tests). */
  get pending(): number {
    return this.counter.size
  }

  private async write(): Promise<void> {
    const tallies = this.counter.take()
    try {
      await writeCountedLines(this.pg, tallies, this.shopId)
    } catch (error) {
      // Kept for the next tick: the same lines are added to once the database answers.
      const dropped = this.counter.restore(tallies)
      this.warn(
        `CryptoCloud: could not write the counted postback log lines, retrying: ${(error as Error).message}` +
          (dropped.length ? ` (${dropped.length} oldest line(s) dropped)` : "")
      )
    }
  }

  private startTimer(): void {
    if (this.timer) return
    writers.add(this)
    this.timer = setInterval(() => {
      void this.flush().then(() => {
        if (!this.counter.size && !this.flushing) this.stopTimer()
      })
    }, this.flushEveryMs)
    this.timer.unref?.()
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    writers.delete(this)
  }
}

/** Flush every writer of this process now (tests, and a clean shutdown). */
export async function flushAllPostbackLogs(): Promise<void> {
  await Promise.all([...writers].map((writer) => writer.flush()))
}
