/**
 * The pure parts of reconciliation's order (check-order.ts); the SQL itself is proven against
 * Postgres in integration-tests/suites/store-reads.ts.
 */
import { CHURNED_READ_INTERVAL_MS, CHURNED_ROW_SQL, churnedShare, moneyShare, ZERO_AMOUNT_PATTERN } from "../check-order"

describe("shares of a reconciliation pass", () => {
  it.each([
    [1, 1, 0],
    [5, 5, 0],
    [9, 9, 0],
    [10, 9, 1],
    [500, 450, 50],
    [10_000, 9000, 1000],
  ])("limit %i: %i guaranteed to money rows, %i reserved for due churned rows", (limit, money, churned) => {
    expect(moneyShare(limit)).toBe(money)
    expect(churnedShare(limit)).toBe(churned)
    expect(money + churned).toBe(limit)
  })

  it("a money row waits at most ceil(money rows / moneyShare) passes: 36,000 churned rows change nothing", () => {
    // Money rows ahead of the paid one are read moneyShare(limit) at a time, whatever the churned rows.
    const passesFor = (moneyRows: number, limit: number) => Math.ceil(moneyRows / moneyShare(limit))
    expect(passesFor(40, 500)).toBe(1)
    expect(passesFor(1000, 500)).toBe(3)
  })

  it("churned rows are read every 30 minutes", () => {
    expect(CHURNED_READ_INTERVAL_MS).toBe(30 * 60 * 1000)
  })
})

describe("which amounts say 'nothing received'", () => {
  const zero = new RegExp(ZERO_AMOUNT_PATTERN)
  it.each(["0", "0.0", "0.00000000", "-0", "", "00", ".0"])("%p is nothing", (value) => expect(zero.test(value)).toBe(true))
  it.each(["0.00000001", "1", "10", "0.5", "1e-8", "abc", "0 1"])("%p is money (or unreadable: the safe side)", (value) => expect(zero.test(value)).toBe(false))

  it("the churned predicate needs nothing received, whatever marked the row", () => {
    // Cancelled by the plugin, or released and cancelled at the service; or a stranger's invoice on an
    // order's collection that no live session holds, open or not, but the first of its collection.
    expect(CHURNED_ROW_SQL).toMatch(
      /cancel_sent_at IS NOT NULL OR \(session_live = false AND \(status = 'canceled' OR \(opened_by_stranger = true\s+AND EXISTS/
    )
    expect(CHURNED_ROW_SQL).toMatch(/\(older\.created_at, older\.id\) < \(cryptocloud_invoice\.created_at, cryptocloud_invoice\.id\)/)
    expect(CHURNED_ROW_SQL).toMatch(/AND status IN \('created', 'canceled'\) AND \(amount_paid IS NULL OR .*\) AND \(received IS NULL OR .*\)/s)
    // No `?` reaches knex.raw, which would take it for a placeholder.
    expect(CHURNED_ROW_SQL).not.toContain("?")
  })
})
