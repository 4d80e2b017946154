import { EMPTY_NOTICE_OVERRIDES, mergeNoticeSettings, noticeOverridesFromRow, noticeSources } from "../notice-settings"
import { validateOptions } from "../../options"

const keys = { apiKey: "k", shopId: "s", secretKey: "x" }

describe("who is told what: options, overrides, defaults", () => {
  it("the options: one address or a list, normalised; wrong values stop the server naming the option", () => {
    const options = validateOptions({
      ...keys,
      alerts: { to: "Ops@Shop.example, owner@shop.example", balanceAboveUsd: 5000 },
      books: { to: ["books@shop.example"], every: "month" },
    })
    expect(mergeNoticeSettings(options, null)).toEqual({
      alerts: { to: ["ops@shop.example", "owner@shop.example"], postbackSilenceHours: 6, balanceAboveUsd: "5000" },
      books: { to: ["books@shop.example"], every: "month" },
    })
    expect(() => validateOptions({ ...keys, alerts: { to: "not an address" } })).toThrow(/`alerts.to` holds something that is not an e-mail address/)
    expect(() => validateOptions({ ...keys, alerts: { postbackSilenceHours: 1.5 } })).toThrow(/`alerts.postbackSilenceHours` must be a whole number of hours/)
    expect(() => validateOptions({ ...keys, books: { every: "year" } })).toThrow(/`books.every` must be "day", "week" or "month"/)
    expect(() => validateOptions({ ...keys, alerts: { email: "a@b.example" } })).toThrow(/`alerts` must be/)
  })

  it("the admin's override wins; an empty list means nobody; null falls back to the option", () => {
    const options = { alerts: { to: ["ops@shop.example"] }, books: { every: "week" as const } }
    const overrides = { ...EMPTY_NOTICE_OVERRIDES, alertsTo: [], alertsPostbackSilenceHours: 0, booksTo: ["a@shop.example"] }
    expect(mergeNoticeSettings(options, overrides)).toEqual({
      alerts: { to: [], postbackSilenceHours: 0, balanceAboveUsd: null },
      books: { to: ["a@shop.example"], every: "week" },
    })
    expect(noticeSources(options, overrides)).toEqual({
      alertsTo: "admin",
      alertsPostbackSilenceHours: "admin",
      alertsBalanceAboveUsd: "default",
      booksTo: "admin",
      booksEvery: "config",
    })
  })

  it("a row edited by hand cannot break the alerts: an unusable value counts as not overridden", () => {
    expect(
      noticeOverridesFromRow({
        alerts_to: ["x"],
        alerts_postback_silence_hours: -1,
        alerts_balance_above_usd: "1e9",
        books_to: ["ok@shop.example"],
        books_every: "year",
      })
    ).toEqual({ ...EMPTY_NOTICE_OVERRIDES, booksTo: ["ok@shop.example"] })
    expect(noticeOverridesFromRow({ alerts_to: [], alerts_postback_silence_hours: "12", alerts_balance_above_usd: "2500.50" })).toEqual({
      ...EMPTY_NOTICE_OVERRIDES,
      alertsTo: [],
      alertsPostbackSilenceHours: 12,
      alertsBalanceAboveUsd: "2500.50",
    })
  })
})
