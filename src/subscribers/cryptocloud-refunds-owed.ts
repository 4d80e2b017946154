/**
 * A refund made in Medusa (an admin refund, or the refunds of an order cancellation) was
 * recorded by the provider as owed; this links it to its payment and order and puts it in the
 * attention queue until it is paid out.
 */
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { PaymentEvents } from "@medusajs/framework/utils"
import { linkRefundsOfPayment } from "../workflows/cryptocloud/refunds/link-refunds"

export default async function cryptoCloudRefundsOwed({ event, container }: SubscriberArgs<{ id: string }>) {
  if (typeof event.data?.id === "string") await linkRefundsOfPayment(container, event.data.id)
}

export const config: SubscriberConfig = {
  event: PaymentEvents.REFUNDED,
  context: { subscriberId: "cryptocloud-refunds-owed" },
}
