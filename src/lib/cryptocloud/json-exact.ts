/**
 * Response bodies parsed without rounding any number.
 *
 * JSON.parse turns every number into a float before our decimal code sees it:
 * 81234567.123456789012345678 becomes 81234567.12345679, and an 18-decimal token amount (ETH,
 * DAI, PEPE, SHIB…) loses its last digits. lossless-json (maintained, MIT, no dependencies,
 * loads with `require`) hands over each number's source text instead, and we keep that text as
 * a string. No reader needs a number type of its own for it: the service itself sends numbers
 * as strings at times (public-docs-notes.md), so every reader already accepts numeric strings,
 * and amounts.ts turns the exact text into a plain decimal.
 *
 * It costs more than JSON.parse (a JavaScript parser against V8's native one, several times
 * slower on the same text), which is still small beside a request to the service. Node 20,
 * which this package supports, has no native way to see a number's source text.
 */
import { parse, type DuplicateKeyInfo } from "lossless-json"

/** A JSON number as the text the service wrote, e.g. "0.123456789012345678" or "1.5e-06". */
const keepSourceText = (text: string): string => text

/** JSON.parse keeps the last of duplicate keys; lossless-json would throw unless told to do the same. */
const lastWins = ({ newValue }: DuplicateKeyInfo): unknown => newValue

/**
 * The JSON value of `text`, with every number as its source-text string. Throws SyntaxError on
 * text that is not JSON, as JSON.parse does.
 */
export function parseResponseJson(text: string): unknown {
  return parse(text, null, { parseNumber: keepSourceText, onDuplicateKey: lastWins })
}
