/**
 * Response schema of the invoice object (create, list and info variants share it: fields a
 * variant lacks come out as null).
 */
import { z } from "zod"

import type { Invoice } from "../types"
import { intOrNull, lenientArray } from "./common"
import { readInvoiceCurrency, readProject, readTxList } from "./objects"
import { record } from "./record"
import {
  readBoolOrNull as bool,
  readDecimalOrNull as decimal,
  readInvoiceId,
  readInvoiceStatus,
  readStrictBoolOrNull as strictBool,
  readStrictTextOrNull as strictText,
  readStrictTimestampOrNull as strictTimestamp,
  readStringOrNull as text,
  readTimestampOrNull as timestamp,
} from "./readers"

/**
 * Unknown fields are ignored (loose reading, typed output); they never fail the parse.
 *
 * Decision fields (strict: an unusable value fails the read) are those the plugin acts on: the
 * id and status, every amount, the coin (`currency` code), the order amount's `fiat_currency`,
 * `order_id` (which session the money is for), `test_mode` (live or test money) and
 * `expiry_date` (late payments, the ledger's expiry). Everything else only informs, and the
 * service's own documented `info` example lacks some of it (`created`): missing or unreadable,
 * it is null with a note, never a failed read that would stop authorisation, postbacks and
 * reconciliation alike.
 */
export const invoiceSchema = record(
  {
    uuid: readInvoiceId,
    status: readInvoiceStatus,
    created: timestamp,
    expiry_date: strictTimestamp,
    date_finished: timestamp,
    address: text,
    currency: readInvoiceCurrency,
    fiat_currency: strictText,
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
    test_mode: strictBool,
    order_id: strictText,
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
  },
  {
    informational: [
      "created",
      "date_finished",
      "address",
      "tx_list",
      "link",
      "pay_url",
      "user_email",
      "phone",
      "side_commission",
      "side_commission_cc",
      "invoice_status",
      "type",
      "type_payments",
      "is_email_required",
      "project",
    ],
    // Documented in every variant of the invoice object; the docs' own `info` example lacks it.
    expected: ["created"],
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
