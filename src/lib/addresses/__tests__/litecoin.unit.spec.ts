import { checkPayoutAddress, describeAddressProblem } from ".."
import { decodeBase58check, encodeBase58check } from "../base58"
import { accepted, refusal, refusesOtherNetworks } from "./helpers"

const LTC = "LTC" as const

describe("Litecoin", () => {
  // Bitcoin wiki, "List of address prefixes" (2012 revision): the Litecoin pubkey hash example
  // (version 48 = 0x30). Litecoin's own prefix page (litecoin.info, "Addresses & Prefixes")
  // lists the version bytes and hrp but gives no example strings.
  it("accepts the documented P2PKH example LhK2kQwi…", () => {
    accepted(LTC, "LhK2kQwiaAvhjWY799cZvMyYwnQAcxkarr")
  })

  // Examples from a wallet vendor's address-type page (coin.space, "All About Address Types"),
  // one per format.
  it.each(["LLfeanwXA7LhR92Sst46uBYn94qsR2rJ2h", "MTfA1ofu5wp6Ss9yrXZXN2ikevdHT7ktqw", "ltc1q3qkpj5s4ru3cx9t7dt27pdfmz5aqy3wplamkns"])(
    "accepts %s",
    (address) => {
      accepted(LTC, address)
    }
  )

  // No Litecoin document gives M…/ltc1… vectors next to their hashes, so these are derived with
  // @scure/base from documented hashes: the P2SH hash of the Bitcoin wiki's 3EktnHQD… example with
  // version 0x32, and BIP-173's v0 / BIP-350's v1 witness programs with hrp "ltc".
  it.each([
    ["MLy36ApB4YZb2cBtTc1uYJhYsP2JkYokaf", "MLy36ApB4YZb2cBtTc1uYJhYsP2JkYokaf"],
    ["ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9", "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9"],
    ["LTC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KGMN4N9", "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9"],
    ["ltc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqpj6zg2", "ltc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqpj6zg2"],
  ])("accepts the derived address %s, with canonical %s", (address, canonical) => {
    expect(accepted(LTC, address)).toEqual({ ok: true, family: "litecoin", address, canonical })
  })

  it("gives the upper- and lower-case spellings of a segwit address the lower-case one as canonical", () => {
    const upper = accepted(LTC, "LTC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KGMN4N9")
    expect(upper.address).toBe("LTC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KGMN4N9")
    expect(upper.canonical).toBe(accepted(LTC, "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9").canonical)
    expect(upper.canonical).toBe("ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9")
  })

  it("keeps a base58 address as its own canonical form (base58 is case-sensitive)", () => {
    expect(accepted(LTC, "LhK2kQwiaAvhjWY799cZvMyYwnQAcxkarr").canonical).toBe("LhK2kQwiaAvhjWY799cZvMyYwnQAcxkarr")
  })

  it("accepts a base58 address that begins like the segwit prefix in mixed case (LTC1eY…), once a random run's refusal", () => {
    const address = "LTC1eYSQGmdC3s1R2TscVYWAuyhtE3DuLn"
    expect(checkPayoutAddress("LTC", address)).toEqual(expect.objectContaining({ ok: true, canonical: address }))
    // Mixed case that is no Base58Check string stays a bech32 refusal.
    expect(checkPayoutAddress("LTC", "ltc1QG82VMYX4YVH8A5ND4YXRJ6MJ2ESLFQT3MS4Z2E").ok).toBe(false)
  })

  it("refuses a one-character typo in a base58 address (checksum)", () => {
    expect(refusal(LTC, "LhK2kQwiaAvhjWY799cZvMyYwnQAcxkars").reason).toMatch(/checksum does not match/)
  })

  it("refuses a one-character typo in a bech32 address (checksum)", () => {
    expect(refusal(LTC, "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n8").reason).toMatch(/checksum does not match/)
  })

  it("refuses mixed-case bech32", () => {
    expect(refusal(LTC, "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kGMN4N9").reason).toMatch(/mixes upper and lower case/)
  })

  it("refuses a wrong program length (BIP-141 v0 rule, as for Bitcoin)", () => {
    // BIP-350's BC1QR508…GJ9P program (16 bytes, v0) re-encoded with hrp "ltc" by @scure/base.
    expect(refusal(LTC, "ltc1qr508d6qejxtdg4y5r3zarvaryvqlzufa").reason).toMatch(/20 or 32 bytes/)
  })

  it.each([
    // Derived: BIP-173's v0 program with the testnet hrp "tltc".
    ["tltc1qw508d6qejxtdg4y5r3zarvary0c5xw7klfsuq0", /Litecoin testnet address \(tltc1…\)/],
    // Bitcoin wiki testnet P2PKH example: version 0x6f is Litecoin's testnet P2PKH byte too.
    ["mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", /Litecoin testnet address \(version byte 0x6f\)/],
  ])("refuses the testnet address %s as testnet", (address, reason) => {
    expect(refusal(LTC, address).reason).toMatch(reason)
  })

  refusesOtherNetworks(LTC, [
    // BIP-350 and the Bitcoin wiki: Bitcoin addresses, bech32 and P2PKH.
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", /looks like a Bitcoin address/],
    ["17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhem", /looks like a Bitcoin address/],
    ["tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", /looks like a Bitcoin testnet address/],
    // EIP-55 test case.
    ["0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", /looks like an Ethereum\/EVM address/],
    // TRON developer docs.
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", /looks like a Tron address/],
  ])

  it("refuses an MWEB address with its own reason (only the prefix is checked)", () => {
    expect(refusal(LTC, `ltcmweb1${"q".repeat(100)}`).reason).toMatch(/MWEB/)
  })
})

