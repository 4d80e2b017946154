/**
 * The settings form's state, its validation, and the patch it sends. Pure functions, so the
 * rules are in one place. The same rules as the route's validator
 * (src/api/admin/cryptocloud/validators.ts), checked here to point at the field before saving.
 */
import { PAYMENT_CURRENCY_CODES, STATIC_WALLET_CURRENCY_CODES } from "../../lib/cryptocloud/codes"
import { normalizeDecimalInput } from "./decimal"
import { parseToleranceAmount, toleranceAmountText } from "./tolerance-amount-input"
import type { OrderFlow, SettingsPatch, SettingsResponse, StaticWalletSettingsValues } from "../../contracts"

/** src/modules/cryptocloud/settings.ts */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/
export const TIME_TO_PAY_MAX_HOURS = 720
/** src/domain/static-wallet-limits.ts (the admin imports nothing server-side). */
export const WALLET_CAP_MAX = STATIC_WALLET_CURRENCY_CODES.length
export const WALLET_BUDGET_MAX = 10_000
const WALLET_DEFAULTS: StaticWalletSettingsValues = { static_wallet_currencies: null, static_wallet_customer_cap: 3, static_wallet_hourly_budget: 100 }

export interface SettingsFormState {
  allCurrencies: boolean
  currencies: string[]
  hours: string
  minutes: string
  sendCustomerEmail: boolean
  tolerance: string
  /** The fixed tolerance as typed: "1.50" or "1.50; BTC=3" (tolerance-amount-input.ts). */
  toleranceAmount: string
  locale: string
  orderFlow: OrderFlow
  /** Customers' static wallets: every currency, or the chosen ones; cap and hourly budget as typed. */
  allWalletCurrencies: boolean
  walletCurrencies: string[]
  walletCap: string
  walletBudget: string
}

/** Validation errors as translation keys (with their values), said by the form in the admin language. */
export interface FormMessage {
  key: string
  values?: Record<string, unknown>
}

export type SettingsFormErrors = Partial<
  Record<"currencies" | "timeToPay" | "tolerance" | "toleranceAmount" | "locale" | "walletCurrencies" | "walletCap" | "walletBudget", FormMessage>
>

export function formFromSettings(view: SettingsResponse): SettingsFormState {
  const s = view.settings
  // A server from before the wallet settings sends none: the defaults.
  const w = view.static_wallets?.settings ?? WALLET_DEFAULTS
  return {
    allCurrencies: s.available_currencies === null,
    currencies: PAYMENT_CURRENCY_CODES.filter((c) => (s.available_currencies ?? []).includes(c)),
    hours: s.time_to_pay ? String(s.time_to_pay.hours) : "",
    minutes: s.time_to_pay ? String(s.time_to_pay.minutes) : "",
    sendCustomerEmail: s.send_customer_email ?? false,
    tolerance: String(s.underpaid_tolerance_percent ?? 0),
    toleranceAmount: toleranceAmountText(s.underpaid_tolerance_amount),
    locale: s.locale ?? "",
    orderFlow: s.order_flow ?? "after_payment",
    allWalletCurrencies: w.static_wallet_currencies === null,
    walletCurrencies: STATIC_WALLET_CURRENCY_CODES.filter((c) => (w.static_wallet_currencies ?? []).includes(c)),
    walletCap: String(w.static_wallet_customer_cap),
    walletBudget: String(w.static_wallet_hourly_budget),
  }
}

const INTEGER = /^\d+$/
const NUMBER = /^\d+(\.\d+)?$/
/** Empty (back to the default) or a whole number from 0 to max. */
const wholeUpTo = (text: string, max: number) => text.trim() === "" || (INTEGER.test(text.trim()) && Number(text.trim()) <= max)

