/**
 * Response schemas of the non-invoice endpoints: statistics, balances, static wallets and
 * withdrawal requests. As for invoices (invoice.ts), only what a decision needs may fail a
 * read: amounts, currency codes, ids, addresses, statuses. The rest is informational: null with
 * a note (notes.ts) when missing or unreadable.
 */
import { z } from "zod"

import { INVOICE_STATUSES } from "../codes"
import { tryNormalizeInvoiceId } from "../ids"
import type { Balance, StaticWallet, Statistics, StatisticsKey, Withdrawal } from "../types"
import { intOrNull, lenientArray } from "./common"
import { attachNotes, type ReadNote } from "./notes"
import { readAccountCurrency } from "./objects"
import { field, record } from "./record"
import {
  FieldProblem,
  isNoneLike,
  isPlainObject,
  kindOf,
  readBoolOrNull,
  readDecimal,
  readDecimalOrNull,
  readDecimalOrZero,
  readIntOrNull,
  readRequiredText,
  readStrictTextOrNull,
  readTimestampOrNull,
} from "./readers"

const STATISTICS_KEYS: readonly StatisticsKey[] = ["all", ...INVOICE_STATUSES]

/** `count` / `amount` of the statistics: a missing or non-object part reads as all zeros. */
function part(raw: Record<string, unknown>, name: string, notes: ReadNote[]): Record<string, unknown> {
  const value = raw[name]
  if (isPlainObject(value)) return value
  if (!isNoneLike(value)) notes.push({ path: name, problem: `unreadable (${kindOf(value)})` })
  return {}
}

/**
 * Counts and USD totals per status; a missing key counts as zero (the service leaves out
 * statuses it has nothing for). The totals are amounts: an unreadable one fails the read. A
 * count is only shown: an unreadable one counts as zero, with a note.
 */
export const statisticsSchema = field((value): Statistics => {
  const notes: ReadNote[] = []
  const raw = isPlainObject(value) ? value : {}
  const counts = part(raw, "count", notes)
  const amounts = part(raw, "amount", notes)
  const count = {} as Record<StatisticsKey, number>
  const amount = {} as Record<StatisticsKey, string>
  for (const key of STATISTICS_KEYS) {
    const n = readIntOrNull(counts[key])
    if (n === null && !isNoneLike(counts[key])) notes.push({ path: `count.${key}`, problem: `unreadable (${kindOf(counts[key])})` })
    count[key] = n ?? 0
    try {
      amount[key] = readDecimalOrZero(amounts[key])
    } catch (problem) {
      throw problem instanceof FieldProblem ? new FieldProblem(problem.message, ["amount", key]) : problem
    }
  }
  const stats: Statistics = { count, amount }
  attachNotes(stats, notes)
  return stats
})

export const balanceSchema = record(
  {
    currency: readAccountCurrency,
    balance_crypto: readDecimalOrZero,
    balance_usd: readDecimalOrZero,
    available_balance: readDecimalOrZero,
    available_balance_usd: readDecimalOrZero,
  },
  ({ currency, ...amounts }): Balance => {
    if (currency === null) throw new FieldProblem("balance entry without a currency code", ["currency"])
    return { currency, ...amounts }
  }
)

export const balanceArraySchema = lenientArray(balanceSchema)

export const staticWalletSchema = record(
  {
    uuid: readRequiredText("wallet uuid"),
    address: readRequiredText("wallet address"),
    // Comes back as the `order_id` of deposit postbacks: deposits are matched on it.
    identify: readStrictTextOrNull,
    created: readTimestampOrNull,
    // The example response says `active`, the field table says `enable`.
    active: readBoolOrNull,
    enable: readBoolOrNull,
    currency: readAccountCurrency,
  },
  (w): StaticWallet => ({
    uuid: w.uuid,
    address: w.address,
    identify: w.identify,
    created: w.created,
    // The spec: a static wallet "has a boolean status, true when created".
    active: w.active ?? w.enable ?? true,
    currency: w.currency,
  }),
  // The list answer's entries are undocumented: a missing `created` is no news there.
  { informational: ["created", "active", "enable"] }
)

const WALLET_LIST_KEYS = ["wallets", "static_wallets", "result", "data", "items", "list", "results"]
const COUNT_KEYS = ["all_count", "count", "total", "total_count"]

/**
 * The static list answer is "not shown" in the spec. Accept the wallets as the payload array
 * itself or under a list-like key of a payload object, and a count at either level.
 */
export function extractStaticWalletList(envelope: Record<string, unknown>, payload: unknown): { items: unknown[]; allCount: number | null } {
  let items: unknown[] = []
  let countSource: Record<string, unknown> = envelope
  if (Array.isArray(payload)) {
    items = payload
  } else if (payload && typeof payload === "object") {
    const obj = payload as Record<string, unknown>
    const key = WALLET_LIST_KEYS.find((k) => Array.isArray(obj[k]))
    items = key ? (obj[key] as unknown[]) : []
    countSource = { ...envelope, ...obj }
  }
  let allCount: number | null = null
  for (const key of COUNT_KEYS) {
    const n = intOrNull.parse(countSource[key])
    if (n !== null) {
      allCount = n
      break
    }
  }
  return { items, allCount }
}

export const staticWalletArraySchema = z.array(staticWalletSchema)

/** `INV-XXXXXXXX`, `INVXXXXXXXX` or bare → canonical; other non-empty ids are kept verbatim. */
function normalizeWithdrawalId(value: string): string {
  const m = /^INV-?([A-Za-z0-9]{8})$/i.exec(value.trim())
  return tryNormalizeInvoiceId(m ? m[1] : value) ?? value.trim()
}

/** A code string in the short form, a currency object (its `fullcode`, else `code`) in the full form. */
function readWithdrawalCurrency(value: unknown): string | null {
  if (isPlainObject(value)) return readStrictTextOrNull(value.fullcode) ?? readStrictTextOrNull(value.code)
  return readStrictTextOrNull(value)
}

/** Either the full invoice-shaped object (`result`) or the legacy short form (`data`). */
export const withdrawalPayloadSchema = record(
  {
    uuid: readStrictTextOrNull,
    invoice_id: readStrictTextOrNull,
    status: readStrictTextOrNull,
    currency: readWithdrawalCurrency,
    amount: readDecimal,
    fee: readDecimalOrNull,
    service_fee: readDecimalOrNull,
    created: readTimestampOrNull,
  },
  (w): Omit<Withdrawal, "envelope" | "raw"> => {
    const id = w.uuid ?? w.invoice_id
    if (id === null) throw new FieldProblem("withdrawal id is missing", ["uuid"])
    if (w.status === null) throw new FieldProblem("withdrawal status is missing", ["status"])
    if (w.currency === null) throw new FieldProblem("withdrawal currency is missing", ["currency"])
    const uuid = normalizeWithdrawalId(id)
    return {
      uuid,
      invoice_id: uuid,
      status: w.status,
      currency: w.currency,
      amount: w.amount,
      fee: w.fee,
      service_fee: w.service_fee,
      created: w.created,
    }
  },
  // The short form has no `created`: only an unreadable one is noted.
  { informational: ["created"] }
)
