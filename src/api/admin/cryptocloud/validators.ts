/**
 * Zod schemas of the admin routes (applied in src/api/middlewares.ts). Medusa turns a failed
 * parse into a 400 "Invalid request: …"; custom messages name their field because Medusa
 * prints a custom issue's message without its path.
 *
 * The same rules as the API client's request schemas, checked here so the admin gets a 400
 * before anything is sent or logged.
 */
import { z } from "@medusajs/framework/zod"
import type {
  AttentionQuery,
  CreateStaticWalletBody,
  CreateWithdrawalBody,
  DepositQuery,
  InvoiceListQuery,
  PayoutBody,
  PostbackQuery,
  ProjectQuery,
  RefundQuery,
  ResolveAttentionBody,
  ResolveWithdrawalBody,
  ReturnAttentionBody,
  SettingsPatch,
  StaticWalletListQuery,
  StatisticsQuery,
  WithdrawalListQuery,
} from "../../../contracts"
import { checkPayoutAddress, describeAddressProblem } from "../../../lib/addresses"
import { alertsBody, booksBody } from "./settings/notice-settings"
import { AdminProjectQuery, shopIdField, type AdminProjectQueryType } from "./project-query"
import {
  checkRequestAmount,
  isIsoDate,
  MAX_PAGE_SIZE,
  normalizeRequestAmount,
  PAYMENT_CURRENCY_CODES,
  STATIC_WALLET_CURRENCY_CODES,
  TON_NETWORK_CODES,
  type PaymentCurrencyCode,
} from "../../../lib/cryptocloud"
import { LOCALE_PATTERN, ORDER_FLOWS, TIME_TO_PAY_MAX_HOURS, UNDERPAID_TOLERANCE_MAX_PERCENT } from "../../../domain/constants"
import { WITHDRAWAL_RESOLUTIONS } from "../../../domain/withdrawals"
import { POSTBACK_OUTCOMES } from "../../../domain/postback-log"
import { STATIC_WALLET_CUSTOMER_CAP_MAX, STATIC_WALLET_HOURLY_BUDGET_MAX } from "../../../domain/static-wallet-limits"
import { hasPendingAuthorization, ORDER_FIRST_UNSUPPORTED } from "../../../domain/medusa-features"
import { normalizeToleranceAmount, toleranceAmountSchema } from "../../../domain/tolerance-amount"
import type { AdminDepositsQueryType } from "./deposits/validators"

const isoDate = (field: string) => z.string().refine(isIsoDate, { error: `${field} must be a calendar date in YYYY-MM-DD form` })

/** end ≥ start, and a missing one is filled in by the route (see period() in helpers.ts). */
const period = {
  start: isoDate("start").optional(),
  end: isoDate("end").optional(),
}

function checkRange(value: { start?: string; end?: string }, ctx: z.RefinementCtx) {
  if (value.start && value.end && value.end < value.start) {
    ctx.addIssue({ code: "custom", path: ["end"], message: "end must be the same as or later than start" })
  }
}

const paging = {
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
}

/**
 * The project a per-project route acts on (absent: the first). Whether the store has it is the
 * route's check (ProjectDirectory.get: a 404 naming it), not a 400 here. The one `shop_id` field
 * of every per-project route, defined in project-query.ts (the deposits schema uses it too).
 */
export const projectScope = shopIdField
/** Routes that take nothing but the project (balance, one invoice, settings, connection test). */
export { AdminProjectQuery, type AdminProjectQueryType }

export const AdminPeriodQuery = z.object({ ...period, ...projectScope }).superRefine(checkRange)
export const AdminPagedPeriodQuery = z.object({ ...period, ...paging, ...projectScope }).superRefine(checkRange)
export const AdminWithdrawalHistoryQuery = z.object({ ...paging, ...projectScope })
/** The service's static wallets of one project (a schema of its own: the invoice list's is shared). */
export const AdminStaticWalletListQuery = z.object({ ...period, ...paging, ...projectScope }).superRefine(checkRange)
export type AdminStaticWalletListQueryType = z.infer<typeof AdminStaticWalletListQuery>
export type AdminPeriodQueryType = z.infer<typeof AdminPeriodQuery>
export type AdminPagedPeriodQueryType = z.infer<typeof AdminPagedPeriodQuery>
export type AdminWithdrawalHistoryQueryType = z.infer<typeof AdminWithdrawalHistoryQuery>

const amount = z.unknown().transform((value, ctx): string => {
  const problem = checkRequestAmount(value)
  if (problem) {
    ctx.addIssue({ code: "custom", message: `amount ${problem}` })
    return z.NEVER
  }
  return normalizeRequestAmount(value as string)
})

/**
 * A payout address checked against the network of the currency before anything is sent:
 * a typo or an address of another chain is a 400 naming the expected format.
 */
function checkAddressFor(value: { currency_code: PaymentCurrencyCode; to_address: string }, ctx: z.RefinementCtx) {
  const check = checkPayoutAddress(value.currency_code, value.to_address)
  if (!check.ok) ctx.addIssue({ code: "custom", path: ["to_address"], message: `to_address ${describeAddressProblem(value.currency_code, check)}` })
}

