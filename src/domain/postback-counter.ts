/**
 * Rejected and ignored postbacks are counted, not logged one by one: anyone can post to the hook,
 * and a line per request would let a flood write a row per request. They are tallied in memory
 * per (outcome, reason, minute) and written periodically (postback-log-writer.ts) as one line
 * per tally, which instances add to (postback-log.ts, writeCountedLines). Reasons come from the
 * fixed list of postback-reasons.ts, so a minute holds at most (reasons × outcomes) lines.
 * Pure: no database, no timers.
 */
import type { PostbackReasonCode } from "../lib/cryptocloud/postback-reason-codes"
import { countedReason } from "./postback-reasons"

export const COUNTED_OUTCOMES = ["rejected", "ignored"] as const
export type CountedOutcome = (typeof COUNTED_OUTCOMES)[number]

export function isCountedOutcome(outcome: string): outcome is CountedOutcome {
  return (COUNTED_OUTCOMES as readonly string[]).includes(outcome)
}

/** The minute a postback arrived in, as an ISO timestamp of its start (UTC). */
export function minuteOf(at: Date): string {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString()
}

/**
 * `outcome|reason|minute`: the unique key of a counted line, shared by every instance. The reason
 * is the text; its code goes with it (one code per counted text), so the key is the same as
 * before codes existed.
 */
export function bucketOf(outcome: CountedOutcome, reason: string, minute: string): string {
  return `${outcome}|${reason}|${minute}`
}

/** One counted line, not yet written. */
export interface Tally {
  bucket: string
  outcome: CountedOutcome
  reason: string
  /** The code of `reason` (postback-reasons.ts pairs them). */
  reasonCode: PostbackReasonCode
  minute: string
  count: number
  /**
   * The invoice every postback of the tally named, or null when they named none or different
   * ones: the id in a forged body is the sender's choice, so a line names one only when all agree.
   */
  invoiceId: string | null
  /** The latest arrival: the line's `received_at`. */
  lastAt: Date
}

/** The tally of both (same bucket): counts add, the invoice survives only if both name it. */
export function mergeTallies(a: Tally, b: Tally): Tally {
  return {
    ...a,
    count: a.count + b.count,
    invoiceId: a.invoiceId !== null && a.invoiceId === b.invoiceId ? a.invoiceId : null,
    lastAt: a.lastAt > b.lastAt ? a.lastAt : b.lastAt,
  }
}

/** Invoice ids are short (`INV-XXXXXXXX`); anything longer is cut, like single lines are. */
const MAX_INVOICE_ID = 64

export class PostbackCounter {
  private tallies = new Map<string, Tally>()

  /** Counts one rejected or ignored postback. */
  add(entry: { outcome: CountedOutcome; reason: string; reason_code: PostbackReasonCode; invoice_id: string | null }, at = new Date()): Tally {
    const reason = countedReason({ code: entry.reason_code, text: entry.reason })
    const minute = minuteOf(at)
    const bucket = bucketOf(entry.outcome, reason.text, minute)
    const one: Tally = {
      bucket,
      outcome: entry.outcome,
      reason: reason.text,
      reasonCode: reason.code,
      minute,
      count: 1,
      invoiceId: entry.invoice_id?.slice(0, MAX_INVOICE_ID) ?? null,
      lastAt: at,
    }
    const known = this.tallies.get(bucket)
    const merged = known ? mergeTallies(known, one) : one
    this.tallies.set(bucket, merged)
    return merged
  }

  /** Everything counted since the last take, and a fresh start. */
  take(): Tally[] {
    const taken = [...this.tallies.values()]
    this.tallies = new Map()
    return taken
  }

  /**
   * Puts tallies back (a write that failed), merged with what was counted meanwhile. At most
   * `keep` tallies are held, the newest minutes first: a database down for days must not grow
   * the process (what is dropped is returned, for a log line).
   */
  restore(tallies: Tally[], keep = 10_000): Tally[] {
    for (const tally of tallies) {
      const known = this.tallies.get(tally.bucket)
      this.tallies.set(tally.bucket, known ? mergeTallies(tally, known) : tally)
    }
    if (this.tallies.size <= keep) return []
    const newestFirst = [...this.tallies.values()].sort((a, b) => b.minute.localeCompare(a.minute))
    const dropped = newestFirst.slice(keep)
    for (const tally of dropped) this.tallies.delete(tally.bucket)
    return dropped
  }

  /** Tallies waiting to be written. */
  get size(): number {
    return this.tallies.size
  }
}
