/**
 * "Request address": a signed, single-use link for the customer (7 days), announced as
 * `cryptocloud.refund.address_requested` and e-mailed through Medusa's Notification Module when
 * the store has a provider for the `email` channel. A new request replaces the previous link and
 * puts a refund that already had an address back to `awaiting_address` (a correction) — only
 * from the state it read, so it never undoes a payout's claim that committed meanwhile (409).
 */
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ADDRESS_LINK_TTL_MS, OPEN_REFUND_STATUSES, type RefundStatus } from "../../../domain/refunds/rules"
import { REFUND_ADDRESS_REQUESTED_EVENT, type RefundAddressRequestedEventData } from "../../../domain/events"
import { signAddressToken } from "../../../domain/refunds/token"
import { addressRequestChange } from "../../../domain/refunds/address-request"
import { RefundChangedError } from "../../../domain/refunds/conflicts"
import { cryptocloudModule } from "../module-access"
import { sendCustomerEmail } from "../notifications/send-email"
import { customerEmailOf } from "../notifications/customer-email-address"
import { addressRequestTestHold } from "./test-hold"
import { refundProject } from "./refund-project"

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
    if (!OPEN_REFUND_STATUSES.includes(refund.status as RefundStatus)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Refund ${refundId} is ${refund.status}: an address can only be asked for while the refund is owed.`)
    }
    await addressRequestTestHold()
    const expiresAt = new Date(Date.now() + ADDRESS_LINK_TTL_MS)
    // Signed with the secret of the project that received the money; the link pages check it with
    // the same (link-store.ts), so a link stays valid whichever project the admin looked at.
    const project = await refundProject(cryptocloud, refund)
    const { secretKey } = project.options
    const { token, nonce } = await signAddressToken(secretKey, refundId, expiresAt)
    // Asking again is how a wrong address is corrected: the refund waits for the new one (the
    // old address can no longer be paid to by default) and the previous link stops working.
    // Only from the state read (domain/refunds/address-request.ts): a payout that claimed the
    // refund meanwhile, or a customer who gave an address, wins; this request is then a 409.
    const change = addressRequestChange(refund, { nonce, expiresAt, now: new Date() })
    if (!(await cryptocloud.updateRefundIf(refundId, change.write))) throw new RefundChangedError(refundId, "address_request")
    let email: string | null = null
    if (refund.attention_item_id) {
      // A return of money on no order: the invoice's customer (its order's e-mail, else its cart's).
      email = (await customerEmailOf(container, { invoiceUuid: refund.invoice_uuid, orderId: refund.order_id })).email
    } else if (refund.order_id) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [order],
      } = await query.graph({ entity: "order", fields: ["email"], filters: { id: refund.order_id } })
      email = order?.email ?? null
    }
    const url = urlTemplate.replace(/\{token\}|%7Btoken%7D/, token)
    const returned = refund.attention_item_id
      ? { attention_item_id: refund.attention_item_id, amount: refund.crypto_amount, currency: refund.crypto_currency }
      : null
    return new StepResponse(
      { refund_id: refundId, shop_id: project.shopId, order_id: refund.order_id, email, url, expires_at: expiresAt.toISOString(), nonce, returned },
      { refundId, undo: change.undo }
    )
  },
  async (previous, { container }) => {
    // Only while the refund is as this step left it: a link used since, or a payout that claimed
    // the refund since, stays as it is.
    if (previous) await cryptocloudModule(container).updateRefundIf(previous.refundId, previous.undo)
  }
)

interface IssuedLink {
  refund_id: string
  /** The project that received the money (the refund's). */
  shop_id: string
  order_id: string | null
  email: string | null
  url: string
  expires_at: string
  nonce: string
  /** Set for a return (domain/refunds/returns.ts): the item and the money it sends back. */
  returned: { attention_item_id: string; amount: string; currency: string } | null
}

/** E-mail only where the store has an e-mail provider; an e-mail cannot be unsent (no compensation). */
const notifyStep = createStep("cryptocloud-notify-refund-address", async (link: IssuedLink, { container }) => {
  const data = { refund_id: link.refund_id, order_id: link.order_id, url: link.url, expires_at: link.expires_at }
  // A return's page is the same page; its e-mail says it is money sent back, not an order's refund.
  const sent = link.returned
    ? await sendCustomerEmail(
        container,
        "returnAddress",
        link.email,
        { ...data, ...link.returned },
        `cryptocloud-return-address-${link.refund_id}-${link.nonce}`,
        { orderId: link.order_id, shopId: link.shop_id }
      )
    : await sendCustomerEmail(container, "refundAddress", link.email, data, `cryptocloud-refund-address-${link.refund_id}-${link.nonce}`, {
        orderId: link.order_id,
        shopId: link.shop_id,
      })
  return new StepResponse({ sent })
})

export const requestRefundAddressWorkflow = createWorkflow("cryptocloud-request-refund-address", (input: AddressRequestInput) => {
  const link = issueLinkStep(input)
  emitEventStep({
    eventName: REFUND_ADDRESS_REQUESTED_EVENT,
    data: transform({ link }, ({ link }): RefundAddressRequestedEventData => ({
      id: link.refund_id,
      shop_id: link.shop_id,
      refund_id: link.refund_id,
      order_id: link.order_id,
      email: link.email,
      url: link.url,
    })),
  })
  const notified = notifyStep(link)
  return new WorkflowResponse(transform({ link, notified }, ({ link, notified }) => ({ url: link.url, expires_at: link.expires_at, emailed: notified.sent })))
})
