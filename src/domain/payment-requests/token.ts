/**
 * The customer's pay link token: 32 random bytes (base64url, 43 characters) that say nothing —
 * no order, no collection, no expiry, nothing a forwarded or leaked link could be read for. The
 * plugin keeps only its SHA-256 (the pay-link table, modules/cryptocloud/pay-links.ts), so a copy
 * of the table (a backup, a support dump) opens no link; the row says which order and collection
 * the link is for, until when, and whether a newer request replaced it (link.ts).
 *
 * A plain hash (no salt, no key) is enough: the token carries 256 bits of randomness, so its hash
 * cannot be turned back into it by guessing, and a lookup by hash stays one index read.
 */
import { createHash, randomBytes } from "node:crypto"

const TOKEN_BYTES = 32
/** What a token looks like: anything else is not one, and costs no database read. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function hashPayToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex")
}

/** A new token and the hash to store for it. The token itself goes only into the link. */
export function newPayToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url")
  return { token, hash: hashPayToken(token) }
}

/** The hash to look a link up by, or null when the text cannot be a token (a JWT link of an older version, a cut-off link). */
export function payTokenLookup(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? hashPayToken(token) : null
}
