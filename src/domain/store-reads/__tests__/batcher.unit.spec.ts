/**
 * Status reads for store routes: one `info` call for up to 100 invoices, at most N calls in any
 * second for the store (however many instances), at most one ask per invoice per 5 s per
 * instance — checked with a fake clock.
 */
import { validateOptions } from "../../options"
import { MemoryBucketStore, type BucketStore } from "../../budgets/token-bucket"
import { StoreReadBatcher, type BatcherClock, type StoreRead } from "../batcher"
import { ReadBudget, SharedReadBudget } from "../read-budget"

/** A clock whose timers run only when the test moves time forward. */
function fakeClock() {
  let now = 1_000_000
  let timers: Array<{ at: number; fn: () => void }> = []
  const flush = () => new Promise((resolve) => setImmediate(resolve))
  const clock: BatcherClock & { advance(ms: number): Promise<void> } = {
    now: () => now,
    schedule: (fn, ms) => {
      timers.push({ at: now + ms, fn })
    },
    async advance(ms) {
      const end = now + ms
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
        if (!due) break
        timers = timers.filter((t) => t !== due)
        now = due.at
        due.fn()
        await flush()
      }
      now = end
      await flush()
    },
  }
  return clock
}

const id = (n: number) => `INV-${String(n).padStart(8, "0")}`

function setup(
  options: { callsPerSecond?: number; fail?: boolean; known?: (uuid: string) => boolean; clock?: ReturnType<typeof fakeClock>; buckets?: BucketStore } = {}
) {
  const clock = options.clock ?? fakeClock()
  const calls: Array<{ at: number; uuids: string[] }> = []
  let fail = options.fail ?? false
  const callsPerSecond = options.callsPerSecond ?? 2
  const batcher = new StoreReadBatcher<string>({
    callsPerSecond,
    budget: options.buckets ? new SharedReadBudget(callsPerSecond, options.buckets) : undefined,
    clock,
    readBatch: async (uuids) => {
      calls.push({ at: clock.now(), uuids })
      if (fail) throw new Error("service down")
      return new Map(uuids.filter(options.known ?? (() => true)).map((uuid) => [uuid, `read of ${uuid}`]))
    },
  })
  return { clock, calls, batcher, setFail: (value: boolean) => (fail = value) }
}

describe("ReadBudget: a bucket of one token", () => {
  it.each([1, 2, 3, 7, 0.5])("at %s calls/s, no window of 1000 ms holds more than that many calls", (rate) => {
    const budget = new ReadBudget(rate)
    const taken: number[] = []
    // Someone tries every millisecond for 20 s.
    for (let t = 0; t < 20_000; t++) if (budget.tryTake(t)) taken.push(t)
    for (const start of taken) {
      expect(taken.filter((t) => t >= start && t < start + 1000).length).toBeLessThanOrEqual(Math.max(1, rate))
    }
    expect(taken.length).toBeLessThanOrEqual(Math.ceil(rate * 20) + 1)
    expect(taken.length).toBeGreaterThanOrEqual(Math.floor(rate * 20))
  })

  it("says how long until the token is back", () => {
    const budget = new ReadBudget(2)
    expect(budget.waitMs(0)).toBe(0)
    expect(budget.tryTake(0)).toBe(true)
    expect(budget.waitMs(100)).toBe(400)
    expect(budget.tryTake(499)).toBe(false)
    expect(budget.tryTake(500)).toBe(true)
  })

  it("refuses a rate that is not a positive number", () => {
    for (const rate of [0, -1, NaN, Infinity]) expect(() => new ReadBudget(rate)).toThrow(RangeError)
  })
})

