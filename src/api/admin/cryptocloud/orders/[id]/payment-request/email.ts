/**
 * The pay link e-mail (template `cryptocloud-payment-request`), through Medusa's Notification
 * Module like the plugin's other customer e-mails: only where the store has a provider for the
 * `email` channel, never when `customerEmails.paymentRequest` is false, once per link (the
 * idempotency key names the link's nonce). A failure to send is the admin's to see (`emailed:
 * false`, the link is still returned for copying), never a failed request.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PAYMENT_REQUEST_EMAIL } from "../../../../../../domain/options"
import { PAYMENT_REQUEST_TEMPLATE } from "../../../../../../domain/payment-requests/link"
import { cryptocloudModule } from "../../../../../../workflows/cryptocloud/module-access"
import { hasEmailProvider } from "../../../../../../workflows/cryptocloud/notifications/send-email"

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

export async function emailPayLink(scope: Pick<MedusaContainer, "resolve">, to: string | null, data: PayLinkEmailData, nonce: string): Promise<boolean> {
  if (!to || !hasEmailProvider(scope)) return false
  if (cryptocloudModule(scope).getOptions().customerEmails?.[PAYMENT_REQUEST_EMAIL] === false) return false
  try {
    await scope.resolve(Modules.NOTIFICATION).createNotifications({
      to,
      channel: "email",
      template: PAYMENT_REQUEST_TEMPLATE,
      data: { ...data },
      idempotency_key: `${PAYMENT_REQUEST_TEMPLATE}-${data.order_id}-${nonce}`,
    })
    return true
  } catch (error) {
    // The message is the provider's; the link itself is not in it (it is in `data`).
    scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`CryptoCloud: the ${PAYMENT_REQUEST_TEMPLATE} e-mail could not be sent: ${(error as Error).message}`)
    return false
  }
}
