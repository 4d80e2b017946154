/**
 * The attention actions in the admin: an item shows exactly the buttons its `actions` list (in a
 * fixed order, none once resolved, none the admin has no drawer for), a settled item says how in
 * the admin language, and the return form checks the amount exactly (decimal strings, never floats).
 */
import i18next from "i18next"
import en from "../../i18n/json/en.json"
import ru from "../../i18n/json/ru.json"
import { attentionButtonLabel, attentionButtons, checkReturn, isAddressPage, resolutionText, returnStatusText, returnSubmitLabel } from "../attention-actions"
import type { AttentionAction, AttentionItem } from "../../../contracts"

const i18n = i18next.createInstance()
beforeAll(() => i18n.init({ lng: "en", resources: { en: { translation: en }, ru: { translation: ru } }, interpolation: { escapeValue: false } }))
const tIn = (lng: string) => i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, unknown>) => string

const BTC_ITEM = { amount: "0.00012345", currency: "BTC", test_mode: false }
const fmt = (value: string) => `${value} BTC`

describe("attentionButtons: a button per listed action, and only those", () => {
  it("lists the item's actions in the fixed order return, accept, request_rest, resolve", () => {
    expect(attentionButtons({ status: "open", actions: ["resolve", "request_rest", "accept", "return"] })).toEqual([
      "return",
      "accept",
      "request_rest",
      "resolve",
    ])
    expect(attentionButtons({ status: "open", actions: ["return", "resolve"] })).toEqual(["return", "resolve"])
    expect(attentionButtons({ status: "open", actions: ["resolve"] })).toEqual(["resolve"])
  })

  it("shows nothing on a resolved item, whatever it lists, and nothing the admin has no drawer for", () => {
    expect(attentionButtons({ status: "resolved", actions: ["return", "resolve"] })).toEqual([])
    expect(attentionButtons({ status: "open", actions: ["refund_twice" as AttentionAction, "resolve"] })).toEqual(["resolve"])
    expect(attentionButtons({ status: "open", actions: [] })).toEqual([])
  })

  it("names each button in both languages", () => {
    expect(["return", "accept", "request_rest", "resolve"].map((a) => attentionButtonLabel(a as AttentionAction, tIn("en")))).toEqual([
      "Return",
      "Accept what arrived",
      "Ask for the rest",
      "Resolve",
    ])
    expect(attentionButtonLabel("request_rest", tIn("ru"))).toBe("Запросить остаток")
  })
})

describe("resolutionText: how an item was settled", () => {
  const item = (over: Partial<AttentionItem>) => ({ status: "resolved", resolution: null, ...over }) as Pick<AttentionItem, "status" | "resolution">
  it("says each resolution in words; an open item has none; a resolved item without one was noted", () => {
    const t = tIn("en")
    expect(resolutionText(item({ resolution: "returned" }), t)).toBe("Returned to the customer")
    expect(resolutionText(item({ resolution: "accepted" }), t)).toMatch(/^Accepted: the cart became an order/)
    expect(resolutionText(item({ resolution: "rest_paid" }), t)).toMatch(/paid the rest/)
    expect(resolutionText(item({ resolution: "noted" }), t)).toBe("Resolved with a note")
    expect(resolutionText(item({ resolution: null }), t)).toBe("Resolved with a note")
    expect(resolutionText(item({ status: "open", resolution: null }), t)).toBeNull()
    expect(resolutionText(item({ resolution: "constructor" as AttentionItem["resolution"] }), t)).toBe("constructor")
    expect(resolutionText(item({ resolution: "returned" }), tIn("ru"))).toBe("Деньги возвращены покупателю")
  })
})

