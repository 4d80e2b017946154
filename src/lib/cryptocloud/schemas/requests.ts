/**
 * REQUEST schemas, checked before anything is sent: a bad input becomes a
 * `CryptoCloudValidationError` naming the field, and the service never sees it. Each schema
 * also produces the exact wire body (service date format, canonical ids, decimal strings).
 *
 * Objects are strict: an unknown key is most likely a typo (`orderId` for `order_id`) that
 * would otherwise be dropped silently.
 */
import { z } from "zod"

import { checkRequestAmount, normalizeRequestAmount } from "../amounts"
import { FIAT_CURRENCY_CODES, PAYMENT_CURRENCY_CODES, TON_NETWORK_CODES, isStaticWalletCurrencyCode } from "../codes"
import { isIsoDate, toServiceDate } from "../dates"
import { CryptoCloudValidationError, type CryptoCloudIssue } from "../errors"
import { tryNormalizeInvoiceId } from "../ids"
import { LOCALE_PATTERN } from "../locale"

/** At most this many ids per `info` call and records per list page (spec limits). */
export const MAX_IDS_PER_REQUEST = 100
export const MAX_PAGE_SIZE = 100

const amount = z.unknown().transform((value, ctx): string => {
  const problem = checkRequestAmount(value)
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem })
    return z.NEVER
  }
  return normalizeRequestAmount(value as string)
})

const fiatCode = z.enum(FIAT_CURRENCY_CODES, {
  error: `must be one of the supported fiat codes: ${FIAT_CURRENCY_CODES.join(", ")}`,
})

const paymentCode = z.enum(PAYMENT_CURRENCY_CODES, {
  error: `must be one of the supported payment currency codes: ${PAYMENT_CURRENCY_CODES.join(", ")}`,
})

const staticCode = z.string({ error: "must be a currency code string" }).superRefine((code, ctx) => {
  if ((TON_NETWORK_CODES as readonly string[]).includes(code)) {
    ctx.addIssue({ code: "custom", message: `${code}: static wallets are not supported on the TON network` })
  } else if (!isStaticWalletCurrencyCode(code)) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(code)} is not a supported static wallet currency code` })
  }
})

const invoiceIdInput = z.unknown().transform((value, ctx): string => {
  const id = tryNormalizeInvoiceId(value)
  if (id === null) {
    ctx.addIssue({ code: "custom", message: "must be an invoice id: INV-XXXXXXXX or XXXXXXXX (8 letters/digits)" })
    return z.NEVER
  }
  return id
})

const isoDate = z.unknown().transform((value, ctx): string => {
  if (!isIsoDate(value)) {
    ctx.addIssue({ code: "custom", message: "must be a calendar date in YYYY-MM-DD form" })
    return z.NEVER
  }
  return value
})

/** Short text field: trimmed, non-empty, bounded. */
const text = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` })

const nonNegativeInt = z.int({ error: "must be a whole number" }).min(0, { error: "must be 0 or more" })

const period = {
  start: isoDate,
  end: isoDate,
}

/** end ≥ start (spec); reported on `end`. */
function checkRange(value: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (value.end < value.start) {
    ctx.addIssue({ code: "custom", path: ["end"], message: "must be the same as or later than start" })
  }
}

const pagination = {
  offset: nonNegativeInt.optional(),
  limit: z
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(MAX_PAGE_SIZE, { error: `must be at most ${MAX_PAGE_SIZE}` })
    .optional(),
}

// ── create invoice ───────────────────────────────────────────────────────────

const timeToPay = z
  .strictObject({ hours: nonNegativeInt, minutes: nonNegativeInt })
  .refine((t) => t.hours > 0 || t.minutes > 0, { error: "hours and minutes must not both be 0" })

export const createInvoiceRequestSchema = z.strictObject({
  amount,
  currency: fiatCode.optional(),
  order_id: text(255).optional(),
  email: z.email({ error: "must be a valid e-mail address" }).max(254).optional(),
  add_fields: z
    .strictObject({
      time_to_pay: timeToPay.optional(),
      available_currencies: z.array(paymentCode).min(1, { error: "must list at least one currency (omit it to allow all)" }).optional(),
      cryptocurrency: paymentCode.optional(),
    })
    .superRefine((f, ctx) => {
      if (f.cryptocurrency && f.available_currencies && !f.available_currencies.includes(f.cryptocurrency)) {
        ctx.addIssue({ code: "custom", path: ["cryptocurrency"], message: "must be one of available_currencies" })
      }
    })
    .optional(),
})

export const localeSchema = z.string({ error: "must be a string" }).regex(LOCALE_PATTERN, { error: 'must be a language code such as "en" or "ru"' })

// ── reads ────────────────────────────────────────────────────────────────────

export const listInvoicesRequestSchema = z
  .strictObject({ ...period, ...pagination })
  .superRefine(checkRange)
  .transform((r) => ({
    start: toServiceDate(r.start),
    end: toServiceDate(r.end),
    ...(r.offset !== undefined ? { offset: r.offset } : {}),
    ...(r.limit !== undefined ? { limit: r.limit } : {}),
  }))

export const statisticsRequestSchema = z
  .strictObject(period)
  .superRefine(checkRange)
  .transform((r) => ({ start: toServiceDate(r.start), end: toServiceDate(r.end) }))

export const invoiceIdsRequestSchema = z
  .array(invoiceIdInput, { error: "must be an array of invoice ids" })
  .min(1, { error: "must contain at least one invoice id" })
  .max(MAX_IDS_PER_REQUEST, { error: `must contain at most ${MAX_IDS_PER_REQUEST} invoice ids` })
  // Duplicates cost nothing to drop and would only come back twice.
  .transform((ids) => [...new Set(ids)])

export const invoiceIdRequestSchema = invoiceIdInput

// ── static wallets ───────────────────────────────────────────────────────────

export const createStaticWalletRequestSchema = z.strictObject({
  currency: staticCode,
  identify: text(255),
})

export const listStaticWalletsRequestSchema = listInvoicesRequestSchema

// ── withdrawals ──────────────────────────────────────────────────────────────

export const createWithdrawalRequestSchema = z.strictObject({
  currency_code: paymentCode,
  to_address: text(255).regex(/^\S+$/, { error: "must not contain spaces" }),
  amount,
})

// ── validation entry point ───────────────────────────────────────────────────

export function toIssues(error: z.ZodError, prefix: (string | number)[] = []): CryptoCloudIssue[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path].reduce<string>((acc, part) => {
      if (typeof part === "number") return `${acc}[${part}]`
      return acc ? `${acc}.${String(part)}` : String(part)
    }, "")
    return { path, message: issue.message }
  })
}

/**
 * Parse `input` with `schema` or throw `CryptoCloudValidationError` for `operation`.
 * `field` prefixes issue paths when the input is a single argument (e.g. "uuids").
 */
export function validateRequest<S extends z.ZodType>(operation: string, schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new CryptoCloudValidationError(operation, toIssues(result.error, field ? [field] : []))
  }
  return result.data
}
