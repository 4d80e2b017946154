import { PAYMENT_CURRENCY_CODES } from "../../cryptocloud/codes"
import { addressFamilyOf, describeAddressProblem } from ".."
import { eip55 } from "../evm"
import { accepted, refusal, refusesOtherNetworks } from "./helpers"

const ETH = "USDT_ERC20" as const

// EIP-55 (ERC-55), "Test Cases": the three groups of the spec, and the fourth, the JavaScript
// example (toChecksumAddress of the lower-case 0xfb6916…d359).
const ALL_CAPS = ["0x52908400098527886E0F7030069857D2E4169EE7", "0x8617E340B3D01FA5F11F306F4090FD50E238070D"]
const ALL_LOWER = ["0xde709f2102306220921060314715629080e2fb77", "0x27b1fdb04752bbc536007a920d24acb045561c26"]
const NORMAL = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
]
const JS_EXAMPLE = { input: "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359", output: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359" }

describe("EVM: EIP-55 test cases", () => {
  it.each([...ALL_CAPS, ...ALL_LOWER, ...NORMAL])("accepts %s unchanged", (address) => {
    expect(accepted(ETH, address).address).toBe(address)
  })

  it.each(NORMAL)("computes the EIP-55 spelling of %s from its lower-case form", (address) => {
    expect(`0x${eip55(address.slice(2).toLowerCase())}`).toBe(address)
  })

  it("reproduces the EIP's JavaScript example", () => {
    accepted(ETH, JS_EXAMPLE.input)
    expect(`0x${eip55(JS_EXAMPLE.input.slice(2))}`).toBe(JS_EXAMPLE.output)
  })

  it.each(
    // One letter of each mixed-case vector with its case flipped: a one-character typo.
    NORMAL.map((address) => {
      const i = address.slice(2).search(/[a-fA-F]/) + 2
      const char = address[i]!
      const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
      return address.slice(0, i) + flipped + address.slice(i + 1)
    })
  )("refuses %s (one letter's case flipped: EIP-55 checksum)", (address) => {
    expect(refusal(ETH, address).reason).toMatch(/EIP-55 checksum/)
  })

  it("refuses a mixed-case address with a changed digit (EIP-55 checksum)", () => {
    // 0x5aAeb605… with its "6" typed as "7": the case pattern no longer fits the hash.
    expect(refusal(ETH, "0x5aAeb7053F3E94C9b9A09f33669435E7Ef1BeAed").reason).toMatch(/EIP-55 checksum/)
  })
})

describe("EVM: canonical form", () => {
  // Each EIP-55 test case is the checksummed spelling of its address (the all-caps and all-lower
  // groups are addresses whose checksum happens to be all one case), so it is the canonical form
  // of its lower-case, upper-case and own spellings alike.
  const spellings = (address: string) => [address, `0x${address.slice(2).toLowerCase()}`, `0x${address.slice(2).toUpperCase()}`]

  it.each([...ALL_CAPS, ...ALL_LOWER, ...NORMAL])("gives every letter case of %s that address as canonical", (address) => {
    for (const spelling of spellings(address)) {
      expect(accepted(ETH, spelling)).toEqual({ ok: true, family: "evm", address: spelling, canonical: address })
    }
  })

  it("gives the EIP's JavaScript example its toChecksumAddress output as canonical", () => {
    expect(accepted(ETH, JS_EXAMPLE.input).canonical).toBe(JS_EXAMPLE.output)
  })
})

describe("EVM: zero and burn addresses", () => {
  const ZERO = "0x0000000000000000000000000000000000000000"
  const DEAD = "0x000000000000000000000000000000000000dEaD"

  it("spells the burn address as its EIP-55 checksum does", () => {
    expect(`0x${eip55(DEAD.slice(2).toLowerCase())}`).toBe(DEAD)
  })

  it.each([
    [ZERO, /^It is the zero \(burn\) address: funds sent there are destroyed\.$/],
    [DEAD, /^It is the 0x…dEaD burn address: funds sent there are destroyed\.$/],
    [DEAD.toLowerCase(), /burn address: funds sent there are destroyed/],
    [`0x${DEAD.slice(2).toUpperCase()}`, /burn address: funds sent there are destroyed/],
    // Mixed case that does not match EIP-55: still the burn address, and that is the reason given.
    ["0x000000000000000000000000000000000000DeAd", /burn address: funds sent there are destroyed/],
  ])("refuses %s on every EVM currency", (address, reason) => {
    for (const code of PAYMENT_CURRENCY_CODES.filter((c) => addressFamilyOf(c) === "evm")) {
      expect(refusal(code, address).reason).toMatch(reason)
    }
  })

  it("says so in the merchant's line", () => {
    expect(describeAddressProblem("USDT_ERC20", refusal(ETH, ZERO))).toMatch(
      /^"0x0000000000…0000" is not a valid USDT_ERC20 address: it is the zero \(burn\) address: funds sent there are destroyed\. Expected /
    )
  })

  it("still names the EVM for the zero address pasted for another network", () => {
    expect(refusal("USDT_TRC20", ZERO).reason).toMatch(/looks like an Ethereum\/EVM address/)
    expect(refusal("BTC", DEAD).reason).toMatch(/looks like an Ethereum\/EVM address/)
  })
})

describe("EVM: malformed addresses", () => {
  it.each([
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe", /39 hexadecimal characters.*has 40/],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd", /41 hexadecimal characters/],
    [`0x${"ab".repeat(32)}`, /64 is a transaction hash or a key/],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", /"g", which is not a hexadecimal character/],
    ["5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", /does not start with "0x"/],
    ["0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", /lower-case "0x"/],
  ])("refuses %s", (address, reason) => {
    expect(refusal(ETH, address).reason).toMatch(reason)
  })
})

