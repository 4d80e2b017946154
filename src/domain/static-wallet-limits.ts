/**
 * What self-registered customers may cost the merchant in static wallets (docs/operations.md, "What
 * anonymous traffic can cost you" › "Static wallets"). Every wallet is permanent at the service
 * (it has no call to delete one) and a row here forever, and anyone can sign up, so creation is
 * bounded three ways: only the currencies the merchant allows, a few wallets per customer, and a
 * budget of creations per hour across all customers. Pure; imports lib only.
 *
 * A creation first claims its row (state "claimed"), commits, calls the service with no
 * connection or lock held, then fills the row. Claims count against the cap and the budget (a
 * flood of first requests must not slip past them while their calls are in flight), but are
 * never shown to a customer as a wallet.
 */
import { STATIC_WALLET_CURRENCY_CODES, type PaymentCurrencyCode } from "../lib/cryptocloud"

/** Wallets one customer may hold when the merchant set no cap: enough for a coin or two and a stablecoin. */
export const DEFAULT_STATIC_WALLET_CUSTOMER_CAP = 3
/**
 * Wallets all customers together may create per hour when the merchant set no budget: far above
 * a shop's sign-up rate, far below what would strain the project's API quota (each creation is
 * one `static/create` call; the service rate-limits the whole project, checkouts included).
 */
export const DEFAULT_STATIC_WALLET_HOURLY_BUDGET = 100
/** A cap above the number of static-wallet currencies would mean nothing. */
export const STATIC_WALLET_CUSTOMER_CAP_MAX = STATIC_WALLET_CURRENCY_CODES.length
export const STATIC_WALLET_HOURLY_BUDGET_MAX = 10_000
/** The budget's sliding window, counted from the rows' `created_at`. */
export const STATIC_WALLET_BUDGET_WINDOW_MS = 60 * 60 * 1000

/**
 * A claim older than the client's request timeout plus this margin was left by a process that
 * stopped mid-call (deploy, crash): nobody can still be waiting for its answer. The margin is
 * generous (as for withdrawals) because taking over a claim whose call is still under way could
 * make a second wallet: it covers clock skew between instances and the time a call waits for a
 * free connection of the client's pool in a burst (which the request timeout does not count).
 */
export const STATIC_WALLET_CLAIM_MARGIN_MS = 60_000
/** Retry-After of a request that waited in vain for another's creation: it usually ends soon. */
export const STATIC_WALLET_PENDING_RETRY_S = 5
/** How often a request waiting on another request's claim re-reads the row. */
export const STATIC_WALLET_CLAIM_POLL_MS = 200

/** The merchant's settings for customer wallets (null fields: not set, the default applies). */
export interface StaticWalletSettings {
  staticWalletCurrencies: PaymentCurrencyCode[] | null
  staticWalletCustomerCap: number | null
  staticWalletHourlyBudget: number | null
}

export interface StaticWalletLimits {
  /** null: every static-wallet currency. */
  currencies: PaymentCurrencyCode[] | null
  customerCap: number
  hourlyBudget: number
}

export function staticWalletLimits(settings: StaticWalletSettings | null): StaticWalletLimits {
  return {
    currencies: settings?.staticWalletCurrencies ?? null,
    customerCap: settings?.staticWalletCustomerCap ?? DEFAULT_STATIC_WALLET_CUSTOMER_CAP,
    hourlyBudget: settings?.staticWalletHourlyBudget ?? DEFAULT_STATIC_WALLET_HOURLY_BUDGET,
  }
}

/** The currencies customers may create wallets in, in the spec's order. */
export function allowedWalletCurrencies(limits: StaticWalletLimits): PaymentCurrencyCode[] {
  const allowed = limits.currencies
  return allowed ? STATIC_WALLET_CURRENCY_CODES.filter((code) => allowed.includes(code)) : [...STATIC_WALLET_CURRENCY_CODES]
}

/** Machine-readable reasons a storefront can branch on (the body's `code`). */
export const STATIC_WALLET_REFUSALS = {
  currency: "static_wallet_currency_not_allowed",
  cap: "static_wallet_limit_reached",
  budget: "static_wallet_budget_spent",
  pending: "static_wallet_pending",
} as const
export type StaticWalletRefusalCode = (typeof STATIC_WALLET_REFUSALS)[keyof typeof STATIC_WALLET_REFUSALS]

/** Why a wallet is not created now: the HTTP status, the code and the shopper's message. */
export interface StaticWalletRefusal {
  status: 400 | 409 | 429
  code: StaticWalletRefusalCode
  message: string
  /** Seconds until asking again can succeed (429 and a pending claim): the `Retry-After` header. */
  retryAfterSeconds?: number
  /** The currencies offered, when the one asked for is not. */
  currencies?: PaymentCurrencyCode[]
}

/** 400 when the merchant does not offer wallets in `currency` (they choose among the others). */
export function currencyRefusal(limits: StaticWalletLimits, currency: PaymentCurrencyCode): StaticWalletRefusal | null {
  const allowed = allowedWalletCurrencies(limits)
  if (allowed.includes(currency)) return null
  return {
    status: 400,
    code: STATIC_WALLET_REFUSALS.currency,
    message: allowed.length
      ? `Deposit addresses in ${currency} are not offered by this store. Choose one of: ${allowed.join(", ")}.`
      : "This store does not offer deposit addresses.",
    currencies: allowed,
  }
}

/**
 * 409 when the customer already holds (or is creating) as many wallets as the cap allows: the
 * state of their account, not a lack of rights, is what stops the request — the wallets they have
 * keep working, and a higher cap lets the same request through.
 */
