/**
 * Every refusal carries a code from a closed set, so a page can say it in another language
 * (or to a customer rather than a merchant) without reading the English reason.
 */
import fc from "fast-check"
import { PAYMENT_CURRENCY_CODES, type PaymentCurrencyCode } from "../../cryptocloud/codes"
import { ADDRESS_PROBLEM_CODES, checkPayoutAddress, type AddressProblemCode } from ".."
import { refusal } from "./helpers"

const TRON = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL"
const EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
const TON = "EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF"

describe("refusal codes", () => {
  it.each<[string, PaymentCurrencyCode, string, AddressProblemCode]>([
    ["nothing", "USDT_TRC20", "", "empty"],
    ["only blanks", "BTC", " \t\n", "empty"],
    ["a space inside", "USDT_TRC20", "TNPeeaaFB7K9cmo4u QpcU32zGK8G1NYqeL", "malformed"],
    ["a zero-width space", "USDT_TRC20", "TNPeeaaFB7K9cmo4u\u200bQpcU32zGK8G1NYqeL", "malformed"],
    ["a Cyrillic look-alike", "USDT_TRC20", "TNPeeaaFB7K9cmo4uQрcU32zGK8G1NYqeL", "malformed"],
    ["longer than any address", "ETH", "0x" + "a".repeat(200), "malformed"],
    ["a payment link", "USDT_TRC20", `tron:${TRON}?amount=1`, "payment_link"],
    ["a BIP-21 link", "BTC", "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=1", "payment_link"],
    ["Tron: a base58check typo", "USDT_TRC20", TRON.slice(0, -1) + "M", "checksum"],
    ["Bitcoin base58: a typo", "BTC", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", "checksum"],
    ["Bitcoin bech32: a typo", "BTC", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "checksum"],
    ["EVM: a letter in the wrong case (EIP-55)", "USDT_ERC20", "0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "checksum"],
    ["TON: a typo (CRC16)", "USDT_TON", TON.slice(0, -1) + "G", "checksum"],
    ["Bitcoin testnet", "BTC", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", "testnet"],
    ["TON test-only", "TON", "kQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPgpP", "testnet"],
    ["the EVM zero address", "ETH", "0x0000000000000000000000000000000000000000", "burn"],
    ["Tron's black hole", "TRX", "TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy", "burn"],
    ["a 3… address for Litecoin", "LTC", "3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX", "litecoin_p2sh"],
    ["Tron: one character short", "USDT_TRC20", TRON.slice(0, -1), "format"],
    ["Tron: a character base58 leaves out", "USDT_TRC20", "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe0", "format"],
    ["EVM: too short", "ETH", "0x1234", "format"],
    ["Tron's hex form", "TRX", "418840E6C55B9ADA326D211D818C34A994AECED808", "format"],
  ])("%s → %s", (_what, code, address, expected) => {
    const check = checkPayoutAddress(code, address)
    expect(check.ok ? "accepted" : check.code).toBe(expected)
    if (!check.ok) expect(check.looksLike).toBeUndefined()
  })

  it.each<[string, PaymentCurrencyCode, string, string]>([
    ["an EVM address for Tron", "USDT_TRC20", EVM, "evm"],
    ["a Tron address for Ethereum", "USDT_ERC20", TRON, "tron"],
    ["a Tron address for Solana", "USDT_SOL", TRON, "tron"],
    ["a Bitcoin address for Litecoin", "LTC", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "bitcoin"],
    ["a Bitcoin testnet address for Ethereum", "ETH", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", "bitcoin"],
    ["a mistyped EVM address for Tron (by its shape)", "USDT_TRC20", "0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "evm"],
    ["a TON address for Tron", "USDT_TRC20", TON, "ton"],
  ])("%s → other_network, naming the family", (_what, code, address, family) => {
    const check = refusal(code, address)
    expect(check.code).toBe("other_network")
    expect(check.looksLike).toBe(family)
  })

  it("every refusal has a code of the closed set; only other_network names a family", () => {
    const codes = fc.constantFrom(...PAYMENT_CURRENCY_CODES)
    const candidates = fc.oneof(
      fc.string({ maxLength: 140 }),
      fc.array(fc.constantFrom(..."123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0x:"), { minLength: 1, maxLength: 60 }).map((c) => c.join(""))
    )
    fc.assert(
      fc.property(codes, candidates, (code, address) => {
        const check = checkPayoutAddress(code, address)
        if (check.ok) return
        expect(ADDRESS_PROBLEM_CODES).toContain(check.code)
        expect(check.looksLike !== undefined).toBe(check.code === "other_network")
        if (check.looksLike) expect(check.looksLike).not.toBe(check.family)
      }),
      { numRuns: 2000 }
    )
  })
})
