/**
 * Provider options (design.md, "Package and registration") and their boot-time validation.
 * A wrong option stops the server at start-up with one line per problem, naming the option and
 * its environment variable, instead of failing at the first checkout.
 */
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { hasPendingAuthorization, ORDER_FIRST_UNSUPPORTED } from "./medusa-features"
import type { InvoiceCreationBudgetOption } from "./invoice-creation-budget"
import { isPublicUrl } from "./public-url"
import { toleranceAmountSchema, type ToleranceAmountOption } from "./tolerance-amount"
import { alertsOptionSchema, booksOptionSchema, type AlertsOption, type BooksOption } from "./notices/notice-settings"
import { REPORT_DOWNLOADS_ERROR, type ReportDownloadsOption } from "./reports/export-slots"
import { STORE_READS_MAX_PER_SECOND, STORE_READS_MIN_PER_SECOND, STORE_READS_RATE_ERROR } from "./store-reads/read-budget"
import { CryptoCloudClient, PAYMENT_CURRENCY_CODES, type PaymentCurrencyCode } from "../lib/cryptocloud"
import { LOCALE_PATTERN, ORDER_FLOWS, TIME_TO_PAY_MAX_HOURS, UNDERPAID_TOLERANCE_MAX_PERCENT, type OrderFlow } from "./constants"

export type { OrderFlow }

export interface CryptoCloudOptions {
  /** Project API key (CRYPTOCLOUD_API_KEY). */
  apiKey: string
  /** Shop identifier (CRYPTOCLOUD_SHOP_ID). */
  shopId: string
  /** Project secret that signs postback JWTs (CRYPTOCLOUD_SECRET_KEY). */
  secretKey: string
  /** Separate withdrawal key (CRYPTOCLOUD_WITHDRAWAL_API_KEY); withdrawals are off without it. */
  withdrawalApiKey?: string
  /** API address (CRYPTOCLOUD_BASE_URL); the sandbox's address in development and tests. */
  baseUrl?: string
  /** Invoice lifetime. */
  timeToPay?: { hours: number; minutes: number }
  /** Payment currencies offered on the pay page. */
  availableCurrencies?: PaymentCurrencyCode[]
  /** Send the customer's e-mail to the service (default false, for privacy). */
  sendCustomerEmail?: boolean
  /** A partial payment within this % of the amount counts as paid (default 0). */
  underpaidTolerancePercent?: number
  /** A shortfall up to this, in the store currency (per coin optional), counts as paid (tolerance-amount.ts). */
  underpaidToleranceAmount?: ToleranceAmountOption
  /** Pay page language, e.g. "en". */
  locale?: string
  /** Per-request timeout in ms (default 15000). */
  requestTimeoutMs?: number
  /** "after_payment" (default): the cart completes once paid. "before_payment": order first. */
  orderFlow?: OrderFlow
  /** The reconciliation job (every minute): `false` disables it. */
  /** Also `lookbackDays` (1–90, default 14) and `lookbackListCalls` (per project and pass, 1–50, default 5): found money (domain/found-money.ts). */
  reconciliation?: false | { maxSessionsPerRun?: number; lookbackDays?: number; lookbackListCalls?: number }
  /**
   * Status reads for store routes (the return page's polling): at most `callsPerSecond` `info`
   * calls a second per server instance (default 2), each for up to 100 invoices; polls beyond
   * it are answered from the ledger.
   */
  storeReads?: { callsPerSecond?: number }
  /**
   * Where a customer gives the address for a refund: your storefront page, with `{token}` in it
   * (e.g. "https://shop.example/refund-address/{token}"). Default: the plugin's own refund page,
   * `<store>/cryptocloud/refund/{token}`.
   */
  refundAddressUrl?: string
  /**
   * This Medusa server's public address (e.g. "https://api.shop.example"): the pay link and the
   * refund page's default link are built on it, never on request headers. Unset: Medusa's
   * `admin.backendUrl` when it is an absolute URL; neither set, those two admin routes refuse.
   */
  publicUrl?: string
  /**
   * E-mails to customers through Medusa's Notification Module (only where an `email` provider
   * is configured): each is on unless set to false here.
   */
  customerEmails?: Partial<Record<CustomerEmailOption, boolean>>
  /**
   * Accept Litecoin payout addresses with the legacy P2SH prefix `3…` (default false): Bitcoin
   * uses the same prefix, so a Bitcoin address could be paid in LTC by mistake. Litecoin's own
   * P2SH addresses start with `M`.
   */
  litecoinLegacyP2sh?: boolean
  /**
   * New invoices anonymous checkout traffic may cause: per cart (payment collection) per hour
   * (default 20) and for the whole store per minute (default 120), counted once however many
   * server instances run. A spent budget answers 429 with Retry-After; a new session that takes
   * over its cart's open invoice costs nothing. `perInstancePerMinute` is the former name of
   * `perStorePerMinute` (deprecated, still accepted).
   */
  invoiceCreationBudget?: InvoiceCreationBudgetOption
  /**
   * CSV downloads of the reports: at most `maxConcurrent` at once for the whole store (default 3;
   * beyond, 429 with Retry-After), and one whose client takes no data for `stallTimeoutSeconds`
   * (default 30) is cut.
   */
  reportDownloads?: ReportDownloadsOption
  /** Staff alerts (notices/notice-settings.ts); per project when set in a project's object; the admin may override. */
  alerts?: AlertsOption
  /** The books by e-mail after each closed period (notices/notice-settings.ts). */
  books?: BooksOption
}

