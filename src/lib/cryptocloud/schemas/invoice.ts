/**
 * Response schema of the invoice object (create, list and info variants share it: fields a
 * variant lacks come out as null).
 */
import { z } from "zod"

import type { Invoice, InvoiceProject } from "../types"
import { intOrNull, lenientArray } from "./common"
import { record } from "./record"
import {
  isPlainObject,
  readBoolOrNull as bool,
  readDecimalOrNull as decimal,
  readIntOrNull as int,
  readInvoiceCurrency,
  readInvoiceId,
  readInvoiceStatus,
  readStringOrNull as text,
  readTimestamp,
  readTimestampOrNull as timestamp,
} from "./readers"

function readProject(value: unknown): InvoiceProject | null {
  if (!isPlainObject(value)) return null
  return { id: int(value.id), name: text(value.name), success: text(value.success), fail: text(value.fail), logo: text(value.logo) }
}

/**
 * Transaction hashes. Their element shape is "not shown" in the spec: strings are kept, objects
 * contribute a hash-like field when they have one, anything else is dropped rather than failing.
 */
function readTxList(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    if (typeof item === "string") return item === "" || item === "None" ? [] : [item]
    if (item && typeof item === "object") {
      const o = item as Record<string, unknown>
      const hash = o.hash ?? o.tx_hash ?? o.txid ?? o.tx_id
      return typeof hash === "string" ? [hash] : []
    }
    return []
  })
}

/** Unknown fields are ignored (loose reading, typed output); they never fail the parse. */
export const invoiceSchema = record(
  {
    uuid: readInvoiceId,
    status: readInvoiceStatus,
    created: readTimestamp,
    expiry_date: timestamp,
    date_finished: timestamp,
    address: text,
    currency: readInvoiceCurrency,
    fiat_currency: text,
    amount: decimal,
    amount_usd: decimal,
    amount_in_fiat: decimal,
    amount_in_crypto: decimal,
    amount_to_pay: decimal,
    amount_to_pay_usd: decimal,
    amount_paid: decimal,
    amount_paid_usd: decimal,
    received: decimal,
    received_usd: decimal,
    to_surcharge: decimal,
    to_surcharge_usd: decimal,
    fee: decimal,
    fee_usd: decimal,
    service_fee: decimal,
    service_fee_usd: decimal,
    tx_list: readTxList,
    test_mode: bool,
    order_id: text,
    link: text,
    pay_url: text,
    user_email: text,
    phone: text,
    side_commission: text,
    side_commission_cc: text,
    invoice_status: text,
    type: text,
    type_payments: text,
    is_email_required: bool,
    project: readProject,
  },
  (r, raw): Invoice => {
    // Filled in place (no copy: this runs for every invoice of every answer).
    r.test_mode ??= false
    // The create response's name for the same field (documented name: side_commission_cc).
    r.side_commission_cc ??= text(raw.side_commission_service)
    return r as Invoice
  }
)

/** `info` answers: the list (an unknown id may simply yield an empty array, or null). */
export const invoiceArraySchema = lenientArray(invoiceSchema)

/** An `info` answer before its entries are parsed one by one (absent / "None" → []). */
export const rawArraySchema = lenientArray(z.unknown())

/** `list` answers: the invoices plus the top-level `all_count`. */
export const invoiceListSchema = z.object({
  invoices: invoiceArraySchema,
  all_count: intOrNull,
})
