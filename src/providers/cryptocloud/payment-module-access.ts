/**
 * What the provider may use from the payment module's container it is built in. It sees only
 * that module's own dependencies (module isolation), which include the module's session
 * service: that is how a postback's `order_id` is checked against real payment sessions.
 */
import type { Logger } from "@medusajs/framework/types"
import type { WebhookSession } from "./webhook"

/** A dependency that may be missing: an awilix cradle throws for unregistered names. */
export function optional(container: Record<string, unknown>, key: string): unknown {
  try {
    return container[key]
  } catch {
    return undefined
  }
}

type SessionService = { list(filters: object, config: object): Promise<WebhookSession[]> }

/** Looks a payment session up by id; null when there is none (or no service to ask). */
export function sessionFinder(container: Record<string, unknown>, logger: Logger) {
  return async (id: string): Promise<WebhookSession | null> => {
    const service = optional(container, "paymentSessionService") as SessionService | undefined
    if (!service) {
      logger.error("CryptoCloud: the payment session service is not available; postbacks cannot be matched.")
      return null
    }
    const [session] = await service.list(
      { id },
      { select: ["id", "provider_id", "amount", "raw_amount", "currency_code", "data"], take: 1 }
    )
    return session ?? null
  }
}
