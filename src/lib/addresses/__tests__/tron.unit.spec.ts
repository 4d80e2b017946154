import { PAYMENT_CURRENCY_CODES } from "../../cryptocloud/codes"
import { addressFamilyOf } from ".."
import { accepted, refusal } from "./helpers"

const TRC20 = "USDT_TRC20" as const

describe("Tron", () => {
  // TRON developer docs: "Accounts" (TNPeeaaF… = 418840E6…D808 in hex) and the TRON protocol
  // docs' wallet-cli "encoding convert" example (TBhCfAyt… = 4112e94f…6d29).
  const DOCUMENTED = ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", "TBhCfAytTEh52WFL6HYr64i2nmc3u3TCUp"]

  it.each(DOCUMENTED)("accepts %s on every Tron currency", (address) => {
    const tronCodes = PAYMENT_CURRENCY_CODES.filter((code) => addressFamilyOf(code) === "tron")
    expect(tronCodes).toEqual(["TRX", "USDT_TRC20", "USDD_TRC20"])
    for (const code of tronCodes) expect(accepted(code, address)).toEqual({ ok: true, family: "tron", address })
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

  it.each([
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
  ])("refuses %s, naming the network it belongs to", (address, reason) => {
    expect(refusal(TRC20, address).reason).toMatch(reason)
  })
})
