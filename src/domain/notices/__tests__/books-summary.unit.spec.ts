/**
 * The books e-mail's totals (exact decimals, summed from the rows as they are read) and when a
 * failed send is tried again.
 */
import { BooksTotalsCounter } from "../books-summary"
import { BOOKS_MAX_ATTEMPTS, nextAttemptAt } from "../books-claims"

const rows = (list: Array<Record<string, string | null>>) => list as never

describe("BooksTotalsCounter", () => {
  it("sums live payments in USD, refunds per currency, withdrawals that went out per coin, and deposits", () => {
    const counter = new BooksTotalsCounter()
    counter.add(
      "payments",
      rows([
        { received_usd: "0.1", test_mode: "false" },
        { received_usd: "0.2", test_mode: "false" },
        { received_usd: "1000", test_mode: "true" }, // a test payment is no money
        { received_usd: null, test_mode: "false" },
      ])
    )
    counter.add("payments", rows([{ received_usd: "1e3", test_mode: "false" }])) // not a decimal string: left out
    counter.add(
      "refunds",
      rows([
        { fiat_currency: "EUR", fiat_amount: "10.50" },
        { fiat_currency: "USD", fiat_amount: "3" },
        { fiat_currency: "EUR", fiat_amount: "0.25" },
      ])
    )
    counter.add(
      "withdrawals",
      rows([
        { currency_code: "BTC", amount: "0.00000001", status: "sent" },
        { currency_code: "BTC", amount: "0.00000002", status: "sent" },
        { currency_code: "BTC", amount: "5", status: "failed" },
        { currency_code: "USDT_TRC20", amount: "7", status: "not_sent" },
      ])
    )
    counter.add("deposits", rows([{ amount_usd: "12.35" }, { amount_usd: "1" }]))
    expect(counter.totals()).toEqual({
      payments_received_usd: "0.3",
      refunds: { EUR: "10.75", USD: "3" },
      withdrawals_sent: { BTC: "0.00000003" },
      deposits_usd: "13.35",
    })
  })

  it("nothing in the period: zeros and empty maps", () => {
    expect(new BooksTotalsCounter().totals()).toEqual({ payments_received_usd: "0", refunds: {}, withdrawals_sent: {}, deposits_usd: "0" })
  })
})

describe("nextAttemptAt", () => {
  const now = new Date("2026-11-02T00:07:00Z")
  const after = (attempts: number) => {
    const next = nextAttemptAt(attempts, now)
    return next && (next.getTime() - now.getTime()) / 60_000
  }

  it("backs off 1, 2, 4, 8, 16, 24, 24 hours (five minutes early, for the hourly run), then gives up", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(after)).toEqual([55, 115, 235, 475, 955, 1435, 1435])
    expect(after(BOOKS_MAX_ATTEMPTS)).toBeNull()
  })
})
