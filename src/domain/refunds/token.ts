/**
 * The customer's address link: a signed token (HS256 JWT) naming the refund and a nonce, valid
 * for 7 days. Signed with a key derived from the secret of the refund's project (the one that
 * received the money; a store with several projects signs each refund's links with its own), so
 * the store needs no new secret and a link cannot be forged; single use is enforced by the refund
 * row, which keeps the nonce of the current link and clears it once an address was given.
 */
import { hmac } from "@noble/hashes/hmac"
import { sha256 } from "@noble/hashes/sha256"
import { randomBytes } from "node:crypto"
import { loadJose } from "../../lib/cryptocloud/jose"

const PURPOSE = "cryptocloud-refund-address-v1"

/** A key for this purpose only: the project secret itself never signs anything but postbacks' checks. */
function keyFrom(secret: string): Uint8Array {
  return hmac(sha256, new TextEncoder().encode(secret), new TextEncoder().encode(PURPOSE))
}

export async function signAddressToken(secret: string, refundId: string, expiresAt: Date): Promise<{ token: string; nonce: string }> {
  const { SignJWT } = await loadJose()
  const nonce = randomBytes(16).toString("base64url")
  const token = await new SignJWT({ rid: refundId, n: nonce })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyFrom(secret))
  return { token, nonce }
}

export type AddressTokenCheck = { ok: true; refundId: string; nonce: string } | { ok: false; reason: "invalid" | "expired" }

/**
 * The refund a token names, read WITHOUT checking its signature: only to find which project's
 * secret must check it (verifyAddressToken). Null when it is no token of this shape.
 */
export async function peekAddressTokenRefund(token: string): Promise<string | null> {
  const { decodeJwt } = await loadJose()
  try {
    const { rid } = decodeJwt(token)
    return typeof rid === "string" && rid ? rid : null
  } catch {
    return null
  }
}

export async function verifyAddressToken(secret: string, token: string): Promise<AddressTokenCheck> {
  const { jwtVerify, errors } = await loadJose()
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), { algorithms: ["HS256"] })
    if (typeof payload.rid !== "string" || typeof payload.n !== "string" || typeof payload.exp !== "number") return { ok: false, reason: "invalid" }
    return { ok: true, refundId: payload.rid, nonce: payload.n }
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" }
  }
}