export function validateSettingsForm(form: SettingsFormState): SettingsFormErrors {
  const errors: SettingsFormErrors = {}
  if (!form.allCurrencies && form.currencies.length === 0) {
    errors.currencies = { key: "cryptocloud.settings.errors.currencies" }
  }
  const hours = form.hours.trim()
  const minutes = form.minutes.trim()
  if (hours || minutes) {
    if ((hours && !INTEGER.test(hours)) || (minutes && !INTEGER.test(minutes))) {
      errors.timeToPay = { key: "cryptocloud.settings.errors.wholeNumbers" }
    } else if (Number(hours || 0) > TIME_TO_PAY_MAX_HOURS) {
      errors.timeToPay = { key: "cryptocloud.settings.errors.maxHours", values: { count: TIME_TO_PAY_MAX_HOURS } }
    } else if (Number(minutes || 0) > 59) {
      errors.timeToPay = { key: "cryptocloud.settings.errors.minutes" }
    } else if (Number(hours || 0) + Number(minutes || 0) === 0) {
      errors.timeToPay = { key: "cryptocloud.settings.errors.zero" }
    }
  }
  // "0,5" is accepted as well as "0.5" (a decimal comma, as many admin languages write it).
  const tolerance = normalizeDecimalInput(form.tolerance)
  if (!NUMBER.test(tolerance) || Number(tolerance) > 100) {
    errors.tolerance = { key: "cryptocloud.settings.errors.tolerance" }
  }
  if (parseToleranceAmount(form.toleranceAmount) === undefined) {
    errors.toleranceAmount = { key: "cryptocloud.settings.errors.toleranceAmount" }
  }
  const locale = form.locale.trim()
  if (locale && !LOCALE_PATTERN.test(locale)) {
    errors.locale = { key: "cryptocloud.settings.errors.locale" }
  }
  if (!form.allWalletCurrencies && form.walletCurrencies.length === 0) {
    errors.walletCurrencies = { key: "cryptocloud.settings.wallets.errors.currencies" }
  }
  if (!wholeUpTo(form.walletCap, WALLET_CAP_MAX)) errors.walletCap = { key: "cryptocloud.settings.wallets.errors.cap", values: { max: WALLET_CAP_MAX } }
  if (!wholeUpTo(form.walletBudget, WALLET_BUDGET_MAX)) {
    errors.walletBudget = { key: "cryptocloud.settings.wallets.errors.budget", values: { max: WALLET_BUDGET_MAX } }
  }
  return errors
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * The fields that changed, as the route expects them. Cleared optional fields (time to pay,
 * locale) go back to the config value (`null`). "Every currency" is `null` when the config
 * sets no list, otherwise the full list (null would bring the config's list back).
 */
export function patchFromForm(form: SettingsFormState, initial: SettingsFormState, view: SettingsResponse): SettingsPatch {
  const patch: SettingsPatch = {}
  const ordered = PAYMENT_CURRENCY_CODES.filter((c) => form.currencies.includes(c))
  if (form.allCurrencies !== initial.allCurrencies || (!form.allCurrencies && !sameList(ordered, initial.currencies))) {
    patch.available_currencies = form.allCurrencies ? (view.config.available_currencies === null ? null : [...PAYMENT_CURRENCY_CODES]) : ordered
  }
  const hours = form.hours.trim()
  const minutes = form.minutes.trim()
  if (hours !== initial.hours || minutes !== initial.minutes) {
    patch.time_to_pay = hours || minutes ? { hours: Number(hours || 0), minutes: Number(minutes || 0) } : null
  }
  if (form.sendCustomerEmail !== initial.sendCustomerEmail) patch.send_customer_email = form.sendCustomerEmail
  const tolerance = Number(normalizeDecimalInput(form.tolerance))
  if (tolerance !== Number(initial.tolerance)) patch.underpaid_tolerance_percent = tolerance
  if (form.toleranceAmount.trim() !== initial.toleranceAmount) patch.underpaid_tolerance_amount = parseToleranceAmount(form.toleranceAmount) ?? null
  if (form.locale.trim() !== initial.locale) patch.locale = form.locale.trim() || null
  if (form.orderFlow !== initial.orderFlow) patch.order_flow = form.orderFlow
  return { ...patch, ...walletPatch(form, initial) }
}

/** The wallet fields that changed; no config layer here, so "every currency" and an emptied number are null (the default). */
function walletPatch(form: SettingsFormState, initial: SettingsFormState): SettingsPatch {
  const patch: SettingsPatch = {}
  const ordered = STATIC_WALLET_CURRENCY_CODES.filter((c) => form.walletCurrencies.includes(c))
  if (form.allWalletCurrencies !== initial.allWalletCurrencies || (!form.allWalletCurrencies && !sameList(ordered, initial.walletCurrencies))) {
    patch.static_wallet_currencies = form.allWalletCurrencies ? null : ordered
  }
  const number = (text: string) => (text.trim() === "" ? null : Number(text.trim()))
  if (form.walletCap.trim() !== initial.walletCap) patch.static_wallet_customer_cap = number(form.walletCap)
  if (form.walletBudget.trim() !== initial.walletBudget) patch.static_wallet_hourly_budget = number(form.walletBudget)
  return patch
}
