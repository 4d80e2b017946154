/**
 * The CSV download's flow control: the next batch is read only once the response has taken the
 * last one (a slow client slows the reads; nothing piles up in memory), each batch a statement of
 * its own (no transaction or connection held while the client reads), a client that goes away
 * stops the reads, a client that takes nothing within the stall timeout is cut, a download holds
 * a slot and lets it go however it ends, no slot is a 429 with Retry-After, and a failure after
 * the header cuts the download short instead of ending it as if it were whole.
 */
import { EventEmitter } from "node:events"
import { sendReportCsv, type ReportDownloads } from "../csv-response"
import { reportBounds } from "../../../../../domain/reports/period"
import { REPORT_KEY_ID, REPORT_KEY_TIME } from "../../../../../domain/reports/query"
import { MemoryLeaseStore } from "../../../../../domain/budgets/leases"
import { ReportExportSlots } from "../../../../../domain/reports/export-slots"

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
  [REPORT_KEY_TIME]: `2026-10-01T00:00:00.${String(i).padStart(6, "0")}Z`,
  [REPORT_KEY_ID]: `w_${i}`,
})

/** A knex stand-in without transactions: each statement hands out the next batch and logs its keyset bindings. */
function fakePg(batches: Array<Array<Record<string, unknown>>>, log: string[], failAt = -1) {
  let fetched = 0
  return {
    raw: async (sql: string, bindings: unknown[]) => {
      log.push(sql.includes("> (?::timestamptz, ?)") ? `after ${String(bindings.at(-3))} ${String(bindings.at(-2))}` : "first")
      if (fetched === failAt) throw new Error("connection lost")
      return { rows: batches[fetched++] ?? [] }
    },
    transaction: () => {
      throw new Error("no transaction: a download must not hold one")
    },
  } as never
}

/** A response that refuses more after each write until `drain` is emitted by the test. */
class SlowResponse extends EventEmitter {
  chunks: string[] = []
  ended = false
  destroyed: Error | boolean | null = null
  headers: Record<string, string> = {}
  statusCode = 200
  body: unknown = null
  writableFinished = false
  status(code: number) {
    this.statusCode = code
    return this
  }
  json(body: unknown) {
    this.body = body
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
    this.writableFinished = true
    this.emit("finish")
  }
  destroy(error?: Error) {
    this.destroyed = error ?? true
  }
}

const logger = { error: jest.fn(), warn: jest.fn() }
const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i))
const period = { start: "2026-10-01", end: "2026-10-31" }
const tick = () => new Promise((resolve) => setImmediate(resolve))

/** Slots in memory (the database's leases behave the same: export-slots and sql-leases). */
function downloads(maxConcurrent = 3, stallTimeoutMs = 60_000): ReportDownloads & { leases: MemoryLeaseStore } {
  const leases = new MemoryLeaseStore()
  return { leases, slots: new ReportExportSlots(leases, maxConcurrent), stallTimeoutMs }
}

describe("sendReportCsv", () => {
  afterEach(() => jest.useRealTimers())

  it("reads the next batch only after the response drained, each a statement of its own after the last row's key", async () => {
    const log: string[] = []
    const res = new SlowResponse()
    const done = sendReportCsv(res as never, fakePg([batch(0, 1000), batch(1000, 1000), batch(2000, 5)], log), scope, period, logger, downloads())
    await tick()
    expect(res.chunks).toHaveLength(1) // the header and the first batch, then it waits
    expect(log).toHaveLength(1)
    res.emit("drain")
    await tick()
    expect(log).toHaveLength(2)
    res.emit("drain")
    await tick()
    expect(log).toHaveLength(3) // the last, short batch: no statement after it
    res.emit("drain")
    await done
    expect(log).toEqual(["first", "after 2026-10-01T00:00:00.000999Z w_999", "after 2026-10-01T00:00:00.001999Z w_1999"])
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

  it("a client gone before the first batch: one statement, no wait for a drain that cannot come", async () => {
    const log: string[] = []
    const res = new SlowResponse()
    const done = sendReportCsv(res as never, fakePg([batch(0, 1000), batch(1000, 1000)], log), scope, period, logger, downloads())
    await tick()
    res.emit("close")
    res.destroyed = true
    await done
    expect(log).toHaveLength(1)
  })

  it("stops reading when the client goes away, and lets its slot go", async () => {
    const log: string[] = []
    const res = new SlowResponse()
    const d = downloads(1)
    const done = sendReportCsv(res as never, fakePg([batch(0, 1000), batch(1000, 1000)], log), scope, period, logger, d)
    await tick()
    expect(await d.leases.acquire(["report-downloads:0"], 1000)).toBeNull() // held while it runs
    res.emit("close")
    await done
    expect(log).toHaveLength(1)
    expect(await d.leases.acquire(["report-downloads:0"], 1000)).not.toBeNull()
  })

  it("a client that takes no batch within the stall timeout is cut, and its slot freed", async () => {
    jest.useFakeTimers()
    const log: string[] = []
    const res = new SlowResponse()
    const d = downloads(1, 30_000)
    const done = sendReportCsv(res as never, fakePg([batch(0, 1000), batch(1000, 1000)], log), scope, period, logger, d)
    await jest.advanceTimersByTimeAsync(29_999)
    expect(res.destroyed).toBeNull()
    await jest.advanceTimersByTimeAsync(1)
    await done
    expect(res.destroyed).toBe(true)
    expect(res.ended).toBe(false)
    expect(log).toHaveLength(1)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("withdrawals report download was cut"))
    expect(await d.leases.acquire(["report-downloads:0"], 1000)).not.toBeNull()
  })

  it("no free slot: 429 with Retry-After and a JSON reason, before anything is read", async () => {
    const d = downloads(1, 30_000)
    const first = new SlowResponse()
    const running = sendReportCsv(first as never, fakePg([batch(0, 1000), batch(1000, 1000)], []), scope, period, logger, d)
    await tick()
    const log: string[] = []
    const second = new SlowResponse()
    await sendReportCsv(second as never, fakePg([batch(0, 5)], log), scope, period, logger, d)
    expect(second.statusCode).toBe(429)
    expect(second.headers["Retry-After"]).toBe("30")
    expect(second.body).toEqual(expect.objectContaining({ type: "not_allowed", code: "report_downloads_busy" }))
    expect(log).toEqual([])
    first.emit("close")
    await running
  })

  it("a failure after the first rows cuts the download short and frees the slot; before them it is an error answer", async () => {
    const res = new SlowResponse()
    res.write = (chunk: string) => (res.chunks.push(chunk), true)
    const d = downloads(1)
    await sendReportCsv(res as never, fakePg([batch(0, 1000)], [], 1), scope, period, logger, d)
    expect((res.destroyed as Error).message).toBe("connection lost")
    expect(res.ended).toBe(false)
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining("withdrawals report stopped"))

    const early = new SlowResponse()
    await expect(sendReportCsv(early as never, fakePg([], [], 0), scope, period, logger, d)).rejects.toThrow("connection lost")
    expect(early.chunks).toEqual([])
    expect(early.headers).toEqual({})
    expect(await d.leases.acquire(["report-downloads:0"], 1000)).not.toBeNull()
  })

  it("an empty period is the header line alone", async () => {
    const res = new SlowResponse()
    await sendReportCsv(res as never, fakePg([[]], []), scope, period, logger, downloads())
    expect(res.chunks).toEqual(["requested_at,withdrawal_id,currency_code,amount,to_address,status,refund_id,requested_by,shop_id\r\n"])
    expect(res.ended).toBe(true)
  })
})
