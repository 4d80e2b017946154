import type { Invoice, ListInvoicesResult, PageInput } from "../../lib/cryptocloud"
import { depositUpdate, isFinalDeposit, recentDepositWindow, walkRecentInvoices, type DepositMoney } from "../static-wallet-deposits"

const money = (over: Partial<DepositMoney> = {}): DepositMoney => ({ amount: "10", received: "9.5", amount_usd: "10", status: "partial", ...over })

describe("a deposit's money follows later reads", () => {
  it("a read showing more raises the amount and moves the status on, announced", () => {
    expect(depositUpdate(money(), money({ amount: "25", received: "24.4", amount_usd: "25", status: "paid" }))).toEqual({
      patch: { amount: "25", received: "24.4", amount_usd: "25", status: "paid" },
      announce: true,
    })
  })

  it("the same read again, or an older one, changes nothing", () => {
    const paid = money({ amount: "25", received: "24.4", amount_usd: "25", status: "paid" })
    expect(depositUpdate(paid, paid)).toBeNull()
    expect(depositUpdate(paid, money({ amount: "25.000", received: "24.40", status: "paid" }))).toBeNull() // same numbers, other spelling
    expect(depositUpdate(paid, money())).toBeNull() // the partial read delivered late
  })

  it("the USD value moves only with the amount (the rate of a later read is not news)", () => {
    expect(depositUpdate(money(), money({ amount_usd: "10.02" }))).toBeNull()
    expect(depositUpdate(money({ amount_usd: null }), money({ amount_usd: "10.02" }))).toEqual({ patch: money({ amount_usd: "10.02" }), announce: false })
  })

  it("partial → canceled (expired): no more will come; announced without new money", () => {
    expect(depositUpdate(money(), money({ status: "canceled" }))).toEqual({ patch: money({ status: "canceled" }), announce: true })
  })

  it("paid → overpaid with a second transfer: announced; a row without a status learns it quietly", () => {
    const paid = money({ amount: "25", status: "paid" })
    expect(depositUpdate(paid, money({ amount: "30", status: "overpaid" }))?.patch).toEqual(money({ amount: "30", status: "overpaid" }))
    expect(depositUpdate(money({ status: null }), money({ status: "paid" }))).toEqual({ patch: money({ status: "paid" }), announce: false })
  })

  it("final: paid, overpaid and canceled; partial and unknown are read again", () => {
    expect(["paid", "overpaid", "canceled"].map(isFinalDeposit)).toEqual([true, true, true])
    expect(["partial", "created", null].map(isFinalDeposit)).toEqual([false, false, false])
  })
})

describe("finding deposits in the invoice list", () => {
  it("the window is today and yesterday, UTC", () => {
    expect(recentDepositWindow(new Date("2026-11-24T00:30:00Z"))).toEqual({ start: "2026-11-23", end: "2026-11-24" })
    expect(recentDepositWindow(new Date("2026-03-01T23:59:00Z"), 3)).toEqual({ start: "2026-02-27", end: "2026-03-01" })
  })

  /** A list of `count` invoices, newest first, as the service pages it. */
  function lister(count: number, failAt?: number) {
    const all = Array.from({ length: count }, (_, i) => ({ uuid: `INV-${String(count - i).padStart(8, "0")}` }) as Invoice)
    const calls: number[] = []
    return {
      calls,
      listInvoices: async ({ offset = 0, limit = 10 }: PageInput): Promise<ListInvoicesResult> => {
        calls.push(offset)
        if (offset === failAt) throw new Error("502")
        return { invoices: all.slice(offset, offset + limit), allCount: all.length }
      },
    }
  }
  const window = { start: "2026-11-23", end: "2026-11-24" }

  it("a short window: one call, nothing left for the next pass", async () => {
    const list = lister(7)
    const walk = await walkRecentInvoices(list, window, { pageSize: 10 })
    expect(walk).toEqual(expect.objectContaining({ calls: 1, cursor: null, error: null }))
    expect(walk.invoices).toHaveLength(7)
  })

  it("a long window: at most maxCalls per pass, the newest page every pass, the rest through the cursor", async () => {
    const list = lister(55)
    const first = await walkRecentInvoices(list, window, { pageSize: 10, maxCalls: 3 })
    expect(list.calls).toEqual([0, 10, 20])
    expect(first.cursor).toEqual({ start: "2026-11-23", offset: 30 })
    const second = await walkRecentInvoices(list, window, { pageSize: 10, maxCalls: 3, cursor: first.cursor })
    expect(list.calls.slice(3)).toEqual([0, 30, 40])
    expect(second.cursor).toEqual({ start: "2026-11-23", offset: 50 })
    const third = await walkRecentInvoices(list, window, { pageSize: 10, maxCalls: 3, cursor: second.cursor })
    expect(list.calls.slice(6)).toEqual([0, 50])
    expect(third.cursor).toBeNull() // the end: the next pass starts from the top
    const seen = new Set([...first.invoices, ...second.invoices, ...third.invoices].map((i) => i.uuid))
    expect(seen.size).toBe(55)
  })

  it("a cursor of another window (the day moved on) is not used", async () => {
    const list = lister(55)
    await walkRecentInvoices(list, window, { pageSize: 10, maxCalls: 2, cursor: { start: "2026-11-22", offset: 40 } })
    expect(list.calls).toEqual([0, 10])
  })

  it("a failed call keeps what was read and where to go on", async () => {
    const list = lister(55, 30)
    const walk = await walkRecentInvoices(list, window, { pageSize: 10, maxCalls: 5, cursor: { start: window.start, offset: 30 } })
    expect(walk.error?.message).toBe("502")
    expect(walk.invoices).toHaveLength(10)
    expect(walk.cursor).toEqual({ start: window.start, offset: 30 })
    const down = await walkRecentInvoices(lister(5, 0), window, { pageSize: 10 })
    expect(down).toEqual({ invoices: [], calls: 0, cursor: null, error: expect.any(Error) })
  })
})
