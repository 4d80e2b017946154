/**
 * The customer's pay link for what an order still owes: a signed token (HS256 JWT) naming the
 * order, the order's payment collection and a nonce, valid for 7 days. Signed with a key derived
 * from the project secret for this purpose alone (a refund address token, signed for another
 * purpose, is not a pay token and the other way round), so the store needs no new secret and a
 * link cannot be forged. Which link is current is the order's to say (link.ts): a newer request
 * replaces the nonce, and the older links stop working.
 */
import { hmac } from "@noble/hashes/hmac"
import { sha256 } from "@noble/hashes/sha256"
import { randomBytes } from "node:crypto"
import { loadJose } from "../../lib/cryptocloud/jose"

const PURPOSE = "cryptocloud-order-payment-request-v1"

/** A key for this purpose only: the project secret itself never signs anything. */
function keyFrom(secret: string): Uint8Array {
  return hmac(sha256, new TextEncoder().encode(secret), new TextEncoder().encode(PURPOSE))
}

export interface PayLinkClaims {
  orderId: string
  paymentCollectionId: string
  nonce: string
}

export async function signPayToken(
  secret: string,
  target: { orderId: string; paymentCollectionId: string },
  expiresAt: Date
): Promise<{ token: string; nonce: string }> {
  const { SignJWT } = await loadJose()
  const nonce = randomBytes(16).toString("base64url")
  const token = await new SignJWT({ oid: target.orderId, pc: target.paymentCollectionId, n: nonce })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyFrom(secret))
  return { token, nonce }
}

export type PayTokenCheck = ({ ok: true } & PayLinkClaims) | { ok: false; reason: "invalid" | "expired" }

export async function verifyPayToken(secret: string, token: string): Promise<PayTokenCheck> {
  const { jwtVerify, errors } = await loadJose()
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), { algorithms: ["HS256"] })
    const { oid, pc, n, exp } = payload
    if (typeof oid !== "string" || typeof pc !== "string" || typeof n !== "string" || typeof exp !== "number") {
      return { ok: false, reason: "invalid" }
    }
    return { ok: true, orderId: oid, paymentCollectionId: pc, nonce: n }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" }
  }
}
