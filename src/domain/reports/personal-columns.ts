/**
 * The reports' columns that hold personal data — customers' e-mails (payments `customer_email`)
 * and admins' e-mails (withdrawals `requested_by`) — and their masked form for an admin without
 * the `cryptocloud:export` permission (Medusa RBAC): the first character, `***`, and the domain
 * (`j***@example.com`; a value without `@`, e.g. the user id of a deleted admin, `u***`). The
 * column set stays the same and the books stay usable (whose domain, which rows share a
 * customer's initial); the rest of each row is untouched. Masked in the SQL, so the CSV and the
 * JSON answer carry the same text and the whole address never leaves the database for such a user.
 * Crypto addresses and customer ids are not masked: they are what refunds and deposits are
 * checked by, and `read` shows them on the plugin's other pages too.
 */
import type { ReportName } from "../../contracts/admin-reports"

export const PERSONAL_COLUMNS: { readonly [R in ReportName]: readonly string[] } = {
  payments: ["customer_email"],
  invoices: [],
  refunds: [],
  withdrawals: ["requested_by"],
  deposits: [],
  balance: [],
}

export function isPersonalColumn(report: ReportName, column: string): boolean {
  return PERSONAL_COLUMNS[report].includes(column)
}

/** The masked form of a text expression: everything from the second character up to `@` becomes `***`. */
export function maskedSql(expression: string): string {
  return `regexp_replace((${expression})::text, '^(.)[^@]*', '\\1***')`
}

/** The same rule in code (NULL and the empty string stay as they are), stated by the unit test. */
export function maskPersonal(value: string | null): string | null {
  return value === null ? null : value.replace(/^(.)[^@]*/su, "$1***")
}