export const AdminCreateWithdrawal = z
  .object({
    currency_code: z.enum(PAYMENT_CURRENCY_CODES),
    to_address: z.string().trim().min(1).max(255).regex(/^\S+$/, { error: "to_address must not contain spaces" }),
    amount,
  })
  .superRefine(checkAddressFor)
export type AdminCreateWithdrawalType = z.infer<typeof AdminCreateWithdrawal>

export const AdminCreateStaticWallet = z.object({
  currency: z.string().superRefine((code, ctx) => {
    if ((TON_NETWORK_CODES as readonly string[]).includes(code)) {
      ctx.addIssue({ code: "custom", message: `currency ${code}: static wallets are not supported on the TON network` })
    } else if (!(STATIC_WALLET_CURRENCY_CODES as readonly string[]).includes(code)) {
      ctx.addIssue({
        code: "custom",
        message: `currency must be one of: ${STATIC_WALLET_CURRENCY_CODES.join(", ")}`,
      })
    }
  }),
  identify: z.string().trim().min(1).max(255),
})
export type AdminCreateStaticWalletType = z.infer<typeof AdminCreateStaticWallet>

/** 0…max, as a custom issue so that Medusa prints this message (it rewords min/max/int ones). */
const wholeNumberUpTo = (field: string, max: number) =>
  z.number().refine((n) => Number.isInteger(n) && n >= 0 && n <= max, { error: `${field} must be a whole number from 0 to ${max}` })

/**
 * Settings: every key optional (absent = unchanged), `null` = back to the config value.
 * Secrets, shopId and baseUrl are not accepted: they come from medusa-config only.
 */
export const AdminUpdateSettings = z.object({
  available_currencies: z
    .array(z.enum(PAYMENT_CURRENCY_CODES))
    .min(1, { error: "available_currencies must list at least one currency (null offers all)" })
    .transform((codes) => [...new Set(codes)])
    .nullable()
    .optional(),
  time_to_pay: z
    .object({
      hours: z.number().int().min(0).max(TIME_TO_PAY_MAX_HOURS),
      minutes: z.number().int().min(0).max(59),
    })
    .strict()
    .refine((t) => t.hours > 0 || t.minutes > 0, { error: "time_to_pay must be longer than zero" })
    .nullable()
    .optional(),
  send_customer_email: z.boolean().nullable().optional(),
  underpaid_tolerance_percent: z
    .number()
    .min(0)
    .max(UNDERPAID_TOLERANCE_MAX_PERCENT, { error: `underpaid_tolerance_percent must be between 0 and ${UNDERPAID_TOLERANCE_MAX_PERCENT}` })
    .nullable()
    .optional(),
  // "1.50" or { default: "1.50", BTC: "3" } in the store currency; kept normalised per coin.
  underpaid_tolerance_amount: toleranceAmountSchema
    .transform((value) => normalizeToleranceAmount(value)!)
    .nullable()
    .optional(),
  locale: z.string().trim().regex(LOCALE_PATTERN, { error: 'locale must be a language code such as "en" or "pt-BR"' }).nullable().optional(),
  order_flow: z
    .enum(ORDER_FLOWS)
    .refine((flow) => flow !== "before_payment" || hasPendingAuthorization(), { error: `order_flow: ${ORDER_FIRST_UNSUPPORTED}` })
    .nullable()
    .optional(),
  // Customers' static wallets (no config option: null = the built-in default).
  static_wallet_currencies: z
    .array(z.string())
    .superRefine((codes, ctx) => {
      // Custom issues, so that Medusa prints these messages rather than its generic ones.
      if (!codes.length) {
        ctx.addIssue({ code: "custom", message: "static_wallet_currencies must list at least one currency (null allows all; a customer cap of 0 offers none)" })
      }
      const wrong = codes.filter((code) => !(STATIC_WALLET_CURRENCY_CODES as readonly string[]).includes(code))
      if (wrong.length) {
        ctx.addIssue({
          code: "custom",
          message: `static_wallet_currencies may only hold static wallet currency codes (not on the TON network), not ${wrong.join(", ")}: ${STATIC_WALLET_CURRENCY_CODES.join(", ")}`,
        })
      }
    })
    // Checked above: only static-wallet codes get through.
    .transform((codes) => [...new Set(codes)] as PaymentCurrencyCode[])
    .nullable()
    .optional(),
  static_wallet_customer_cap: wholeNumberUpTo("static_wallet_customer_cap", STATIC_WALLET_CUSTOMER_CAP_MAX).nullable().optional(),
  static_wallet_hourly_budget: wholeNumberUpTo("static_wallet_hourly_budget", STATIC_WALLET_HOURLY_BUDGET_MAX).nullable().optional(),
  // Staff alerts and the books by e-mail (settings/notice-settings.ts).
  alerts: alertsBody.optional(),
  books: booksBody.optional(),
})
export type AdminUpdateSettingsType = z.infer<typeof AdminUpdateSettings>

