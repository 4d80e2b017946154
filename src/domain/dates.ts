/**
 * A date column as the routes show it: ISO 8601. Reads through the module service may
 * hand dates back as strings already; those are shown as they are.
 */
export function isoTime(value: Date | string): string
export function isoTime(value: Date | string | null | undefined): string | null
export function isoTime(value: Date | string | null | undefined): string | null {
  return value instanceof Date ? value.toISOString() : (value ?? null)
}
