/**
 * The steps of "accept what arrived" (accept-attention.ts). The invoice's own payment session is
 * set to the fiat that arrived (through the payment module, so the provider keeps the invoice:
 * providers/cryptocloud/session-lifecycle.ts) after the ledger row says the merchant accepted it
 * — the provider then authorizes that session as captured (money-moves.ts) — and Medusa's
 * completeCartWorkflow makes the order, exactly as a checkout does: the payment is captured for
 * the session's amount, so the order's paid total is what arrived and it refunds and fulfils as
 * any order.
 */
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import type { AcceptedMoney } from "../../../domain/accepted-money"
import { linksOfSession } from "../order-outcomes"
import { cryptocloudModule } from "../module-access"

export interface AcceptedSessionInput {
  uuid: string
  sessionId: string
  money: AcceptedMoney
}

interface SessionBefore {
  uuid: string
  id: string
  amount: string
  currency_code: string
  status: string
  data: Record<string, unknown>
}

const NOT_ACCEPTED = { accepted_at: null, accepted_amount: null, accepted_crypto: null, accepted_shortfall: null }

/** Ledger row marked accepted, then the session set to the accepted amount, waiting (pending) again. */
export const prepareAcceptedSessionStep = createStep(
  "cryptocloud-prepare-accepted-session",
  async ({ uuid, sessionId, money }: AcceptedSessionInput, { container }) => {
    const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const session = await payment.retrievePaymentSession(sessionId, { select: ["id", "amount", "currency_code", "status", "data"] })
    const before: SessionBefore = {
      uuid,
      id: session.id,
      amount: String(session.amount),
      currency_code: session.currency_code,
      status: session.status,
      data: (session.data ?? {}) as Record<string, unknown>,
    }
    await cryptocloudModule(container).ledger.update(uuid, {
      accepted_at: new Date(),
      accepted_amount: money.captured,
      accepted_crypto: money.crypto,
      accepted_shortfall: money.shortfall,
    })
    // An expired invoice's session was recorded `canceled`, which Medusa will not complete a cart
    // with: pending again, for the accepted amount (the provider keeps the invoice for it).
    await payment.updatePaymentSession({
      id: sessionId,
      amount: money.captured,
      currency_code: session.currency_code,
      data: before.data,
      status: PaymentSessionStatus.PENDING,
      context: { idempotency_key: sessionId },
    })
    return new StepResponse(null, before)
  },
  async (before, { container }) => {
    if (!before) return
    const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const [now] = await payment.listPaymentSessions({ id: before.id }, { select: ["id", "status"] })
    // Completed after all (another path): the order holds the money, nothing to undo.
    if (now && now.status !== PaymentSessionStatus.AUTHORIZED && now.status !== PaymentSessionStatus.CAPTURED) {
      // Back to the invoice's amount first (the provider keeps the invoice), then unmark the row.
      await payment.updatePaymentSession({
        id: before.id,
        amount: before.amount,
        currency_code: before.currency_code,
        data: before.data,
        status: before.status as PaymentSessionStatus,
        context: { idempotency_key: before.id },
      })
      await cryptocloudModule(container).ledger.update(before.uuid, NOT_ACCEPTED)
    }
  }
)

/**
 * Medusa's completeCartWorkflow (cart lock, order, reservations, the authorization as captured,
 * the order transaction). A cart another path completed meanwhile answers with its order.
 */
export const completeAcceptedCartStep = createStep(
  "cryptocloud-complete-accepted-cart",
  async ({ cartId, sessionId }: { cartId: string; sessionId: string }, { container }) => {
    const { result } = await completeCartWorkflow(container).run({ input: { id: cartId } })
    const links = await linksOfSession(container, sessionId)
    const orderId = links.orderId ?? result?.id
    if (!orderId) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Cart ${cartId} could not become an order; try the accept again.`)
    // An order is not undone: no compensation (the steps after this one cannot fail on money).
    return new StepResponse({ orderId })
  }
)
