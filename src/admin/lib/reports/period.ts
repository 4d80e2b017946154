/**
 * The period of a report: this month, last month, or two calendar days. Days are UTC calendar
 * days (`YYYY-MM-DD`), as the reports route reads them, so "this month" is the same month for
 * every admin whatever their time zone.
 */
import { isoDay } from "../format"

export type ReportPreset = "thisMonth" | "lastMonth" | "custom"

export interface ReportPeriod {
  preset: ReportPreset
  start: string
  end: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day `YYYY-MM-DD` (not "2026-02-31", which Date would roll over into March). */
function isCalendarDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`)
  return ISO_DAY.test(day) && !Number.isNaN(at) && isoDay(new Date(at)) === day
}

/** This month: from its first day to today. Last month: its first day to its last. */
export function presetReportPeriod(preset: Exclude<ReportPreset, "custom">, now = new Date()): ReportPeriod {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  if (preset === "thisMonth") {
    return { preset, start: isoDay(new Date(Date.UTC(year, month, 1))), end: isoDay(now) }
  }
  // Day 0 of this month is the last day of the previous one (Date.UTC rolls the year back too).
  return { preset, start: isoDay(new Date(Date.UTC(year, month - 1, 1))), end: isoDay(new Date(Date.UTC(year, month, 0))) }
}

/**
 * One end of a custom range changed. A half-typed day is not applied (null); a reversed range
 * moves the other end along, so the period is always a valid one.
 */
export function withDay(period: ReportPeriod, which: "start" | "end", day: string): ReportPeriod | null {
  if (!isCalendarDay(day)) return null
  const next: ReportPeriod = { ...period, preset: "custom", [which]: day }
  if (next.start > next.end) {
    if (which === "start") next.end = day
    else next.start = day
  }
  return next
}

/** Every UTC day from `start` to `end`, both included (empty when reversed or not days). */
export function daysOf(start: string, end: string): string[] {
  if (!isCalendarDay(start) || !isCalendarDay(end)) return []
  const from = Date.parse(`${start}T00:00:00Z`)
  const to = Date.parse(`${end}T00:00:00Z`)
  const days: string[] = []
  for (let at = from; at <= to; at += DAY_MS) days.push(isoDay(new Date(at)))
  return days
}

/** The UTC day of an ISO 8601 moment ("2026-03-01T23:30:00-02:00" → "2026-03-02"); null if unreadable. */
export function utcDayOf(moment: string | null | undefined): string | null {
  if (!moment) return null
  const at = Date.parse(moment)
  return Number.isNaN(at) ? null : isoDay(new Date(at))
}
