/**
 * Date conversions between our world (ISO 8601) and the service's:
 * - request bodies use `dd.mm.yyyy` dates;
 * - responses carry UTC timestamps WITHOUT a zone marker, `YYYY-MM-DD HH:MI:SS.FFFFFF`, and the
 *   fraction is sometimes missing (`expiry_date`).
 * Everything the client returns is ISO 8601 with an explicit `Z`, so nobody downstream can
 * mistake a UTC time for local time.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const SERVICE_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/
// Lenient on purpose: "T" or space, optional fraction of any length, optional zone marker.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is the last day of this one; Date.UTC handles leap years.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth
}

/** True for a real calendar date in `YYYY-MM-DD` form ("2026-02-30" is false). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false
  const m = ISO_DATE.exec(value)
  return !!m && isValidCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** `"2026-11-22"` → `"22.11.2026"` (the form request bodies use). Throws RangeError on a bad date. */
export function toServiceDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) {
    throw new RangeError(`Expected a calendar date in YYYY-MM-DD form, got ${JSON.stringify(isoDate)}`)
  }
  const [year, month, day] = isoDate.split("-")
  return `${day}.${month}.${year}`
}

/** `"22.11.2026"` → `"2026-11-22"`. Throws RangeError on a bad date. */
export function fromServiceDate(serviceDate: string): string {
  const m = SERVICE_DATE.exec(serviceDate)
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : ""
  if (!m || !isIsoDate(iso)) {
    throw new RangeError(`Expected a calendar date in dd.mm.yyyy form, got ${JSON.stringify(serviceDate)}`)
  }
  return iso
}

/**
 * Service timestamp → ISO 8601 UTC (`2026-11-22T08:07:40.123Z`), or null when the value is not
 * a readable timestamp. Precision is milliseconds: the microseconds the service sends carry no
 * business meaning, and a fixed width keeps ISO strings sortable as text.
 */
export function tryParseServiceTimestamp(value: string): string | null {
  const m = TIMESTAMP.exec(value.trim())
  if (!m) return null
  const [, y, mo, d, h = "00", mi = "00", s = "00", frac = "", zone] = m
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  if (!isValidCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null
  const ms = Number((frac + "000").slice(0, 3))
  let epoch = Date.UTC(year, month - 1, day, hour, minute, second, ms)
  // No marker means UTC (documented); an explicit offset is honoured if one ever appears.
  if (zone && zone.toUpperCase() !== "Z") {
    const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)
    if (!zm) return null
    const offsetMin = Number(zm[2]) * 60 + Number(zm[3] ?? "0")
    epoch -= (zm[1] === "-" ? -1 : 1) * offsetMin * 60_000
  }
  const date = new Date(epoch)
  // Date.UTC maps years 0-99 to 1900+; refuse them rather than return a wrong century.
  if (Number.isNaN(date.getTime()) || year < 100) return null
  return date.toISOString()
}

/** Like `tryParseServiceTimestamp` but throws RangeError on an unreadable value. */
export function parseServiceTimestamp(value: string): string {
  const iso = tryParseServiceTimestamp(value)
  if (iso === null) {
    throw new RangeError(`Unreadable CryptoCloud timestamp ${JSON.stringify(value)}`)
  }
  return iso
}

/** Compare two valid ISO dates (`YYYY-MM-DD` sorts as text). */
export function isDateRangeOrdered(start: string, end: string): boolean {
  return start <= end
}
