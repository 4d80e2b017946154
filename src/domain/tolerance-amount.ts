/**
 * `underpaidToleranceAmount` (design.md, "Money that is on no order"): a fixed shortfall, in the
 * invoice's fiat (store) currency, up to which a partial payment counts as paid — beside the
 * percentage, either rule suffices. A flat exchange or network fee makes a small order's share
 * short by more than any sane percentage, yet by the same few cents as a large one.
 *
 * Shape: a decimal string or number (every coin), or per coin `{ default?: "1.50", BTC: "3" }`
 * keyed by the coin's code with or without network (`USDT_TRC20` wins over `USDT`). Stored and
 * frozen on the invoice always as the per-coin record, values as decimal strings.
 */
import { MathBN } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"

/** Normalised: keys `default` or upper-case coin codes; values decimal strings ≥ 0. */
export type ToleranceAmount = Readonly<Record<string, string>>

/** What the option and the admin body take: a plain amount or per coin. */
export type ToleranceAmountOption = string | number | Readonly<Record<string, string | number>>

/** The default entry of a per-coin value (a plain value means this alone). */
export const TOLERANCE_AMOUNT_DEFAULT_KEY = "default"

const DECIMAL = /^\d+(\.\d+)?$/
const KEY = /^[A-Za-z0-9_]{1,32}$/

export const TOLERANCE_AMOUNT_ERROR =
  '`underpaidToleranceAmount` must be an amount ≥ 0 in the store currency (e.g. "1.50") or per coin ({ default: "1.50", BTC: "3" })'

/** A decimal string or finite number ≥ 0 → its decimal string; anything else → null. Never a float sum. */
function decimal(value: unknown): string | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? MathBN.convert(value).toFixed() : null
  if (typeof value !== "string") return null
  const trimmed = value.trim()
  return DECIMAL.test(trimmed) ? MathBN.convert(trimmed).toFixed() : null
}

/**
 * Any accepted form → the per-coin record, or null when it is unusable (an empty record counts
 * as not set). Read back from a row edited by hand, an unusable value is "not set", never a crash.
 */
export function normalizeToleranceAmount(value: unknown): ToleranceAmount | null {
  if (value == null) return null
  let source: unknown = value
  if (typeof source === "string" && source.trim().startsWith("{")) {
    try {
      source = JSON.parse(source)
    } catch {
      return null
    }
  }
  const plain = decimal(source)
  if (plain !== null) return { [TOLERANCE_AMOUNT_DEFAULT_KEY]: plain }
  if (typeof source !== "object" || Array.isArray(source)) return null
  const out: Record<string, string> = {}
  for (const [key, entry] of Object.entries(source as Record<string, unknown>)) {
    const amount = decimal(entry)
    if (!KEY.test(key) || amount === null) return null
    out[key === TOLERANCE_AMOUNT_DEFAULT_KEY ? key : key.toUpperCase()] = amount
  }
  return Object.keys(out).length ? out : null
}

/** The option's and the admin body's schema: validated, then normalised. */
export const toleranceAmountSchema = z
  .union([z.string(), z.number(), z.record(z.string(), z.union([z.string(), z.number()]))], { error: TOLERANCE_AMOUNT_ERROR })
  .refine((v) => normalizeToleranceAmount(v) !== null, { error: TOLERANCE_AMOUNT_ERROR })

/** The slack for one coin: its own entry (full code, then base code), else `default`, else none. */
export function toleranceAmountFor(
  amount: ToleranceAmount | null | undefined,
  coin: { code?: string | null; fullcode?: string | null } | string | null | undefined
): string | null {
  if (!amount) return null
  const codes = typeof coin === "string" ? [coin, coin.split("_")[0]] : [coin?.fullcode, coin?.code]
  for (const code of codes) {
    const own = code ? amount[code.toUpperCase()] : undefined
    if (own !== undefined) return own
  }
  return amount[TOLERANCE_AMOUNT_DEFAULT_KEY] ?? null
}

/** Both rules in force for one invoice (frozen on its ledger row at creation). */
export interface Tolerance {
  percent: number
  amount?: ToleranceAmount | null
  /** The invoice's fiat amount as the ledger holds it; else the invoice's own `amount_in_fiat`. */
  fiatAmount?: string | null
  /** The coin when the facts do not name it (the ledger's `crypto_currency`). */
  coin?: string | null
}

/** A bare number is the percentage alone (callers from before the fixed amount). */
export type ToleranceInput = number | Tolerance

export function asTolerance(input: ToleranceInput | null | undefined): Tolerance {
  return typeof input === "number" ? { percent: input } : (input ?? { percent: 0 })
}

/** The tolerance frozen on a ledger row. */
export function toleranceOfRow(row: {
  tolerance_percent: number
  tolerance_amount?: unknown
  fiat_amount?: string | null
  crypto_currency?: string | null
}): Tolerance {
  return {
    percent: row.tolerance_percent,
    amount: normalizeToleranceAmount(row.tolerance_amount),
    fiatAmount: row.fiat_amount ?? null,
    coin: row.crypto_currency ?? null,
  }
}