describe("StoreReadBatcher", () => {
  it("asks arriving within the collection window leave as ONE call, and each poll gets its invoice", async () => {
    const { clock, calls, batcher } = setup()
    const answers = [1, 2, 3].map((n) => batcher.request(id(n)))
    await clock.advance(20)
    expect(calls).toEqual([{ at: expect.any(Number), uuids: [id(1), id(2), id(3)] }])
    expect(await Promise.all(answers)).toEqual([1, 2, 3].map((n) => ({ kind: "fresh", value: `read of ${id(n)}` })))
  })

  it("ids are normalised (bare or lower-case ids are the same invoice); a malformed id is refused", async () => {
    const { clock, calls, batcher } = setup()
    const a = batcher.request("inv-abcd1234")
    const b = batcher.request("ABCD1234")
    await clock.advance(20)
    expect(calls.map((c) => c.uuids)).toEqual([["INV-ABCD1234"]])
    expect(await a).toEqual({ kind: "fresh", value: "read of INV-ABCD1234" })
    expect(await b).toEqual(await a) // the second poll shared the read
    expect(() => batcher.request("not-an-id")).toThrow(RangeError)
  })

  it("100 invoices per call; asks beyond the budget answer from the ledger at once and leave with the next calls", async () => {
    const { clock, calls, batcher } = setup({ callsPerSecond: 2 })
    const answers = Array.from({ length: 250 }, (_, n) => batcher.request(id(n)))
    const settled: Array<StoreRead<string> | undefined> = Array(250)
    answers.forEach((p, n) => {
      void p.then((read) => (settled[n] = read))
    })
    await clock.advance(0)
    // Polls that will not be in the call about to leave are not kept waiting.
    expect(settled.slice(100).every((read) => read?.kind === "ledger" && read.reason === "budget")).toBe(true)
    await clock.advance(20)
    expect(settled.slice(0, 100).every((read) => read?.kind === "fresh")).toBe(true)
    await clock.advance(1000)
    expect(calls.map((c) => c.uuids.length)).toEqual([100, 100, 50])
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(500)
    expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(500)
    expect(new Set(calls.flatMap((c) => c.uuids)).size).toBe(250)
  })

  it("an invoice is asked for at most once per 5 s: polls in between answer from the ledger", async () => {
    const { clock, calls, batcher } = setup()
    expect((await Promise.all([batcher.request(id(1)), clock.advance(20)]))[0]).toEqual({ kind: "fresh", value: `read of ${id(1)}` })
    for (let i = 0; i < 4; i++) {
      await clock.advance(1000)
      expect(await batcher.request(id(1))).toEqual({ kind: "ledger", reason: "recent" })
    }
    expect(calls).toHaveLength(1)
    await clock.advance(1000) // 5 s after the first ask
    const again = batcher.request(id(1))
    await clock.advance(20)
    expect(await again).toEqual({ kind: "fresh", value: `read of ${id(1)}` })
    expect(calls).toHaveLength(2)
  })

  it("1,000 sessions each polled every second for 10 s: at most N calls a second (+1), ≤ 100 ids each", async () => {
    for (const rate of [1, 2, 5]) {
      const { clock, calls, batcher } = setup({ callsPerSecond: rate })
      const start = clock.now()
      for (let second = 0; second < 10; second++) {
        // Polls spread over the second, ten at a time.
        for (let slice = 0; slice < 100; slice++) {
          for (let n = slice * 10; n < slice * 10 + 10; n++) void batcher.request(id(n))
          await clock.advance(10)
        }
      }
      const seconds = (clock.now() - start) / 1000
      expect(calls.length).toBeLessThanOrEqual(rate * seconds + 1)
      // The budget is used where needed, not wasted: 1,000 invoices asked once per 5 s are 200 ids
      // a second, which two full calls a second carry.
      expect(calls.length).toBeGreaterThanOrEqual(Math.min(rate, 2) * seconds - 1)
      expect(Math.max(...calls.map((c) => c.uuids.length))).toBeLessThanOrEqual(100)
      for (const call of calls) expect(calls.filter((c) => c.at >= call.at && c.at < call.at + 1000).length).toBeLessThanOrEqual(rate)
    }
  })

  it("a failed call answers its polls from the ledger, and the next poll may ask again (within the budget)", async () => {
    const { clock, calls, batcher, setFail } = setup({ fail: true })
    const first = batcher.request(id(1))
    await clock.advance(20)
    expect(await first).toEqual({ kind: "ledger", reason: "failed" })
    setFail(false)
    const second = batcher.request(id(1)) // not "recent": the failed ask was forgotten
    await clock.advance(100)
    expect(await second).toEqual({ kind: "ledger", reason: "budget" }) // the token comes back 500 ms after the failed call
    await clock.advance(1000)
    expect(calls.map((c) => c.uuids)).toEqual([[id(1)], [id(1)]])
  })

  it("an invoice the service does not return is unknown", async () => {
    const { clock, batcher } = setup({ known: (uuid) => uuid !== id(2) })
    const [a, b] = [batcher.request(id(1)), batcher.request(id(2))]
    await clock.advance(20)
    expect(await a).toEqual({ kind: "fresh", value: `read of ${id(1)}` })
    expect(await b).toEqual({ kind: "unknown" })
  })

  it("retryAfterMs: until the invoice may be asked again and the budget allows a call", async () => {
    const { clock, batcher } = setup()
    expect(batcher.retryAfterMs(id(1))).toBe(0)
    void batcher.request(id(1))
    await clock.advance(20)
    expect(batcher.retryAfterMs(id(1))).toBe(4980)
    expect(batcher.retryAfterMs(id(2))).toBe(490)
  })
})

