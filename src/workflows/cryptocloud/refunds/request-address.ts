/**
 * "Request address": a signed, single-use link for the customer (7 days), announced as
 * `cryptocloud.refund.address_requested` and e-mailed through Medusa's Notification Module when
 * the store has a provider for the `email` channel. A new request replaces the previous link.
 */
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import {
  ADDRESS_LINK_TTL_MS,
  REFUND_ADDRESS_REQUESTED_EVENT,
  REFUND_ADDRESS_TEMPLATE,
} from "../../../domain/refunds/rules"
import { signAddressToken } from "../../../domain/refunds/token"
import { cryptocloudModule } from "../module-access"

export interface AddressRequestInput {
  refundId: string
  /** The link with `{token}` where the token goes. */
  urlTemplate: string
}

const issueLinkStep = createStep(
  "cryptocloud-issue-refund-address-link",
  async ({ refundId, urlTemplate }: AddressRequestInput, { container }) => {
    const cryptocloud = cryptocloudModule(container)
    const refund = await cryptocloud.retrieveRefund(refundId)
    if (refund.status !== "awaiting_address" && refund.status !== "awaiting_payout") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Refund ${refundId} is ${refund.status}: an address can only be asked for before the payout.`)
    }
    const expiresAt = new Date(Date.now() + ADDRESS_LINK_TTL_MS)
    const { token, nonce } = await signAddressToken(cryptocloud.getOptions().secretKey, refundId, expiresAt)
    const before = { token_nonce: refund.token_nonce, token_expires_at: refund.token_expires_at, address_requested_at: refund.address_requested_at }
    await cryptocloud.updateRefunds({ id: refundId, token_nonce: nonce, token_expires_at: expiresAt, address_requested_at: new Date() })
    let email: string | null = null
    if (refund.order_id) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: [order] } = await query.graph({ entity: "order", fields: ["email"], filters: { id: refund.order_id } })
      email = order?.email ?? null
    }
    const url = urlTemplate.replace(/\{token\}|%7Btoken%7D/, token)
    return new StepResponse(
      { refund_id: refundId, order_id: refund.order_id, email, url, expires_at: expiresAt.toISOString(), nonce },
      { refundId, before }
    )
  },
  async (previous, { container }) => {
    if (previous) await cryptocloudModule(container).updateRefunds({ id: previous.refundId, ...previous.before })
  }
)

/**
 * Whether the store configured a notification provider for the `email` channel. Read from the
 * configuration: the Notification Module exposes no provider list, and sending blindly would
 * store a failed notification in every store without e-mail.
 */
function hasEmailProvider(container: { resolve: <T = unknown>(key: string) => T }): boolean {
  const config = container.resolve<{ modules?: Record<string, { options?: { providers?: Array<{ options?: { channels?: string[] } }> } } | boolean> }>(
    ContainerRegistrationKeys.CONFIG_MODULE
  )
  const notification = config.modules?.[Modules.NOTIFICATION]
  if (!notification || typeof notification !== "object") return false
  return (notification.options?.providers ?? []).some((provider) => provider.options?.channels?.includes("email"))
}

/** E-mail only where the store has an e-mail provider; an e-mail cannot be unsent (no compensation). */
const notifyStep = createStep(
  "cryptocloud-notify-refund-address",
  async (link: { refund_id: string; order_id: string | null; email: string | null; url: string; expires_at: string; nonce: string }, { container }) => {
    if (!link.email) return new StepResponse({ sent: false })
    const logger = container.resolve("logger")
    if (!hasEmailProvider(container)) return new StepResponse({ sent: false })
    const notifications = container.resolve(Modules.NOTIFICATION)
    try {
      await notifications.createNotifications({
        to: link.email,
        channel: "email",
        template: REFUND_ADDRESS_TEMPLATE,
        data: { refund_id: link.refund_id, order_id: link.order_id, url: link.url, expires_at: link.expires_at },
        idempotency_key: `cryptocloud-refund-address-${link.refund_id}-${link.nonce}`,
      })
      return new StepResponse({ sent: true })
    } catch (error) {
      logger.warn(`CryptoCloud: the refund address e-mail for ${link.refund_id} could not be sent: ${(error as Error).message}`)
      return new StepResponse({ sent: false })
    }
  }
)

export const requestRefundAddressWorkflow = createWorkflow("cryptocloud-request-refund-address", (input: AddressRequestInput) => {
  const link = issueLinkStep(input)
  emitEventStep({
    eventName: REFUND_ADDRESS_REQUESTED_EVENT,
    data: transform({ link }, ({ link }) => ({ refund_id: link.refund_id, order_id: link.order_id, email: link.email, url: link.url })),
  })
  const notified = notifyStep(link)
  return new WorkflowResponse(transform({ link, notified }, ({ link, notified }) => ({ url: link.url, expires_at: link.expires_at, emailed: notified.sent })))
})
