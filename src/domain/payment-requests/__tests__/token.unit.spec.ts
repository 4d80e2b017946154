/**
 * The pay link's token: signed for its own purpose with a key derived from the project secret,
 * bound to an order and its payment collection, expiring, and "current" only while the order's
 * metadata names its nonce (a newer request replaces it).
 */
import { signAddressToken } from "../../refunds/token"
import { isCurrentLink, paymentRequestMetadata, pendingDifference, storedPaymentRequest } from "../link"
import { signPayToken, verifyPayToken } from "../token"

const SECRET = "project-secret"
const TARGET = { orderId: "order_01", paymentCollectionId: "pay_col_01" }
const soon = () => new Date(Date.now() + 60_000)

async function loadJose() {
  return import("jose")
}

describe("signPayToken / verifyPayToken", () => {
  it("round-trips the order, the collection and a fresh nonce", async () => {
    const a = await signPayToken(SECRET, TARGET, soon())
    const b = await signPayToken(SECRET, TARGET, soon())
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await verifyPayToken(SECRET, a.token)).toEqual({ ok: true, ...TARGET, nonce: a.nonce })
  })

  it("an expired token is told apart from an invalid one", async () => {
    const { token } = await signPayToken(SECRET, TARGET, new Date(Date.now() - 1000))
    expect(await verifyPayToken(SECRET, token)).toEqual({ ok: false, reason: "expired" })
  })

  it("refuses another secret, a changed payload, garbage and alg none", async () => {
    const { token } = await signPayToken(SECRET, TARGET, soon())
    expect(await verifyPayToken("other-secret", token)).toEqual({ ok: false, reason: "invalid" })
    const [head, , signature] = token.split(".")
    const forged = Buffer.from(JSON.stringify({ oid: "order_02", pc: "pay_col_01", n: "x", exp: 9999999999 })).toString("base64url")
    expect(await verifyPayToken(SECRET, `${head}.${forged}.${signature}`)).toEqual({ ok: false, reason: "invalid" })
    expect(await verifyPayToken(SECRET, "not-a-token")).toEqual({ ok: false, reason: "invalid" })
    expect(await verifyPayToken(SECRET, "")).toEqual({ ok: false, reason: "invalid" })
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${forged}.`
    expect(await verifyPayToken(SECRET, unsigned)).toEqual({ ok: false, reason: "invalid" })
  })

  it("is not interchangeable with a refund address token (another purpose, another key)", async () => {
    const refund = await signAddressToken(SECRET, "ccref_1", soon())
    expect(await verifyPayToken(SECRET, refund.token)).toEqual({ ok: false, reason: "invalid" })
  })

  it("signed with the project secret itself, a token is refused (the key is derived for this purpose)", async () => {
    const { SignJWT } = await loadJose()
    const raw = await new SignJWT({ oid: "order_01", pc: "pay_col_01", n: "nonce" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(SECRET))
    expect(await verifyPayToken(SECRET, raw)).toEqual({ ok: false, reason: "invalid" })
  })

  it("a token without its claims is invalid", async () => {
    const { SignJWT } = await loadJose()
    const { hmac } = await import("@noble/hashes/hmac")
    const { sha256 } = await import("@noble/hashes/sha256")
    const key = hmac(sha256, new TextEncoder().encode(SECRET), new TextEncoder().encode("cryptocloud-order-payment-request-v1"))
    const good = await new SignJWT({ oid: "order_01", pc: "pay_col_01", n: "n1" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("1h").sign(key)
    expect((await verifyPayToken(SECRET, good)).ok).toBe(true)
    const noCollection = await new SignJWT({ oid: "order_01", n: "n1" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("1h").sign(key)
    expect(await verifyPayToken(SECRET, noCollection)).toEqual({ ok: false, reason: "invalid" })
    const noExpiry = await new SignJWT({ oid: "order_01", pc: "pay_col_01", n: "n1" }).setProtectedHeader({ alg: "HS256" }).sign(key)
    expect(await verifyPayToken(SECRET, noExpiry)).toEqual({ ok: false, reason: "invalid" })
  })
})

describe("the order's current link", () => {
  const stored = { nonce: "n2", payment_collection_id: "pay_col_01", expires_at: "2026-12-01T10:00:00.000Z", requested_at: "2026-11-24T10:00:00.000Z" }
  const metadata = { other: "kept", ...paymentRequestMetadata(stored) }

  it("is the one whose nonce and collection the order's metadata names", () => {
    expect(storedPaymentRequest(metadata)).toEqual(stored)
    expect(isCurrentLink(metadata, { nonce: "n2", paymentCollectionId: "pay_col_01" })).toBe(true)
    expect(isCurrentLink(metadata, { nonce: "n1", paymentCollectionId: "pay_col_01" })).toBe(false) // replaced
    expect(isCurrentLink(metadata, { nonce: "n2", paymentCollectionId: "pay_col_02" })).toBe(false)
    expect(isCurrentLink({}, { nonce: "n2", paymentCollectionId: "pay_col_01" })).toBe(false)
    expect(isCurrentLink(null, { nonce: "n2", paymentCollectionId: "pay_col_01" })).toBe(false)
    expect(isCurrentLink({ cryptocloud_payment_request: "n2" }, { nonce: "n2", paymentCollectionId: "pay_col_01" })).toBe(false)
  })
})

describe("pendingDifference", () => {
  it("reads Medusa's summary in every shape it comes in, every digit kept", () => {
    expect(pendingDifference({ pending_difference: 45 })?.toFixed()).toBe("45")
    expect(pendingDifference({ pending_difference: 12.5, raw_pending_difference: { value: "12.5", precision: 20 } })?.toFixed()).toBe("12.5")
    expect(pendingDifference({ raw_pending_difference: { value: "0.1000000000000000055511" } })?.toFixed()).toBe("0.1000000000000000055511")
    expect(pendingDifference({ pending_difference: "-5" })?.toFixed()).toBe("-5")
    expect(pendingDifference({})).toBeNull()
    expect(pendingDifference(null)).toBeNull()
    expect(pendingDifference({ pending_difference: "abc" })).toBeNull()
  })
})