describe("the store's budget: one row every instance takes from", () => {
  it("two instances polling 1,000 sessions each for 10 s: at most N calls a second for both together (+1)", async () => {
    for (const rate of [1, 2, 5]) {
      const clock = fakeClock()
      const buckets = new MemoryBucketStore(() => clock.now()) // stands for the shared table
      const instances = [setup({ callsPerSecond: rate, clock, buckets }), setup({ callsPerSecond: rate, clock, buckets })]
      const start = clock.now()
      for (let second = 0; second < 10; second++) {
        for (let slice = 0; slice < 100; slice++) {
          for (const { batcher } of instances) for (let n = slice * 10; n < slice * 10 + 10; n++) void batcher.request(id(n))
          await clock.advance(10)
        }
      }
      const seconds = (clock.now() - start) / 1000
      const calls = instances.flatMap((instance) => instance.calls).sort((a, b) => a.at - b.at)
      expect(calls.length).toBeLessThanOrEqual(rate * seconds + 1)
      for (const call of calls) expect(calls.filter((c) => c.at >= call.at && c.at < call.at + 1000).length).toBeLessThanOrEqual(rate)
      // Both instances still get calls (each plans its next one from the row's answer).
      for (const instance of instances) expect(instance.calls.length).toBeGreaterThan(0)
    }
  })

  it("a call the store's budget refuses (another instance took the token): its polls answer from the ledger at once, and its asks leave with the next call", async () => {
    const clock = fakeClock()
    const buckets = new MemoryBucketStore(() => clock.now())
    const a = setup({ clock, buckets })
    const b = setup({ clock, buckets })
    const first = a.batcher.request(id(1))
    const second = b.batcher.request(id(2))
    await clock.advance(20)
    expect(await first).toEqual({ kind: "fresh", value: `read of ${id(1)}` })
    expect(await second).toEqual({ kind: "ledger", reason: "budget" }) // b's call was refused: a took the token
    expect(b.batcher.queued).toBe(1)
    expect(b.batcher.retryAfterMs(id(3))).toBeGreaterThan(400) // b plans from the row's answer
    await clock.advance(1000)
    expect(b.calls.map((c) => c.uuids)).toEqual([[id(2)]])
    expect(b.calls[0].at - a.calls[0].at).toBeGreaterThanOrEqual(500)
  })

  it("a budget that cannot be read sends nothing: its polls answer from the ledger, the error is told, and the next try waits an interval", async () => {
    const clock = fakeClock()
    let down = true
    const buckets: BucketStore = {
      check: async () => ({ ok: true }),
      take: async () => {
        if (down) throw new Error("database unavailable")
        return { ok: true }
      },
    }
    const errors: string[] = []
    const calls: string[][] = []
    const batcher = new StoreReadBatcher<string>({
      callsPerSecond: 2,
      budget: new SharedReadBudget(2, buckets),
      clock,
      readBatch: async (uuids) => {
        calls.push(uuids)
        return new Map(uuids.map((uuid) => [uuid, uuid]))
      },
      onError: (error) => errors.push((error as Error).message),
    })
    const first = batcher.request(id(1))
    await clock.advance(20)
    expect(await first).toEqual({ kind: "ledger", reason: "failed" })
    expect(errors).toEqual(["database unavailable"])
    expect(batcher.queued).toBe(0)
    down = false
    const again = batcher.request(id(1)) // not "recent": the failed ask was forgotten
    await clock.advance(20)
    expect(await again).toEqual({ kind: "ledger", reason: "budget" }) // paused for an interval
    await clock.advance(1000)
    expect(calls).toEqual([[id(1)]])
  })
})

describe("option storeReads", () => {
  const REQUIRED = { apiKey: "key", shopId: "shop", secretKey: "secret" }
  it("accepts calls per second from 0.1 to 20", () => {
    expect(validateOptions({ ...REQUIRED, storeReads: { callsPerSecond: 0.5 } }).storeReads).toEqual({ callsPerSecond: 0.5 })
    expect(validateOptions({ ...REQUIRED, storeReads: {} }).storeReads).toEqual({})
  })
  it.each([[0], [25], ["2"], [-1]])("refuses callsPerSecond %p with a clear message", (value) => {
    expect(() => validateOptions({ ...REQUIRED, storeReads: { callsPerSecond: value } })).toThrow("`storeReads.callsPerSecond` must be a number from 0.1 to 20")
  })
  it("refuses a misspelt key", () => {
    expect(() => validateOptions({ ...REQUIRED, storeReads: { callPerSecond: 1 } })).toThrow("`storeReads` must be { callsPerSecond } (and nothing else)")
  })
})
