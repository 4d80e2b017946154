import { STATIC_WALLET_CURRENCY_CODES } from "../../lib/cryptocloud"
import { settingsFromRow, settingsToRow, EMPTY_SETTINGS } from "../settings"
import {
  allowedWalletCurrencies,
  budgetRefusal,
  claimStaleAfterMs,
  claimView,
  claimWaitMs,
  currencyRefusal,
  customerCapRefusal,
  DEFAULT_STATIC_WALLET_CUSTOMER_CAP,
  DEFAULT_STATIC_WALLET_HOURLY_BUDGET,
  freeingOffset,
  pendingRefusal,
  secondsUntilStale,
  STATIC_WALLET_BUDGET_WINDOW_MS,
  staticWalletClaimRules,
  staticWalletLimits,
  walletLookupPeriod,
  walletWithIdentify,
} from "../static-wallet-limits"

const NOW = new Date("2026-11-24T12:00:00.000Z")
const limits = (over: Partial<ReturnType<typeof staticWalletLimits>> = {}) => ({ ...staticWalletLimits(null), ...over })

describe("static-wallet limits from the settings", () => {
  it("defaults: every static-wallet currency, 3 per customer, 100 per hour", () => {
    expect(staticWalletLimits(null)).toEqual({ currencies: null, customerCap: 3, hourlyBudget: 100 })
    expect(staticWalletLimits(EMPTY_SETTINGS)).toEqual({
      currencies: null,
      customerCap: DEFAULT_STATIC_WALLET_CUSTOMER_CAP,
      hourlyBudget: DEFAULT_STATIC_WALLET_HOURLY_BUDGET,
    })
    expect(allowedWalletCurrencies(staticWalletLimits(null))).toEqual([...STATIC_WALLET_CURRENCY_CODES])
    expect(allowedWalletCurrencies(staticWalletLimits(null))).not.toContain("USDT_TON")
  })

  it("stored values win; 0 is a value (no wallets), not 'unset'", () => {
    const settings = { staticWalletCurrencies: ["USDT_TRC20" as const, "BTC" as const], staticWalletCustomerCap: 0, staticWalletHourlyBudget: 0 }
    expect(staticWalletLimits(settings)).toEqual({ currencies: ["USDT_TRC20", "BTC"], customerCap: 0, hourlyBudget: 0 })
    // In the spec's order, whatever the order saved.
    expect(allowedWalletCurrencies(staticWalletLimits(settings))).toEqual(["BTC", "USDT_TRC20"])
  })

  it("a stored row round-trips; hand-edited nonsense counts as unset", () => {
    const row = settingsToRow({ ...EMPTY_SETTINGS, staticWalletCurrencies: ["BTC"], staticWalletCustomerCap: 5, staticWalletHourlyBudget: 20 })
    expect(row).toEqual(expect.objectContaining({ static_wallet_currencies: ["BTC"], static_wallet_customer_cap: 5, static_wallet_hourly_budget: 20 }))
    expect(settingsFromRow(row)).toEqual(expect.objectContaining({ staticWalletCurrencies: ["BTC"], staticWalletCustomerCap: 5, staticWalletHourlyBudget: 20 }))
    expect(settingsFromRow({ static_wallet_currencies: ["TON", "DOGE"], static_wallet_customer_cap: -1, static_wallet_hourly_budget: 2.5 })).toEqual(
      expect.objectContaining({ staticWalletCurrencies: null, staticWalletCustomerCap: null, staticWalletHourlyBudget: null })
    )
    expect(settingsFromRow({ static_wallet_customer_cap: 1000 }).staticWalletCustomerCap).toBeNull()
    expect(settingsFromRow({ static_wallet_hourly_budget: "7" }).staticWalletHourlyBudget).toBe(7)
  })
})

