/**
 * The periods of the books by e-mail (design.md, "Telling the merchant"): a UTC day, an ISO week
 * (Monday to Sunday) or a calendar month, as the report route takes them — `start` and `end` are
 * UTC days, both included. A period closes at 00:00:00Z of the day after its `end`; the books of a
 * period go out only once it has closed.
 *
 * Pure: dates in, dates out; the clock is the caller's (`now`).
 */
import type { BooksPeriod } from "./notice-settings"

export interface BooksPeriodRange {
  every: BooksPeriod
  /** First day, `YYYY-MM-DD` (UTC). */
  start: string
  /** Last day, included. */
  end: string
}

/** At most this many periods per project in one run (a store back after a long downtime catches up over several runs). */
export const BOOKS_CATCH_UP_MAX = 31

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`)

/** The period of `every` that holds the UTC day `day` (`YYYY-MM-DD`). */
export function periodHolding(every: BooksPeriod, day: string): BooksPeriodRange {
  const ms = dayMs(day)
  if (Number.isNaN(ms)) throw new RangeError(`Expected a day in YYYY-MM-DD form, got ${JSON.stringify(day)}`)
  const date = new Date(ms)
  switch (every) {
    case "day":
      return { every, start: isoDay(ms), end: isoDay(ms) }
    case "week": {
      // ISO weeks start on Monday: getUTCDay() is 0 on Sunday.
      const start = ms - ((date.getUTCDay() + 6) % 7) * DAY_MS
      return { every, start: isoDay(start), end: isoDay(start + 6 * DAY_MS) }
    }
    case "month": {
      const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
      const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
      return { every, start: isoDay(start), end: isoDay(next - DAY_MS) }
    }
  }
}

/** The period right after `period`. */
export function nextPeriod(period: BooksPeriodRange): BooksPeriodRange {
  return periodHolding(period.every, isoDay(dayMs(period.end) + DAY_MS))
}

/** The period right before `period`. */
export function previousPeriod(period: BooksPeriodRange): BooksPeriodRange {
  return periodHolding(period.every, isoDay(dayMs(period.start) - DAY_MS))
}

/** When `period` closes: 00:00:00Z of the day after its last day. */
export function periodClosesAt(period: BooksPeriodRange): Date {
  return new Date(dayMs(period.end) + DAY_MS)
}

/** The latest period of `every` that has closed at `now`: the one before the period `now` is in. */
export function lastClosedPeriod(every: BooksPeriod, now: Date): BooksPeriodRange {
  return previousPeriod(periodHolding(every, isoDay(now.getTime())))
}

/**
 * The periods whose books are due at `now`, oldest first. `lastStart`: the start of the latest
 * period already claimed for the project (any address, any outcome), null when it never sent.
 *
 * - Never sent: the last closed period alone — no history flood when the merchant turns it on.
 * - Else every closed period after `lastStart`, oldest first, at most `max` (the next run goes on
 *   from the last of them); none after it: the last closed period again, so that an address added
 *   since gets it (the addresses that have it hold a claim and are skipped).
 */
export function duePeriods(every: BooksPeriod, now: Date, lastStart: string | null, max = BOOKS_CATCH_UP_MAX): BooksPeriodRange[] {
  const last = lastClosedPeriod(every, now)
  if (!lastStart || Number.isNaN(dayMs(lastStart))) return [last]
  const due: BooksPeriodRange[] = []
  for (let period = nextPeriod(periodHolding(every, lastStart)); period.start <= last.start && due.length < Math.max(1, max); period = nextPeriod(period)) {
    due.push(period)
  }
  return due.length ? due : [last]
}
