import { createBase58check, hex } from "@scure/base"
import { ripemd160 } from "@noble/hashes/legacy"
import { sha256 } from "@noble/hashes/sha2"
import { accepted, refusal, refusesOtherNetworks } from "./helpers"

const BTC = "BTC" as const

// Bitcoin wiki, "Technical background of version 1 Bitcoin addresses": steps 1 and 9.
const TECHNICAL_BACKGROUND = {
  publicKey: "0250863ad64a87ae8a2fe83c1af1a8403cb53f53e486d8511dad8a04887e5b2352",
  address: "1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs",
}

describe("Bitcoin: segwit addresses", () => {
  // BIP-350, "Test vectors for v0-v16 native segregated witness addresses", valid list (mainnet
  // entries). v1 with 40 bytes and v2/v16 are valid recipients per BIP-350 ("All higher versions
  // of native segregated witness outputs should be recognized as valid recipients").
  it.each([
    "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
    "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
    "BC1SW50QGDZ25J",
    "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs",
    "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
  ])("accepts the BIP-350 valid address %s as given, with its lower-case spelling as canonical", (address) => {
    expect(accepted(BTC, address)).toEqual({ ok: true, family: "bitcoin", address, canonical: address.toLowerCase() })
  })

  // BIP-173, "Examples": the P2WPKH address is given in upper case in the test vectors and in
  // lower case in the examples. Both spellings are one output, so one payout.
  it("gives the upper- and lower-case spellings of one address the same canonical form", () => {
    const upper = accepted(BTC, "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4")
    const lower = accepted(BTC, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    expect(upper.address).toBe("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4")
    expect(upper.canonical).toBe("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    expect(lower.canonical).toBe(upper.canonical)
  })

  // BIP-350 valid list, testnet entries (also in BIP-173's list): well formed, but not mainnet.
  it.each([
    "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
    "tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
    "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
  ])("refuses the testnet address %s as testnet", (address) => {
    expect(refusal(BTC, address).reason).toMatch(/testnet/)
  })

  // BIP-350 invalid list, with the reason the BIP gives for each.
  it.each([
    ["tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut", /./], // invalid human-readable part
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd", /use bech32m/], // bech32 instead of bech32m
    ["tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf", /use bech32m/], // bech32 instead of bech32m
    ["BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL", /use bech32m/], // bech32 instead of bech32m
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh", /version 0 uses bech32/], // bech32m instead of bech32
    ["tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47", /version 0 uses bech32/], // bech32m instead of bech32
    ["bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4", /"o"/], // invalid character in checksum
    ["BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R", /witness version \(17\)/], // invalid witness version
    ["bc1pw5dgrnzv", /1 byte;/], // invalid program length (1 byte)
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav", /41 bytes/], // 41 bytes
    ["BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", /20 or 32 bytes/], // invalid v0 program length (BIP-141)
    ["tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq", /mixes upper and lower case/], // mixed case
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf", /padding/], // zero padding of more than 4 bits
    ["tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j", /padding/], // non-zero padding in 8-to-5 conversion
    ["bc1gmk9yu", /no data/], // empty data section
  ])("refuses the BIP-350 invalid address %s", (address, reason) => {
    expect(refusal(BTC, address).reason).toMatch(reason)
  })

  // BIP-173 invalid segwit list. (Its bc1zw…f3du "zero padding" entry is a v2 address with a
  // bech32 checksum, so under BIP-350 it is refused for the checksum variant first.)
  it.each([
    ["tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty", /./], // invalid human-readable part
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", /checksum does not match/], // invalid checksum (one character)
    ["BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2", /witness version/], // invalid witness version
    ["bc1rw5uspcuh", /./], // invalid program length
    ["bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90", /./], // invalid program length
    ["BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", /20 or 32 bytes/], // invalid v0 program length
    ["tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7", /mixes upper and lower case/], // mixed case
    ["bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du", /./], // zero padding of more than 4 bits
    ["tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv", /padding/], // non-zero padding
    ["bc1gmk9yu", /no data/], // empty data section
  ])("refuses the BIP-173 invalid address %s", (address, reason) => {
    expect(refusal(BTC, address).reason).toMatch(reason)
  })

  // BIP-173's valid v1+ examples predate BIP-350: they carry a bech32 checksum, which BIP-350
  // makes invalid for witness versions 1 and up ("No string can be simultaneously valid Bech32
  // and Bech32m"). Paying one would send to software that never existed on mainnet.
  it.each(["bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx", "BC1SW50QA3JX3S", "bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj"])(
    "refuses the pre-BIP-350 v1+ bech32 address %s",
    (address) => {
      expect(refusal(BTC, address).reason).toMatch(/versions 1 and up use bech32m/)
    }
  )

  it("refuses a mixed-case version of a valid v0 address (BIP-173 forbids mixed case)", () => {
    expect(refusal(BTC, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4").reason).toMatch(/mixes upper and lower case/)
  })
})

describe("Bitcoin: base58check addresses", () => {
  // Bitcoin wiki, "List of address prefixes" (P2PKH 0x00 and P2SH 0x05 examples) and "Invoice
  // address" (1BvBMSEY… and 3J98t1Wp…); 1PMycacn… is the address the wiki's "Technical
  // background of version 1 Bitcoin addresses" derives from public key 0250863ad6…2352.
  it.each([
    "17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhem",
    "3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX",
    "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
    "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
    TECHNICAL_BACKGROUND.address,
  ])("accepts %s, as its own canonical form (base58 is case-sensitive)", (address) => {
    expect(accepted(BTC, address)).toEqual({ ok: true, family: "bitcoin", address, canonical: address })
  })

  it("agrees with the wiki's derivation of 1PMycacn… from its public key (hash160, version 0x00)", () => {
    const hash160 = ripemd160(sha256(hex.decode(TECHNICAL_BACKGROUND.publicKey)))
    expect(createBase58check(sha256).encode(Uint8Array.from([0x00, ...hash160]))).toBe(TECHNICAL_BACKGROUND.address)
  })

  // Bitcoin wiki, "List of address prefixes": testnet P2PKH (0x6f, m/n) and P2SH (0xc4, 2).
  it.each(["mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", "2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc"])("refuses the testnet address %s as testnet", (address) => {
    expect(refusal(BTC, address).reason).toMatch(/testnet address \(version byte 0x(6f|c4)\)/)
  })

  it("refuses a one-character typo (checksum)", () => {
    // 17VZNX1S…Yhem with its last "m" typed as "n".
    expect(refusal(BTC, "17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhen").reason).toMatch(/checksum does not match/)
  })

  it("refuses a dropped character (checksum)", () => {
    expect(refusal(BTC, "17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhe").reason).toMatch(/checksum does not match/)
  })

  it("names a character base58 never uses", () => {
    expect(refusal(BTC, "17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhe0").reason).toMatch(/"0".*leaves out 0, O, I and l/)
  })

  it("refuses a valid base58check string of the wrong length (the wiki's sample WIF private key)", () => {
    // Bitcoin wiki, "List of address prefixes": 5Hwgr3u4… is the uncompressed WIF example.
    expect(refusal(BTC, "5Hwgr3u458GLafKBgxtssHSPqJnYoGrSzgQsPwLFhLNYskDPyyA").reason).toMatch(/decodes to 37 bytes/)
  })
})

describe("Bitcoin: addresses of other networks", () => {
  refusesOtherNetworks(BTC, [
    // EIP-55 test case.
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", /looks like an Ethereum\/EVM address/],
    // TRON developer docs, "Accounts".
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", /looks like a Tron address/],
    // Bitcoin wiki (2012 revision of "List of address prefixes"): Litecoin pubkey hash.
    ["LhK2kQwiaAvhjWY799cZvMyYwnQAcxkarr", /looks like a Litecoin address/],
    // TON docs, "Address formats".
    ["EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF", /looks like a TON address/],
    // Solana docs: the Token Program id.
    ["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", /looks like a Solana address/],
    // An EVM address with a typo is still recognisably EVM.
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", /looks like an Ethereum\/EVM address/],
  ])
})
