/**
 * What the order card shows comes from the plugin's ledger route, never from payment session
 * data: an order whose session data names an address, a pay link or an invoice (what a stranger
 * can plant while the session's create is at the service) shows none of them.
 */
import type { OrderCryptoPaymentView } from "../../../contracts"
import { cardPaymentOf, orderCardState } from "../order-card"
import type { OrderLike } from "../order-session"

const PLANTED = { uuid: "INV-EVIL0001", link: "javascript:alert(1)", address: "TAttackerAddr", amount: "0.01", currency: "BTC", status: "paid" }
/** An order as Medusa answers it: its crypto session's data is the caller's until the provider answers. */
const order = {
  id: "order_1",
  metadata: null,
  payment_collections: [{ payment_sessions: [{ id: "payses_1", provider_id: "pp_cryptocloud_cryptocloud", status: "pending", data: PLANTED }], payments: [] }],
} as unknown as OrderLike
const other = { id: "order_2", payment_collections: [{ payment_sessions: [{ id: "payses_2", provider_id: "pp_system_default" }] }] } as unknown as OrderLike

const view = (over: Partial<OrderCryptoPaymentView>): OrderCryptoPaymentView => ({
  invoice_uuid: "INV-LEDGER01",
  kind: "original",
  payment_collection_id: "pay_col_1",
  session_id: "payses_0",
  payment_id: null,
  status: "created",
  amount: "25.00",
  currency_code: "EUR",
  crypto_amount: "27",
  crypto_currency: "USDT_TRC20",
  amount_paid: null,
  received: null,
  test_mode: false,
  link: "https://pay.cryptocloud.plus/LEDGER01",
  address: "TLedgerAddr",
  expires_at: null,
  created_at: "2026-11-26T10:00:00.000Z",
  history: [],
  surplus: null,
  accepted_underpayment: false,
  late_payment: false,
  shop_id: "shop_1",
  project_name: "Shop",
  ...over,
})

describe("orderCardState", () => {
  it("a crypto order the ledger has no invoice for says so, and nothing of its session data comes out", () => {
    const state = orderCardState({ order, payments: [], owes: false, offersCrypto: false })
    expect(state).toEqual({ kind: "no_record", request: false })
    expect(JSON.stringify(state)).not.toMatch(/TAttackerAddr|javascript|INV-EVIL/)
    expect(orderCardState({ order, payments: [], owes: true, offersCrypto: false })).toEqual({ kind: "no_record", request: true })
  })

  it("with a ledger invoice, the card is about it (its address and link), whatever the session data says", () => {
    const state = orderCardState({ order, payments: [view({})], owes: false, offersCrypto: false })
    expect(state).toEqual({ kind: "payment", payment: view({}), payments: [view({})] })
    expect(JSON.stringify(state)).not.toMatch(/TAttackerAddr|javascript|INV-EVIL/)
  })

  it("an order paid another way: the request card when it owes and its region offers crypto, else nothing", () => {
    expect(orderCardState({ order: other, payments: [], owes: true, offersCrypto: true })).toEqual({ kind: "request" })
    expect(orderCardState({ order: other, payments: [], owes: true, offersCrypto: false })).toEqual({ kind: "none" })
    expect(orderCardState({ order: other, payments: [], owes: false, offersCrypto: true })).toEqual({ kind: "none" })
  })
})

describe("cardPaymentOf", () => {
  it("the newest invoice Medusa made a payment from, else the newest; none without ledger rows", () => {
    const paid = view({ invoice_uuid: "INV-PAID", payment_id: "pay_1", status: "paid", created_at: "2026-11-26T10:00:00.000Z" })
    const replaced = view({ invoice_uuid: "INV-OLD", status: "canceled", created_at: "2026-11-26T09:00:00.000Z" })
    const open = view({ invoice_uuid: "INV-OPEN", kind: "difference", created_at: "2026-11-26T12:00:00.000Z" })
    expect(cardPaymentOf([replaced, paid, open])?.invoice_uuid).toBe("INV-PAID")
    expect(cardPaymentOf([replaced, open])?.invoice_uuid).toBe("INV-OPEN")
    expect(cardPaymentOf([])).toBeNull()
  })
})
