import fc from "fast-check"
import { PAYMENT_CURRENCY_CODES, type PaymentCurrencyCode } from "../../cryptocloud/codes"
import { addressFamilyOf, checkPayoutAddress, describeAddressProblem, MAX_ADDRESS_LENGTH } from ".."
import { accepted, refusal } from "./helpers"

describe("addressFamilyOf", () => {
  it("maps every payment currency code of the spec to a family, by its network part", () => {
    const byFamily: Record<string, string[]> = {}
    for (const code of PAYMENT_CURRENCY_CODES) (byFamily[addressFamilyOf(code)] ??= []).push(code)
    expect(byFamily).toEqual({
      bitcoin: ["BTC"],
      litecoin: ["LTC"],
      tron: ["TRX", "USDT_TRC20", "USDD_TRC20"],
      solana: ["SOL", "USDT_SOL", "USDC_SOL", "PYUSD_SOL", "TRUMP_SOL"],
      ton: ["TON", "USDT_TON", "XAUT_TON"],
      evm: [
        "BNB",
        "ETH",
        "ETH_ARB",
        "ETH_BASE",
        "ETH_OPT",
        "USDT_ARB",
        "USDT_BSC",
        "USDT_ERC20",
        "USDT_OPT",
        "USDC_ARB",
        "USDC_BASE",
        "USDC_BSC",
        "USDC_ERC20",
        "USDC_OPT",
        "DAI_ARB",
        "DAI_BASE",
        "DAI_BSC",
        "DAI_ERC20",
        "DAI_OPT",
        "PYUSD_ERC20",
        "XAUT_ERC20",
        "ARB_ARB",
        "OP_OPT",
        "PEPE_BSC",
        "PEPE_ERC20",
        "SHIB_BSC",
        "SHIB_ERC20",
      ],
    })
  })

  it("throws for a code outside the spec's list rather than guessing", () => {
    expect(() => addressFamilyOf("DOGE" as PaymentCurrencyCode)).toThrow(/Unknown payment currency code "DOGE"/)
    expect(() => checkPayoutAddress("USDT_XYZ" as PaymentCurrencyCode, "x")).toThrow(/USDT_XYZ/)
  })
})

