/**
 * Response schemas of the non-invoice endpoints: statistics, balances, static wallets and
 * withdrawal requests.
 */
import { z } from "zod"

import { INVOICE_STATUSES } from "../codes"
import { tryNormalizeInvoiceId } from "../ids"
import type { Balance, StaticWallet, Statistics, StatisticsKey, Withdrawal } from "../types"
import {
  accountCurrency,
  boolOrNull,
  decimal,
  decimalOrNull,
  decimalOrZero,
  intOrNull,
  lenientArray,
  stringOrNull,
  timestampOrNull,
} from "./common"
import { record } from "./record"
import { FieldProblem, readAccountCurrency, readDecimalOrZero } from "./readers"

const STATISTICS_KEYS: readonly StatisticsKey[] = ["all", ...INVOICE_STATUSES]

function objectOrEmpty(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Counts and USD totals per status; a missing key counts as zero. */
export const statisticsSchema = z
  .looseObject({
    count: z.preprocess(objectOrEmpty, z.record(z.string(), intOrNull)),
    amount: z.preprocess(objectOrEmpty, z.record(z.string(), decimalOrZero)),
  })
  .transform((s): Statistics => {
    const count = {} as Record<StatisticsKey, number>
    const amount = {} as Record<StatisticsKey, string>
    for (const key of STATISTICS_KEYS) {
      count[key] = s.count[key] ?? 0
      amount[key] = s.amount[key] ?? "0"
    }
    return { count, amount }
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

const requiredText = (what: string) =>
  stringOrNull.transform((v, ctx): string => {
    if (v === null) {
      ctx.addIssue({ code: "custom", message: `${what} is missing` })
      return z.NEVER
    }
    return v
  })

export const staticWalletSchema = z
  .looseObject({
    uuid: requiredText("wallet uuid"),
    address: requiredText("wallet address"),
    identify: stringOrNull,
    created: timestampOrNull,
    // The example response says `active`, the field table says `enable`.
    active: boolOrNull,
    enable: boolOrNull,
    currency: accountCurrency,
  })
  .transform(
    (w): StaticWallet => ({
      uuid: w.uuid,
      address: w.address,
      identify: w.identify,
      created: w.created,
      // The spec: a static wallet "has a boolean status, true when created".
      active: w.active ?? w.enable ?? true,
      currency: w.currency,
    })
  )

const WALLET_LIST_KEYS = ["wallets", "static_wallets", "result", "data", "items", "list", "results"]
const COUNT_KEYS = ["all_count", "count", "total", "total_count"]

/**
 * The static list answer is "not shown" in the spec. Accept the wallets as the payload array
 * itself or under a list-like key of a payload object, and a count at either level.
 */
export function extractStaticWalletList(
  envelope: Record<string, unknown>,
  payload: unknown
): { items: unknown[]; allCount: number | null } {
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

/** Either the full invoice-shaped object (`result`) or the legacy short form (`data`). */
export const withdrawalPayloadSchema = z
  .looseObject({
    uuid: stringOrNull,
    invoice_id: stringOrNull,
    status: stringOrNull,
    // A code string in the short form, a currency object in the full form.
    currency: z.unknown(),
    amount: decimal,
    fee: decimalOrNull,
    service_fee: decimalOrNull,
    created: timestampOrNull,
  })
  .transform((w, ctx) => {
    const id = w.uuid ?? w.invoice_id
    let currency: string | null = null
    if (typeof w.currency === "string" && w.currency !== "None") currency = w.currency
    else if (w.currency && typeof w.currency === "object") {
      const c = w.currency as Record<string, unknown>
      const code = c.fullcode ?? c.code
      currency = typeof code === "string" ? code : null
    }
    if (id === null) ctx.addIssue({ code: "custom", path: ["uuid"], message: "withdrawal id is missing" })
    if (w.status === null) ctx.addIssue({ code: "custom", path: ["status"], message: "withdrawal status is missing" })
    if (currency === null) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "withdrawal currency is missing" })
    }
    if (id === null || w.status === null || currency === null) return z.NEVER
    const uuid = normalizeWithdrawalId(id)
    return {
      uuid,
      invoice_id: uuid,
      status: w.status,
      currency,
      amount: w.amount,
      fee: w.fee,
      service_fee: w.service_fee,
      created: w.created,
    } satisfies Omit<Withdrawal, "envelope" | "raw">
  })
