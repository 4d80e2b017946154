import { accepted, refusal } from "./helpers"

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
    "MLy36ApB4YZb2cBtTc1uYJhYsP2JkYokaf",
    "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9",
    "LTC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KGMN4N9",
    "ltc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqpj6zg2",
  ])("accepts the derived address %s", (address) => {
    accepted(LTC, address)
  })

  it("accepts the legacy 0x05 P2SH form (3…), which Litecoin Core still accepts", () => {
    // Bitcoin wiki P2SH example: the same bytes are a valid legacy Litecoin P2SH address.
    accepted(LTC, "3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX")
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

  it.each([
    // BIP-350 and the Bitcoin wiki: Bitcoin addresses, bech32 and P2PKH.
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", /looks like a Bitcoin address/],
    ["17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhem", /looks like a Bitcoin address/],
    ["tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", /looks like a Bitcoin testnet address/],
    // EIP-55 test case.
    ["0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", /looks like an Ethereum\/EVM address/],
    // TRON developer docs.
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", /looks like a Tron address/],
  ])("refuses %s, naming the network it belongs to", (address, reason) => {
    expect(refusal(LTC, address).reason).toMatch(reason)
  })

  it("refuses an MWEB address with its own reason (only the prefix is checked)", () => {
    expect(refusal(LTC, `ltcmweb1${"q".repeat(100)}`).reason).toMatch(/MWEB/)
  })
})