export function customerCapRefusal(limits: StaticWalletLimits, held: number): StaticWalletRefusal | null {
  if (held < limits.customerCap) return null
  return {
    status: 409,
    code: STATIC_WALLET_REFUSALS.cap,
    message:
      limits.customerCap === 0
        ? "This store does not offer deposit addresses."
        : `You already have ${held} deposit addresses, the most this store allows per customer. Use one of them.`,
  }
}

/**
 * 429 when the creations of the last hour (all customers, claims included) reach the budget.
 * `created` is how many rows the window holds; `freeing` the `created_at` of the row whose
 * leaving the window brings the count below the budget (the (created − budget + 1)-th oldest:
 * with a budget lowered below the count, that many more have to leave first).
 */
export function budgetRefusal(limits: StaticWalletLimits, created: number, freeing: Date | null, now: Date): StaticWalletRefusal | null {
  if (created < limits.hourlyBudget) return null
  const waitMs = freeing ? freeing.getTime() + STATIC_WALLET_BUDGET_WINDOW_MS - now.getTime() : STATIC_WALLET_BUDGET_WINDOW_MS
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  return {
    status: 429,
    code: STATIC_WALLET_REFUSALS.budget,
    message: `Deposit addresses cannot be created right now. Please try again in ${minutesText(retryAfterSeconds)}.`,
    retryAfterSeconds,
  }
}

/** Which of the window's rows, oldest first (0-based), has to leave for a slot to open. */
export function freeingOffset(limits: StaticWalletLimits, created: number): number {
  return Math.max(0, created - limits.hourlyBudget)
}

/**
 * 409 for a request that waited as long as it may for another request's creation (the same
 * customer and currency), retried after a few seconds at most: `secondsToStale` is when the
 * claim would be taken over if its process had died.
 */
export function pendingRefusal(secondsToStale: number): StaticWalletRefusal {
  return {
    status: 409,
    code: STATIC_WALLET_REFUSALS.pending,
    message: "Your deposit address is still being created. Please try again in a moment.",
    retryAfterSeconds: Math.max(1, Math.min(STATIC_WALLET_PENDING_RETRY_S, Math.ceil(secondsToStale))),
  }
}

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? "1 minute" : `${minutes} minutes`
}

/** Start of the budget window that ends at `now`. */
export function budgetWindowStart(now: Date): Date {
  return new Date(now.getTime() - STATIC_WALLET_BUDGET_WINDOW_MS)
}

/** After this long a claim's owner surely is no longer waiting for the service. */
export function claimStaleAfterMs(requestTimeoutMs: number): number {
  return requestTimeoutMs + STATIC_WALLET_CLAIM_MARGIN_MS
}

/**
 * How long a request waits on another request's claim: that request's call ends within the
 * timeout (then it fills or abandons the claim), plus a moment for it to write that down.
 */
export function claimWaitMs(requestTimeoutMs: number): number {
  return requestTimeoutMs + 2_000
}

/** Everything a creation needs to decide: the limits and the claim timings for this timeout. */
export function staticWalletClaimRules(settings: StaticWalletSettings | null, requestTimeoutMs: number) {
  return { limits: staticWalletLimits(settings), staleAfterMs: claimStaleAfterMs(requestTimeoutMs), waitMs: claimWaitMs(requestTimeoutMs) }
}

/**
 * A stored row as a creation sees it:
 * - `ready`: the wallet exists, return it;
 * - `in_flight`: another request is calling the service now, wait for it;
 * - `abandoned`: its call ended without an answer we can trust (`claimed_at` cleared) or its
 *   process died (`claimed_at` older than the deadline) — a wallet may exist at the service, so
 *   whoever takes it over looks the wallet up before creating one.
 */
export type ClaimView = "ready" | "in_flight" | "abandoned"

export function claimView(row: { state: string; claimed_at: Date | string | null }, now: Date, staleAfterMs: number): ClaimView {
  if (row.state === "ready") return "ready"
  if (row.claimed_at === null) return "abandoned"
  return now.getTime() - new Date(row.claimed_at).getTime() >= staleAfterMs ? "abandoned" : "in_flight"
}

/** Seconds until an in-flight claim counts as abandoned (for `Retry-After`). */
export function secondsUntilStale(claimedAt: Date | string, now: Date, staleAfterMs: number): number {
  return Math.max(1, Math.ceil((new Date(claimedAt).getTime() + staleAfterMs - now.getTime()) / 1000))
}

/** Pages of 100 a take-over reads at most when it looks for a wallet the earlier call may have made. */
export const STATIC_WALLET_LOOKUP_MAX_PAGES = 5
export const STATIC_WALLET_LOOKUP_PAGE_SIZE = 100

/**
 * The period (UTC calendar days, ISO) to list when looking for a wallet first claimed at
 * `since`: from the day before (the service's day may start before ours) to today.
 */
export function walletLookupPeriod(since: Date | string, now: Date): { start: string; end: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const start = new Date(Math.min(new Date(since).getTime(), now.getTime()) - 24 * 60 * 60 * 1000)
  return { start: day(start), end: day(now) }
}

/** The listed wallet made for this identify (unique per customer and currency), if any. */
export function walletWithIdentify<W extends { identify: string | null; uuid: string; address: string }>(wallets: readonly W[], identify: string): W | null {
  return wallets.find((wallet) => wallet.identify === identify && !!wallet.uuid && !!wallet.address) ?? null
}
