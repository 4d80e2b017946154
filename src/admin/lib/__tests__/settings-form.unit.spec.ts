import { PAYMENT_CURRENCY_CODES } from "../../../lib/cryptocloud/codes"
import { formFromSettings, patchFromForm, validateSettingsForm } from "../settings-form"
import type { SettingsResponse, SettingsValues } from "../../../contracts"

const values = (over: Partial<SettingsValues> = {}): SettingsValues => ({
  available_currencies: null,
  time_to_pay: null,
  send_customer_email: null,
  underpaid_tolerance_percent: null,
  underpaid_tolerance_amount: null,
  locale: null,
  order_flow: null,
  ...over,
})

const view = (settings: Partial<SettingsValues> = {}, config: Partial<SettingsValues> = {}) =>
  ({ settings: values(settings), config: values(config) }) as SettingsResponse

describe("admin settings form", () => {
  it("sends only what changed", () => {
    const v = view({ order_flow: "after_payment" })
    const initial = formFromSettings(v)
    expect(patchFromForm(initial, initial, v)).toEqual({})
    expect(patchFromForm({ ...initial, tolerance: "0.5", orderFlow: "before_payment" }, initial, v)).toEqual({
      underpaid_tolerance_percent: 0.5,
      order_flow: "before_payment",
    })
    // A decimal comma, as a Russian admin types it.
    expect(patchFromForm({ ...initial, tolerance: "1,25" }, initial, v)).toEqual({ underpaid_tolerance_percent: 1.25 })
  })

  it("reads and sends the fixed tolerance: plain, per coin, cleared, unreadable", () => {
    const v = view({ underpaid_tolerance_amount: { default: "1.5", BTC: "3" } })
    const initial = formFromSettings(v)
    expect(initial.toleranceAmount).toBe("1.5; BTC=3")
    expect(patchFromForm({ ...initial, toleranceAmount: "2,25; usdt_trc20=0.5" }, initial, v)).toEqual({
      underpaid_tolerance_amount: { default: "2.25", USDT_TRC20: "0.5" },
    })
    expect(patchFromForm({ ...initial, toleranceAmount: "" }, initial, v)).toEqual({ underpaid_tolerance_amount: null })
    expect(validateSettingsForm({ ...initial, toleranceAmount: "1.5; BTC=-1" }).toleranceAmount).toEqual({ key: "cryptocloud.settings.errors.toleranceAmount" })
    expect(validateSettingsForm(initial).toleranceAmount).toBeUndefined()
  })

  it("sends the chosen currencies in the spec's order", () => {
    const v = view()
    const initial = formFromSettings(v)
    const patch = patchFromForm({ ...initial, allCurrencies: false, currencies: ["USDT_TRC20", "BTC"] }, initial, v)
    expect(patch).toEqual({ available_currencies: ["BTC", "USDT_TRC20"] })
  })

  it('"every currency" is null without a config list, the full list with one', () => {
    const withoutConfig = view({ available_currencies: ["BTC"] })
    const a = formFromSettings(withoutConfig)
    expect(patchFromForm({ ...a, allCurrencies: true }, a, withoutConfig)).toEqual({ available_currencies: null })

    const withConfig = view({ available_currencies: ["BTC"] }, { available_currencies: ["BTC"] })
    const b = formFromSettings(withConfig)
    expect(patchFromForm({ ...b, allCurrencies: true }, b, withConfig)).toEqual({ available_currencies: [...PAYMENT_CURRENCY_CODES] })
  })

  it("clearing the time to pay or the locale goes back to the config value", () => {
    const v = view({ time_to_pay: { hours: 1, minutes: 30 }, locale: "ru" })
    const initial = formFromSettings(v)
    expect(initial).toMatchObject({ hours: "1", minutes: "30", locale: "ru" })
    expect(patchFromForm({ ...initial, hours: "", minutes: "", locale: " " }, initial, v)).toEqual({ time_to_pay: null, locale: null })
    expect(patchFromForm({ ...initial, hours: "2", minutes: "" }, initial, v)).toEqual({ time_to_pay: { hours: 2, minutes: 0 } })
  })

  it("customers' deposit addresses: only what changed; 'every currency' and an emptied number go back to the default (null)", () => {
    const v = {
      ...view(),
      static_wallets: {
        settings: { static_wallet_currencies: ["USDT_TRC20"], static_wallet_customer_cap: 5, static_wallet_hourly_budget: 100 },
        sources: { static_wallet_currencies: "admin", static_wallet_customer_cap: "admin", static_wallet_hourly_budget: "default" },
        defaults: { static_wallet_currencies: null, static_wallet_customer_cap: 3, static_wallet_hourly_budget: 100 },
      },
    } as SettingsResponse
    const initial = formFromSettings(v)
    expect(initial).toMatchObject({ allWalletCurrencies: false, walletCurrencies: ["USDT_TRC20"], walletCap: "5", walletBudget: "100" })
    expect(patchFromForm(initial, initial, v)).toEqual({})
    expect(patchFromForm({ ...initial, walletCurrencies: ["USDT_TRC20", "BTC"] }, initial, v)).toEqual({ static_wallet_currencies: ["BTC", "USDT_TRC20"] })
    expect(patchFromForm({ ...initial, allWalletCurrencies: true }, initial, v)).toEqual({ static_wallet_currencies: null })
    expect(patchFromForm({ ...initial, walletCap: "", walletBudget: " 20 " }, initial, v)).toEqual({
      static_wallet_customer_cap: null,
      static_wallet_hourly_budget: 20,
    })
    // A server from before these settings: the defaults, and nothing sent for them.
    const old = formFromSettings(view())
    expect(old).toMatchObject({ allWalletCurrencies: true, walletCap: "3", walletBudget: "100" })
    expect(patchFromForm(old, old, view())).toEqual({})
  })

  it("validates like the route does", () => {
    const ok = formFromSettings(view())
    expect(validateSettingsForm(ok)).toEqual({})
    expect(validateSettingsForm({ ...ok, allCurrencies: false, currencies: [] }).currencies).toBeDefined()
    expect(validateSettingsForm({ ...ok, hours: "0", minutes: "0" }).timeToPay).toEqual({ key: "cryptocloud.settings.errors.zero" })
    expect(validateSettingsForm({ ...ok, hours: "721" }).timeToPay).toEqual({ key: "cryptocloud.settings.errors.maxHours", values: { count: 720 } })
    expect(validateSettingsForm({ ...ok, minutes: "60" }).timeToPay).toEqual({ key: "cryptocloud.settings.errors.minutes" })
    expect(validateSettingsForm({ ...ok, hours: "1.5" }).timeToPay).toEqual({ key: "cryptocloud.settings.errors.wholeNumbers" })
    expect(validateSettingsForm({ ...ok, tolerance: "100.5" }).tolerance).toBeDefined()
    expect(validateSettingsForm({ ...ok, tolerance: "-1" }).tolerance).toBeDefined()
    expect(validateSettingsForm({ ...ok, tolerance: "0,5" }).tolerance).toBeUndefined()
    expect(validateSettingsForm({ ...ok, locale: "pt-BR" }).locale).toBeUndefined()
    expect(validateSettingsForm({ ...ok, locale: "english!" }).locale).toBeDefined()
    expect(validateSettingsForm({ ...ok, allWalletCurrencies: false, walletCurrencies: [] }).walletCurrencies).toEqual({
      key: "cryptocloud.settings.wallets.errors.currencies",
    })
    expect(validateSettingsForm({ ...ok, walletCap: "38" }).walletCap).toEqual({ key: "cryptocloud.settings.wallets.errors.cap", values: { max: 37 } })
    expect(validateSettingsForm({ ...ok, walletCap: "0" }).walletCap).toBeUndefined()
    expect(validateSettingsForm({ ...ok, walletBudget: "1.5" }).walletBudget).toBeDefined()
    expect(validateSettingsForm({ ...ok, walletBudget: "10001" }).walletBudget).toBeDefined()
    expect(validateSettingsForm({ ...ok, walletBudget: "" }).walletBudget).toBeUndefined()
  })
})
