/**
 * Reads coalesced per key on a trailing edge (read-coalescer.ts): about one read a second at
 * most, each caller served by a read that started no earlier than its call, nothing kept of a
 * settled read, and a bounded memory.
 */
import { ReadCoalescer } from "../read-coalescer"

const SECOND = 1_000

describe("reads coalesced per key", () => {
  let coalescer: ReadCoalescer<string>
  let started: number[]
  const read = (answer = "ok") =>
    jest.fn(async () => {
      started.push(Date.now())
      return answer
    })

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2026-11-27T10:00:00.000Z") })
    coalescer = new ReadCoalescer({ intervalMs: SECOND, maxKeys: 100 })
    started = []
  })
  afterEach(() => jest.useRealTimers())

  it("40 calls over 10 s start 11 reads, one a second, and every call is answered", async () => {
    const t0 = Date.now()
    const answers: Array<Promise<string>> = []
    const calls: number[] = []
    const fn = read()
    for (let i = 0; i < 40; i++) {
      calls.push(Date.now())
      answers.push(coalescer.next("INV-1", fn))
      await jest.advanceTimersByTimeAsync(250)
    }
    await jest.advanceTimersByTimeAsync(2 * SECOND)
    expect(await Promise.all(answers)).toHaveLength(40)
    expect(fn).toHaveBeenCalledTimes(11)
    expect(started.map((at) => at - t0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => s * SECOND))
  })

  it("a call after a read started gets a later read, never the one already under way", async () => {
    let finish!: (value: string) => void
    const slow = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const first = coalescer.next("INV-1", slow)
    await jest.advanceTimersByTimeAsync(100)
    const fresh = read("paid")
    const second = coalescer.next("INV-1", fresh)
    finish("partial")
    expect(await first).toBe("partial")
    expect(fresh).not.toHaveBeenCalled() // not before a second has passed since the first started
    await jest.advanceTimersByTimeAsync(900)
    expect(await second).toBe("paid")
    expect(fresh).toHaveBeenCalledTimes(1)
  })

  it("at most one read in flight per key: the next starts when a slow one settles", async () => {
    let finish!: (value: string) => void
    const slow = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    void coalescer.next("INV-1", slow)
    await jest.advanceTimersByTimeAsync(5 * SECOND)
    const next = read("paid")
    const waiting = coalescer.next("INV-1", next)
    await jest.advanceTimersByTimeAsync(5 * SECOND)
    expect(next).not.toHaveBeenCalled()
    finish("partial")
    await jest.advanceTimersByTimeAsync(0)
    expect(await waiting).toBe("paid")
  })

  it("a failure reaches the callers of that read only: a later call reads again", async () => {
    const failing = jest.fn(async () => {
      throw new Error("service down")
    })
    await expect(coalescer.next("INV-1", failing)).rejects.toThrow("service down")
    const retry = read("paid")
    const again = coalescer.next("INV-1", retry)
    await jest.advanceTimersByTimeAsync(SECOND)
    expect(await again).toBe("paid")
    expect(retry).toHaveBeenCalledTimes(1)
    // A read function that throws synchronously is a failed read too, not a broken coalescer.
    await jest.advanceTimersByTimeAsync(SECOND)
    await expect(
      coalescer.next("INV-1", () => {
        throw new Error("bad")
      })
    ).rejects.toThrow("bad")
  })

  it("keys are apart, and memory is bounded: idle keys are forgotten, and never more than maxKeys", async () => {
    const small = new ReadCoalescer<string>({ intervalMs: SECOND, maxKeys: 3 })
    await Promise.all(["a", "b", "c", "d", "e"].map((key) => small.next(key, read())))
    expect(started).toHaveLength(5) // one read per key, none waited for another key's
    expect(small.size).toBe(3) // the oldest made room for each new key
    await jest.advanceTimersByTimeAsync(SECOND)
    await small.next("f", read())
    expect(small.size).toBe(1) // the idle ones are gone
  })
})
