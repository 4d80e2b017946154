import { PAYMENT_CURRENCY_CODES } from "../../../lib/cryptocloud/codes"
import { compareDecimal, formatDecimal, isPositiveDecimal } from "../format"
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
    expect(validateSettingsForm({ ...ok, hours: "0", minutes: "0" }).timeToPay).toMatch(/longer than zero/)
    expect(validateSettingsForm({ ...ok, hours: "721" }).timeToPay).toMatch(/720/)
    expect(validateSettingsForm({ ...ok, minutes: "60" }).timeToPay).toMatch(/0 to 59/)
    expect(validateSettingsForm({ ...ok, hours: "1.5" }).timeToPay).toMatch(/whole numbers/)
    expect(validateSettingsForm({ ...ok, tolerance: "100.5" }).tolerance).toBeDefined()
    expect(validateSettingsForm({ ...ok, tolerance: "-1" }).tolerance).toBeDefined()
    expect(validateSettingsForm({ ...ok, locale: "pt-BR" }).locale).toBeUndefined()
    expect(validateSettingsForm({ ...ok, locale: "english!" }).locale).toBeDefined()
  })
})

describe("admin decimal helpers", () => {
  it("compares decimal strings exactly", () => {
    expect(compareDecimal("0.1", "0.10")).toBe(0)
    expect(compareDecimal("1526.727", "1526.7270001")).toBe(-1)
    expect(compareDecimal("100000", "1526.727")).toBe(1)
    expect(compareDecimal("0.000000000000000001", "0")).toBe(1)
  })

  it("accepts positive plain decimals only", () => {
    expect(isPositiveDecimal("12.5")).toBe(true)
    expect(["0", "0.00", "-1", "1e3", "1,5", ".5", ""].map(isPositiveDecimal)).toEqual([false, false, false, false, false, false, false])
  })

  it("groups thousands without touching the decimals", () => {
    expect(formatDecimal("1526.7270001")).toBe("1,526.7270001")
    expect(formatDecimal("0.00022055")).toBe("0.00022055")
    expect(formatDecimal(null)).toBe("–")
  })
})
