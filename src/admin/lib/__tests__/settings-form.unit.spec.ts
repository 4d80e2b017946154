import { PAYMENT_CURRENCY_CODES } from "../../../lib/cryptocloud/codes"
import { formFromSettings, patchFromForm, validateSettingsForm } from "../settings-form"
import type { SettingsResponse, SettingsValues } from "../types"

const values = (over: Partial<SettingsValues> = {}): SettingsValues => ({
  available_currencies: null,
  time_to_pay: null,
  send_customer_email: null,
  underpaid_tolerance_percent: null,
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
  })
})