describe("Litecoin: legacy P2SH 3… addresses (version byte 0x05, Bitcoin's P2SH byte)", () => {
  // Bitcoin wiki, "List of address prefixes" and "Invoice address": Bitcoin P2SH examples. The
  // same strings are well-formed legacy Litecoin P2SH addresses, which is the whole problem.
  const BITCOIN_P2SH = ["3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"]

  it.each(BITCOIN_P2SH)("refuses %s by default, naming Bitcoin, Litecoin's M… and the option", (address) => {
    const { reason, expected } = refusal(LTC, address)
    expect(reason).toMatch(/^It looks like a Bitcoin address/)
    expect(reason).toMatch(/3… is Bitcoin's P2SH prefix/)
    expect(reason).toMatch(/Litecoin's own P2SH addresses start with M/)
    expect(reason).toMatch(/litecoinLegacyP2sh option/)
    // The expected format does not offer the form the check just refused.
    expect(expected).toBe("a Litecoin mainnet address: ltc1… (bech32/bech32m), or L… / M… (base58check)")
  })

  it("refuses it with the 2-argument call and with the option off", () => {
    expect(checkPayoutAddress(LTC, BITCOIN_P2SH[0]!).ok).toBe(false)
    refusal(LTC, BITCOIN_P2SH[0]!, { litecoinLegacyP2sh: false })
    // Only `true` opens it: a config value read as the string "true" does not.
    refusal(LTC, BITCOIN_P2SH[0]!, { litecoinLegacyP2sh: "true" as unknown as boolean })
  })

  it("writes one line a merchant can act on", () => {
    expect(describeAddressProblem(LTC, refusal(LTC, BITCOIN_P2SH[0]!))).toBe(
      '"3EktnHQD7RiA…gzQX" is not a valid LTC address: it looks like a Bitcoin address: 3… is Bitcoin\'s P2SH prefix, ' +
        "while Litecoin's own P2SH addresses start with M; legacy 3… Litecoin addresses are accepted only when the " +
        "litecoinLegacyP2sh option allows them. Expected a Litecoin mainnet address: ltc1… (bech32/bech32m), " +
        "or L… / M… (base58check)."
    )
  })

  it.each(BITCOIN_P2SH)("accepts %s with litecoinLegacyP2sh, with a warning, as its own canonical form", (address) => {
    expect(accepted(LTC, address, { litecoinLegacyP2sh: true })).toEqual({
      ok: true,
      family: "litecoin",
      address,
      canonical: address,
      warning: "A 3… address is also a Bitcoin P2SH address; make sure it is the customer's Litecoin address.",
    })
  })

  it("still refuses a mistyped 3… address with the option (checksum), and lists 3… as expected", () => {
    const check = refusal(LTC, "3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQY", { litecoinLegacyP2sh: true })
    expect(check.reason).toMatch(/checksum does not match/)
    expect(check.expected).toMatch(/L… \/ M… \/ legacy 3…/)
  })

  it("points to the M… spelling of the same script hash, which is accepted without a warning", () => {
    // Same 20-byte hash as 3EktnHQD…, re-encoded with Litecoin's own P2SH byte 0x32.
    const legacy = decodeBase58check(BITCOIN_P2SH[0]!)
    if (!legacy.ok) throw new Error(legacy.reason)
    const own = encodeBase58check(Uint8Array.from([0x32, ...legacy.bytes.subarray(1)]))
    expect(own).toBe("MLy36ApB4YZb2cBtTc1uYJhYsP2JkYokaf")
    expect(accepted(LTC, own)).not.toHaveProperty("warning")
    expect(accepted(LTC, own, { litecoinLegacyP2sh: true })).not.toHaveProperty("warning")
  })

  it("changes nothing for other currencies or other Litecoin addresses", () => {
    const options = { litecoinLegacyP2sh: true }
    expect(accepted("BTC", BITCOIN_P2SH[0]!, options)).not.toHaveProperty("warning")
    expect(accepted(LTC, "LhK2kQwiaAvhjWY799cZvMyYwnQAcxkarr", options)).not.toHaveProperty("warning")
    expect(refusal("USDT_ERC20", BITCOIN_P2SH[0]!, options).reason).toMatch(/looks like a Bitcoin address/)
    expect(refusal("USDT_TON", BITCOIN_P2SH[0]!).reason).toMatch(/looks like a Bitcoin address/)
  })
})
