/**
 * Response schema of the invoice object (create, list and info variants share it: fields a
 * variant lacks come out as null).
 */
import { z } from "zod"

import type { Invoice, InvoiceProject } from "../types"
import {
  boolOrNull,
  decimalOrNull,
  intOrNull,
  invoiceCurrency,
  invoiceId,
  invoiceStatus,
  lenientArray,
  stringOrNull,
  timestamp,
  timestampOrNull,
} from "./common"

const project = z.preprocess(
  (value) => (value !== null && typeof value === "object" && !Array.isArray(value) ? value : null),
  z
    .looseObject({
      id: intOrNull,
      name: stringOrNull,
      success: stringOrNull,
      fail: stringOrNull,
      logo: stringOrNull,
    })
    .transform((p): InvoiceProject => ({ id: p.id, name: p.name, success: p.success, fail: p.fail, logo: p.logo }))
    .nullable()
)

/**
 * Transaction hashes. Their element shape is "not shown" in the spec: strings are kept, objects
 * contribute a hash-like field when they have one, anything else is dropped rather than failing.
 */
const txList = lenientArray(z.unknown()).transform((items): string[] =>
  items.flatMap((item) => {
    if (typeof item === "string") return item === "" || item === "None" ? [] : [item]
    if (item && typeof item === "object") {
      const o = item as Record<string, unknown>
      const hash = o.hash ?? o.tx_hash ?? o.txid ?? o.tx_id
      return typeof hash === "string" ? [hash] : []
    }
    return []
  })
)

/** Unknown fields are stripped (loose parsing, typed output); they never fail the parse. */
export const invoiceSchema = z
  .looseObject({
    uuid: invoiceId,
    status: invoiceStatus,
    created: timestamp,
    expiry_date: timestampOrNull,
    date_finished: timestampOrNull,
    address: stringOrNull,
    currency: invoiceCurrency,
    fiat_currency: stringOrNull,
    amount: decimalOrNull,
    amount_usd: decimalOrNull,
    amount_in_fiat: decimalOrNull,
    amount_in_crypto: decimalOrNull,
    amount_to_pay: decimalOrNull,
    amount_to_pay_usd: decimalOrNull,
    amount_paid: decimalOrNull,
    amount_paid_usd: decimalOrNull,
    received: decimalOrNull,
    received_usd: decimalOrNull,
    to_surcharge: decimalOrNull,
    to_surcharge_usd: decimalOrNull,
    fee: decimalOrNull,
    fee_usd: decimalOrNull,
    service_fee: decimalOrNull,
    service_fee_usd: decimalOrNull,
    tx_list: txList,
    test_mode: boolOrNull,
    order_id: stringOrNull,
    link: stringOrNull,
    pay_url: stringOrNull,
    user_email: stringOrNull,
    phone: stringOrNull,
    side_commission: stringOrNull,
    side_commission_cc: stringOrNull,
    // The create response's name for the same field (documented name: side_commission_cc).
    side_commission_service: stringOrNull,
    invoice_status: stringOrNull,
    type: stringOrNull,
    type_payments: stringOrNull,
    is_email_required: boolOrNull,
    project,
  })
  .transform(
    (r): Invoice => ({
      uuid: r.uuid,
      status: r.status,
      created: r.created,
      expiry_date: r.expiry_date,
      date_finished: r.date_finished,
      address: r.address,
      currency: r.currency,
      fiat_currency: r.fiat_currency,
      amount: r.amount,
      amount_usd: r.amount_usd,
      amount_in_fiat: r.amount_in_fiat,
      amount_in_crypto: r.amount_in_crypto,
      amount_to_pay: r.amount_to_pay,
      amount_to_pay_usd: r.amount_to_pay_usd,
      amount_paid: r.amount_paid,
      amount_paid_usd: r.amount_paid_usd,
      received: r.received,
      received_usd: r.received_usd,
      to_surcharge: r.to_surcharge,
      to_surcharge_usd: r.to_surcharge_usd,
      fee: r.fee,
      fee_usd: r.fee_usd,
      service_fee: r.service_fee,
      service_fee_usd: r.service_fee_usd,
      tx_list: r.tx_list,
      test_mode: r.test_mode ?? false,
      order_id: r.order_id,
      link: r.link,
      pay_url: r.pay_url,
      user_email: r.user_email,
      phone: r.phone,
      side_commission: r.side_commission,
      side_commission_cc: r.side_commission_cc ?? r.side_commission_service,
      invoice_status: r.invoice_status,
      type: r.type,
      type_payments: r.type_payments,
      is_email_required: r.is_email_required,
      project: r.project,
    })
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
