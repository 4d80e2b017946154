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
 * HTTP request) therefore gets a read that starts after it arrived, and shares that read from
 * then on: the delayed processing of both deliveries decides on the newer state, never the
 * second on the first one's read. Callers verify the token before asking; a failed read is
 * forgotten at once.
 *
 * And the reads are coalesced per invoice (read-coalescer.ts): a genuine postback may be
 * replayed for as long as its token is valid (5 minutes), and a read per replay would be a call
 * on the merchant's limits outside every budget. So at most one read per invoice starts in a
 * second: a delivery that arrives while a read is under a second old, or in flight, waits for
 * the next one — which starts after it arrived, so the rule above holds — shared by every
 * delivery waiting for it. Per process: each instance coalesces on its own.
 */
import { cleanPostbackToken, type Invoice } from "../lib/cryptocloud"
import { ReadCoalescer } from "./read-coalescer"

/** Long enough for both subscribers of one delivery, short enough to never serve a stale read. */
const SHARE_FOR_MS = 30_000
const MAX_ENTRIES = 1_000

/**
 * At most one read per invoice every 1.25 s (under one a second); an idle invoice is forgotten
 * after that. A delivery after a real change waits at most this long for its read.
 */
export const POSTBACK_READ_INTERVAL_MS = 1_250

const reads = new Map<string, { at: number; read: Promise<Invoice | null> }>()
const invoiceReads = new ReadCoalescer<Invoice | null>({ intervalMs: POSTBACK_READ_INTERVAL_MS, maxKeys: MAX_ENTRIES })

function forgetOld(now: number): void {
  for (const [key, entry] of reads) {
    if (now - entry.at < SHARE_FOR_MS && reads.size <= MAX_ENTRIES) break // insertion order: the rest is newer
    reads.delete(key)
  }
}

/**
 * The invoice as read for this postback: one read, whichever subscriber asks first.
 * `arrival`: the delivery has just come in over HTTP: a read that starts from now on (the
 * invoice's next coalesced one), shared from now on.
 */
export function readInvoiceForPostback(
  body: Record<string, unknown> | null,
  invoiceId: string,
  read: (invoiceId: string) => Promise<Invoice | null>,
  { arrival = false, shopId = "" }: { arrival?: boolean; shopId?: string } = {}
): Promise<Invoice | null> {
  const token = cleanPostbackToken(body?.token)
  if (!token) return read(invoiceId)
  const now = Date.now()
  forgetOld(now)
  // A read is its project's (made with its key): never shared with another project's hook.
  const key = `${shopId}:${invoiceId}:${token}`
  const shared = arrival ? undefined : reads.get(key)
  if (shared) return shared.read
  const pending = invoiceReads.next(`${shopId}:${invoiceId}`, () => read(invoiceId))
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
  invoiceReads.clear()
}
