/**
 * CSV of the reports (RFC 4180): comma-separated, lines ending in CRLF (the RFC's line break,
 * header included), a cell quoted when it holds a comma, a double quote, CR or LF, with its
 * quotes doubled. UTF-8 without a byte order mark, so the header's first name is exactly the
 * column name for any CSV reader.
 *
 * Spreadsheet-safe: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and, in some,
 * a tab or CR) as a formula — a customer's e-mail like `=HYPERLINK(…)` or `-2+3@example.com`
 * would be one. Such a cell is written with a single quote in front (`'=HYPERLINK(…)`), which
 * spreadsheets show as text. A plain decimal number (`-12.5`, `+3`) is left as it is: it cannot be
 * a formula, and it stays a number in the sheet. The JSON answer holds the values themselves.
 */

export const CSV_EOL = "\r\n"

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
const NEEDS_QUOTES = /[",\r\n]/

/** The text a spreadsheet shows as it is: a formula-looking cell gets a leading single quote. */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
}

/** One cell: null is empty; quoted when RFC 4180 requires it. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return ""
  const safe = spreadsheetSafe(value)
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One line, its CRLF included. */
export function csvLine(cells: ReadonlyArray<string | null | undefined>): string {
  return cells.map(csvCell).join(",") + CSV_EOL
}
