/**
 * The handover's waits cost a handful of queries whatever session data says: a release hint
 * planted in a deleted session's data names an invoice whose holder stays, and the wait for that
 * holder to go must not poll the database every few milliseconds.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { backoffPauses, InvoiceHandover } from "../invoice-handover"

describe("the handover's waits", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("a planted release hint (its holder stays): about 7 looks in 3 s, nothing released or cancelled", async () => {
    const statements: string[] = []
    const raw = jest.fn(async (sql: string) => {
      statements.push(sql)
      // holderOf: the ledger knows the invoice and its holder, another customer's session, exists.
      return { rows: [{ session_id: "payses_victim", exists: true }] }
    })
    const cancelInvoice = jest.fn()
    const handover = new InvoiceHandover({ raw } as unknown as Knex, { cancelInvoice }, { warn: jest.fn(), debug: jest.fn() })
    handover.release("INV-VICTIM01")
    await jest.advanceTimersByTimeAsync(15_000)
    expect(statements.length).toBeLessThanOrEqual(8)
    expect(statements.every((sql) => /SELECT session_id/.test(sql))).toBe(true)
    expect(cancelInvoice).not.toHaveBeenCalled()
  })

  it("the pauses double from 25 ms and end at the deadline", () => {
    expect(backoffPauses(3_000)).toEqual([25, 50, 100, 200, 400, 800, 1425])
    expect(backoffPauses(2_000).reduce((a, b) => a + b, 0)).toBe(2_000)
  })
})