/** The attention queue: open items (default) or the resolved history, optionally of one order. */
export const AdminAttentionQuery = z.object({
  status: z.enum(["open", "resolved"]).optional(),
  order_id: z.string().trim().min(1).max(100).optional(),
  ...paging,
})
export type AdminAttentionQueryType = z.infer<typeof AdminAttentionQuery>

export const AdminResolveAttention = z.object({
  note: z.string().trim().min(1, { error: "note must say how the item was dealt with" }).max(2000),
})
export type AdminResolveAttentionType = z.infer<typeof AdminResolveAttention>

/** Return an attention item's money (contracts ReturnAttentionBody): to `address` now, else the customer's page. */
export const AdminReturnAttention = z.object({
  address: z.string().trim().min(1).max(255).regex(/^\S+$/, { error: "address must not contain spaces" }).optional(),
  amount: amount.optional(),
  /** Required (true) to return the money of a test-mode payment: it sends real crypto. */
  confirm_test_mode: z.boolean().optional(),
})
export type AdminReturnAttentionType = z.infer<typeof AdminReturnAttention>

export const AdminResolveWithdrawal = z.object({
  outcome: z.enum(WITHDRAWAL_RESOLUTIONS, { error: 'outcome must be "sent" or "not_sent"' }),
})
export type AdminResolveWithdrawalType = z.infer<typeof AdminResolveWithdrawal>

export const AdminRefundsQuery = z.object({
  order_id: z.string().trim().min(1).max(100).optional(),
  status: z.enum(["open", "all"]).optional(),
  ...paging,
  ...projectScope,
})
export type AdminRefundsQueryType = z.infer<typeof AdminRefundsQuery>

/** A payout of a refund: the address may be typed by the admin (checked per network in the route). */
export const AdminRefundPayout = z.object({
  address: z.string().trim().min(1).max(255).regex(/^\S+$/, { error: "address must not contain spaces" }).optional(),
  /** The refund's address as the form showed it (null: none); another one now → 409 `refund_changed`. */
  expected_address: z.string().trim().min(1).max(255).nullable().optional(),
  amount: amount.optional(),
  /** Required (true) to pay out a refund of a test-mode payment: it sends real crypto. */
  confirm_test_mode: z.boolean().optional(),
  /** Another coin of the balance to pay in (autoconversion); checked against the balance in the route. */
  currency: z.string().trim().min(1).max(32).optional(),
})
export type AdminRefundPayoutType = z.infer<typeof AdminRefundPayout>

/** What a customer submits on the refund address page. */
export const StoreRefundAddress = z.object({
  address: z.string().trim().min(1, { error: "address is required" }).max(255),
})
export type StoreRefundAddressType = z.infer<typeof StoreRefundAddress>

export const AdminPostbacksQuery = z.object({
  outcome: z.enum(POSTBACK_OUTCOMES).optional(),
  invoice_id: z.string().trim().min(1).max(64).optional(),
  ...paging,
  ...projectScope,
})
export type AdminPostbacksQueryType = z.infer<typeof AdminPostbacksQuery>

/** The same fields (names and types, both ways). */
type Same<A, B> = [A, keyof A] extends [B, keyof B] ? ([B, keyof B] extends [A, keyof A] ? true : false) : false

/**
 * What each schema parses to, and the request type of src/contracts the admin sends to its
 * route: they must be the same, or the type check fails below naming the route's entry.
 */
interface RequestPairs {
  "GET statistics": [AdminPeriodQueryType, StatisticsQuery]
  "GET balance, settings, invoices/:uuid; POST settings, connection-test, invoices/:uuid/cancel": [AdminProjectQueryType, ProjectQuery]
  "GET invoices": [AdminPagedPeriodQueryType, InvoiceListQuery]
  "GET static-wallets": [AdminStaticWalletListQueryType, StaticWalletListQuery]
  "GET withdrawals": [AdminWithdrawalHistoryQueryType, WithdrawalListQuery]
  "POST withdrawals": [AdminCreateWithdrawalType, CreateWithdrawalBody]
  "POST withdrawals/:id/resolve": [AdminResolveWithdrawalType, ResolveWithdrawalBody]
  "POST static-wallets": [AdminCreateStaticWalletType, CreateStaticWalletBody]
  "GET deposits": [AdminDepositsQueryType, DepositQuery]
  "POST settings": [AdminUpdateSettingsType, SettingsPatch]
  "GET attention": [AdminAttentionQueryType, AttentionQuery]
  "POST attention/:id/resolve": [AdminResolveAttentionType, ResolveAttentionBody]
  "POST attention/:id/return": [AdminReturnAttentionType, ReturnAttentionBody]
  "GET refunds": [AdminRefundsQueryType, RefundQuery]
  "POST refunds/:id/payout": [AdminRefundPayoutType, PayoutBody]
  "GET postbacks": [AdminPostbacksQueryType, PostbackQuery]
}
type Disagreeing = { [K in keyof RequestPairs]: Same<RequestPairs[K][0], RequestPairs[K][1]> extends true ? never : K }[keyof RequestPairs]
type NoneOf<T extends never> = T
export type RequestContractsAgree = NoneOf<Disagreeing>