describe("refusals", () => {
  it("a currency the merchant does not offer: 400 with the offered ones", () => {
    const only = limits({ currencies: ["USDT_TRC20", "BTC"] })
    expect(currencyRefusal(only, "BTC")).toBeNull()
    expect(currencyRefusal(limits(), "USDT_ERC20")).toBeNull()
    expect(currencyRefusal(only, "USDT_ERC20")).toEqual({
      status: 400,
      code: "static_wallet_currency_not_allowed",
      message: "Deposit addresses in USDT_ERC20 are not offered by this store. Choose one of: BTC, USDT_TRC20.",
      currencies: ["BTC", "USDT_TRC20"],
    })
  })

  it("the per-customer cap counts every wallet and claim the customer holds", () => {
    expect(customerCapRefusal(limits(), 2)).toBeNull()
    expect(customerCapRefusal(limits(), 3)).toEqual(expect.objectContaining({ status: 409, code: "static_wallet_limit_reached" }))
    expect(customerCapRefusal(limits(), 3)?.message).toBe("You already have 3 deposit addresses, the most this store allows per customer. Use one of them.")
    expect(customerCapRefusal(limits({ customerCap: 0 }), 0)?.message).toBe("This store does not offer deposit addresses.")
  })

  it("the hourly budget: 429, Retry-After until the oldest blocking creation leaves the window", () => {
    const budget = limits({ hourlyBudget: 2 })
    expect(budgetRefusal(budget, 1, null, NOW)).toBeNull()
    const oldest = new Date(NOW.getTime() - STATIC_WALLET_BUDGET_WINDOW_MS + 90_500) // leaves in 90.5 s
    expect(budgetRefusal(budget, 2, oldest, NOW)).toEqual({
      status: 429,
      code: "static_wallet_budget_spent",
      message: "Deposit addresses cannot be created right now. Please try again in 2 minutes.",
      retryAfterSeconds: 91,
    })
    // Never less than a second, even when the row leaves the window this very moment.
    expect(budgetRefusal(budget, 2, new Date(NOW.getTime() - STATIC_WALLET_BUDGET_WINDOW_MS), NOW)?.retryAfterSeconds).toBe(1)
    // A budget of 0 has nothing to wait for: an hour.
    expect(budgetRefusal(limits({ hourlyBudget: 0 }), 0, null, NOW)?.retryAfterSeconds).toBe(3600)
  })

  it("with a budget lowered below the count, more rows have to leave first", () => {
    expect(freeingOffset(limits({ hourlyBudget: 2 }), 2)).toBe(0)
    expect(freeingOffset(limits({ hourlyBudget: 2 }), 5)).toBe(3)
  })

  it("a request that waited for another's creation in vain: 409 pending, with Retry-After", () => {
    expect(pendingRefusal(3.2)).toEqual({
      status: 409,
      code: "static_wallet_pending",
      message: "Your deposit address is still being created. Please try again in a moment.",
      retryAfterSeconds: 4,
    })
    expect(pendingRefusal(70).retryAfterSeconds).toBe(5)
  })
})

describe("claims", () => {
  const staleAfter = claimStaleAfterMs(15_000)

  it("stale after the request timeout plus a margin; waiters wait a little past the timeout", () => {
    expect(staleAfter).toBe(75_000)
    expect(claimWaitMs(15_000)).toBe(17_000)
    expect(staticWalletClaimRules(null, 5000)).toEqual({ limits: staticWalletLimits(null), staleAfterMs: 65_000, waitMs: 7000 })
  })

  it("ready / in flight / abandoned", () => {
    expect(claimView({ state: "ready", claimed_at: null }, NOW, staleAfter)).toBe("ready")
    expect(claimView({ state: "claimed", claimed_at: new Date(NOW.getTime() - 1000) }, NOW, staleAfter)).toBe("in_flight")
    expect(claimView({ state: "claimed", claimed_at: new Date(NOW.getTime() - staleAfter + 1).toISOString() }, NOW, staleAfter)).toBe("in_flight")
    // Its process died mid-call, or its call ended without an answer to trust.
    expect(claimView({ state: "claimed", claimed_at: new Date(NOW.getTime() - staleAfter) }, NOW, staleAfter)).toBe("abandoned")
    expect(claimView({ state: "claimed", claimed_at: null }, NOW, staleAfter)).toBe("abandoned")
  })

  it("Retry-After of a claim in flight: until it would be abandoned", () => {
    expect(secondsUntilStale(new Date(NOW.getTime() - 70_000), NOW, staleAfter)).toBe(5)
    expect(secondsUntilStale(new Date(NOW.getTime() - 90_000), NOW, staleAfter)).toBe(1)
  })

  it("a take-over looks the wallet up from the day before the claim to today (UTC)", () => {
    expect(walletLookupPeriod(new Date("2026-11-24T00:10:00Z"), NOW)).toEqual({ start: "2026-11-23", end: "2026-11-24" })
    expect(walletLookupPeriod("2026-11-20T23:59:00.000Z", NOW)).toEqual({ start: "2026-11-19", end: "2026-11-24" })
  })

  it("finds the listed wallet by its identify only", () => {
    const wallets = [
      { uuid: "a".repeat(32), address: "T1", identify: "ccsw-cus_1-BTC" },
      { uuid: "b".repeat(32), address: "T2", identify: "ccsw-cus_1-USDT_TRC20" },
    ]
    expect(walletWithIdentify(wallets, "ccsw-cus_1-USDT_TRC20")).toBe(wallets[1])
    expect(walletWithIdentify(wallets, "ccsw-cus_2-USDT_TRC20")).toBeNull()
    expect(walletWithIdentify([{ uuid: "", address: "T3", identify: "x" }], "x")).toBeNull()
  })
})
