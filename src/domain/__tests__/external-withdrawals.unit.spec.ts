import type { Invoice } from "../../lib/cryptocloud"
import { EXCUSE_WINDOW_MS, externalOnly, withdrawalEntries, type UnansweredPayout } from "../external-withdrawals"

const at = "2026-11-28T10:00:00.000Z"

function entry(uuid: string, extra: Partial<Invoice> = {}): Invoice {
  return {
    uuid,
    type: "dw",
    status: "created",
    created: at,
    address: "TDashboard",
    amount: "100.5",
    fee: "0",
    service_fee: "0",
    currency: { code: "USDT", fullcode: "USDT_TRC20" },
    ...extra,
  } as Invoice
}

describe("withdrawalEntries", () => {
  it("takes the list's dw entries only, once each, with their coin, amount, address and time", () => {
    const listed = [
      entry("INV-AAAAAAAA"),
      entry("INV-BBBBBBBB", { type: "up", status: "paid" }),
      entry("INV-AAAAAAAA"),
      entry("INV-CCCCCCCC", { address: null, created: null }),
    ]
    expect(withdrawalEntries(listed)).toEqual([
      {
        withdrawal_id: "INV-AAAAAAAA",
        currency_code: "USDT_TRC20",
        amount: "100.5",
        to_address: "TDashboard",
        requested_at: new Date(at),
        service_status: "created",
        fee: "0",
        service_fee: "0",
      },
      expect.objectContaining({ withdrawal_id: "INV-CCCCCCCC", to_address: "", requested_at: null }),
    ])
  })

  it("leaves out an entry without a coin or a positive amount (nothing to record)", () => {
    expect(
      withdrawalEntries([entry("INV-AAAAAAAA", { amount: null }), entry("INV-BBBBBBBB", { amount: "0" }), entry("INV-CCCCCCCC", { currency: null })])
    ).toEqual([])
  })
})

describe("externalOnly", () => {
  const entries = withdrawalEntries([entry("INV-AAAAAAAA"), entry("INV-BBBBBBBB", { amount: "100.50" }), entry("INV-CCCCCCCC", { amount: "7" })])
  const payout = (extra: Partial<UnansweredPayout> = {}): UnansweredPayout => ({
    id: "ccwd_1",
    currency_code: "USDT_TRC20",
    amount: "100.5",
    sent_at: at,
    created_at: at,
    ...extra,
  })

  it("leaves out what the log holds by request id", () => {
    expect(externalOnly(entries, new Set(["INV-AAAAAAAA", "INV-CCCCCCCC"]), []).map((e) => e.withdrawal_id)).toEqual(["INV-BBBBBBBB"])
  })

  it("lets each unanswered payout of the same coin and amount excuse one entry (equal as decimals)", () => {
    expect(externalOnly(entries, new Set(), [payout()]).map((e) => e.withdrawal_id)).toEqual(["INV-BBBBBBBB", "INV-CCCCCCCC"])
    expect(externalOnly(entries, new Set(), [payout(), payout({ id: "ccwd_2" })]).map((e) => e.withdrawal_id)).toEqual(["INV-CCCCCCCC"])
  })

  it("does not excuse another coin, another amount, or an entry far from the payout's request", () => {
    expect(externalOnly(entries, new Set(), [payout({ currency_code: "USDT_ERC20" })])).toHaveLength(3)
    expect(externalOnly(entries, new Set(), [payout({ amount: "100.4" })])).toHaveLength(3)
    const later = new Date(Date.parse(at) + EXCUSE_WINDOW_MS + 1000)
    expect(externalOnly(entries, new Set(), [payout({ sent_at: later, created_at: later })])).toHaveLength(3)
    // No sent time: the row's creation counts.
    expect(externalOnly(entries, new Set(), [payout({ sent_at: null })])).toHaveLength(2)
  })
})
