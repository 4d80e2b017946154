/**
 * A return's row (design.md, "Money that is on no order"): all of the item's money in its coin,
 * valued in fiat at the invoice's own rate, cut (never rounded up) to the currency's digits.
 */
import { returnDraft } from "../refunds/returns"

const item = { id: "ccatt_1", invoice_uuid: "INV1", order_id: null, amount: "3.5", currency: "USDT_TRC20", test_mode: false, shop_id: null }

describe("returnDraft", () => {
  it("owes the item's money in its coin; its fiat value at the invoice's rate, in the invoice's currency", () => {
    const draft = returnDraft(item, { fiat_amount: "10.00", fiat_currency: "EUR", crypto_amount: "10.7", shop_id: "shop_1" })
    expect(draft).toEqual(
      expect.objectContaining({
        attention_item_id: "ccatt_1",
        invoice_uuid: "INV1",
        crypto_amount: "3.5",
        crypto_currency: "USDT_TRC20",
        amount: "3.27", // 3.5 × 10 / 10.7 = 3.2710…, cut
        currency_code: "EUR",
        shop_id: "shop_1",
        test_mode: false,
      })
    )
    expect(returnDraft(item, { fiat_amount: "1000", fiat_currency: "JPY", crypto_amount: "7" }).amount).toBe("500")
  })

  it("without the invoice's figures, the coin itself; an item with no money cannot be returned", () => {
    expect(returnDraft({ ...item, test_mode: true }, null)).toEqual(expect.objectContaining({ amount: "3.5", currency_code: "USDT_TRC20", test_mode: true }))
    expect(() => returnDraft({ ...item, amount: null }, null)).toThrow(/names no invoice money to return/)
    expect(() => returnDraft({ ...item, invoice_uuid: null }, null)).toThrow(/names no invoice money to return/)
  })
})
