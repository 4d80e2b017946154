/**
 * The pay link e-mail (template `cryptocloud-payment-request`), through Medusa's Notification
 * Module like the plugin's other customer e-mails: only where the store has a provider for the
 * `email` channel, never when `customerEmails.paymentRequest` is false, once per link (the
 * idempotency key names the link's nonce). A failure to send is the admin's to see (`emailed:
 * false`, the link is still returned for copying), never a failed request.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { sendCustomerEmail } from "../../../../../../workflows/cryptocloud/notifications/send-email"

/** What the template gets (documented in the merchant guide). */
export interface PayLinkEmailData {
  order_id: string
  display_id: number | null
  url: string
  expires_at: string
  amount: string
  currency_code: string
  shop_name: string
}

export function emailPayLink(scope: Pick<MedusaContainer, "resolve">, to: string | null, data: PayLinkEmailData, nonce: string): Promise<boolean> {
  return sendCustomerEmail(scope, "paymentRequest", to, { ...data }, `cryptocloud-payment-request-${data.order_id}-${nonce}`)
}
