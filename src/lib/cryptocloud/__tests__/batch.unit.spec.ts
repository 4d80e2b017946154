import { getInvoicesBatched, iterateInvoices } from "../batch"
import { CryptoCloudValidationError } from "../errors"
import { invoiceSchema } from "../schemas/invoice"
import type { Invoice } from "../types"
import { infoInvoice } from "./fixtures"

const invoice = (n: number): Invoice => invoiceSchema.parse({ ...infoInvoice(), uuid: `INV-${String(n).padStart(8, "0")}` })
const id = (n: number) => `INV-${String(n).padStart(8, "0")}`

describe("getInvoicesBatched", () => {
  it("chunks by 100, bounds concurrency, dedupes and keeps first-appearance order", async () => {
    let inFlight = 0
    let maxInFlight = 0
    const calls: string[][] = []
    const client = {
      async getInvoices(uuids: readonly string[]) {
        calls.push([...uuids])
        inFlight++
        maxInFlight = Math.max(maxInFlight, inFlight)
        await new Promise((r) => setTimeout(r, 5))
        inFlight--
        // Reverse order and skip "unknown" ids (multiples of 7), as a real answer might.
        return uuids
          .filter((u) => Number(u.slice(4)) % 7 !== 0)
          .map((u) => invoice(Number(u.slice(4))))
          .reverse()
      },
    }
    const input = [...Array.from({ length: 450 }, (_, i) => id(449 - i)), id(3).toLowerCase().replace("inv-", ""), id(10)]
    const result = await getInvoicesBatched(client, input, { concurrency: 2 })
    expect(calls.map((c) => c.length)).toEqual([100, 100, 100, 100, 50])
    expect(maxInFlight).toBe(2)
    const expected = Array.from({ length: 450 }, (_, i) => 449 - i)
      .filter((n) => n % 7 !== 0)
      .map(id)
    expect(result.map((i) => i.uuid)).toEqual(expected)
  })

  it("checks every id before the first request", async () => {
    const client = { getInvoices: jest.fn() }
    await expect(getInvoicesBatched(client, [id(1), "bad"], {})).rejects.toBeInstanceOf(CryptoCloudValidationError)
    await expect(getInvoicesBatched(client, [id(1)], { concurrency: 0 })).rejects.toBeInstanceOf(CryptoCloudValidationError)
    expect(client.getInvoices).not.toHaveBeenCalled()
    expect(await getInvoicesBatched(client, [])).toEqual([])
  })

  it("fails as a whole when one chunk fails", async () => {
    let calls = 0
    const client = {
      async getInvoices(uuids: readonly string[]) {
        calls++
        if (calls === 1) throw new Error("boom")
        return uuids.map((u) => invoice(Number(u.slice(4))))
      },
    }
    await expect(
      getInvoicesBatched(
        client,
        Array.from({ length: 500 }, (_, i) => id(i)),
        { concurrency: 1 }
      )
    ).rejects.toThrow("boom")
    expect(calls).toBe(1)
  })
})

describe("iterateInvoices", () => {
  const all = Array.from({ length: 250 }, (_, i) => invoice(i))
  const listing = (total: Invoice[], reportedCount = total.length) => {
    const pages: Array<{ offset?: number; limit?: number }> = []
    return {
      pages,
      async listInvoices(input: { start: string; end: string; offset?: number; limit?: number }) {
        pages.push({ offset: input.offset, limit: input.limit })
        const offset = input.offset ?? 0
        return { invoices: total.slice(offset, offset + (input.limit ?? 10)), allCount: reportedCount }
      },
    }
  }

  it("walks every page and stops at all_count", async () => {
    const client = listing(all.slice(0, 200))
    const seen: string[] = []
    for await (const inv of iterateInvoices(client, { start: "2026-11-01", end: "2026-11-22" })) seen.push(inv.uuid)
    expect(seen).toHaveLength(200)
    // 200 = two full pages; all_count says there is no third.
    expect(client.pages).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
    ])
  })

  it("stops on a short page and yields shifted invoices once", async () => {
    const client = listing(all, 10_000)
    const seen: string[] = []
    for await (const inv of iterateInvoices(client, { start: "2026-11-01", end: "2026-11-22", pageSize: 100 })) seen.push(inv.uuid)
    expect(seen).toHaveLength(250)
    expect(client.pages).toHaveLength(3)

    let call = 0
    const shifting = {
      async listInvoices() {
        call++
        // Page 2 repeats the last invoice of page 1 (a new invoice pushed everything down).
        return call === 1 ? { invoices: all.slice(0, 3), allCount: 5 } : { invoices: all.slice(2, 4), allCount: 5 }
      },
    }
    const ids: string[] = []
    for await (const inv of iterateInvoices(shifting, { start: "2026-11-01", end: "2026-11-22", pageSize: 3 })) ids.push(inv.uuid)
    expect(ids).toEqual([id(0), id(1), id(2), id(3)])
  })

  it("refuses a bad page size", async () => {
    const gen = iterateInvoices(listing(all), { start: "2026-11-01", end: "2026-11-22", pageSize: 101 })
    await expect(gen.next()).rejects.toBeInstanceOf(CryptoCloudValidationError)
  })
})
