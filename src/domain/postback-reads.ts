/**
 * One `info` read per postback delivery. Medusa delivers the webhook event to two subscribers
 * in the same process — its own (which asks the provider for the action) and the plugin's
 * (which applies what Medusa ignores) — and both must read the invoice, since only `info` is
 * trusted. Without sharing, every delivery cost two `info` calls (BENCHMARKS.md, part 4): twice
 * the load on the merchant's API limits for no new fact.
 *
 * The read is shared per delivery, keyed by the verified token, never per invoice: a later
 * postback for the same invoice (it went from partial to paid) has a new token and reads
 * afresh. Callers verify the token before asking; a failed read is forgotten at once.
 */
import { cleanPostbackToken, type Invoice } from "../lib/cryptocloud"

/** Long enough for both subscribers of one delivery, short enough to never serve a stale read. */
const SHARE_FOR_MS = 30_000
const MAX_ENTRIES = 1_000

const reads = new Map<string, { at: number; read: Promise<Invoice | null> }>()

function forgetOld(now: number): void {
  for (const [key, entry] of reads) {
    if (now - entry.at < SHARE_FOR_MS && reads.size <= MAX_ENTRIES) break // insertion order: the rest is newer
    reads.delete(key)
  }
}

/** The invoice as read for this postback: one read, whichever subscriber asks first. */
export function readInvoiceForPostback(
  body: Record<string, unknown> | null,
  invoiceId: string,
  read: (invoiceId: string) => Promise<Invoice | null>
): Promise<Invoice | null> {
  const token = cleanPostbackToken(body?.token)
  if (!token) return read(invoiceId)
  const now = Date.now()
  forgetOld(now)
  const key = `${invoiceId}:${token}`
  const shared = reads.get(key)
  if (shared) return shared.read
  const pending = read(invoiceId)
  reads.set(key, { at: now, read: pending })
  pending.catch(() => reads.delete(key))
  return pending
}

/** Tests only: start from nothing. */
export function forgetPostbackReads(): void {
  reads.clear()
}
