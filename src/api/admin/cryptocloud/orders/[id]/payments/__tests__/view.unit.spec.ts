/**
 * The order widget's list: one entry per ledger row, oldest first, the cart's payment told apart
 * from the differences the order owed later — also for rows older than the recorded collection.
 */
import type { LedgerRow } from "../../../../../../../domain/ledger/columns"
import { toOrderPaymentViews, type OrderPaymentFacts } from "../view"

const row = (over: Partial<LedgerRow>): LedgerRow =>
  ({
    id: "ccinv_1",
    uuid: "INV-AAAAAAAA",
    session_id: "payses_cart",
    cart_id: null,
    order_id: "order_1",
    fiat_amount: "25.00",
    fiat_currency: "EUR",
    crypto_amount: "27",
    crypto_currency: "USDT_TRC20",
    status: "paid",
    amount_paid: "27",
    received: "27",
    test_mode: false,
    tolerance_percent: 0,
    expires_at: new Date("2026-11-26T12:00:00Z"),
    last_checked_at: null,
    session_live: true,
    link: "https://pay/AAAAAAAA",
    address: "T1",
    history: [
      { status: "created", at: "2026-11-26T10:00:00.000Z" },
      { status: "paid", at: "2026-11-26T10:05:00.000Z" },
    ],
    outcome: "captured",
    settled_at: null,
    created_at: new Date("2026-11-26T10:00:00Z"),
    payment_collection_id: "pay_col_cart",
    shop_id: "shop-eu",
    ...over,
  }) as LedgerRow

const facts: OrderPaymentFacts = {
  cartCollectionIds: new Set(["pay_col_cart"]),
  sessionCollections: new Map([["payses_old", "pay_col_edit"]]),
  paymentBySession: new Map([["payses_cart", "pay_1"]]),
  projectName: (shopId) => (shopId === "shop-eu" ? "EU store" : null),
}

describe("toOrderPaymentViews", () => {
  it("oldest first; the cart's collection is the original, the order's own a difference (a row without its collection: by its session)", () => {
    const views = toOrderPaymentViews(
      [
        row({
          id: "ccinv_3",
          uuid: "INV-CCCCCCCC",
          session_id: "payses_old",
          payment_collection_id: null,
          created_at: new Date("2026-11-26T12:00:00Z"),
          status: "created",
          history: null,
        }),
        row({}),
        row({
          id: "ccinv_2",
          uuid: "INV-BBBBBBBB",
          session_id: "payses_edit",
          payment_collection_id: "pay_col_edit",
          created_at: new Date("2026-11-26T11:00:00Z"),
        }),
      ],
      facts
    )
    expect(views.map((v) => [v.invoice_uuid, v.kind, v.payment_collection_id, v.payment_id])).toEqual([
      ["INV-AAAAAAAA", "original", "pay_col_cart", "pay_1"],
      ["INV-BBBBBBBB", "difference", "pay_col_edit", null],
      ["INV-CCCCCCCC", "difference", "pay_col_edit", null],
    ])
    expect(views[2].history).toEqual([])
  })

  it("money and dates as the contract says: decimal strings, ISO times, the timeline as recorded", () => {
    const [view] = toOrderPaymentViews([row({})], facts)
    expect(view).toEqual({
      invoice_uuid: "INV-AAAAAAAA",
      kind: "original",
      payment_collection_id: "pay_col_cart",
      session_id: "payses_cart",
      payment_id: "pay_1",
      status: "paid",
      amount: "25.00",
      currency_code: "EUR",
      crypto_amount: "27",
      crypto_currency: "USDT_TRC20",
      amount_paid: "27",
      received: "27",
      test_mode: false,
      link: "https://pay/AAAAAAAA",
      address: "T1",
      expires_at: "2026-11-26T12:00:00.000Z",
      created_at: "2026-11-26T10:00:00.000Z",
      history: [
        { status: "created", at: "2026-11-26T10:00:00.000Z" },
        { status: "paid", at: "2026-11-26T10:05:00.000Z" },
      ],
      surplus: null,
      accepted_underpayment: false,
      late_payment: false,
      shop_id: "shop-eu",
      project_name: "EU store",
    })
  })

  it("each invoice says its project: the ledger row's shop id, its name while the store has that project", () => {
    const views = toOrderPaymentViews([row({}), row({ id: "ccinv_2", shop_id: "shop-gone" }), row({ id: "ccinv_3", shop_id: null })], facts)
    expect(views.map((v) => [v.shop_id, v.project_name])).toEqual([
      ["shop-eu", "EU store"],
      ["shop-gone", null],
      [null, null],
    ])
  })

  it("what the order card warns about, from the row alone: the surplus, an underpayment within the frozen tolerance, money after expiry", () => {
    const flags = (over: Partial<LedgerRow>) => {
      const [view] = toOrderPaymentViews([row(over)], facts)
      return { surplus: view.surplus, accepted_underpayment: view.accepted_underpayment, late_payment: view.late_payment }
    }
    expect(flags({ status: "overpaid", crypto_amount: "27", amount_paid: "30.5" })).toEqual({
      surplus: "3.5",
      accepted_underpayment: false,
      late_payment: false,
    })
    expect(flags({ status: "partial", crypto_amount: "100", amount_paid: "99", tolerance_percent: 2 })).toEqual({
      surplus: null,
      accepted_underpayment: true,
      late_payment: false,
    })
    expect(flags({ status: "partial", crypto_amount: "100", amount_paid: "97", tolerance_percent: 2 }).accepted_underpayment).toBe(false)
    const late = [
      { status: "created" as const, at: "2026-11-26T10:00:00.000Z" },
      { status: "canceled" as const, at: "2026-11-26T11:00:00.000Z" },
      { status: "paid" as const, at: "2026-11-26T11:05:00.000Z" },
    ]
    expect(flags({ status: "paid", history: late }).late_payment).toBe(true)
    expect(flags({ status: "canceled", history: late.slice(0, 2) }).late_payment).toBe(false)
  })

  it("a row whose collection is unknown is a difference (it is not the cart's)", () => {
    const [view] = toOrderPaymentViews([row({ session_id: "payses_gone", payment_collection_id: null })], facts)
    expect(view).toEqual(expect.objectContaining({ kind: "difference", payment_collection_id: null }))
  })
})
