import type { Invoice } from "../../lib/cryptocloud"
import { forgetPostbackReads, readInvoiceForPostback } from "../postback-reads"

const token = (n: number) => `eyJhbGciOiJIUzI1NiJ9.eyJpZCI6${n}.c2ln`
const body = (n: number) => ({ invoice_id: "INV-AB12CD34", token: token(n) })
const read = (status: string) => jest.fn(async () => ({ uuid: "INV-AB12CD34", status }) as Invoice)

describe("one info read per postback delivery", () => {
  beforeEach(forgetPostbackReads)

  it("both subscribers of one delivery share one read, even when they ask at the same time", async () => {
    const first = read("paid")
    const second = read("paid")
    const [a, b] = await Promise.all([readInvoiceForPostback(body(1), "INV-AB12CD34", first), readInvoiceForPostback(body(1), "INV-AB12CD34", second)])
    expect(a).toBe(b)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).not.toHaveBeenCalled()
  })

  it("a later postback for the same invoice (a new token) reads afresh", async () => {
    await readInvoiceForPostback(body(1), "INV-AB12CD34", read("partial"))
    const later = read("paid")
    expect((await readInvoiceForPostback(body(2), "INV-AB12CD34", later))?.status).toBe("paid")
    expect(later).toHaveBeenCalledTimes(1)
  })

  it("two deliveries signed within one second carry one token: the second arrival reads afresh, and both deliveries' processing gets that newer read", async () => {
    // The early record of the part payment's delivery, then of the rest's (same token: same id, same exp second).
    expect((await readInvoiceForPostback(body(5), "INV-AB12CD34", read("partial"), { arrival: true }))?.status).toBe("partial")
    const rest = read("paid")
    expect((await readInvoiceForPostback(body(5), "INV-AB12CD34", rest, { arrival: true }))?.status).toBe("paid")
    expect(rest).toHaveBeenCalledTimes(1)
    // Medusa's delayed processing of either delivery: the paid read, with no call of its own.
    const delayed = read("partial")
    expect((await readInvoiceForPostback(body(5), "INV-AB12CD34", delayed))?.status).toBe("paid")
    expect(delayed).not.toHaveBeenCalled()
  })

  it("a failed arrival read does not drop the newer read that replaced it", async () => {
    let fail!: (error: Error) => void
    const failing = jest.fn(() => new Promise<Invoice | null>((_, reject) => (fail = reject)))
    const first = readInvoiceForPostback(body(6), "INV-AB12CD34", failing, { arrival: true })
    // The second arrival's read is the invoice's next one: it starts once the first has settled.
    const second = readInvoiceForPostback(body(6), "INV-AB12CD34", read("paid"), { arrival: true })
    fail(new Error("timeout"))
    await expect(first).rejects.toThrow("timeout")
    expect((await second)?.status).toBe("paid")
    const delayed = read("partial")
    expect((await readInvoiceForPostback(body(6), "INV-AB12CD34", delayed))?.status).toBe("paid")
    expect(delayed).not.toHaveBeenCalled()
  })

  it("a failed read is not shared: the next subscriber tries again", async () => {
    const failing = jest.fn(async () => {
      throw new Error("service down")
    })
    await expect(readInvoiceForPostback(body(3), "INV-AB12CD34", failing)).rejects.toThrow("service down")
    const retry = read("paid")
    expect((await readInvoiceForPostback(body(3), "INV-AB12CD34", retry))?.status).toBe("paid")
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it("a body without a usable token is never shared", async () => {
    const a = read("paid")
    const b = read("paid")
    await readInvoiceForPostback({ invoice_id: "INV-AB12CD34" }, "INV-AB12CD34", a)
    await readInvoiceForPostback({ invoice_id: "INV-AB12CD34" }, "INV-AB12CD34", b)
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(1)
  })

  it("a genuine postback replayed 40 times in 10 s costs about one read a second, and each delivery's processing shares its arrival's read", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-27T10:00:00.000Z") })
    try {
      const info = read("paid")
      const decided: Array<Promise<Invoice | null>> = []
      for (let i = 0; i < 40; i++) {
        decided.push(readInvoiceForPostback(body(7), "INV-AB12CD34", info, { arrival: true }))
        await jest.advanceTimersByTimeAsync(250)
      }
      await jest.advanceTimersByTimeAsync(5_000) // Medusa's webhook_delay: then both subscribers of each delivery
      for (let i = 0; i < 80; i++) decided.push(readInvoiceForPostback(body(7), "INV-AB12CD34", info))
      await jest.advanceTimersByTimeAsync(1_000)
      expect(await Promise.all(decided)).toHaveLength(120)
      // One read every 1.25 s: at 0, 1.25 … 8.75 s and one on the trailing edge (10 s).
      expect(info).toHaveBeenCalledTimes(9)
    } finally {
      jest.useRealTimers()
    }
  })
})
