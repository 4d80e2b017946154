/**
 * The invoice's `order_id` tells its checkout without the database (design.md, "The service is
 * the source of truth"): `<payment session id>.<sealed owner>`, where the owner is the cart the
 * session paid for (or, for an order's payment collection, that collection). After a database
 * restore the session may be gone while the cart survived: the found-money pass reads the
 * invoice list, opens the reference with the project's key and completes that cart.
 *
 * Why sealed and not the cart id itself: a Medusa cart id is a bearer credential (the store API
 * reads and changes a cart by its id alone), and `order_id` travels where others may read it —
 * the service's hosted page, its dashboard, postbacks. The owner is encrypted (AES-128-CTR, IV
 * derived from the session id, which is unique per invoice) and tagged (HMAC-SHA-256, 6 bytes)
 * under a key derived from the project's secret key and this store's id, so:
 *   - nobody without the secret reads the cart id from it;
 *   - a reference made by another store sharing the project fails the tag: "another store's";
 *   - it is deterministic, so a retried creation sends the same `order_id` (invoice-factory.ts
 *     finds an invoice an ambiguous failure may have created by it).
 * A reference that does not open is never guessed into an order.
 */
import { hkdf } from "@noble/hashes/hkdf"
import { hmac } from "@noble/hashes/hmac"
import { sha256 } from "@noble/hashes/sha2"
import { base64urlnopad } from "@scure/base"
import { createCipheriv, timingSafeEqual } from "node:crypto"
import { PAYMENT_SESSION_ID_PREFIX } from "./constants"

const PURPOSE = "cryptocloud-checkout-reference-v1"
const TAG_BYTES = 6
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/
/** Owner kinds, one byte ahead of the id's 16 bytes. */
const KINDS = { cart: { byte: 1, prefix: "cart_" }, collection: { byte: 2, prefix: "pay_col_" } } as const

export type CheckoutOwner = { kind: keyof typeof KINDS; id: string }

export interface CheckoutReferenceKey {
  cipher: Uint8Array
  mac: Uint8Array
}

/** The key of one project in one store: its secret key, this store's id as the context. */
export function checkoutReferenceKey(secretKey: string, storeId: string): CheckoutReferenceKey {
  const bytes = hkdf(sha256, new TextEncoder().encode(secretKey), new TextEncoder().encode(PURPOSE), new TextEncoder().encode(storeId), 32)
  return { cipher: bytes.slice(0, 16), mac: bytes.slice(16) }
}

const utf8 = (text: string) => new TextEncoder().encode(text)

function crypt(key: CheckoutReferenceKey, sessionId: string, input: Uint8Array): Uint8Array {
  const iv = hmac(sha256, key.mac, utf8(`iv:${sessionId}`)).slice(0, 16)
  const cipher = createCipheriv("aes-128-ctr", key.cipher, iv)
  return new Uint8Array(Buffer.concat([cipher.update(input), cipher.final()]))
}

const tagOf = (key: CheckoutReferenceKey, sessionId: string, sealed: Uint8Array) =>
  hmac(sha256, key.mac, new Uint8Array([...utf8(`tag:${sessionId}:`), ...sealed])).slice(0, TAG_BYTES)

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/** A ULID (26 Crockford characters, big-endian, the top two of its 130 bits zero) as its 16 bytes. */
function ulidBytes(ulid: string): Uint8Array | null {
  if (!ULID.test(ulid) || ulid[0] > "7") return null
  let value = 0n
  for (const char of ulid) value = (value << 5n) | BigInt(CROCKFORD.indexOf(char))
  const bytes = new Uint8Array(16)
  for (let i = 15; i >= 0; i--, value >>= 8n) bytes[i] = Number(value & 0xffn)
  return bytes
}

function ulidOf(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ""
  for (let i = 0; i < 26; i++, value >>= 5n) text = CROCKFORD[Number(value & 31n)] + text
  return text
}

/**
 * The `order_id` for a new invoice: the session id, then the sealed owner when there is one the
 * reference can carry (Medusa ids: a prefix and a ULID); else the session id alone, as before.
 */
export function invoiceOrderId(sessionId: string, owner: CheckoutOwner | null, key: CheckoutReferenceKey | null): string {
  if (!owner || !key) return sessionId
  const kind = KINDS[owner.kind]
  if (!owner.id.startsWith(kind.prefix)) return sessionId
  const id = ulidBytes(owner.id.slice(kind.prefix.length))
  if (!id) return sessionId
  const sealed = crypt(key, sessionId, new Uint8Array([kind.byte, ...id]))
  return `${sessionId}.${base64urlnopad.encode(new Uint8Array([...sealed, ...tagOf(key, sessionId, sealed)]))}`
}

/** What an invoice's `order_id` says, read with one project's key in this store. */
export type CheckoutReference =
  /** Made by this plugin in this store: the session, and the cart or collection it paid for. */
  | { kind: "ours"; sessionId: string; owner: CheckoutOwner }
  /** A session id alone: this plugin made it before references existed, or sealed no owner. */
  | { kind: "session_only"; sessionId: string }
  /** A reference that does not open with this store's key: another store sharing the project (or a changed secret key). */
  | { kind: "other_store"; sessionId: string }
  /** No session id: an invoice made in the dashboard or by another system. */
  | { kind: "outside"; orderId: string | null }

export function readCheckoutReference(orderId: string | null | undefined, key: CheckoutReferenceKey | null): CheckoutReference {
  const text = typeof orderId === "string" && orderId !== "None" ? orderId : null
  if (!text || !text.startsWith(PAYMENT_SESSION_ID_PREFIX)) return { kind: "outside", orderId: text }
  const dot = text.indexOf(".")
  if (dot < 0) return { kind: "session_only", sessionId: text }
  const sessionId = text.slice(0, dot)
  let bytes: Uint8Array
  try {
    bytes = base64urlnopad.decode(text.slice(dot + 1))
  } catch {
    return { kind: "other_store", sessionId }
  }
  if (!key || bytes.length !== 17 + TAG_BYTES) return { kind: "other_store", sessionId }
  const sealed = bytes.slice(0, 17)
  if (!timingSafeEqual(Buffer.from(tagOf(key, sessionId, sealed)), Buffer.from(bytes.slice(17)))) return { kind: "other_store", sessionId }
  const plain = crypt(key, sessionId, sealed)
  const kind = (Object.keys(KINDS) as Array<keyof typeof KINDS>).find((name) => KINDS[name].byte === plain[0])
  if (!kind) return { kind: "other_store", sessionId }
  return { kind: "ours", sessionId, owner: { kind, id: `${KINDS[kind].prefix}${ulidOf(plain.slice(1))}` } }
}

/** The payment session an `order_id` names, whatever follows it (invoice-match.ts). */
export function sessionIdOfOrderId(orderId: string | null | undefined): string | null {
  if (typeof orderId !== "string" || !orderId.startsWith(PAYMENT_SESSION_ID_PREFIX)) return null
  const dot = orderId.indexOf(".")
  return dot < 0 ? orderId : orderId.slice(0, dot)
}
