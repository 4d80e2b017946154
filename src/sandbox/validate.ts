/**
 * Request validation of the API endpoints. Each validator returns the clean input or the first
 * problem as `{ field, message }`, which the API answers as HTTP 400
 * `{ status: "error", result: { <field>: <message> } }`.
 *
 * The sandbox is deliberately strict where the spec is clear (codes, dates, limits) so that a
 * client sending something the real service would refuse fails in tests, not in production.
 */
import { isFiatCurrencyCode, isPaymentCurrencyCode, isStaticWalletCurrencyCode } from "../lib/cryptocloud/codes"
import { parseDayDate } from "./json"
import { fiatToUsd, parsePositiveDecimal, cmp } from "./money"
import type { CreateInvoiceInput } from "./state"

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

export const REQUIRED = "This field is required."
export const MAX_LIST_LIMIT = 100
export const MAX_INFO_IDS = 100
export const DEFAULT_LIST_LIMIT = 10
const DEFAULT_TTL_MINUTES = 24 * 60

function fail(field: string, message: string): { ok: false; field: string; message: string } {
  return { ok: false, field, message }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function missing(value: unknown): boolean {
  return value === undefined || value === null || value === ""
}

/** Ints as numbers or digit strings (form-style clients send "10"). */
function parseInt0(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value
  if (typeof value === "string" && /^\d+$/.test(value)) return Number(value)
  return null
}

export function requireObject(body: unknown): Checked<Record<string, unknown>> {
  return isObject(body) ? { ok: true, value: body } : fail("body", "Request body must be a JSON object.")
}

function checkShop(body: Record<string, unknown>, shopId: string, required: boolean): Checked<null> {
  if (missing(body.shop_id)) return required ? fail("shop_id", REQUIRED) : { ok: true, value: null }
  if (String(body.shop_id) !== shopId) return fail("shop_id", "Shop with this shop_id was not found.")
  return { ok: true, value: null }
}

export function validateCreateInvoice(body: Record<string, unknown>, shopId: string, locale: string | null): Checked<CreateInvoiceInput> {
  const shop = checkShop(body, shopId, true)
  if (!shop.ok) return shop
  if (missing(body.amount)) return fail("amount", REQUIRED)
  const amount = parsePositiveDecimal(body.amount)
  if (!amount) return fail("amount", "Amount must be a positive number.")
  const currency = missing(body.currency) ? "USD" : body.currency
  if (!isFiatCurrencyCode(currency)) return fail("currency", `Currency ${String(currency)} is not supported.`)
  // Tiny amounts in weak currencies would round to 0.00 USD: refuse like a minimum would.
  if (cmp(fiatToUsd(amount, currency), "0.01") < 0) return fail("amount", "Amount is too small.")
  if (!missing(body.order_id) && typeof body.order_id !== "string" && typeof body.order_id !== "number") {
    return fail("order_id", "order_id must be a string.")
  }
  if (!missing(body.email) && (typeof body.email !== "string" || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email))) {
    return fail("email", "Enter a valid email address.")
  }
  const input: CreateInvoiceInput = {
    amount,
    currency,
    orderId: missing(body.order_id) ? null : String(body.order_id),
    email: missing(body.email) ? null : String(body.email),
    ttlMinutes: DEFAULT_TTL_MINUTES,
    availableCurrencies: null,
    cryptocurrency: null,
    locale,
  }
  if (body.add_fields === undefined || body.add_fields === null) return { ok: true, value: input }
  if (!isObject(body.add_fields)) return fail("add_fields", "add_fields must be an object.")
  return applyAddFields(body.add_fields, input)
}

function applyAddFields(add: Record<string, unknown>, input: CreateInvoiceInput): Checked<CreateInvoiceInput> {
  if (add.time_to_pay !== undefined) {
    const ttp = add.time_to_pay
    if (!isObject(ttp)) return fail("time_to_pay", "time_to_pay must be an object with hours and minutes.")
    const hours = ttp.hours === undefined ? 0 : ttp.hours
    const minutes = ttp.minutes === undefined ? 0 : ttp.minutes
    if (typeof hours !== "number" || !Number.isInteger(hours) || hours < 0) return fail("time_to_pay", "hours must be a non-negative integer.")
    if (typeof minutes !== "number" || !Number.isInteger(minutes) || minutes < 0) return fail("time_to_pay", "minutes must be a non-negative integer.")
    if (hours * 60 + minutes <= 0) return fail("time_to_pay", "time_to_pay must be longer than zero.")
    input.ttlMinutes = hours * 60 + minutes
  }
  if (add.available_currencies !== undefined) {
    const list = add.available_currencies
    if (!Array.isArray(list) || list.length === 0) return fail("available_currencies", "available_currencies must be a non-empty list.")
    const bad = list.find((code) => !isPaymentCurrencyCode(code))
    if (bad !== undefined) return fail("available_currencies", `Currency ${String(bad)} is not supported.`)
    input.availableCurrencies = [...new Set(list as string[])]
  }
  if (!missing(add.cryptocurrency)) {
    const code = add.cryptocurrency
    if (!isPaymentCurrencyCode(code)) return fail("cryptocurrency", `Currency ${String(code)} is not supported.`)
    if (input.availableCurrencies && !input.availableCurrencies.includes(code)) {
      return fail("cryptocurrency", "cryptocurrency is not one of available_currencies.")
    }
    input.cryptocurrency = code
  }
  return { ok: true, value: input }
}

