/**
 * `checkPayoutAddress`: refuse, before a withdrawal is sent, an address that cannot belong to
 * the network of the chosen currency. A withdrawal to a wrong-network address is not an error
 * the service can be trusted to catch, and once sent it is usually lost for good.
 *
 * The reason names the first thing a merchant has to fix: an empty or broken paste first; then,
 * when the network's own rules refuse the address, the other network it belongs to if it is
 * recognisably one (the most common real mistake); otherwise the broken rule itself (checksum,
 * length, testnet…).
 *
 * An accepted address comes back as given (trimmed), with its canonical spelling beside it to
 * tell whether two payouts go to one account, and a warning when a merchant's option let
 * through something that deserves a second look.
 */
import type { PaymentCurrencyCode } from "../cryptocloud/codes"
import { expectedFormat, networkOf } from "./networks"
import { resembledFamily, resemblanceReason } from "./recognise"
import { VALIDATORS } from "./validators"
import type { AddressCheck, AddressCheckOptions, AddressFamily, AddressProblem, AddressProblemCode } from "./types"

/** Longer than any address of a supported network (the longest, bech32, stops at 90). */
export const MAX_ADDRESS_LENGTH = 128

/** Printable ASCII without space: every supported format fits in it. */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/

interface ShapeProblem {
  code: Extract<AddressProblemCode, "empty" | "malformed" | "payment_link">
  reason: string
}

/** A string's problem before any network is considered, or null. */
function shapeProblem(address: string): ShapeProblem | null {
  const malformed = (reason: string): ShapeProblem => ({ code: "malformed", reason })
  if (address === "") return { code: "empty", reason: "The address is empty." }
  if (/\s/.test(address)) return malformed("It contains whitespace; an address is one unbroken string.")
  if (address.length > MAX_ADDRESS_LENGTH) {
    return malformed(`It is ${address.length} characters long; no supported network uses addresses over ${MAX_ADDRESS_LENGTH}.`)
  }
  if (!PRINTABLE_ASCII.test(address)) {
    // Typically a zero-width space or a look-alike letter picked up when copying from a web page.
    const char = [...address].find((c) => !PRINTABLE_ASCII.test(c))!
    const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")
    return malformed(`It contains an invisible or non-ASCII character (U+${code}) that no address uses.`)
  }
  // A payment link ("bitcoin:bc1…?amount=1", "ethereum:0x…@56") is not an address. TON's raw form
  // "0:…" / "-1:…" starts with a digit or a minus, so it never matches a URI scheme.
  if (/^[a-z][a-z0-9+.-]*:/i.test(address)) {
    return { code: "payment_link", reason: "It is a payment link (scheme:…), not a bare address; paste only the address part." }
  }
  return null
}

/**
 * `options` widen what is accepted (see `AddressCheckOptions`); without them the check applies
 * the strictest rules, which is what a caller that predates an option gets.
 */
export function checkPayoutAddress(currencyCode: PaymentCurrencyCode, address: string, options?: AddressCheckOptions): AddressCheck {
  const { family, name } = networkOf(currencyCode)
  // Typed as a string, but it comes from a form or a JSON body: a missing value is refused as
  // empty rather than thrown on. The same goes for options read from a config (null, absent).
  const trimmed = typeof address === "string" ? address.trim() : ""
  const opts: AddressCheckOptions = options ?? {}
  const refuse = (reason: string, code: AddressProblemCode, looksLike?: AddressFamily): AddressProblem => ({
    ok: false,
    family,
    address: trimmed,
    reason,
    code,
    ...(looksLike ? { looksLike } : {}),
    expected: expectedFormat(currencyCode, opts),
  })

  const problem = shapeProblem(trimmed)
  if (problem) return refuse(problem.reason, problem.code)

  const verdict = VALIDATORS[family](trimmed, opts)
  if (verdict.ok) {
    const accepted: AddressCheck = { ok: true, family, address: trimmed, canonical: verdict.canonical }
    return verdict.warning === undefined ? accepted : { ...accepted, warning: verdict.warning }
  }

  // A testnet address of the right network is already named precisely (Bitcoin and Litecoin
  // share testnet version bytes, so looking further would only blur it), and so is a refusal
  // the family marks conclusive (a burn address, Litecoin's 3… naming Bitcoin itself).
  if (verdict.testnet || verdict.conclusive) return refuse(verdict.reason, verdict.code)
  const resemblance = resembledFamily(trimmed, family)
  if (resemblance) return refuse(resemblanceReason(resemblance, name), "other_network", resemblance.family)
  return refuse(verdict.reason, verdict.code)
}

/**
 * Shown in messages: enough to recognise the paste, not so much that it floods a toast. Anything
 * outside printable ASCII is written as \uXXXX, so the line stays one line and an invisible
 * character shows where it hides.
 */
function excerpt(address: string): string {
  const visible = (text: string) => text.replace(/[^\x20-\x7e]/gu, (char) => `\\u${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`)
  const chars = [...address]
  return chars.length > 16 ? `${visible(chars.slice(0, 12).join(""))}…${visible(chars.slice(-4).join(""))}` : visible(address)
}

/** "It looks…" → "it looks…" after a colon, but "EIP-55…" keeps its capitals. */
function continueSentence(reason: string): string {
  return /^[A-Z][a-z]/.test(reason) ? reason[0]!.toLowerCase() + reason.slice(1) : reason
}

/**
 * One line a merchant can act on, e.g.
 * `"0xAbC…" is not a valid USDT_TRC20 address: it looks like an Ethereum/EVM address, which cannot
 * receive a payout on Tron. Expected a Tron address: 34 characters starting with T (base58check).`
 */
export function describeAddressProblem(currencyCode: string, check: AddressProblem): string {
  if (check.address === "") return `The ${currencyCode} payout address is empty. Expected ${check.expected}.`
  return `"${excerpt(check.address)}" is not a valid ${currencyCode} address: ${continueSentence(check.reason)} Expected ${check.expected}.`
}
