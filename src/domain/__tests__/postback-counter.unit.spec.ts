/**
 * Rejected and ignored postbacks are counted per (outcome, reason, minute): a flood adds lines
 * at a fixed rate, never one per request, and the line names an invoice only when all agree.
 */
import { bucketOf, isCountedOutcome, mergeTallies, minuteOf, PostbackCounter } from "../postback-counter"
import { countedReasons, IGNORED_REASONS, tokenCheckFailed, UNLISTED_REASON, type PostbackReason } from "../postback-reasons"

const at = (iso: string) => new Date(iso)
const rejected = (invoice_id: string | null = null, reason: PostbackReason = tokenCheckFailed("bad_signature")) => ({
  outcome: "rejected" as const,
  reason: reason.text,
  reason_code: reason.code,
  invoice_id,
})

describe("PostbackCounter", () => {
  it("counts every postback of one (outcome, reason, minute) on one tally, whatever the number", () => {
    const counter = new PostbackCounter()
    for (let i = 0; i < 10_000; i++) counter.add(rejected(), new Date(Date.parse("2026-11-24T07:09:00Z") + (i % 60_000)))
    const [tally, ...rest] = counter.take()
    expect(rest).toEqual([])
    expect(tally).toMatchObject({
      bucket: "rejected|token check failed (bad_signature)|2026-11-24T07:09:00.000Z",
      outcome: "rejected",
      reason: "token check failed (bad_signature)",
      reasonCode: "token_bad_signature",
      minute: "2026-11-24T07:09:00.000Z",
      count: 10_000,
    })
    expect(counter.size).toBe(0)
  })

  it("opens a new tally per minute, per reason and per outcome", () => {
    const counter = new PostbackCounter()
    counter.add(rejected(), at("2026-11-24T07:09:59.999Z"))
    counter.add(rejected(), at("2026-11-24T07:10:00.000Z"))
    counter.add(rejected(null, tokenCheckFailed("no_body")), at("2026-11-24T07:10:01Z"))
    counter.add(
      { outcome: "ignored", reason: IGNORED_REASONS.unknownInvoice.text, reason_code: IGNORED_REASONS.unknownInvoice.code, invoice_id: "INV-AB12CD34" },
      at("2026-11-24T07:10:02Z")
    )
    expect(counter.take().map((t) => [t.bucket, t.count])).toEqual([
      ["rejected|token check failed (bad_signature)|2026-11-24T07:09:00.000Z", 1],
      ["rejected|token check failed (bad_signature)|2026-11-24T07:10:00.000Z", 1],
      ["rejected|token check failed (no_body)|2026-11-24T07:10:00.000Z", 1],
      ["ignored|unknown invoice|2026-11-24T07:10:00.000Z", 1],
    ])
  })

  it("never mints a tally per reason text: an unlisted reason is counted as one fixed reason", () => {
    const counter = new PostbackCounter()
    for (let i = 0; i < 500; i++) {
      counter.add(rejected(null, { code: "invoice_unreadable", text: `could not read the invoice (error ${i})` }), at("2026-11-24T07:09:00Z"))
    }
    expect(counter.take()).toEqual([expect.objectContaining({ reason: UNLISTED_REASON.text, reasonCode: "other", count: 500 })])
  })

  it("a minute of any traffic holds at most (reasons × outcomes) tallies", () => {
    const counter = new PostbackCounter()
    const reasons: PostbackReason[] = [
      ...countedReasons(),
      ...["anything", "else", `x${Math.random()}`].map((text) => ({ code: "other" as const, text })),
      { code: "unknown_invoice", text: IGNORED_REASONS.noSession.text },
    ]
    for (let i = 0; i < 5_000; i++) {
      const reason = reasons[i % reasons.length]
      counter.add(
        { outcome: i % 2 ? "rejected" : "ignored", reason: reason.text, reason_code: reason.code, invoice_id: `INV-${i}` },
        at("2026-11-24T07:09:30Z")
      )
    }
    expect(counter.size).toBeLessThanOrEqual(countedReasons().length * 2)
    // Each tally's code is its reason's: the key (by text) never holds two codes.
    const codes = new Map(countedReasons().map((r) => [r.text, r.code]))
    for (const tally of counter.take()) expect(tally.reasonCode).toBe(codes.get(tally.reason))
  })

  it("keeps the invoice only while every postback of the tally named the same one", () => {
    const same = new PostbackCounter()
    same.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:01Z"))
    same.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:02Z"))
    expect(same.take()[0].invoiceId).toBe("INV-AB12CD34")

    const mixed = new PostbackCounter()
    mixed.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:01Z"))
    mixed.add(rejected("INV-ZZ99ZZ99"), at("2026-11-24T07:09:02Z"))
    mixed.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:03Z"))
    expect(mixed.take()[0].invoiceId).toBeNull()

    const noneThenOne = new PostbackCounter()
    noneThenOne.add(rejected(null), at("2026-11-24T07:09:01Z"))
    noneThenOne.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:02Z"))
    expect(noneThenOne.take()[0].invoiceId).toBeNull()
  })

  it("cuts an attacker's long invoice id like a single line would", () => {
    const counter = new PostbackCounter()
    counter.add(rejected("x".repeat(5_000)), at("2026-11-24T07:09:01Z"))
    expect(counter.take()[0].invoiceId).toHaveLength(64)
  })

  it("the line's time is the latest arrival", () => {
    const counter = new PostbackCounter()
    counter.add(rejected(), at("2026-11-24T07:09:40Z"))
    counter.add(rejected(), at("2026-11-24T07:09:10Z"))
    expect(counter.take()[0].lastAt).toEqual(at("2026-11-24T07:09:40Z"))
  })

  it("a failed write is put back and merged with what was counted meanwhile", () => {
    const counter = new PostbackCounter()
    counter.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:01Z"))
    const failed = counter.take()
    counter.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:05Z"))
    counter.add(rejected("INV-AB12CD34"), at("2026-11-24T07:09:06Z"))
    expect(counter.restore(failed)).toEqual([])
    expect(counter.take()).toEqual([expect.objectContaining({ count: 3, invoiceId: "INV-AB12CD34", lastAt: at("2026-11-24T07:09:06Z") })])
  })

  it("holds a bounded number of tallies while writes fail, dropping the oldest minutes", () => {
    const counter = new PostbackCounter()
    for (let m = 0; m < 5; m++) counter.add(rejected(), new Date(Date.parse("2026-11-24T07:00:00Z") + m * 60_000))
    const dropped = counter.restore(counter.take(), 3)
    expect(dropped.map((t) => t.minute)).toEqual(["2026-11-24T07:01:00.000Z", "2026-11-24T07:00:00.000Z"])
    expect(counter.take().map((t) => t.minute)).toEqual(["2026-11-24T07:02:00.000Z", "2026-11-24T07:03:00.000Z", "2026-11-24T07:04:00.000Z"])
  })
})

