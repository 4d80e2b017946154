/**
 * The pay link's token is opaque: random bytes that decode to nothing about the order, kept only
 * as a hash; whether a link opens is its row's to say (replaced, expired).
 */
import { hashPayToken, newPayToken, payTokenLookup } from "../token"
import { payLinkState, pendingDifference } from "../link"

describe("newPayToken", () => {
  it("32 random bytes in base64url, never the same twice, with the SHA-256 to store", () => {
    const a = newPayToken()
    const b = newPayToken()
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(a.token, "base64url")).toHaveLength(32)
    expect(a.token).not.toBe(b.token)
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(a.hash).toBe(hashPayToken(a.token))
    expect(a.hash).not.toContain(a.token)
  })

  it("is not a JWT: no dots, no readable JSON in it", () => {
    const { token } = newPayToken()
    expect(token).not.toContain(".")
    expect(Buffer.from(token, "base64url").toString("latin1")).not.toMatch(/"(oid|pc|n|exp)"|order_|pay_col_/)
  })
})

describe("payTokenLookup", () => {
  it("the hash of a token; nothing for what cannot be one (a JWT of an older version, a cut-off link)", () => {
    const { token, hash } = newPayToken()
    expect(payTokenLookup(token)).toBe(hash)
    expect(payTokenLookup(token.slice(0, 40))).toBeNull()
    expect(payTokenLookup(`${token}.x`)).toBeNull()
    expect(payTokenLookup("eyJhbGciOiJIUzI1NiJ9.eyJvaWQiOiJvcmRlcl8wMSJ9.c2ln")).toBeNull()
    expect(payTokenLookup("")).toBeNull()
  })
})

describe("payLinkState", () => {
  const now = new Date("2026-11-24T12:00:00Z")
  it("open until it expires; replaced by a newer request whatever its expiry", () => {
    expect(payLinkState({ expires_at: "2026-11-30T12:00:00Z", replaced_at: null }, now)).toBe("open")
    expect(payLinkState({ expires_at: "2026-11-24T12:00:00Z", replaced_at: null }, now)).toBe("link_expired")
    expect(payLinkState({ expires_at: new Date("2026-11-30T12:00:00Z"), replaced_at: new Date("2026-11-24T11:00:00Z") }, now)).toBe("replaced")
  })
})

describe("pendingDifference", () => {
  it("reads Medusa's summary losslessly; null when it does not say", () => {
    expect(pendingDifference({ pending_difference: 45 })?.toFixed()).toBe("45")
    expect(pendingDifference({ pending_difference: 12.5, raw_pending_difference: { value: "12.5", precision: 20 } })?.toFixed()).toBe("12.5")
    expect(pendingDifference({ raw_pending_difference: { value: "0.1000000000000000055511" } })?.toFixed()).toBe("0.1000000000000000055511")
    expect(pendingDifference({ pending_difference: "-5" })?.toFixed()).toBe("-5")
    expect(pendingDifference({})).toBeNull()
    expect(pendingDifference(null)).toBeNull()
    expect(pendingDifference({ pending_difference: "abc" })).toBeNull()
  })
})
