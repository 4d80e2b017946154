import { base64url, hex } from "@scure/base"
import { PAYMENT_CURRENCY_CODES } from "../../cryptocloud/codes"
import { addressFamilyOf } from ".."
import { accepted, refusal, refusesOtherNetworks } from "./helpers"

// eslint-disable-next-line @typescript-eslint/no-require-imports -- crc@4's ES module typings refuse an import from CommonJS (src/lib/addresses/ton.ts)
const crc16xmodem: (data: Uint8Array) => number = require("crc/crc16xmodem")

const TON = "USDT_TON" as const

// TON docs, "Address formats" and the TON cookbook: one basechain account in every form.
const ACCOUNT = "ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e"
const DOCS = {
  raw: `0:${ACCOUNT}`,
  bounceable: "EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF",
  bounceableStandardBase64: "EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff+W72r5gqPrHF",
  nonBounceable: "UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPuwA",
  testOnlyBounceable: "kQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPgpP",
  testOnlyNonBounceable: "0QDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPleK",
}
// TON docs, "Address formats": the masterchain raw example. Its user-friendly forms are derived
// with @scure/base and crc (the docs show only the raw form); kf/8uRo6… is the test-only form
// from the ton3-core docs, in standard base64.
const MASTERCHAIN = {
  raw: "-1:fcb91a3a3816d0f7b8c2c76108b8a9bc5a6b7a55bd79f8ab101c52db29232260",
  bounceable: "Ef_8uRo6OBbQ97jCx2EIuKm8Wmt6Vb15-KsQHFLbKSMiYDJ4",
  nonBounceable: "Uf_8uRo6OBbQ97jCx2EIuKm8Wmt6Vb15-KsQHFLbKSMiYG-9",
  testOnly: "kf/8uRo6OBbQ97jCx2EIuKm8Wmt6Vb15+KsQHFLbKSMiYIny",
}

/** A user-friendly address with any flags and workchain bytes and a correct CRC. */
function friendly(flags: number, workchain: number, account = ACCOUNT): string {
  const body = Uint8Array.from([flags, workchain, ...hex.decode(account)])
  const crc = crc16xmodem(body)
  return base64url.encode(Uint8Array.from([...body, crc >> 8, crc & 0xff]))
}

describe("TON", () => {
  // Every form of one account has the raw form, in lower case, as canonical: the flag and the
  // base64 alphabet are only ways of writing it, and workchain byte 0xff is the raw form's -1.
  it.each([
    [DOCS.raw, DOCS.raw],
    [DOCS.raw.toUpperCase(), DOCS.raw], // "Uppercase letters (A–F) may be used" (TON docs)
    [DOCS.bounceable, DOCS.raw],
    [DOCS.bounceableStandardBase64, DOCS.raw],
    [DOCS.nonBounceable, DOCS.raw],
    [MASTERCHAIN.raw, MASTERCHAIN.raw],
    [MASTERCHAIN.bounceable, MASTERCHAIN.raw],
    [MASTERCHAIN.nonBounceable, MASTERCHAIN.raw],
    [MASTERCHAIN.bounceable.replace(/_/g, "/").replace(/-/g, "+"), MASTERCHAIN.raw], // standard base64
  ])("accepts %s on every TON currency, with canonical %s", (address, canonical) => {
    const tonCodes = PAYMENT_CURRENCY_CODES.filter((code) => addressFamilyOf(code) === "ton")
    expect(tonCodes).toEqual(["TON", "USDT_TON", "XAUT_TON"])
    for (const code of tonCodes) expect(accepted(code, address)).toEqual({ ok: true, family: "ton", address, canonical })
  })

  it("builds the documented forms from the raw account (the test helper agrees with the docs)", () => {
    expect(friendly(0x11, 0x00)).toBe(DOCS.bounceable)
    expect(friendly(0x51, 0x00)).toBe(DOCS.nonBounceable)
    expect(friendly(0x91, 0x00)).toBe(DOCS.testOnlyBounceable)
    expect(friendly(0xd1, 0x00)).toBe(DOCS.testOnlyNonBounceable)
  })

  it.each([DOCS.testOnlyBounceable, DOCS.testOnlyNonBounceable, MASTERCHAIN.testOnly])("refuses the test-only address %s as testnet", (address) => {
    expect(refusal(TON, address).reason).toMatch(/test-only TON address/)
  })

  it.each([
    // Last character changed (the docs' address with its CRC broken).
    "EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHG",
    // One character of the account id changed ("c" → "d").
    "EQDKbjIdfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF",
    // Non-bounceable flag letter with the bounceable checksum.
    "UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF",
  ])("refuses the one-character typo %s (CRC16)", (address) => {
    expect(refusal(TON, address).reason).toMatch(/CRC16 checksum does not match/)
  })

  it.each([
    [DOCS.bounceable.slice(0, -1), /47 characters long; a user-friendly TON address has 48/],
    [`${DOCS.bounceable}A`, /49 characters long/],
    [`0:${ACCOUNT.slice(1)}`, /63 hexadecimal characters; a raw TON address has 64/],
    [`1:${ACCOUNT}`, /workchain 1 is not one TON uses/],
    [`0:${ACCOUNT.slice(0, -1)}g`, /"g", which is not a hexadecimal character/],
  ])("refuses %s", (address, reason) => {
    expect(refusal(TON, address).reason).toMatch(reason)
  })

  it("refuses a string mixing the base64url and base64 alphabets", () => {
    expect(refusal(TON, "EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gq/rHF").reason).toMatch(/mixes the base64url/)
  })

  it("refuses unknown flags and workchains even with a correct CRC (derived with crc)", () => {
    expect(refusal(TON, friendly(0x12, 0x00)).reason).toMatch(/flags byte 0x12/)
    expect(refusal(TON, friendly(0x11, 0x01)).reason).toMatch(/workchain byte 0x1/)
  })

  refusesOtherNetworks(TON, [
    // EIP-55, TRON docs, BIP-350, Solana docs.
    ["0x8617E340B3D01FA5F11F306F4090FD50E238070D", /looks like an Ethereum\/EVM address/],
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", /looks like a Tron address/],
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", /looks like a Bitcoin address/],
    ["11111111111111111111111111111111", /looks like a Solana address/],
  ])
})