describe("buckets", () => {
  it("are outcome|reason|minute (UTC minute start), the line's unique key for every instance", () => {
    expect(minuteOf(at("2026-11-24T07:09:59.999Z"))).toBe("2026-11-24T07:09:00.000Z")
    expect(bucketOf("ignored", "unknown invoice", "2026-11-24T07:09:00.000Z")).toBe("ignored|unknown invoice|2026-11-24T07:09:00.000Z")
  })

  it("only rejected and ignored postbacks are counted; verified ones stay lines of their own", () => {
    expect(["applied", "duplicate", "rejected", "ignored"].filter(isCountedOutcome)).toEqual(["rejected", "ignored"])
  })

  it("merging is symmetric in counts and invoice", () => {
    const a = {
      bucket: "b",
      outcome: "rejected" as const,
      reason: "r",
      reasonCode: "other" as const,
      minute: "m",
      count: 2,
      invoiceId: "INV-1",
      lastAt: at("2026-11-24T07:09:01Z"),
    }
    const b = { ...a, count: 5, invoiceId: "INV-2", lastAt: at("2026-11-24T07:09:09Z") }
    expect(mergeTallies(a, b)).toEqual(mergeTallies(b, a))
    expect(mergeTallies(a, b)).toMatchObject({ count: 7, invoiceId: null, lastAt: b.lastAt })
  })
})
