/**
 * Capture a paid crypto session through Medusa's processPaymentWorkflow, exactly once, whichever
 * of the plugin's paths (postback subscriber, reconciliation pass, another instance) gets there.
 *
 * A cart's payment collection is serialised by Medusa itself: processPaymentWorkflow takes the
 * cart's lock. An order's own payment collection (the difference of an edit, exchange or claim,
 * or a draft order's total) has no cart, so nothing in Medusa serialises its captures: two runs
 * at once both find no payment, both authorize, and the second one's payment is refused
 * ("Payment with payment_session_id … already exists") — which used to be told to the merchant
 * as a capture_failed item for money that was captured fine. Such a session is captured under a
 * lock of the plugin's, and only while it is still waiting for the money.
 */
import type { BigNumberInput, BigNumberValue, IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN, Modules, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import { isPermanentRefusal } from "../../domain/medusa-errors"

/** Seconds to wait for another path's capture of the same session (a capture takes well under that). */
const CAPTURE_LOCK_TIMEOUT_S = 30

const SETTLED = new Set<string>([PaymentSessionStatus.AUTHORIZED, PaymentSessionStatus.CAPTURED])

export const captureLockKey = (sessionId: string) => `cryptocloud:capture:${sessionId}`

export interface CaptureTarget {
  id: string
  amount: BigNumberInput
}

/**
 * Capture the session; null when it is captured (now, or by another path meanwhile), else the
 * reason Medusa refused it for good. Passing trouble (a lock timeout, the database) is thrown:
 * the next pass tries again.
 */
export async function captureSession(
  container: MedusaContainer,
  session: CaptureTarget,
  { cartLinked }: { cartLinked: boolean }
): Promise<string | null> {
  const capture = async (): Promise<string | null> => {
    try {
      await processPaymentWorkflow(container).run({
        input: { action: PaymentActions.SUCCESSFUL, data: { session_id: session.id, amount: MathBN.convert(session.amount) } },
      })
      return null
    } catch (error) {
      if (!isPermanentRefusal(error)) throw error
      // Refused because another path captured it a moment ago (Medusa's webhook handler on a
      // store whose provider still answers `captured`, a second instance): the money is on the
      // order, nothing to tell.
      if (await capturedOnSession(container, session.id)) return null
      return (error as Error).message
    }
  }
  if (cartLinked) return capture()
  const locking = container.resolve(Modules.LOCKING)
  return locking.execute(
    captureLockKey(session.id),
    async () => {
      // Another path may have captured it while this one waited for the lock.
      const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
      const current = await payment.retrievePaymentSession(session.id, { select: ["id", "status"] })
      return SETTLED.has(current.status) ? null : capture()
    },
    { timeout: CAPTURE_LOCK_TIMEOUT_S }
  )
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