/**
 * Customer e-mails the merchant can switch off one by one (`customerEmails`); `paymentRequest`: the
 * pay link an admin sends; `returnAddress`: the address page of a return of money on no order.
 */
export const CUSTOMER_EMAIL_KINDS = ["partialPayment", "expiredWithPayment", "latePayment", "refundAddress", "paymentRequest", "returnAddress"] as const
export type CustomerEmailKind = (typeof CUSTOMER_EMAIL_KINDS)[number]
const CUSTOMER_EMAIL_OPTIONS = CUSTOMER_EMAIL_KINDS
export type CustomerEmailOption = CustomerEmailKind

const PUBLIC_URL_ERROR =
  "`publicUrl` must be this Medusa server's public address, an absolute http(s) URL with no query or fragment, e.g. https://api.shop.example (set CRYPTOCLOUD_PUBLIC_URL)"

const wholeNumber = (min: number, max: number, error: string) => z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional()
const BUDGET_ERROR = "`invoiceCreationBudget` must be { perCartPerHour?: 1–10000, perStorePerMinute?: 1–100000 } (whole numbers)"
const BUDGET_RENAMED_ERROR = "`invoiceCreationBudget`: set `perStorePerMinute` only (`perInstancePerMinute` is its former name)"

const ENV: Record<string, string> = {
  apiKey: "CRYPTOCLOUD_API_KEY",
  shopId: "CRYPTOCLOUD_SHOP_ID",
  secretKey: "CRYPTOCLOUD_SECRET_KEY",
  withdrawalApiKey: "CRYPTOCLOUD_WITHDRAWAL_API_KEY",
  baseUrl: "CRYPTOCLOUD_BASE_URL",
}

const requiredText = (name: string) =>
  z
    .string({ error: `\`${name}\` is required (set ${ENV[name]})` })
    .trim()
    .min(1, {
      error: `\`${name}\` is empty (set ${ENV[name]})`,
    })

