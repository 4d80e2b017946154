/**
 * The fixed underpayment tolerance as one text field: "1.50" for every coin, or per coin
 * "1.50; BTC=3; USDT_TRC20=0,5" (`;` between entries, so a decimal comma stays usable). The API
 * holds it as `{ default?: "1.50", BTC?: "3" }` (src/domain/tolerance-amount.ts); the admin
 * imports nothing server-side, so the text form is read and written here.
 */
import { normalizeDecimalInput } from "./decimal"

const DEFAULT_KEY = "default"
const UNSIGNED = /^\d+(\.\d+)?$/
const CODE = /^[A-Za-z0-9_]{1,32}$/

/** The API value → the text the field shows ("" when none is set). */
export function toleranceAmountText(value: Record<string, string> | null | undefined): string {
  if (!value) return ""
  const { [DEFAULT_KEY]: plain, ...coins } = value
  return [...(plain !== undefined ? [plain] : []), ...Object.entries(coins).map(([code, amount]) => `${code}=${amount}`)].join("; ")
}

/**
 * The typed text → the API value: null for an empty field (back to the config value), undefined
 * when it cannot be read (the form shows an error and sends nothing).
 */
export function parseToleranceAmount(text: string): Record<string, string> | null | undefined {
  const entries = text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
  if (!entries.length) return null
  const out: Record<string, string> = {}
  for (const entry of entries) {
    const [left, right] = entry.includes("=") ? entry.split("=", 2).map((s) => s.trim()) : [DEFAULT_KEY, entry]
    const amount = normalizeDecimalInput(right ?? "")
    const key = left === DEFAULT_KEY ? left : left.toUpperCase()
    if (!CODE.test(left) || !UNSIGNED.test(amount) || key in out) return undefined
    out[key] = amount
  }
  return out
}
