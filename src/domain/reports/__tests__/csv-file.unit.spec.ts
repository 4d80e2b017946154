/**
 * The report file's one producer: the header row in the first chunk, a chunk per batch, the
 * header alone for an empty period; the whole file in memory up to a size, and past it only
 * counted.
 */
import { forEachCsvChunk, reportCsvFile } from "../csv-file"
import { reportBounds } from "../period"
import { REPORT_KEY_ID, REPORT_KEY_TIME } from "../query"

const scope = { report: "deposits" as const, bounds: reportBounds("2026-10-01", "2026-10-31"), shopId: "shop", ownsUnassigned: true }
const HEADER = "received_at,invoice_id,customer_id,currency,amount,received,amount_usd,wallet_address,status,shop_id\r\n"
const row = (i: number) => ({
  received_at: `t${i}`,
  invoice_id: `INV-${i}`,
  customer_id: "cus",
  currency: "BTC",
  amount: "1",
  received: "1",
  amount_usd: "=2",
  wallet_address: "addr",
  status: "paid",
  shop_id: "shop",
  [REPORT_KEY_TIME]: `2026-10-01T00:00:00.00000${i}Z`,
  [REPORT_KEY_ID]: `d_${i}`,
})
const LINE = (i: number) => `t${i},INV-${i},cus,BTC,1,1,'=2,addr,paid,shop\r\n`

/** Each statement hands out the next batch. */
const fakePg = (batches: Array<Array<Record<string, unknown>>>) => {
  let next = 0
  return { raw: async () => ({ rows: batches[next++] ?? [] }) } as never
}

describe("forEachCsvChunk", () => {
  it("the header with the first batch, then a chunk per batch, each with its rows", async () => {
    const chunks: Array<[string, number]> = []
    const read = await forEachCsvChunk(fakePg([[row(1), row(2)], [row(3)]]), scope, async (chunk, rows) => (chunks.push([chunk, rows.length]), true), 2)
    expect(read).toBe(3)
    expect(chunks).toEqual([
      [HEADER + LINE(1) + LINE(2), 2],
      [LINE(3), 1],
    ])
  })

  it("an empty period: one chunk, the header alone, no rows", async () => {
    const chunks: Array<[string, number]> = []
    await forEachCsvChunk(fakePg([[]]), scope, async (chunk, rows) => (chunks.push([chunk, rows.length]), true))
    expect(chunks).toEqual([[HEADER, 0]])
  })
})

describe("reportCsvFile", () => {
  it("the whole file, its rows and bytes", async () => {
    const file = await reportCsvFile(fakePg([[row(1)]]), scope)
    expect(file).toEqual({ text: HEADER + LINE(1), rows: 1, bytes: Buffer.byteLength(HEADER + LINE(1)), complete: true })
  })

  it("past maxBytes the text is let go, the rows still counted to the end (and seen by onRows)", async () => {
    const seen: number[] = []
    const file = await reportCsvFile(fakePg([[row(1), row(2)]]), scope, { maxBytes: HEADER.length + 10, onRows: (rows) => seen.push(rows.length) })
    expect(file).toEqual({ text: "", rows: 2, bytes: Buffer.byteLength(HEADER + LINE(1) + LINE(2)), complete: false })
    expect(seen).toEqual([2])
  })
})
