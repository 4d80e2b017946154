/**
 * Capture a paid crypto session through Medusa's processPaymentWorkflow, exactly once, whichever
 * of the plugin's paths (postback subscriber, reconciliation pass, another instance) gets there.
 *
 * A cart's payment collection, before its order exists, is serialised by Medusa itself:
 * processPaymentWorkflow takes the cart's lock and completes the cart once. A collection of an
 * order — its own (the difference of an edit, exchange or claim, a draft order's total), or its
 * cart's in an order-first store — is captured by the plugin alone (Medusa's webhook handler is
 * told `not_supported` for it: providers/cryptocloud/webhook.ts), under a lock per collection:
 * nothing in Medusa serialises those captures (two runs at once both find no payment, both
 * authorize), and since anyone who knows the order id can open sessions there, more than one
 * invoice of it may be paid. So the capture happens only while the collection still takes a
 * payment; money beyond that is the merchant's to return (an `overpayment` item), never a second
 * capture onto the order.
 */
import type { BigNumberInput, BigNumberValue, IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN, Modules, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { isPermanentRefusal } from "../../domain/medusa-errors"
import { TAKES_PAYMENT } from "./collection-links"

/** Seconds to wait for another path's capture on the same collection (a capture takes well under that). */
const CAPTURE_LOCK_TIMEOUT_S = 30

const SETTLED = new Set<string>([PaymentSessionStatus.AUTHORIZED, PaymentSessionStatus.CAPTURED])

export const collectionLockKey = (collectionId: string) => `cryptocloud:collection:${collectionId}`

export interface CaptureTarget {
  id: string
  amount: BigNumberInput
}

/** How a capture ended: `failed` is Medusa's reason for refusing it for good. */
export type CaptureResult = { kind: "captured" } | { kind: "failed"; reason: string } | { kind: "paid_elsewhere" }

export const CAPTURED: CaptureResult = { kind: "captured" }

/**
 * Capture the session now (null when it is captured, now or by another path meanwhile), else the
 * reason Medusa refused it for good. Passing trouble (a lock timeout, the database) is thrown:
 * the next pass tries again.
 */
export async function captureNow(container: MedusaContainer, session: CaptureTarget): Promise<CaptureResult> {
  try {
    await processPaymentWorkflow(container).run({
      input: { action: PaymentActions.SUCCESSFUL, data: { session_id: session.id, amount: MathBN.convert(session.amount) } },
    })
    return CAPTURED
  } catch (error) {
    if (!isPermanentRefusal(error)) throw error
    // Refused because another path captured it a moment ago (Medusa's webhook handler on a
    // store whose provider still answers `captured`, a second instance): the money is on the
    // order, nothing to tell.
    if (await capturedOnSession(container, session.id)) return CAPTURED
    return { kind: "failed", reason: (error as Error).message }
  }
}

/** Run `work` holding the collection's capture lock. */
export function underCollectionLock<T>(container: MedusaContainer, collectionId: string, work: () => Promise<T>): Promise<T> {
  return container.resolve(Modules.LOCKING).execute(collectionLockKey(collectionId), work, { timeout: CAPTURE_LOCK_TIMEOUT_S })
}

/** Whether the collection still takes a payment, as Medusa says now (read inside the lock). */
export async function collectionTakesPayment(container: MedusaContainer, collectionId: string): Promise<boolean> {
  const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const collection = await payment.retrievePaymentCollection(collectionId, { select: ["id", "status"] })
  return TAKES_PAYMENT.has(collection.status)
}

/**
 * Capture a session of an order's collection under the collection's lock, only while the session
 * still waits and the collection still takes a payment.
 */
export async function captureOnOrderCollection(container: MedusaContainer, collectionId: string, session: CaptureTarget): Promise<CaptureResult> {
  return underCollectionLock(container, collectionId, async () => {
    // Another path may have captured it while this one waited for the lock.
    const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const current = await payment.retrievePaymentSession(session.id, { select: ["id", "status"] })
    if (SETTLED.has(current.status)) return CAPTURED
    if (!(await collectionTakesPayment(container, collectionId))) return { kind: "paid_elsewhere" }
    return captureNow(container, session)
  })
}

/** The session has a payment whose captures cover its amount. */
export async function capturedOnSession(container: Pick<MedusaContainer, "resolve">, sessionId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "amount", "captured_at", "canceled_at", "captures.amount"],
    filters: { payment_session_id: sessionId },
  })
  return data.some((payment: { amount: BigNumberValue; captured_at?: unknown; canceled_at?: unknown; captures?: Array<{ amount: BigNumberValue } | null> }) => {
    if (payment.canceled_at) return false
    const captured = MathBN.sum(0, ...(payment.captures ?? []).map((c) => c?.amount ?? 0))
    return Boolean(payment.captured_at) || MathBN.gte(captured, payment.amount)
  })
}
