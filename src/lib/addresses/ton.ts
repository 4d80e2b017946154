/**
 * TON addresses (TON, USDT_TON, XAUT_TON), in the two forms TON documents ("Address formats"):
 *
 * - user-friendly: 36 bytes in 48 characters of base64url (or standard base64, `+/`): a flags
 *   byte (0x11 bounceable `E…`, 0x51 non-bounceable `U…`, plus 0x80 for test-only), the
 *   workchain byte (0x00 basechain, 0xff masterchain), the 32-byte account id and a CRC16-XMODEM
 *   of those 34 bytes, big-endian;
 * - raw: `<workchain>:<64 hex>`, with no checksum at all, accepted because wallets and explorers
 *   still show it and it names the same account.
 *
 * Bounceable and non-bounceable are both accepted: the flag only tells the sending wallet how to
 * treat an undeployed account, it names the same address.
 *
 * That is also why the canonical form is the raw one, `<workchain>:<64 lower-case hex>`: every
 * user-friendly form (either flag, either base64 alphabet) and any hex case of the raw form
 * reduce to it, and it carries nothing but the account itself.
 */
import { base64, base64url, hex } from "@scure/base"
import { checksumMismatch, invalid, valid, type FamilyValidator } from "./types"

/**
 * crc@4 ships ES module typings in front of a CommonJS build: TypeScript (module Node16) refuses
 * a static import of it from this CommonJS package, while Node and Jest resolve the `require`
 * export condition to the CommonJS build just fine. So it is required here and typed locally.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- crc@4's typings refuse an import here (above)
const crc16xmodem: (data: Uint8Array) => number = require("crc/crc16xmodem")

const FRIENDLY_LENGTH = 48
const BOUNCEABLE = 0x11
const NON_BOUNCEABLE = 0x51
const TEST_ONLY = 0x80
const BASECHAIN = 0x00
const MASTERCHAIN = 0xff

/** The raw form's workchain for the byte of the user-friendly form (a signed 8-bit integer). */
const WORKCHAIN_NAME: Readonly<Record<number, string>> = { [BASECHAIN]: "0", [MASTERCHAIN]: "-1" }

const URL_SAFE = /^[A-Za-z0-9_-]*$/
const STANDARD = /^[A-Za-z0-9+/]*$/

function checkRaw(workchain: string, account: string): ReturnType<FamilyValidator> {
  if (workchain !== "0" && workchain !== "-1") {
    return invalid(`Its workchain ${workchain} is not one TON uses (0 for the basechain, -1 for the masterchain).`)
  }
  const bad = [...account].find((char) => !/[0-9a-fA-F]/.test(char))
  if (bad !== undefined) return invalid(`It contains "${bad}", which is not a hexadecimal character (0-9, a-f).`)
  if (account.length !== 64) {
    return invalid(`Its account id has ${account.length} hexadecimal characters; a raw TON address has 64.`)
  }
  return valid(`${workchain}:${account.toLowerCase()}`)
}

export const validateTon: FamilyValidator = (address) => {
  const raw = /^(-?\d+):(.*)$/.exec(address)
  if (raw) return checkRaw(raw[1]!, raw[2]!)

  if (address.length !== FRIENDLY_LENGTH) {
    return invalid(`It is ${address.length} characters long; a user-friendly TON address has ${FRIENDLY_LENGTH}.`)
  }
  const urlSafe = URL_SAFE.test(address)
  if (!urlSafe && !STANDARD.test(address)) {
    const bad = [...address].find((char) => !URL_SAFE.test(char) && !STANDARD.test(char))
    return invalid(
      bad === undefined ? 'It mixes the base64url ("-", "_") and base64 ("+", "/") alphabets.' : `It contains "${bad}", which is not a base64 character.`
    )
  }
  const bytes = (urlSafe ? base64url : base64).decode(address)
  const crc = crc16xmodem(bytes.subarray(0, 34))
  if (crc !== ((bytes[34]! << 8) | bytes[35]!)) {
    return checksumMismatch("Its CRC16 checksum does not match, so a character is probably mistyped.")
  }
  const flags = bytes[0]!
  if (flags & TEST_ONLY) {
    return invalid("It is a test-only TON address (testnet flag set, kQ…/0Q…); payouts go to mainnet only.", true)
  }
  if (flags !== BOUNCEABLE && flags !== NON_BOUNCEABLE) {
    return invalid(`Its flags byte 0x${flags.toString(16)} is neither bounceable (0x11) nor non-bounceable (0x51).`)
  }
  const workchain = bytes[1]!
  const workchainName = WORKCHAIN_NAME[workchain]
  if (workchainName === undefined) {
    return invalid(`Its workchain byte 0x${workchain.toString(16)} is neither the basechain (0x00) nor the masterchain (0xff).`)
  }
  return valid(`${workchainName}:${hex.encode(bytes.subarray(2, 34))}`)
}
