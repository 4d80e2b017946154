/**
 * Refunds in the admin: statuses said through the dictionaries, the actions each status allows,
 * the payout form's money checks (exact decimals, never floats) and where a refusal is shown.
 */
import i18next from "i18next"
import en from "../../i18n/json/en.json"
import ru from "../../i18n/json/ru.json"
import { checkPayout, refundActions, refundStatusLabel } from "../refunds"
import { fieldOfServerMessage } from "../server-message"

const i18n = i18next.createInstance()
beforeAll(() => i18n.init({ lng: "en", resources: { en: { translation: en }, ru: { translation: ru } }, interpolation: { escapeValue: false } }))
const tIn = (lng: string) => i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, unknown>) => string

describe("refunds", () => {
  const refund = { crypto_amount: "27.123456", crypto_currency: "USDT_TRC20" }
  const owed = (value: string) => `${value} USDT_TRC20`

  it("pays out a positive amount up to the refund, compared exactly", () => {
    expect(checkPayout({ address: " TQn9 ", amount: "27.123456" }, refund, owed)).toEqual({ errors: {}, address: "TQn9", amount: "27.123456" })
    expect(checkPayout({ address: "T", amount: "27,1" }, refund, owed).amount).toBe("27.1")
    expect(checkPayout({ address: "T", amount: "27.1234561" }, refund, owed).errors.amount).toEqual({
      key: "cryptocloud.payout.errors.overRefund",
      values: { amount: "27.123456 USDT_TRC20" },
    })
    expect(checkPayout({ address: "T", amount: "0" }, refund, owed).errors.amount?.key).toBe("cryptocloud.payout.errors.amountInvalid")
    expect(checkPayout({ address: "T", amount: "1e3" }, refund, owed).errors.amount?.key).toBe("cryptocloud.payout.errors.amountInvalid")
    expect(checkPayout({ address: "T", amount: "" }, refund, owed).errors.amount?.key).toBe("cryptocloud.payout.errors.amountEmpty")
    expect(checkPayout({ address: "", amount: "1" }, refund, owed).errors.address?.key).toBe("cryptocloud.payout.errors.addressEmpty")
    expect(checkPayout({ address: "a b", amount: "1" }, refund, owed).errors.address?.key).toBe("cryptocloud.payout.errors.addressSpaces")
  })

  it("places a payout refusal under its field", () => {
    expect(fieldOfServerMessage("amount 30 is more than the refund (27.5)").field).toBe("amount")
    expect(fieldOfServerMessage("Refund ccref_1 has no address yet; request one first").field).toBe("address")
  })

  it("offers the address link and the payout only while money is owed", () => {
    for (const status of ["awaiting_address", "awaiting_payout", "payout_failed"]) {
      expect(refundActions({ status })).toEqual({ requestAddress: true, payOut: true })
    }
    for (const status of ["payout_requested", "paid_out", "payout_unknown"]) {
      expect(refundActions({ status })).toEqual({ requestAddress: false, payOut: false })
    }
    expect(refundStatusLabel("payout_requested", tIn("ru"))).toBe("Выплата запрошена")
  })
})
