import { PAYMENT_CURRENCY_CODES } from "../../cryptocloud/codes"
import { addressFamilyOf } from ".."
import { accepted, refusal, refusesOtherNetworks } from "./helpers"

const SOL = "USDT_SOL" as const

describe("Solana", () => {
  // Solana docs: the System Program (docs "Core programs") and the Token Program (docs
  // "Tokens") ids, and the example address of the Solana SDK's `solana-address` crate docs.
  const DOCUMENTED = ["11111111111111111111111111111111", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", "14grJpemFaf88c8tiVb77W7TYg2W3ir6pfkKz3YjhhZ5"]

  // Base58 is case-sensitive: the address is its own canonical form.
  it.each(DOCUMENTED)("accepts %s on every Solana currency, as its own canonical form", (address) => {
    const solanaCodes = PAYMENT_CURRENCY_CODES.filter((code) => addressFamilyOf(code) === "solana")
    expect(solanaCodes).toEqual(["SOL", "USDT_SOL", "USDC_SOL", "PYUSD_SOL", "TRUMP_SOL"])
    for (const code of solanaCodes) {
      expect(accepted(code, address)).toEqual({ ok: true, family: "solana", address, canonical: address })
    }
  })

  it("cannot catch a substituted base58 character (no checksum), but refuses one outside the alphabet", () => {
    // Documented limit of the format: a typo that stays inside the alphabet decodes fine.
    accepted(SOL, "14grJpemFaf88c8tiVb77W7TYg2W3ir6pfkKz3YjhhZ6")
    expect(refusal(SOL, "14grJpemFaf88c8tiVb77W7TYg2W3ir6pfkKz3YjhhZl").reason).toMatch(/"l".*leaves out 0, O, I and l/)
    expect(refusal(SOL, "14grJpemFaf88c8tiVb77W7TYg2W3ir6pfkKz3YjhhZO").reason).toMatch(/"O"/)
  })

  it.each([
    ["14grJpemFaf88c8tiVb77W7TYg2W3ir6pfkKz3Yjhh", /decodes to 31 bytes/],
    ["14grJpemFaf88c8tiVb77W7TYg2W3ir6pfkKz3YjhhZ5Z", /decodes to 33 bytes/],
    ["1111111111111111111111111111111", /decodes to 31 bytes/],
  ])("refuses %s (wrong length)", (address, reason) => {
    expect(refusal(SOL, address).reason).toMatch(reason)
  })

  refusesOtherNetworks(SOL, [
    // TRON docs, Bitcoin wiki: base58 too, but 25 bytes — the typical wrong-network paste.
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", /looks like a Tron address/],
    ["17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhem", /looks like a Bitcoin address/],
    ["mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", /looks like a Bitcoin testnet address/],
    // EIP-55, BIP-173, TON docs.
    ["0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", /looks like an Ethereum\/EVM address/],
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", /looks like a Bitcoin address/],
    ["EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF", /looks like a TON address/],
  ])
})
