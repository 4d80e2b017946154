/**
 * E-mails to customers go through Medusa's Notification Module, never a mailer of our own, and
 * only where the store configured a provider for the `email` channel (read from the config: the
 * module exposes no provider list, and sending blindly would store a failed notification in
 * every store without e-mail). Each has an idempotency key, so a repeated event sends nothing
 * twice; the merchant can turn each kind off with the `customerEmails` option.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { CustomerEmailKind } from "../../../domain/options"
import { customerSpeech, type CustomerContext } from "../customers/customer-language"
import { cryptocloudModule } from "../module-access"
import { redactStoredLinks } from "./redact-links"

/** Template names passed to the Notification Module (documented in the README). */
export const EMAIL_TEMPLATES: Record<CustomerEmailKind, string> = {
  partialPayment: "cryptocloud-partial-payment",
  expiredWithPayment: "cryptocloud-expired-with-payment",
  latePayment: "cryptocloud-late-payment",
  refundAddress: "cryptocloud-refund-address",
  paymentRequest: "cryptocloud-payment-request",
  returnAddress: "cryptocloud-return-address",
}

type ConfigModules = Record<string, { options?: { providers?: Array<{ options?: { channels?: string[] } }> } } | boolean>

/** Whether the store configured a notification provider for `channel` (Medusa's default config has one for `feed`). */
export function hasNotificationChannel(container: Pick<MedusaContainer, "resolve">, channel: "email" | "feed"): boolean {
  const config = container.resolve<{ modules?: ConfigModules }>(ContainerRegistrationKeys.CONFIG_MODULE)
  const notification = config.modules?.[Modules.NOTIFICATION]
  if (!notification || typeof notification !== "object") return false
  return (notification.options?.providers ?? []).some((provider) => provider.options?.channels?.includes(channel))
}

export function hasEmailProvider(container: Pick<MedusaContainer, "resolve">): boolean {
  return hasNotificationChannel(container, "email")
}

/**
 * What every customer e-mail's data carries in the customer's language (the customer pages'
 * rule, customer-language.ts: the order's or cart's locale, else the store default, else
 * English), for the store's template: `locale` (BCP 47), `dir` ("rtl" for ar, he, fa), and the
 * e-mail's `subject` and first sentence (`intro`) written in that language.
 */
async function languageData(container: Pick<MedusaContainer, "resolve">, kind: CustomerEmailKind, data: Record<string, unknown>, context: CustomerContext) {
  const orderId = context.orderId ?? (typeof data.order_id === "string" ? data.order_id : null)
  const speech = await customerSpeech(container, { ...context, orderId })
  const words = speech.words.email[kind]
  return { locale: speech.tag, dir: speech.dir, subject: words.subject, intro: words.intro }
}

/** Sends one customer e-mail; false when it is off, there is no address or no e-mail provider. */
export async function sendCustomerEmail(
  container: Pick<MedusaContainer, "resolve">,
  kind: CustomerEmailKind,
  to: string | null | undefined,
  data: Record<string, unknown>,
  idempotencyKey: string,
  context: CustomerContext = {}
): Promise<boolean> {
  if (!to || !hasEmailProvider(container)) return false
  let enabled: boolean
  try {
    enabled = cryptocloudModule(container).getOptions().customerEmails?.[kind] !== false
  } catch {
    return false // the plugin is not configured: it said so at start-up
  }
  if (!enabled) return false
  let sent: boolean
  try {
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to,
      channel: "email",
      template: EMAIL_TEMPLATES[kind],
      data: { ...(await languageData(container, kind, data, context)), ...data },
      idempotency_key: idempotencyKey,
    })
    sent = true
  } catch (error) {
    container.resolve("logger").warn(`CryptoCloud: the ${EMAIL_TEMPLATES[kind]} e-mail could not be sent: ${(error as Error).message}`)
    sent = false
  }
  // Sent or failed, the stored record keeps no live link (redact-links.ts).
  try {
    await redactStoredLinks(container, kind, idempotencyKey)
  } catch (error) {
    container
      .resolve("logger")
      .warn(
        `CryptoCloud: the link in the stored ${EMAIL_TEMPLATES[kind]} notification could not be removed (admins with notification:read can see it until it expires): ${(error as Error).message}`
      )
  }
  return sent
}