describe("checkPayoutAddress: refusals before any network rule", () => {
  it.each([
    ["", /empty/],
    ["   \t\n", /empty/],
    ["TNPeeaaFB7K9cmo4u QpcU32zGK8G1NYqeL", /whitespace/],
    ["TNPeeaaFB7K9cmo4u\nQpcU32zGK8G1NYqeL", /whitespace/],
    ["TNPeeaaFB7K9cmo4u\u00a0QpcU32zGK8G1NYqeL", /whitespace/],
    ["TNPeeaaFB7K9cmo4u\u200bQpcU32zGK8G1NYqeL", /invisible or non-ASCII character \(U\+200B\)/],
    ["TNPeeaaFB7K9cmo4uQрcU32zGK8G1NYqeL", /non-ASCII character \(U\+0440\)/], // Cyrillic "р"
    ["T".repeat(MAX_ADDRESS_LENGTH + 1), /129 characters long/],
    ["tron:TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL?amount=1", /payment link/],
  ])("refuses %j", (address, reason) => {
    expect(refusal("USDT_TRC20", address).reason).toMatch(reason)
  })

  it("refuses a missing value as empty instead of throwing (untyped callers)", () => {
    expect(refusal("BTC", undefined as unknown as string).reason).toBe("The address is empty.")
  })

  it("trims the address and changes nothing else; the canonical form is separate", () => {
    expect(accepted("BTC", "  BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4\n")).toEqual({
      ok: true,
      family: "bitcoin",
      address: "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
      canonical: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    })
    // EIP-55 test case 0x5aAeb605…eAed, pasted in lower case: sent as pasted, compared checksummed.
    expect(accepted("ETH", "\t0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed ")).toEqual({
      ok: true,
      family: "evm",
      address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
      canonical: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    })
  })

  it("treats absent or null options as the defaults (untyped callers)", () => {
    const legacy = "3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX" // Bitcoin wiki P2SH example
    expect(refusal("LTC", legacy, null as unknown as undefined).reason).toMatch(/Bitcoin's P2SH prefix/)
    expect(refusal("LTC", legacy, {}).reason).toMatch(/Bitcoin's P2SH prefix/)
  })

  it("keeps the trimmed address, the family and the expected format on a refusal", () => {
    expect(refusal("USDT_TRC20", " 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ")).toEqual({
      ok: false,
      family: "tron",
      address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      reason: "It looks like an Ethereum/EVM address, which cannot receive a payout on Tron.",
      code: "other_network",
      looksLike: "evm",
      expected: "a Tron address: 34 characters starting with T (base58check)",
    })
  })
})

describe("describeAddressProblem", () => {
  it("writes one actionable line naming the address, the currency, the problem and the format", () => {
    const check = refusal("USDT_TRC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    expect(describeAddressProblem("USDT_TRC20", check)).toBe(
      '"0x5aAeb6053F…eAed" is not a valid USDT_TRC20 address: it looks like an Ethereum/EVM address, which ' +
        "cannot receive a payout on Tron. Expected a Tron address: 34 characters starting with T (base58check)."
    )
  })

  it("quotes a short address whole and keeps acronyms at the start of a reason", () => {
    const check = refusal("ETH", "0x1234")
    expect(describeAddressProblem("ETH", check)).toMatch(/^"0x1234" is not a valid ETH address: it has 4 hexadecimal/)
    const crafted = { ...check, reason: "EIP-55 says no." }
    expect(describeAddressProblem("ETH", crafted)).toMatch(/address: EIP-55 says no\. Expected an Ethereum address/)
  })

  it("keeps the line on one line, showing invisible characters", () => {
    const check = refusal("TRX", "T\u200bN\nP")
    expect(describeAddressProblem("TRX", check)).toMatch(/^"T\\u200BN\\u000AP" is not a valid TRX address: it contains whitespace/)
  })

  it("says an empty address is empty", () => {
    expect(describeAddressProblem("BTC", refusal("BTC", " "))).toBe(
      "The BTC payout address is empty. Expected a Bitcoin mainnet address: bc1… (bech32/bech32m), or 1… / 3… (base58check)."
    )
  })
})

describe("checkPayoutAddress: any input", () => {
  const codes = fc.constantFrom(...PAYMENT_CURRENCY_CODES)
  const alphabets = [
    "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", // base58
    "qpzry9x8gf2tvdw0s3jn54khce6mua7l1bcBC", // bech32 + prefixes
    "0123456789abcdefABCDEFx:-", // hex, EVM and TON raw
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/=", // base64(url)
  ]
  const candidates = fc.oneof(
    fc.string({ maxLength: 140 }),
    fc.string({ unit: "binary", maxLength: 140 }),
    ...alphabets.map((alphabet) => fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 100 }).map((chars) => chars.join("")))
  )

  const options = fc.option(fc.record({ litecoinLegacyP2sh: fc.boolean() }, { requiredKeys: [] }), { nil: undefined })

  it("never throws, and every refusal is one sentence with an expected format", () => {
    fc.assert(
      fc.property(codes, candidates, options, (code, address, opts) => {
        const check = checkPayoutAddress(code, address, opts)
        expect(check.family).toBe(addressFamilyOf(code))
        if (check.ok) {
          expect(check.address).toBe(address.trim())
          return
        }
        expect(check.reason).toMatch(/^[A-Z][^\n]*\.$/)
        expect(check.expected.length).toBeGreaterThan(10)
        expect(describeAddressProblem(code, check)).not.toMatch(/\n/)
      }),
      { numRuns: 3000 }
    )
  })
})
