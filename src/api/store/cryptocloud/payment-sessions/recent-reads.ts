/**
 * The return page polls the status route every second or two, and the session id is public
 * (it is the invoice's order_id): without a bound, anyone could turn polling into `info` calls
 * against the merchant's API quota. So a session's invoice is read from the service at most
 * once per 5 s per instance; concurrent polls share one read.
 */
import type { Invoice } from "../../../../lib/cryptocloud"

export const STATUS_READ_INTERVAL_MS = 5000
const MAX_ENTRIES = 10_000

type Entry = { at: number; read: Promise<Invoice | null> }

export function createRecentReads(intervalMs = STATUS_READ_INTERVAL_MS, now: () => number = Date.now) {
  const entries = new Map<string, Entry>()
  return async function readAtMostEvery(key: string, read: () => Promise<Invoice | null>): Promise<Invoice | null> {
    const hit = entries.get(key)
    if (hit && now() - hit.at < intervalMs) return hit.read
    const entry: Entry = { at: now(), read: read() }
    entries.delete(key)
    entries.set(key, entry)
    // A failed read is not remembered: the next poll may try again.
    entry.read.catch(() => entries.get(key) === entry && entries.delete(key))
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    return entry.read
  }
}