export const optionsSchema = z.object({
  apiKey: requiredText("apiKey"),
  shopId: requiredText("shopId"),
  secretKey: requiredText("secretKey"),
  withdrawalApiKey: z.string({ error: "`withdrawalApiKey` must be a string (set CRYPTOCLOUD_WITHDRAWAL_API_KEY, or leave it out)" }).trim().optional(),
  baseUrl: z.url({ error: "`baseUrl` must be an http(s) URL such as https://api.cryptocloud.plus" }).optional(),
  timeToPay: z
    .object(
      {
        hours: z
          .number()
          .int()
          .min(0)
          .max(TIME_TO_PAY_MAX_HOURS, { error: `\`timeToPay.hours\` must be at most ${TIME_TO_PAY_MAX_HOURS}` }),
        minutes: z.number().int().min(0).max(59, { error: "`timeToPay.minutes` must be at most 59" }),
      },
      { error: "`timeToPay` must be { hours, minutes } with whole numbers" }
    )
    .refine((t) => t.hours > 0 || t.minutes > 0, { error: "`timeToPay` must be longer than zero" })
    .optional(),
  availableCurrencies: z
    .array(
      z.enum(PAYMENT_CURRENCY_CODES, {
        error: `\`availableCurrencies\` may only hold: ${PAYMENT_CURRENCY_CODES.join(", ")}`,
      })
    )
    .min(1, { error: "`availableCurrencies` must not be empty (leave it out to offer all)" })
    .optional(),
  sendCustomerEmail: z.boolean({ error: "`sendCustomerEmail` must be true or false" }).optional(),
  underpaidTolerancePercent: z
    .number({ error: `\`underpaidTolerancePercent\` must be a number between 0 and ${UNDERPAID_TOLERANCE_MAX_PERCENT}` })
    .min(0, { error: `\`underpaidTolerancePercent\` must be a number between 0 and ${UNDERPAID_TOLERANCE_MAX_PERCENT}` })
    .max(UNDERPAID_TOLERANCE_MAX_PERCENT, {
      error: `\`underpaidTolerancePercent\` must be a number between 0 and ${UNDERPAID_TOLERANCE_MAX_PERCENT}`,
    })
    .optional(),
  underpaidToleranceAmount: toleranceAmountSchema.optional(),
  locale: z
    .string({ error: '`locale` must be a language code such as "en" or "ru"' })
    .trim()
    .regex(LOCALE_PATTERN, { error: '`locale` must be a language code such as "en" or "ru"' })
    .optional(),
  requestTimeoutMs: z
    .number({ error: "`requestTimeoutMs` must be a whole number of milliseconds from 100 to 120000" })
    .int({ error: "`requestTimeoutMs` must be a whole number of milliseconds from 100 to 120000" })
    .min(100, { error: "`requestTimeoutMs` must be a whole number of milliseconds from 100 to 120000" })
    .max(120_000, { error: "`requestTimeoutMs` must be a whole number of milliseconds from 100 to 120000" })
    .optional(),
  reconciliation: z
    .union(
      [
        z.literal(false),
        z.object({
          maxSessionsPerRun: z.number().int().min(1).max(10_000).optional(),
          lookbackDays: wholeNumber(1, 90, "`reconciliation.lookbackDays` must be a whole number of days from 1 to 90"),
          lookbackListCalls: wholeNumber(1, 50, "`reconciliation.lookbackListCalls` must be a whole number from 1 to 50"),
        }),
      ],
      { error: "`reconciliation` must be false or { maxSessionsPerRun, lookbackDays, lookbackListCalls }" }
    )
    .optional(),
  storeReads: z
    .strictObject(
      {
        callsPerSecond: z
          .number({ error: STORE_READS_RATE_ERROR })
          .min(STORE_READS_MIN_PER_SECOND, { error: STORE_READS_RATE_ERROR })
          .max(STORE_READS_MAX_PER_SECOND, { error: STORE_READS_RATE_ERROR })
          .optional(),
      },
      { error: "`storeReads` must be { callsPerSecond } (and nothing else)" }
    )
    .optional(),
  customerEmails: z
    .strictObject(
      Object.fromEntries(CUSTOMER_EMAIL_OPTIONS.map((kind) => [kind, z.boolean().optional()])) as Record<CustomerEmailOption, z.ZodOptional<z.ZodBoolean>>,
      { error: `\`customerEmails\` must be an object of true/false for: ${CUSTOMER_EMAIL_OPTIONS.join(", ")} (and nothing else)` }
    )
    .optional(),
  litecoinLegacyP2sh: z.boolean({ error: "`litecoinLegacyP2sh` must be true or false" }).optional(),
  invoiceCreationBudget: z
    .strictObject(
      {
        perCartPerHour: z
          .number({ error: BUDGET_ERROR })
          .int({ error: BUDGET_ERROR })
          .min(1, { error: BUDGET_ERROR })
          .max(10_000, { error: BUDGET_ERROR })
          .optional(),
        perStorePerMinute: z
          .number({ error: BUDGET_ERROR })
          .int({ error: BUDGET_ERROR })
          .min(1, { error: BUDGET_ERROR })
          .max(100_000, { error: BUDGET_ERROR })
          .optional(),
        perInstancePerMinute: z
          .number({ error: BUDGET_ERROR })
          .int({ error: BUDGET_ERROR })
          .min(1, { error: BUDGET_ERROR })
          .max(100_000, { error: BUDGET_ERROR })
          .optional(),
      },
      { error: BUDGET_ERROR }
    )
    .refine((budget) => budget.perStorePerMinute === undefined || budget.perInstancePerMinute === undefined, { error: BUDGET_RENAMED_ERROR })
    .optional(),
  reportDownloads: z
    .strictObject(
      {
        maxConcurrent: z
          .number({ error: REPORT_DOWNLOADS_ERROR })
          .int({ error: REPORT_DOWNLOADS_ERROR })
          .min(1, { error: REPORT_DOWNLOADS_ERROR })
          .max(50, { error: REPORT_DOWNLOADS_ERROR })
          .optional(),
        stallTimeoutSeconds: z
          .number({ error: REPORT_DOWNLOADS_ERROR })
          .int({ error: REPORT_DOWNLOADS_ERROR })
          .min(1, { error: REPORT_DOWNLOADS_ERROR })
          .max(600, { error: REPORT_DOWNLOADS_ERROR })
          .optional(),
      },
      { error: REPORT_DOWNLOADS_ERROR }
    )
    .optional(),
  alerts: alertsOptionSchema,
  books: booksOptionSchema,
  publicUrl: z.string({ error: PUBLIC_URL_ERROR }).trim().refine(isPublicUrl, { error: PUBLIC_URL_ERROR }).optional(),
  refundAddressUrl: z
    .url({ protocol: /^https?$/, error: "`refundAddressUrl` must be an http(s) URL containing {token}" })
    .refine((url) => url.includes("{token}") || url.includes("%7Btoken%7D"), { error: "`refundAddressUrl` must contain {token}" })
    .optional(),
  orderFlow: z
    .enum(ORDER_FLOWS, {
      error: '`orderFlow` must be "after_payment" or "before_payment"',
    })
    .refine((flow) => flow !== "before_payment" || hasPendingAuthorization(), { error: `\`orderFlow\`: ${ORDER_FIRST_UNSUPPORTED}` })
    .optional(),
})

export function validateOptions(options: unknown): CryptoCloudOptions {
  const result = optionsSchema.safeParse(options ?? {})
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.message}`)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `CryptoCloud payment provider is misconfigured:\n${lines.join("\n")}`)
  }
  return result.data as CryptoCloudOptions
}

/** The API client for a set of options (the provider and the plugin module each hold one). */
export function clientFromOptions(options: CryptoCloudOptions, logger?: { warn(message: string): void }): CryptoCloudClient {
  return new CryptoCloudClient({
    // A field the service left out or wrote unreadably, when no decision needs it (names, never values).
    onWarning: logger ? (message) => logger.warn(`CryptoCloud: ${message}`) : undefined,
    apiKey: options.apiKey,
    shopId: options.shopId,
    withdrawalApiKey: options.withdrawalApiKey || undefined,
    baseUrl: options.baseUrl,
    timeoutMs: options.requestTimeoutMs,
    locale: options.locale,
  })
}
