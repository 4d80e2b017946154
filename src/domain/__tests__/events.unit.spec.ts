import {
  ATTENTION_CREATED_EVENT,
  attentionEventData,
  attentionResolvedEventData,
  DEPOSIT_RECEIVED_EVENT,
  PARTIALLY_PAID_EVENT,
  REFUND_ADDRESS_REQUESTED_EVENT,
  refundEventData,
  STATIC_WALLET_DEPOSIT_EVENT,
  STATIC_WALLET_DEPOSIT_UPDATED_EVENT,
  WITHDRAWAL_FAILED_EVENT,
  WITHDRAWAL_SENT_EVENT,
  WITHDRAWAL_UNKNOWN_EVENT,
  withdrawalEventData,
  withdrawalEventName,
} from "../events"
import * as attention from "../attention"
import * as staticWallets from "../static-wallets"
import * as deposits from "../static-wallet-deposits"
import * as refundRules from "../refunds/rules"

describe("the events catalogue", () => {
  it("keeps the first release's names, exported where they were", () => {
    expect(attention.ATTENTION_CREATED_EVENT).toBe("cryptocloud.attention.created")
    expect(staticWallets.STATIC_WALLET_DEPOSIT_EVENT).toBe("cryptocloud.static_wallet.deposit_received")
    expect(deposits.STATIC_WALLET_DEPOSIT_UPDATED_EVENT).toBe("cryptocloud.static_wallet.deposit_updated")
    expect(refundRules.REFUND_ADDRESS_REQUESTED_EVENT).toBe("cryptocloud.refund.address_requested")
    expect(PARTIALLY_PAID_EVENT).toBe("cryptocloud.invoice.partially_paid")
    expect([ATTENTION_CREATED_EVENT, STATIC_WALLET_DEPOSIT_EVENT, STATIC_WALLET_DEPOSIT_UPDATED_EVENT, REFUND_ADDRESS_REQUESTED_EVENT]).toEqual([
      attention.ATTENTION_CREATED_EVENT,
      staticWallets.STATIC_WALLET_DEPOSIT_EVENT,
      deposits.STATIC_WALLET_DEPOSIT_UPDATED_EVENT,
      refundRules.REFUND_ADDRESS_REQUESTED_EVENT,
    ])
    expect(DEPOSIT_RECEIVED_EVENT).toBe("cryptocloud.deposit.received")
  })
})

const item = {
  id: "ccatt_1",
  kind: "late_payment",
  invoice_uuid: "INV-AB12CD34",
  withdrawal_id: null,
  refund_id: null,
  order_id: "order_1",
  amount: "0.000000000000000001",
  currency: "ETH",
  shop_id: "shop-1",
  test_mode: true,
  description: "a sentence with the customer's address",
  dedupe_key: "late_payment:INV-AB12CD34",
}

describe("attention payloads", () => {
  it("the item's id, project, kind, money and subjects — never its description", () => {
    expect(attentionEventData(item)).toEqual({
      id: "ccatt_1",
      shop_id: "shop-1",
      kind: "late_payment",
      amount: "0.000000000000000001",
      currency: "ETH",
      order_id: "order_1",
      invoice_uuid: "INV-AB12CD34",
      withdrawal_id: null,
      refund_id: null,
      test_mode: true,
    })
  })

  it("resolved: how, by whom and when (ISO), from a Date or the string a workflow hands over", () => {
    const at = "2026-11-23T12:00:00.000Z"
    const resolved = { ...item, resolution: "returned", resolved_by: "user_1", resolved_at: new Date(at) }
    expect(attentionResolvedEventData(resolved)).toEqual({ ...attentionEventData(item), resolution: "returned", resolved_by: "user_1", resolved_at: at })
    expect(attentionResolvedEventData({ ...resolved, resolved_at: at }).resolved_at).toBe(at)
    expect(attentionResolvedEventData({ ...item, shop_id: undefined }).shop_id).toBeNull()
  })
})

describe("refund and withdrawal payloads", () => {
  const refund = {
    id: "ccref_1",
    shop_id: "shop-1",
    order_id: "order_1",
    invoice_uuid: "INV-AB12CD34",
    status: "payout_requested",
    amount: "10.00",
    currency_code: "eur",
    crypto_amount: "10.123456",
    crypto_paid: "10.123456",
    crypto_currency: "USDT_TRC20",
    withdrawal_id: "ccwd_1",
    attention_item_id: null,
    test_mode: false,
  }

  it("a refund: fiat as Medusa recorded it, the crypto owed, paid and remaining", () => {
    expect(refundEventData(refund, "0")).toEqual({ ...refund, crypto_remaining: "0" })
    expect(refundEventData({ ...refund, crypto_paid: null, shop_id: undefined, attention_item_id: undefined }, "10.123456")).toEqual(
      expect.objectContaining({ crypto_paid: "0", crypto_remaining: "10.123456", shop_id: null, attention_item_id: null })
    )
  })

  const row = {
    id: "ccwd_1",
    shop_id: "shop-1",
    status: "sent",
    resolution: null,
    amount: "10.123456",
    currency_code: "USDT_TRC20",
    to_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    refund_id: "ccref_1",
    withdrawal_id: "svc-42",
    error_code: null,
  }

  it("a withdrawal: the log row, the service's id as service_withdrawal_id", () => {
    expect(withdrawalEventData(row)).toEqual({
      id: "ccwd_1",
      shop_id: "shop-1",
      status: "sent",
      resolution: null,
      amount: "10.123456",
      currency_code: "USDT_TRC20",
      to_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      refund_id: "ccref_1",
      service_withdrawal_id: "svc-42",
      error_code: null,
    })
  })

  it.each([
    ["sent", null, WITHDRAWAL_SENT_EVENT],
    ["failed", null, WITHDRAWAL_FAILED_EVENT],
    ["refused", null, WITHDRAWAL_FAILED_EVENT],
    ["unknown", null, WITHDRAWAL_UNKNOWN_EVENT],
    ["unknown", "sent", WITHDRAWAL_SENT_EVENT],
    ["unknown", "not_sent", WITHDRAWAL_FAILED_EVENT],
    ["pending", null, null],
    ["external", null, null],
  ])("a row %s (resolved %s) → %s", (status, resolution, name) => {
    expect(withdrawalEventName({ status, resolution })).toBe(name)
  })
})