describe("checkReturn: the return form", () => {
  const none = { address: "", amount: "", confirmTestMode: false }

  it("without an address or amount: the address page, for all of the item's money", () => {
    const checked = checkReturn(none, BTC_ITEM, fmt)
    expect(checked).toEqual({ errors: {}, body: {}, payout: false })
  })

  it("with an address: a payout to it (trimmed), the amount as typed (decimal comma and spaces accepted)", () => {
    const checked = checkReturn({ address: "  bc1qexample ", amount: "0,0001", confirmTestMode: false }, BTC_ITEM, fmt)
    expect(checked).toEqual({ errors: {}, body: { address: "bc1qexample", amount: "0.0001" }, payout: true })
  })

  it("refuses an amount above the item's money by one satoshi, exactly (no float rounding), and keeps the item's amount as the limit", () => {
    const checked = checkReturn({ ...none, amount: "0.00012346" }, BTC_ITEM, fmt)
    expect(checked.errors.amount).toEqual({ key: "cryptocloud.attention.actions.return.errors.overItem", values: { amount: "0.00012345 BTC" } })
    expect(checkReturn({ ...none, amount: "0.00012345" }, BTC_ITEM, fmt).errors).toEqual({})
    // 0.1 + 0.2 style: a float would call 0.30000000000000004 more than 0.3.
    expect(checkReturn({ ...none, amount: "0.3" }, { ...BTC_ITEM, amount: "0.3", currency: "USDT_TRC20" }, fmt).errors).toEqual({})
  })

  it("refuses a zero, negative or non-decimal amount, more decimals than the coin carries, and an address with spaces", () => {
    expect(checkReturn({ ...none, amount: "0" }, BTC_ITEM, fmt).errors.amount?.key).toBe("cryptocloud.payout.errors.amountInvalid")
    expect(checkReturn({ ...none, amount: "-1" }, BTC_ITEM, fmt).errors.amount?.key).toBe("cryptocloud.payout.errors.amountInvalid")
    expect(checkReturn({ ...none, amount: "1e-5" }, BTC_ITEM, fmt).errors.amount?.key).toBe("cryptocloud.payout.errors.amountInvalid")
    expect(checkReturn({ ...none, amount: "0.000000001" }, BTC_ITEM, fmt).errors.amount).toEqual({
      key: "cryptocloud.payout.errors.tooManyDecimals",
      values: { code: "BTC", decimals: 8 },
    })
    expect(checkReturn({ ...none, address: "bc1q abc" }, BTC_ITEM, fmt).errors.address?.key).toBe("cryptocloud.payout.errors.addressSpaces")
  })

  it("a payout of a test-mode item needs the confirmation, and then sends it; the address page does not", () => {
    const test = { ...BTC_ITEM, test_mode: true }
    expect(checkReturn({ ...none, address: "bc1qx" }, test, fmt).errors.confirmTestMode?.key).toBe(
      "cryptocloud.attention.actions.return.errors.confirmTestMode"
    )
    expect(checkReturn(none, test, fmt)).toEqual({ errors: {}, body: {}, payout: false })
    expect(checkReturn({ ...none, address: "bc1qx", confirmTestMode: true }, test, fmt)).toEqual({
      errors: {},
      body: { address: "bc1qx", confirm_test_mode: true },
      payout: true,
    })
    // Not a test-mode item: a stray tick is not sent.
    expect(checkReturn({ ...none, confirmTestMode: true }, BTC_ITEM, fmt).body).toEqual({})
  })
})

describe("the return's button and answer", () => {
  it("sends a payout when an address is typed, else e-mails the address page", () => {
    const t = tIn("en")
    expect(returnSubmitLabel("", t)).toBe("E-mail the customer an address page")
    expect(returnSubmitLabel("   ", t)).toBe("E-mail the customer an address page")
    expect(returnSubmitLabel("TQn9Y2", t)).toBe("Send payout")
    expect(returnSubmitLabel("TQn9Y2", tIn("ru"))).toBe("Отправить выплату")
  })

  it("says the payout status or the page in words; an unknown status as its code", () => {
    const t = tIn("en")
    expect(returnStatusText("awaiting_address", t)).toBe("Waiting for the customer's address")
    expect(returnStatusText("sent", t)).toBe("Payout sent")
    expect(returnStatusText("unknown", t)).toMatch(/^Payout outcome unknown/)
    expect(returnStatusText("toString", t)).toBe("toString")
    expect(isAddressPage({ status: "awaiting_address", amount: "1", currency: "BTC", url: "https://x/cryptocloud/refund/abc" })).toBe(true)
    expect(isAddressPage({ status: "sent", amount: "1", currency: "BTC", withdrawal_id: "ccwd_1" })).toBe(false)
  })
})
