/**
 * Tells the customer when their crypto payment needs them: part of it arrived (the link to pay
 * the rest and what is missing), the invoice expired with money on it (what happens next), or
 * the money arrived after the invoice had expired. Through the Notification Module only, once
 * per event (idempotency keys), each kind switchable with `customerEmails`.
 */
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ATTENTION_CREATED_EVENT } from "../domain/attention"
import { PARTIALLY_PAID_EVENT } from "../workflows/cryptocloud/apply-invoice"
import { customerEmailOf } from "../workflows/cryptocloud/notifications/customer-email-address"
import { sendCustomerEmail } from "../workflows/cryptocloud/notifications/send-email"

type PartiallyPaid = {
  payment_session_id: string | null
  invoice_uuid: string
  amount_paid: string | null
  to_surcharge: string | null
  currency: string | null
}
type AttentionCreated = { kind: string; invoice_uuid: string | null; order_id: string | null; amount: string | null; currency: string | null }

export default async function cryptoCloudCustomerEmails({ event, container }: SubscriberArgs<PartiallyPaid | AttentionCreated>) {
  if (event.name === PARTIALLY_PAID_EVENT) {
    const data = event.data as PartiallyPaid
    const to = await customerEmailOf(container, { invoiceUuid: data.invoice_uuid, sessionId: data.payment_session_id })
    await sendCustomerEmail(
      container,
      "partialPayment",
      to.email,
      // order_id: the order already exists when the payment is an order's own (an edit's
      // difference, a draft order) or the store places orders first; else null.
      {
        invoice_uuid: data.invoice_uuid,
        order_id: to.orderId,
        pay_url: to.link,
        amount_paid: data.amount_paid,
        amount_missing: data.to_surcharge,
        currency: data.currency,
      },
      `cryptocloud-partial-payment-${data.invoice_uuid}-${data.amount_paid}`,
      to
    )
    return
  }
  const data = event.data as AttentionCreated
  const kind = data.kind === "expired_partial" ? "expiredWithPayment" : data.kind === "late_payment" ? "latePayment" : null
  if (!kind || !data.invoice_uuid) return
  const to = await customerEmailOf(container, { invoiceUuid: data.invoice_uuid, orderId: data.order_id })
  await sendCustomerEmail(
    container,
    kind,
    to.email,
    { invoice_uuid: data.invoice_uuid, order_id: to.orderId, amount_paid: data.amount, currency: data.currency },
    `cryptocloud-${data.kind}-${data.invoice_uuid}`,
    to
  )
}

export const config: SubscriberConfig = {
  event: [PARTIALLY_PAID_EVENT, ATTENTION_CREATED_EVENT],
  context: { subscriberId: "cryptocloud-customer-emails" },
}
