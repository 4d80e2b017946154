/**
 * Refunds in the admin: statuses said through the dictionaries, the actions each status allows,
 * the payout form's money checks (exact decimals, never floats, against what is still owed after
 * partial payouts), the test-mode confirmation, and the payout's 409s in the admin's words.
 */
import i18next from "i18next"
import en from "../../i18n/json/en.json"
import ru from "../../i18n/json/ru.json"
import {
  addressRequestNeedsConfirm,
  checkPayout,
  payoutConflictText,
  refundActions,
  refundPartlyPaid,
  refundsPollMs,
  refundStatusColor,
  refundStatusLabel,
} from "../refunds"
import { fieldOfServerMessage } from "../server-message"
import type { RefundStatus } from "../../../contracts"

const i18n = i18next.createInstance()
beforeAll(() => i18n.init({ lng: "en", resources: { en: { translation: en }, ru: { translation: ru } }, interpolation: { escapeValue: false } }))
const tIn = (lng: string) => i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, unknown>) => string

describe("refunds", () => {
  const refund = { crypto_remaining: "27.123456", crypto_currency: "USDT_TRC20", test_mode: false }
  const owed = (value: string) => `${value} USDT_TRC20`

  it("pays out a positive amount up to what is still owed, compared exactly", () => {
    expect(checkPayout({ address: " TQn9 ", amount: "27.123456" }, refund, owed)).toEqual({
      errors: {},
      address: "TQn9",
      amount: "27.123456",
      body: { address: "TQn9", amount: "27.123456" },
    })
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

  it("after a partial payout, allows only the rest (crypto_remaining, not crypto_amount)", () => {
    const partial = { crypto_amount: "27.123456", crypto_paid: "20", crypto_remaining: "7.123456", crypto_currency: "USDT_TRC20", test_mode: false }
    expect(checkPayout({ address: "T", amount: "7.123456" }, partial, owed).errors).toEqual({})
    expect(checkPayout({ address: "T", amount: "7.1234561" }, partial, owed).errors.amount).toEqual({
      key: "cryptocloud.payout.errors.overRefund",
      values: { amount: "7.123456 USDT_TRC20" },
    })
    expect(checkPayout({ address: "T", amount: "27.123456" }, partial, owed).errors.amount?.key).toBe("cryptocloud.payout.errors.overRefund")
    // Nothing left: any amount is too much.
    expect(checkPayout({ address: "T", amount: "0.000001" }, { ...partial, crypto_remaining: "0" }, owed).errors.amount?.key).toBe(
      "cryptocloud.payout.errors.overRefund"
    )
    expect(refundPartlyPaid(partial)).toBe(true)
    expect(refundPartlyPaid({ crypto_paid: "0" })).toBe(false)
    expect(refundPartlyPaid({ crypto_paid: "0.000" })).toBe(false)
  })

  it("refuses more decimals than the coin carries (trailing zeros carry nothing)", () => {
    const btc = { crypto_remaining: "1", crypto_currency: "BTC", test_mode: false }
    expect(checkPayout({ address: "bc1q", amount: "0.123456789" }, btc, owed).errors.amount).toEqual({
      key: "cryptocloud.payout.errors.tooManyDecimals",
      values: { code: "BTC", decimals: 8 },
    })
    expect(checkPayout({ address: "bc1q", amount: "0.1234567800" }, btc, owed).errors).toEqual({})
    // A code the admin does not know the precision of is left to the server.
    expect(checkPayout({ address: "x", amount: "0.123456789" }, { ...btc, crypto_currency: "NEW_COIN" }, owed).errors).toEqual({})
    expect(tIn("ru")("cryptocloud.payout.errors.tooManyDecimals", { code: "BTC", decimals: 8 })).toBe("Для BTC допускается не больше 8 знаков после запятой.")
  })

  it("requires the test-mode confirmation and sends it only for a test-mode refund", () => {
    const test = { ...refund, test_mode: true }
    expect(checkPayout({ address: "T", amount: "1" }, test, owed).errors).toEqual({
      confirmTestMode: { key: "cryptocloud.payout.errors.confirmTestMode" },
    })
    expect(checkPayout({ address: "T", amount: "1", confirmTestMode: true }, test, owed)).toMatchObject({
      errors: {},
      body: { address: "T", amount: "1", confirm_test_mode: true },
    })
    expect(checkPayout({ address: "T", amount: "1", confirmTestMode: true }, refund, owed).body).toEqual({ address: "T", amount: "1" })
  })

  it("says which address the form showed, and sends an address only when the admin typed another", () => {
    const given = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
    // Left as the customer gave it: the server pays the refund's address only if it is still that one.
    expect(checkPayout({ address: ` ${given} `, amount: "1", shownAddress: given }, refund, owed).body).toEqual({ expected_address: given, amount: "1" })
    expect(checkPayout({ address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", amount: "1", shownAddress: given }, refund, owed).body).toEqual({
      expected_address: given,
      address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL",
      amount: "1",
    })
    // The form showed no address: the admin's is typed, and the refund must still have none.
    expect(checkPayout({ address: given, amount: "1", shownAddress: null }, refund, owed).body).toEqual({ expected_address: null, address: given, amount: "1" })
  })

  it("places a payout refusal under its field", () => {
    expect(fieldOfServerMessage("amount 30 is more than the refund (27.5)").field).toBe("amount")
    expect(fieldOfServerMessage("amount 1.1234567 has more decimals than USDT_TRC20 carries (6); use at most 6.").field).toBe("amount")
    expect(fieldOfServerMessage("Refund ccref_1 has no address yet; request one first").field).toBe("address")
  })

  it("offers the address link and the payout only while money is owed and no payout is in flight", () => {
    for (const status of ["awaiting_address", "awaiting_payout", "payout_failed"] satisfies RefundStatus[]) {
      expect(refundActions({ status })).toEqual({ requestAddress: true, payOut: true })
    }
    for (const status of ["payout_pending", "payout_requested", "paid_out", "payout_unknown"] satisfies RefundStatus[]) {
      expect(refundActions({ status })).toEqual({ requestAddress: false, payOut: false })
    }
    expect(refundStatusLabel("payout_requested", tIn("ru"))).toBe("Выплата запрошена")
    expect(refundStatusLabel("payout_pending", tIn("en"))).toBe("Payout in progress")
    expect(refundStatusLabel("payout_pending", tIn("ru"))).toBe("Выплата отправляется")
    expect(refundStatusColor("payout_pending")).toBe("blue")
    expect(refundStatusLabel("something_new", tIn("en"))).toBe("something_new")
  })

  it("confirms a new address link only when it would send an addressed refund back to awaiting one", () => {
    expect(addressRequestNeedsConfirm({ status: "awaiting_payout", address: "T1" })).toBe(true)
    expect(addressRequestNeedsConfirm({ status: "payout_failed", address: "T1" })).toBe(true)
    expect(addressRequestNeedsConfirm({ status: "awaiting_address", address: null })).toBe(false)
    expect(addressRequestNeedsConfirm({ status: "awaiting_address", address: "T1" })).toBe(false)
  })

  it("reads the list again while a refund is not linked yet or a payout is in flight", () => {
    const list = (...statuses: string[]) => ({ count: statuses.length, refunds: statuses.map((status) => ({ status })) as never })
    expect(refundsPollMs(undefined, 1, 0)).toBe(false)
    expect(refundsPollMs(list(), 1, 0)).toBe(1500)
    expect(refundsPollMs(list("awaiting_payout"), 1, 0)).toBe(false)
    expect(refundsPollMs(list("payout_pending"), 0, 3)).toBe(3000)
    expect(refundsPollMs(list("payout_pending"), 0, 40)).toBe(false)
  })

  it("says each payout 409 in the admin's words, naming the blocking withdrawal", () => {
    const en = tIn("en")
    const ru = tIn("ru")
    const conflict = (code: string | null, withdrawalId: string | null = null) => ({ code, withdrawalId, message: "server says" })
    expect(payoutConflictText(conflict("test_mode_unconfirmed"), en)).toMatch(/^Not sent: this refund is of a test-mode payment/)
    expect(payoutConflictText(conflict("refund_not_owed"), en)).toMatch(/^Not sent: this refund cannot be paid out now/)
    expect(payoutConflictText(conflict("withdrawal_outcome_unknown", "ccwd_42"), en)).toContain("(ccwd_42)")
    expect(payoutConflictText(conflict("withdrawal_outcome_unknown", "ccwd_42"), ru)).toContain("такой же вывод (ccwd_42)")
    // No code but a named withdrawal: the identical-withdrawal case.
    expect(payoutConflictText(conflict(null, "ccwd_7"), en)).toContain("(ccwd_7)")
    expect(payoutConflictText(conflict("withdrawal_outcome_unknown"), en)).toBe("server says")
    expect(payoutConflictText(conflict("something_else"), en)).toBe("server says")
    expect(payoutConflictText(conflict("refund_not_owed"), ru)).toMatch(/^Не отправлено/)
  })
})
