/**
 * Why a crypto payment cannot be completed yet, in words a storefront can show the customer.
 */
import { MedusaError } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import type { CryptoCloudSessionData } from "./session-data"

const payPage = (data: CryptoCloudSessionData) => (data.link ? ` (${data.link})` : "")

export function notPaidYet(invoice: Invoice, data: CryptoCloudSessionData): MedusaError {
  return new MedusaError(
    MedusaError.Types.NOT_ALLOWED,
    `The crypto payment for invoice ${invoice.uuid} has not arrived yet. Pay on the payment page` +
      `${payPage(data)}; the order is placed automatically once the payment is confirmed.`
  )
}

export function onlyPartlyPaid(invoice: Invoice, data: CryptoCloudSessionData): MedusaError {
  return new MedusaError(
    MedusaError.Types.NOT_ALLOWED,
    `Only part of the crypto payment has arrived for invoice ${invoice.uuid}` +
      (invoice.to_surcharge && data.currency ? ` (${invoice.to_surcharge} ${data.currency} still to pay)` : "") +
      `. Pay the rest on the payment page${payPage(data)}; the order is placed once it is paid in full.`
  )
}

/** The invoice is not this session's (another session, or another amount or currency). */
export function notThisSessionsInvoice(invoice: Invoice): MedusaError {
  return new MedusaError(MedusaError.Types.NOT_ALLOWED, `Invoice ${invoice.uuid} belongs to another payment session; create a new payment session.`)
}

export function notForThisAmount(invoice: Invoice): MedusaError {
  return new MedusaError(
    MedusaError.Types.NOT_ALLOWED,
    `Invoice ${invoice.uuid} was made for another amount or currency than this payment; create a new payment session.`
  )
}
