/**
 * The CSV download's flow control: the next batch is fetched only once the response has taken the
 * last one (a slow client slows the reads; nothing piles up in memory), a client that goes away
 * stops the reads, and a failure after the header cuts the download short instead of ending it
 * as if it were whole.
 */
import { EventEmitter } from "node:events"
import { sendReportCsv } from "../csv-response"
import { reportBounds } from "../../../../../domain/reports/period"

const scope = { report: "withdrawals" as const, bounds: reportBounds("2026-10-01", "2026-10-31"), shopId: "shop", ownsUnassigned: true }
const row = (i: number) => ({
  requested_at: `t${i}`,
  withdrawal_id: `INV-${i}`,
  currency_code: "BTC",
  amount: "0.00000001",
  to_address: "=x",
  status: "sent",
  refund_id: null,
  requested_by: "a@b.c",
  shop_id: "shop",
})

/** A knex stand-in: a transaction whose FETCHes hand out `batches`, logging every statement. */
function fakePg(batches: Array<Array<Record<string, unknown>>>, log: string[], failAt = -1) {
  let fetched = 0
  const trx = {
    raw: async (sql: string) => {
      log.push(sql.split(/\s+/).slice(0, 2).join(" "))
      if (!sql.startsWith("FETCH")) return { rows: [] }
      if (fetched === failAt) throw new Error("connection lost")
      return { rows: batches[fetched++] ?? [] }
    },
  }
  return { transaction: async (fn: (t: typeof trx) => Promise<void>) => fn(trx) } as never
}

/** A response that refuses more after each write until `drain` is emitted by the test. */
class SlowResponse extends EventEmitter {
  chunks: string[] = []
  ended = false
  destroyed: Error | null = null
  headers: Record<string, string> = {}
  status() {
    return this
  }
  setHeader(k: string, v: string) {
    this.headers[k] = v
  }
  write(chunk: string) {
    this.chunks.push(chunk)
    return false
  } // each batch fills the buffer
  end() {
    this.ended = true
  }
  destroy(error: Error) {
    this.destroyed = error
  }
}

const logger = { error: jest.fn() }
const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i))

describe("sendReportCsv", () => {
  it("fetches the next batch only after the response drained", async () => {
    const log: string[] = []
    const res = new SlowResponse()
    const done = sendReportCsv(
      res as never,
      fakePg([batch(0, 1000), batch(1000, 1000), batch(2000, 5)], log),
      scope,
      { start: "2026-10-01", end: "2026-10-31" },
      logger
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(res.chunks).toHaveLength(1) // the header and the first batch, then it waits
    expect(log.filter((s) => s.startsWith("FETCH"))).toHaveLength(1)
    res.emit("drain")
    await new Promise((resolve) => setImmediate(resolve))
    expect(log.filter((s) => s.startsWith("FETCH"))).toHaveLength(2)
    res.emit("drain")
    await new Promise((resolve) => setImmediate(resolve))
    expect(log.filter((s) => s.startsWith("FETCH"))).toHaveLength(3) // the last, short batch: no FETCH after it
    res.emit("drain")
    await done
    expect(log).toEqual(["SET TRANSACTION", "DECLARE cryptocloud_report_rows", "FETCH FORWARD", "FETCH FORWARD", "FETCH FORWARD"])
    expect(res.ended).toBe(true)
    expect(res.chunks.join("").split("\r\n")).toHaveLength(1 + 2005 + 1)
    expect(res.chunks[0].split("\r\n").slice(0, 2)).toEqual([
      "requested_at,withdrawal_id,currency_code,amount,to_address,status,refund_id,requested_by,shop_id",
      "t0,INV-0,BTC,0.00000001,'=x,sent,,a@b.c,shop",
    ])
    expect(res.headers).toEqual(
      expect.objectContaining({
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="cryptocloud-withdrawals-2026-10-01-2026-10-31.csv"',
      })
    )
  })

  it("a client gone before the first batch: one FETCH, no wait for a drain that cannot come", async () => {
    const log: string[] = []
    const res = new SlowResponse()
    const pg = fakePg([batch(0, 1000), batch(1000, 1000)], log)
    const done = sendReportCsv(res as never, pg, scope, { start: "2026-10-01", end: "2026-10-31" }, logger)
    res.emit("close")
    ;(res as unknown as { destroyed: boolean }).destroyed = true
    await done
    expect(log.filter((s) => s.startsWith("FETCH"))).toHaveLength(1)
  })

  it("stops reading when the client goes away", async () => {
    const log: string[] = []
    const res = new SlowResponse()
    const done = sendReportCsv(res as never, fakePg([batch(0, 1000), batch(1000, 1000)], log), scope, { start: "2026-10-01", end: "2026-10-31" }, logger)
    await new Promise((resolve) => setImmediate(resolve))
    res.emit("close")
    await done
    expect(log.filter((s) => s.startsWith("FETCH"))).toHaveLength(1)
  })

  it("a failure after the first rows cuts the download short; before them it is an error answer", async () => {
    const res = new SlowResponse()
    res.write = (chunk: string) => (res.chunks.push(chunk), true)
    await sendReportCsv(res as never, fakePg([batch(0, 1000)], [], 1), scope, { start: "2026-10-01", end: "2026-10-31" }, logger)
    expect(res.destroyed?.message).toBe("connection lost")
    expect(res.ended).toBe(false)
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("withdrawals report stopped"))

    const early = new SlowResponse()
    await expect(sendReportCsv(early as never, fakePg([], [], 0), scope, { start: "2026-10-01", end: "2026-10-31" }, logger)).rejects.toThrow("connection lost")
    expect(early.chunks).toEqual([])
    expect(early.headers).toEqual({})
  })

  it("an empty period is the header line alone", async () => {
    const res = new SlowResponse()
    await sendReportCsv(res as never, fakePg([[]], []), scope, { start: "2026-10-01", end: "2026-10-31" }, logger)
    expect(res.chunks).toEqual(["requested_at,withdrawal_id,currency_code,amount,to_address,status,refund_id,requested_by,shop_id\r\n"])
    expect(res.ended).toBe(true)
  })
})
