import { hex } from "@scure/base"
import { PAYMENT_CURRENCY_CODES } from "../../cryptocloud/codes"
import { addressFamilyOf, describeAddressProblem } from ".."
import { decodeBase58check, encodeBase58check } from "../base58"
import { accepted, refusal, refusesOtherNetworks } from "./helpers"

const TRC20 = "USDT_TRC20" as const

describe("Tron", () => {
  // TRON developer docs: "Accounts" (TNPeeaaF… = 418840E6…D808 in hex) and the TRON protocol
  // docs' wallet-cli "encoding convert" example (TBhCfAyt… = 4112e94f…6d29).
  const DOCUMENTED = ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", "TBhCfAytTEh52WFL6HYr64i2nmc3u3TCUp"]

  const tronCodes = PAYMENT_CURRENCY_CODES.filter((code) => addressFamilyOf(code) === "tron")

  // Base58 is case-sensitive: the address is its own canonical form.
  it.each(DOCUMENTED)("accepts %s on every Tron currency, as its own canonical form", (address) => {
    expect(tronCodes).toEqual(["TRX", "USDT_TRC20", "USDD_TRC20"])
    for (const code of tronCodes) {
      expect(accepted(code, address)).toEqual({ ok: true, family: "tron", address, canonical: address })
    }
  })

  it("refuses a one-character typo (checksum)", () => {
    expect(refusal(TRC20, "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM").reason).toMatch(/checksum does not match/)
  })

  it("refuses two swapped characters (checksum)", () => {
    expect(refusal(TRC20, "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYeqL").reason).toMatch(/checksum does not match/)
  })

  it.each([
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe", /33 characters long; a Tron address has 34/],
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeLL", /35 characters long/],
  ])("refuses %s (wrong length)", (address, reason) => {
    expect(refusal(TRC20, address).reason).toMatch(reason)
  })

  it("names a character base58 never uses", () => {
    expect(refusal(TRC20, "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe0").reason).toMatch(/"0" at position 34/)
  })

  it("points the hex form (41…, TRON docs) to the base58 form", () => {
    expect(refusal(TRC20, "418840E6C55B9ADA326D211D818C34A994AECED808").reason).toMatch(/hex form.*starts with T/)
  })

  it("refuses a valid 34-character base58check string starting with T whose version byte is not 0x41", () => {
    // Derived with @scure/base: version 0x42 and twenty 0x88 bytes (no document has such a string).
    expect(refusal(TRC20, "TmkjSkxyB1AVgNYVq3hGjLqsotwdL9ghxq").reason).toMatch(/not to a Tron account/)
  })

  refusesOtherNetworks(TRC20, [
    // EIP-55 test case, and the TRON protocol docs' EVM form of TBhCfAyt….
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", /looks like an Ethereum\/EVM address/],
    ["0x12E94f5a3c88b17d2F6E0b9a45Cd310f8E7a6D29", /looks like an Ethereum\/EVM address/],
    // ... even with a checksum typo.
    ["0x12E94f5a3c88b17d2F6E0b9a45Cd310f8E7a6D2a", /looks like an Ethereum\/EVM address/],
    // Bitcoin wiki, BIP-350, Solana docs, TON docs.
    ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", /looks like a Bitcoin address/],
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", /looks like a Bitcoin address/],
    ["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", /looks like a Solana address/],
    ["0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e", /looks like a TON address/],
  ])
})

describe("Tron: zero and burn addresses", () => {
  const tronCodes = PAYMENT_CURRENCY_CODES.filter((code) => addressFamilyOf(code) === "tron")
  // The zero address, spelled from its bytes: the 0x41 network byte and twenty zero bytes.
  const ZERO = encodeBase58check(Uint8Array.from([0x41, ...new Uint8Array(20)]))
  // java-tron, framework/src/main/resources/config.conf, genesis.block.assets: the "Blackhole"
  // account, where fees went before they were burned outright (AccountStore.getBlackhole).
  const BLACKHOLE = "TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy"

  it("spells the zero address as it is known", () => {
    expect(ZERO).toBe("T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb")
  })

  it("finds the black hole a well-formed Tron account (0x41 + 20 bytes), so only its meaning refuses it", () => {
    const decoded = decodeBase58check(BLACKHOLE)
    expect(decoded.ok && hex.encode(decoded.bytes)).toBe("4177944d19c052b73ee2286823aa83f8138cb7032f")
  })

  it.each([
    [ZERO, /^It is the zero \(burn\) address: funds sent there are destroyed\.$/],
    [BLACKHOLE, /^It is Tron's black hole \(burn\) address: funds sent there are destroyed\.$/],
  ])("refuses %s on every Tron currency", (address, reason) => {
    for (const code of tronCodes) expect(refusal(code, address).reason).toMatch(reason)
  })

  it("says so in the merchant's line", () => {
    expect(describeAddressProblem("TRX", refusal("TRX", ZERO))).toMatch(
      /^"T9yD14Nj9j7x…uWwb" is not a valid TRX address: it is the zero \(burn\) address: funds sent there are destroyed\./
    )
  })

  it("still names Tron for its zero address pasted for another network", () => {
    expect(refusal("USDT_ERC20", ZERO).reason).toMatch(/looks like a Tron address/)
    expect(refusal("USDT_SOL", BLACKHOLE).reason).toMatch(/looks like a Tron address/)
  })
})
