/**
 * The postback log writer: a verified postback is a line at once; rejected and ignored ones cost
 * no statement per request, only one upsert per flush that adds to the same line.
 */
import { knex } from "@medusajs/framework/mikro-orm/knex"
import { flushAllPostbackLogs, PostbackLogWriter } from "../postback-log-writer"
import { tokenCheckFailed } from "../postback-reasons"

const builder = knex({ client: "pg" })
afterAll(() => builder.destroy())

/** A connection that builds real SQL and records the raw statements instead of sending them. */
function fakePg(fail = 0) {
  const statements: Array<{ sql: string; bindings: unknown[] }> = []
  let failures = fail
  const pg = Object.assign((table: string) => builder(table), {
    raw: jest.fn(async (sql: string, bindings: unknown[]) => {
      statements.push({ sql, bindings })
      if (failures-- > 0) throw new Error("connection refused")
      return { rows: [{ outcome: "applied" }] }
    }),
    // One connection: the transaction's statements are recorded in order like any others.
    transaction: async <T>(work: (trx: unknown) => Promise<T>): Promise<T> => work(pg),
  })
  return { pg: pg as never, statements }
}

const forged = (invoice_id: string | null = "INV-AB12CD34") => ({
  invoice_id,
  outcome: "rejected" as const,
  reason: tokenCheckFailed("bad_signature").text,
  reason_code: tokenCheckFailed("bad_signature").code,
})

describe("PostbackLogWriter", () => {
  it("writes nothing per rejected postback; one upsert per flush carries the count", async () => {
    const { pg, statements } = fakePg()
    const writer = new PostbackLogWriter(pg, jest.fn(), 60_000)
    const at = new Date("2026-11-24T07:09:10Z")
    for (let i = 0; i < 1_000; i++) await writer.record(forged(), at)
    expect(statements).toHaveLength(0)
    await writer.flush()
    expect(statements).toHaveLength(1)
    const [{ sql, bindings }] = statements
    expect(sql).toMatch(/^insert into "cryptocloud_postback"/)
    expect(sql).toContain("ON CONFLICT (bucket) WHERE bucket IS NOT NULL AND deleted_at IS NULL DO UPDATE SET")
    expect(sql).toContain("count = cryptocloud_postback.count + excluded.count")
    expect(bindings).toEqual(
      expect.arrayContaining([1_000, "rejected|token check failed (bad_signature)|2026-11-24T07:09:00.000Z", "INV-AB12CD34", "token_bad_signature"])
    )
    // A line begun without a code (an instance from before codes) gets it.
    expect(sql).toContain("reason_code = COALESCE(cryptocloud_postback.reason_code, excluded.reason_code)")
    await writer.flush()
    expect(statements).toHaveLength(1) // nothing new: no statement
  })

  it("writes a verified postback's line at once", async () => {
    const { pg, statements } = fakePg()
    const writer = new PostbackLogWriter(pg, jest.fn(), 60_000)
    await writer.record({
      invoice_id: "INV-AB12CD34",
      outcome: "applied",
      reason: "invoice is paid: captured",
      reason_code: "payment_captured",
      status: "paid",
    })
    // A lock on the invoice and status first (a re-delivery racing it is then told a duplicate), then the line.
    expect(statements).toHaveLength(2)
    expect(statements[0]).toEqual({ sql: "SELECT pg_advisory_xact_lock(hashtext(?))", bindings: ["cryptocloud:postback-log:INV-AB12CD34:paid"] })
    expect(statements[1].sql).toMatch(/INSERT INTO cryptocloud_postback \(id, received_at, invoice_id, status, outcome, reason, reason_code, shop_id\)/)
    expect(statements[1].bindings).toEqual(expect.objectContaining({ reason: "invoice is paid: captured", reason_code: "payment_captured" }))
    expect(writer.pending).toBe(0)
  })

  it("keeps the counts of a failed write for the next flush, and says so", async () => {
    const { pg, statements } = fakePg(1)
    const warn = jest.fn()
    const writer = new PostbackLogWriter(pg, warn, 60_000)
    const at = new Date("2026-11-24T07:09:10Z")
    await writer.record(forged(), at)
    await writer.flush()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not write the counted postback log lines, retrying: connection refused/))
    await writer.record(forged(), at)
    await writer.flush()
    expect(statements).toHaveLength(2)
    expect(statements[1].bindings).toContain(2)
    expect(writer.pending).toBe(0)
  })

  it("flushes by itself about every tick, and flushAllPostbackLogs flushes on demand", async () => {
    jest.useFakeTimers()
    try {
      const { pg, statements } = fakePg()
      const writer = new PostbackLogWriter(pg, jest.fn(), 1_000)
      await writer.record(forged())
      await jest.advanceTimersByTimeAsync(1_000)
      expect(statements).toHaveLength(1)
      await writer.record(forged())
      await flushAllPostbackLogs()
      expect(statements).toHaveLength(2)
    } finally {
      jest.useRealTimers()
    }
  })
})
