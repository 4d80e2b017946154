/**
 * The books' periods: UTC days, ISO weeks (Monday–Sunday) and calendar months; which period has
 * closed at a time; what is due after a downtime (oldest first, bounded) and for a project that
 * never sent (the last closed period alone).
 */
import fc from "fast-check"
import { BOOKS_CATCH_UP_MAX, duePeriods, lastClosedPeriod, nextPeriod, periodClosesAt, periodHolding, previousPeriod } from "../books-periods"

const at = (iso: string) => new Date(iso)

describe("periodHolding", () => {
  it("a day is itself", () => {
    expect(periodHolding("day", "2026-11-28")).toEqual({ every: "day", start: "2026-11-28", end: "2026-11-28" })
  })

  it("an ISO week runs Monday to Sunday, across a month's and a year's end", () => {
    expect(periodHolding("week", "2026-11-28")).toEqual({ every: "week", start: "2026-11-23", end: "2026-11-29" }) // a Saturday
    expect(periodHolding("week", "2026-11-23").start).toBe("2026-11-23") // the Monday itself
    expect(periodHolding("week", "2026-11-29").start).toBe("2026-11-23") // the Sunday belongs to the week before it
    expect(periodHolding("week", "2026-12-31")).toEqual({ every: "week", start: "2026-12-28", end: "2027-01-03" })
    expect(periodHolding("week", "2027-01-01").start).toBe("2026-12-28")
  })

  it("a month ends on its own last day: 28, 29, 30 or 31", () => {
    expect(periodHolding("month", "2026-11-28")).toEqual({ every: "month", start: "2026-11-01", end: "2026-11-30" })
    expect(periodHolding("month", "2026-12-31").end).toBe("2026-12-31")
    expect(periodHolding("month", "2027-02-10").end).toBe("2027-02-28")
    expect(periodHolding("month", "2028-02-10").end).toBe("2028-02-29") // a leap year
    expect(periodHolding("month", "2100-02-01").end).toBe("2100-02-28") // not one
  })

  it("refuses what is not a day", () => {
    expect(() => periodHolding("day", "yesterday")).toThrow(RangeError)
  })

  it("periods of a kind tile the calendar: each starts the day after the one before ends", () => {
    fc.assert(
      fc.property(fc.constantFrom("day" as const, "week" as const, "month" as const), fc.integer({ min: 0, max: 80 * 365 }), (every, offset) => {
        const day = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10)
        const period = periodHolding(every, day)
        expect(period.start <= day && day <= period.end).toBe(true)
        const next = nextPeriod(period)
        expect(Date.parse(next.start) - Date.parse(period.end)).toBe(86_400_000)
        expect(previousPeriod(next)).toEqual(period)
        if (every === "week") expect(new Date(`${period.start}T00:00:00Z`).getUTCDay()).toBe(1)
      })
    )
  })
})

describe("lastClosedPeriod", () => {
  it("closes at 00:00:00Z of the day after its last day, not a millisecond before", () => {
    expect(periodClosesAt(periodHolding("month", "2026-11-05")).toISOString()).toBe("2026-12-01T00:00:00.000Z")
    expect(lastClosedPeriod("month", at("2026-11-30T23:59:59.999Z"))).toEqual({ every: "month", start: "2026-10-01", end: "2026-10-31" })
    expect(lastClosedPeriod("month", at("2026-12-01T00:00:00.000Z"))).toEqual({ every: "month", start: "2026-11-01", end: "2026-11-30" })
    expect(lastClosedPeriod("month", at("2027-01-01T00:07:00Z")).start).toBe("2026-12-01")
  })

  it("a week closes on Monday 00:00Z; a day at midnight UTC", () => {
    expect(lastClosedPeriod("week", at("2026-11-29T23:00:00Z"))).toEqual({ every: "week", start: "2026-11-16", end: "2026-11-22" }) // still Sunday
    expect(lastClosedPeriod("week", at("2026-11-30T00:00:00Z"))).toEqual({ every: "week", start: "2026-11-23", end: "2026-11-29" })
    expect(lastClosedPeriod("day", at("2026-11-28T00:00:00Z"))).toEqual({ every: "day", start: "2026-11-27", end: "2026-11-27" })
  })
})