describe("EVM: addresses of other networks", () => {
  // TRON protocol docs, wallet-cli "encoding convert": TBhCfAyt… and 0x12E94f5a…6D29 are the
  // same 20 bytes in Tron and EVM form; the hex form 41… is the TRON node API's.
  refusesOtherNetworks(ETH, [
    ["TBhCfAytTEh52WFL6HYr64i2nmc3u3TCUp", /looks like a Tron address/],
    ["4112e94f5a3c88b17d2f6e0b9a45cd310f8e7a6d29", /looks like a Tron address/],
    // TRON developer docs, "Accounts".
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", /looks like a Tron address/],
    // A Tron address with a typo is still recognisably Tron.
    ["TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM", /looks like a Tron address/],
    // BIP-173, Bitcoin wiki, Solana docs, TON docs.
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", /looks like a Bitcoin address/],
    ["3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", /looks like a Bitcoin address/],
    ["14grJpemFaf88c8tiVb77W7TYg2W3ir6pfkKz3YjhhZ5", /looks like a Solana address/],
    ["UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPuwA", /looks like a TON address/],
  ])

  it("accepts the Tron docs' EVM form of the same account on every EVM currency", () => {
    const evmCodes = PAYMENT_CURRENCY_CODES.filter((code) => addressFamilyOf(code) === "evm")
    expect(evmCodes).toHaveLength(27)
    for (const code of evmCodes) accepted(code, "0x12E94f5a3c88b17d2F6E0b9a45Cd310f8E7a6D29")
  })

  it("names the chain of the currency in the expected format", () => {
    expect(refusal("USDT_BSC", "T").expected).toMatch(/^a BNB Smart Chain \(EVM\) address: 0x/)
    expect(refusal("BNB", "T").expected).toMatch(/^a BNB Smart Chain \(EVM\) address/)
    expect(refusal("ARB_ARB", "T").expected).toMatch(/^an Arbitrum One \(EVM\) address/)
    expect(refusal("ETH", "T").expected).toMatch(/^an Ethereum address/)
    expect(refusal("OP_OPT", "T").expected).toMatch(/^an Optimism \(EVM\) address/)
    expect(refusal("USDC_BASE", "T").expected).toMatch(/^a Base \(EVM\) address/)
  })
})
