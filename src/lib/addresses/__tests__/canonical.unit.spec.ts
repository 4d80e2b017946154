/**
 * The canonical form across families, on random accounts: every way of writing one account gives
 * one canonical spelling, and that spelling is itself accepted with the same canonical. This is
 * what lets two payout requests be recognised as the same payout whatever spelling each used.
 *
 * The spellings are built with @scure/base and crc from random bytes, each the way the family's
 * specification allows it to be written (EIP-55, BIP-173's upper case, TON's user-friendly flags
 * and alphabets); the documented vectors live in each family's own spec.
 */
import { base58, base64, base64url, bech32, bech32m, hex } from "@scure/base"
import fc from "fast-check"
import type { PaymentCurrencyCode } from "../../cryptocloud/codes"
import { checkPayoutAddress, type AddressCheckOptions } from ".."
import { encodeBase58check } from "../base58"
import { eip55 } from "../evm"
import { accepted } from "./helpers"

// eslint-disable-next-line @typescript-eslint/no-require-imports -- crc@4's ES module typings refuse an import from CommonJS (src/lib/addresses/ton.ts)
const crc16xmodem: (data: Uint8Array) => number = require("crc/crc16xmodem")

interface Account {
  code: PaymentCurrencyCode
  options?: AddressCheckOptions
  /** Every spelling of one account, the canonical one first. */
  spellings: string[]
}

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })

const evm = bytes(20).map((account): Account => {
  const body = hex.encode(account)
  return { code: "USDT_ERC20", spellings: [`0x${eip55(body)}`, `0x${body}`, `0x${body.toUpperCase()}`] }
})

/** Witness v0 (bech32) or v1 (bech32m) with a 20- or 32-byte program, in lower and upper case. */
const segwit = (code: PaymentCurrencyCode, hrp: string) =>
  fc.tuple(fc.oneof(bytes(20), bytes(32)), fc.constantFrom(0, 1)).map(([program, version]): Account => {
    const lower = (version === 0 ? bech32 : bech32m).encode(hrp, [version, ...bech32.toWords(program)])
    return { code, spellings: [lower, lower.toUpperCase()] }
  })

/** Base58Check with one version byte: one spelling only, which is its own canonical form. */
const base58check = (code: PaymentCurrencyCode, version: number, options?: AddressCheckOptions) =>
  bytes(20).map((hash): Account => ({ code, options, spellings: [encodeBase58check(Uint8Array.from([version, ...hash]))] }))

const solana = bytes(32).map((key): Account => ({ code: "SOL", spellings: [base58.encode(key)] }))

/** The raw form first, then both flags in base64url and base64, and the raw form in upper case. */
const ton = fc.tuple(bytes(32), fc.constantFrom([0x00, "0"] as const, [0xff, "-1"] as const)).map(([account, [byte, name]]): Account => {
  const friendly = (flags: number) => {
    const body = Uint8Array.from([flags, byte, ...account])
    const crc = crc16xmodem(body)
    return Uint8Array.from([...body, crc >> 8, crc & 0xff])
  }
  const id = hex.encode(account)
  return {
    code: "USDT_TON",
    spellings: [
      `${name}:${id}`,
      `${name}:${id.toUpperCase()}`,
      ...[0x11, 0x51].flatMap((flags) => [base64url.encode(friendly(flags)), base64.encode(friendly(flags))]),
    ],
  }
})

const accounts = fc.oneof(
  evm,
  segwit("BTC", "bc"),
  segwit("LTC", "ltc"),
  base58check("BTC", 0x00),
  base58check("BTC", 0x05),
  base58check("LTC", 0x30),
  base58check("LTC", 0x32),
  base58check("LTC", 0x05, { litecoinLegacyP2sh: true }),
  base58check("USDT_TRC20", 0x41),
  solana,
  ton
)

describe("canonical form", () => {
  it("is the same for every spelling of an account, and is the first (canonical) spelling", () => {
    fc.assert(
      fc.property(accounts, ({ code, options, spellings }) => {
        for (const spelling of spellings) {
          const check = accepted(code, spelling, options)
          expect(check.address).toBe(spelling)
          expect(check.canonical).toBe(spellings[0])
        }
      }),
      { numRuns: 1000 }
    )
  })

  it("is a fixed point: checking the canonical spelling gives it back", () => {
    fc.assert(
      fc.property(accounts, ({ code, options, spellings }) => {
        const { canonical } = accepted(code, spellings[spellings.length - 1]!, options)
        expect(checkPayoutAddress(code, canonical, options)).toMatchObject({ ok: true, canonical })
      }),
      { numRuns: 1000 }
    )
  })

  it("comes with a warning only for a Litecoin 3… address accepted by the opt-in", () => {
    fc.assert(
      fc.property(accounts, ({ code, options, spellings }) => {
        const check = accepted(code, spellings[0]!, options)
        const legacyLitecoin = code === "LTC" && spellings[0]!.startsWith("3")
        expect(check.warning !== undefined).toBe(legacyLitecoin)
      }),
      { numRuns: 1000 }
    )
  })
})