describe("duePeriods", () => {
  it("a project that never sent: the last closed period alone, however long the books were on", () => {
    expect(duePeriods("month", at("2026-12-01T00:07:00Z"), null)).toEqual([{ every: "month", start: "2026-11-01", end: "2026-11-30" }])
    expect(duePeriods("day", at("2026-12-01T00:07:00Z"), null)).toEqual([{ every: "day", start: "2026-11-30", end: "2026-11-30" }])
  })

  it("after a downtime: every closed period since the last one sent, oldest first", () => {
    const due = duePeriods("month", at("2027-02-01T00:07:00Z"), "2026-10-01")
    expect(due.map((p) => p.start)).toEqual(["2026-11-01", "2026-12-01", "2027-01-01"])
    expect(duePeriods("week", at("2026-12-14T01:00:00Z"), "2026-11-23").map((p) => `${p.start}..${p.end}`)).toEqual([
      "2026-11-30..2026-12-06",
      "2026-12-07..2026-12-13",
    ])
  })

  it("nothing closed since the last one: that period again (an address added since gets it; the others hold a claim)", () => {
    expect(duePeriods("month", at("2026-12-15T00:00:00Z"), "2026-11-01")).toEqual([{ every: "month", start: "2026-11-01", end: "2026-11-30" }])
  })

  it("bounded per run: the oldest first, the next run goes on from the last of them", () => {
    const now = at("2026-12-01T00:07:00Z")
    const first = duePeriods("day", now, "2026-01-01")
    expect(first).toHaveLength(BOOKS_CATCH_UP_MAX)
    expect(first[0].start).toBe("2026-01-02")
    expect(first.at(-1)!.start).toBe("2026-02-01")
    const second = duePeriods("day", now, first.at(-1)!.start)
    expect(second[0].start).toBe("2026-02-02")
    expect(duePeriods("day", now, "2026-01-01", 3).map((p) => p.start)).toEqual(["2026-01-02", "2026-01-03", "2026-01-04"])
  })

  it("a last start that is no period start (a row edited by hand) counts as the period holding it", () => {
    expect(duePeriods("month", at("2027-01-02T00:00:00Z"), "2026-11-23").map((p) => p.start)).toEqual(["2026-12-01"])
  })

  it("a last start after the last closed period (a clock set back): the last closed period, nothing before it", () => {
    expect(duePeriods("month", at("2026-12-02T00:00:00Z"), "2027-03-01")).toEqual([{ every: "month", start: "2026-11-01", end: "2026-11-30" }])
  })

  it("every period it gives has closed, in order, none twice", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("day" as const, "week" as const, "month" as const),
        fc.integer({ min: 0, max: 3000 }),
        fc.option(fc.integer({ min: 0, max: 3000 })),
        (every, nowDays, lastDays) => {
          const now = new Date(Date.UTC(2026, 0, 1) + nowDays * 86_400_000 + 3_600_000)
          const last = lastDays === null ? null : new Date(Date.UTC(2026, 0, 1) + lastDays * 86_400_000).toISOString().slice(0, 10)
          const due = duePeriods(every, now, last)
          expect(due.length).toBeGreaterThanOrEqual(1)
          expect(due.length).toBeLessThanOrEqual(BOOKS_CATCH_UP_MAX)
          for (const period of due) expect(periodClosesAt(period).getTime()).toBeLessThanOrEqual(now.getTime())
          for (let i = 1; i < due.length; i++) expect(due[i]).toEqual(nextPeriod(due[i - 1]))
        }
      )
    )
  })
})
