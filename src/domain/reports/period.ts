/**
 * A report's period: UTC calendar days, both ends included. A record belongs to it when its time
 * is at or after `start` 00:00:00Z and before the day after `end` 00:00:00Z — 23:59:59.999Z of
 * the end day is in, 00:00:00Z of the next day is out.
 */
const DAY_MS = 24 * 60 * 60 * 1000

export interface ReportBounds {
  /** Inclusive lower bound, ISO 8601 UTC. */
  since: string
  /** Exclusive upper bound: the day after `end`, 00:00:00Z. */
  until: string
}

/** `start`/`end` are valid ISO dates (the route's schema checked them), start ≤ end. */
export function reportBounds(start: string, end: string): ReportBounds {
  const since = new Date(`${start}T00:00:00.000Z`)
  const until = new Date(Date.parse(`${end}T00:00:00.000Z`) + DAY_MS)
  return { since: since.toISOString(), until: until.toISOString() }
}