/** `start`/`end` as `dd.mm.yyyy`, end ≥ start; returns [start, day after end). */
export function validateDateRange(body: Record<string, unknown>): Checked<{ from: Date; toExclusive: Date }> {
  for (const field of ["start", "end"] as const) {
    if (missing(body[field])) return fail(field, REQUIRED)
    if (!parseDayDate(body[field])) return fail(field, "Date has wrong format. Use dd.mm.yyyy.")
  }
  const from = parseDayDate(body.start) as Date
  const to = parseDayDate(body.end) as Date
  if (to < from) return fail("date", "end must be greater than or equal to start.")
  return { ok: true, value: { from, toExclusive: new Date(to.getTime() + 86_400_000) } }
}

/** offset/limit: offset = first index, limit = how many from there (max 100, default 10). */
export function validatePaging(body: Record<string, unknown>): Checked<{ offset: number; limit: number }> {
  const offset = missing(body.offset) ? 0 : parseInt0(body.offset)
  if (offset === null) return fail("offset", "offset must be a non-negative integer.")
  const limit = missing(body.limit) ? DEFAULT_LIST_LIMIT : parseInt0(body.limit)
  if (limit === null) return fail("limit", "limit must be a non-negative integer.")
  if (limit > MAX_LIST_LIMIT) return fail("limit", `limit must be at most ${MAX_LIST_LIMIT}.`)
  return { ok: true, value: { offset, limit } }
}

export function validateUuids(body: Record<string, unknown>): Checked<string[]> {
  const uuids = body.uuids
  if (missing(uuids)) return fail("uuids", REQUIRED)
  if (!Array.isArray(uuids) || uuids.some((id) => typeof id !== "string")) return fail("uuids", "uuids must be a list of strings.")
  if (uuids.length === 0) return fail("uuids", "uuids must not be empty.")
  if (uuids.length > MAX_INFO_IDS) return fail("uuids", `At most ${MAX_INFO_IDS} uuids per request.`)
  return { ok: true, value: uuids as string[] }
}

export function validateStaticCreate(body: Record<string, unknown>, shopId: string): Checked<{ currency: string; identify: string }> {
  const shop = checkShop(body, shopId, true)
  if (!shop.ok) return shop
  if (missing(body.currency)) return fail("currency", REQUIRED)
  if (!isStaticWalletCurrencyCode(body.currency)) {
    return isPaymentCurrencyCode(body.currency)
      ? fail("currency", `Static wallets are not supported for ${body.currency} (TON network).`)
      : fail("currency", `Currency ${String(body.currency)} is not supported.`)
  }
  if (missing(body.identify) || typeof body.identify !== "string" || !body.identify.trim()) return fail("identify", REQUIRED)
  return { ok: true, value: { currency: body.currency, identify: body.identify } }
}

export function validateStaticList(body: Record<string, unknown>, shopId: string) {
  const shop = checkShop(body, shopId, false)
  if (!shop.ok) return shop
  const range = validateDateRange(body)
  if (!range.ok) return range
  const paging = validatePaging(body)
  if (!paging.ok) return paging
  return { ok: true as const, value: { ...range.value, ...paging.value } }
}

export function validateWithdrawal(body: Record<string, unknown>): Checked<{ currency: string; address: string; amount: string }> {
  for (const field of ["currency_code", "to_address", "amount"]) {
    if (missing(body[field])) return fail("required_parameter", `${field} is required.`)
  }
  if (!isPaymentCurrencyCode(body.currency_code)) return fail("currency_code", `Currency ${String(body.currency_code)} is not supported.`)
  if (typeof body.to_address !== "string" || !body.to_address.trim()) return fail("to_address", "to_address must be a non-empty string.")
  const amount = parsePositiveDecimal(body.amount)
  if (!amount) return fail("uncorrected_amount", "Amount must be a positive number.")
  return { ok: true, value: { currency: body.currency_code, address: body.to_address.trim(), amount } }
}
