/**
 * The arithmetic of the budgets' token buckets (the SQL statement of sql-buckets.ts computes
 * the same refill; integration-tests/suites/shared-budgets.ts runs it on PostgreSQL).
 */
import { MemoryBucketStore, refilledTokens, verdictOf, waitForToken, type BucketSpec } from "../token-bucket"

const cart: BucketSpec = { key: "invoices:cart:A", capacity: 20, windowMs: 3_600_000 }
const store: BucketSpec = { key: "invoices:store", capacity: 120, windowMs: 60_000 }

describe("token bucket arithmetic", () => {
  it("a bucket nobody took from is full; it refills capacity per window, never beyond capacity", () => {
    expect(refilledTokens(cart, null, 0)).toBe(20)
    expect(refilledTokens(cart, 0, 180_000)).toBe(1) // 20 an hour: one per 3 minutes
    expect(refilledTokens(cart, 19.5, 3_600_000)).toBe(20)
    expect(refilledTokens(cart, 2, -5_000)).toBe(2) // a clock that went back refills nothing
  })

  it("the wait until one token, in whole ms (≥ 1 when there is none)", () => {
    expect(waitForToken(cart, 1)).toBe(0)
    expect(waitForToken(cart, 0)).toBe(180_000)
    expect(waitForToken(cart, 0.5)).toBe(90_000)
    expect(waitForToken({ key: "r", capacity: 1, windowMs: 500 }, 0.9999999)).toBe(1)
  })

  it("several buckets: the longest wait decides, and names its bucket", () => {
    expect(
      verdictOf([
        { spec: cart, tokens: 3 },
        { spec: store, tokens: 50 },
      ])
    ).toEqual({ ok: true })
    expect(
      verdictOf([
        { spec: cart, tokens: 0 },
        { spec: store, tokens: 0 },
      ])
    ).toEqual({ ok: false, key: "invoices:cart:A", waitMs: 180_000 })
    expect(
      verdictOf([
        { spec: cart, tokens: 0.99999 },
        { spec: store, tokens: 0 },
      ])
    ).toEqual({ ok: false, key: "invoices:store", waitMs: 500 })
  })
})

describe("MemoryBucketStore", () => {
  it("all or nothing: a take refused by one bucket takes from none", async () => {
    const now = { t: 0 }
    const buckets = new MemoryBucketStore(() => now.t)
    const tiny: BucketSpec = { key: "invoices:store", capacity: 1, windowMs: 60_000 }
    expect(await buckets.take([cart, tiny])).toEqual({ ok: true })
    expect(await buckets.take([cart, tiny])).toEqual({ ok: false, key: "invoices:store", waitMs: 60_000 })
    // The cart lost one token only, for the take that happened.
    now.t += 60_000
    for (let i = 0; i < 19; i++) expect((await buckets.take([cart])).ok).toBe(true)
    expect((await buckets.take([cart])).ok).toBe(false)
  })

  it("check takes nothing", async () => {
    const buckets = new MemoryBucketStore(() => 0)
    const one: BucketSpec = { key: "k", capacity: 1, windowMs: 1000 }
    for (let i = 0; i < 3; i++) expect(await buckets.check([one])).toEqual({ ok: true })
    expect(await buckets.take([one])).toEqual({ ok: true })
    expect(await buckets.check([one])).toEqual({ ok: false, key: "k", waitMs: 1000 })
  })
})
