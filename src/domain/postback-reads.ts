/**
 * One `info` read per postback delivery. Medusa delivers the webhook event to two subscribers
 * in the same process — its own (which asks the provider for the action) and the plugin's
 * (which applies what Medusa ignores) — and both must read the invoice, since only `info` is
 * trusted. Without sharing, every delivery cost two `info` calls (BENCHMARKS.md, part 4): twice
 * the load on the merchant's API limits for no new fact.
 *
 * The read is shared per delivery, keyed by the verified token, never per invoice. A token is
 * not unique to a delivery, though: its claims are the invoice id and an expiry in whole
 * seconds, so two postbacks of one invoice signed within the same second (a part payment, then
 * the rest) carry the same token. Each delivery's arrival (the early record, which sees every
 * HTTP request) therefore reads afresh and shares that read from then on: the delayed
 * processing of both deliveries decides on the newer state, never the second on the first
 * one's read. Callers verify the token before asking; a failed read is forgotten at once.
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

/**
 * The invoice as read for this postback: one read, whichever subscriber asks first.
 * `arrival`: the delivery has just come in over HTTP: read now, and share this read from now on.
 */
export function readInvoiceForPostback(
  body: Record<string, unknown> | null,
  invoiceId: string,
  read: (invoiceId: string) => Promise<Invoice | null>,
  { arrival = false }: { arrival?: boolean } = {}
): Promise<Invoice | null> {
  const token = cleanPostbackToken(body?.token)
  if (!token) return read(invoiceId)
  const now = Date.now()
  forgetOld(now)
  const key = `${invoiceId}:${token}`
  const shared = arrival ? undefined : reads.get(key)
  if (shared) return shared.read
  const pending = read(invoiceId)
  reads.delete(key) // re-inserted last: forgetOld relies on insertion order
  reads.set(key, { at: now, read: pending })
  pending.catch(() => {
    if (reads.get(key)?.read === pending) reads.delete(key)
  })
  return pending
}

/** Tests only: start from nothing. */
export function forgetPostbackReads(): void {
  reads.clear()
}
