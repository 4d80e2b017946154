/**
 * The reports' download slots and the leases under them: at most `maxConcurrent` held at once; a
 * slot comes back when its download leaves it (once, however often `leave` is called) or when its
 * lease runs out without renewal (a process that died); a live download's renewals keep it; a
 * holder whose lease expired and was taken cannot renew or release the new holder's.
 */
import { MemoryLeaseStore } from "../../budgets/leases"
import { DEFAULT_REPORT_DOWNLOADS, reportDownloadLimits, ReportExportSlots } from "../export-slots"

describe("MemoryLeaseStore", () => {
  it("one holder per key; free again on release or expiry; a stale token renews and releases nothing", async () => {
    let now = 1_000
    const store = new MemoryLeaseStore(() => now)
    const a = await store.acquire(["k0", "k1"], 100)
    const b = await store.acquire(["k0", "k1"], 100)
    expect([a?.key, b?.key]).toEqual(["k0", "k1"])
    expect(await store.acquire(["k0", "k1"], 100)).toBeNull()
    await store.release(b!)
    const c = await store.acquire(["k0", "k1"], 100)
    expect(c?.key).toBe("k1")

    now += 100 // a's lease runs out: its holder died
    const d = await store.acquire(["k0"], 100)
    expect(d?.key).toBe("k0")
    expect(await store.renew(a!, 100)).toBeNull()
    await store.release(a!) // the stale holder cannot free d's slot
    expect(await store.acquire(["k0"], 100)).toBeNull()

    now += 90
    expect(await store.renew(d!, 100)).not.toBeNull()
    now += 90 // 180 ms after d's take, 90 after its renewal: still held
    expect(await store.acquire(["k0"], 100)).toBeNull()
  })
})

describe("ReportExportSlots", () => {
  it("the options' limits, and their defaults (3 at once, 30 s)", () => {
    expect(reportDownloadLimits(undefined)).toEqual({ maxConcurrent: DEFAULT_REPORT_DOWNLOADS.maxConcurrent, stallTimeoutMs: 30_000 })
    expect(reportDownloadLimits({ maxConcurrent: 12, stallTimeoutSeconds: 3 })).toEqual({ maxConcurrent: 12, stallTimeoutMs: 3_000 })
  })

  it("at most maxConcurrent; a slot left is free again, and leaving twice frees nothing more", async () => {
    const slots = new ReportExportSlots(new MemoryLeaseStore(), 3)
    const held = await Promise.all([slots.enter(), slots.enter(), slots.enter()])
    expect(held.every(Boolean)).toBe(true)
    expect(await slots.enter()).toBeNull()
    await held[1]!.leave()
    await held[1]!.leave()
    const next = await slots.enter()
    expect(next).not.toBeNull()
    expect(await slots.enter()).toBeNull()
    await Promise.all([held[0]!.leave(), held[2]!.leave(), next!.leave()])
  })

  it("a live download's renewals keep its slot; a dead holder's slot comes back when its lease runs out", async () => {
    jest.useFakeTimers()
    try {
      const store = new MemoryLeaseStore(() => Date.now())
      const slots = new ReportExportSlots(store, 1, () => {}, { ttlMs: 1_000, renewEveryMs: 300 })
      const live = await slots.enter()
      await jest.advanceTimersByTimeAsync(5_000) // renewed every 300 ms
      expect(await slots.enter()).toBeNull()
      await live!.leave()

      // A process that died holds a lease nobody renews: free after its time.
      await store.acquire(["report-downloads:0"], 1_000)
      expect(await slots.enter()).toBeNull()
      await jest.advanceTimersByTimeAsync(1_000)
      const after = await slots.enter()
      expect(after).not.toBeNull()
      await after!.leave()
    } finally {
      jest.useRealTimers()
    }
  })
})
