/**
 * Bring one payment session in line with its invoice, through Medusa's own workflows and
 * module methods. Used by the reconciliation job and by the subscriber that handles the
 * postback actions the core ignores (`canceled`, `requires_more`).
 *
 * Idempotent: a session already in the target state is left alone, and captures go through
 * processPaymentWorkflow, which locks the cart and never captures twice.
 */
import type { BigNumberValue, IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/medusa/core-flows"
import type { Invoice } from "../../lib/cryptocloud"
import { invoiceMismatch } from "../../domain/invoice-match"
import { mapInvoiceStatus } from "../../domain/status-map"
import { cancelOrderAwaitingPayment, flagLatePayment } from "./order-outcomes"

export const PARTIALLY_PAID_EVENT = "cryptocloud.invoice.partially_paid"

export interface ReconcilableSession {
  id: string
  status: string
  amount: BigNumberValue
  currency_code: string
  data: Record<string, unknown> | null
}

export type ApplyOutcome = "captured" | "late" | "canceled" | "partial" | "unchanged" | "skipped"

const SETTLED = new Set<string>([PaymentSessionStatus.AUTHORIZED, PaymentSessionStatus.CAPTURED])

/** The session recorded its invoice as canceled before (history written by the provider). */
function wasCanceled(data: Record<string, unknown> | null): boolean {
  const history = Array.isArray(data?.history) ? (data!.history as Array<{ status?: string; stale?: boolean }>) : []
  return history.some((entry) => entry.status === "canceled" && !entry.stale)
}

export async function applyInvoiceStatus(
  container: MedusaContainer,
  session: ReconcilableSession,
  invoice: Invoice,
  tolerancePercent: number
): Promise<ApplyOutcome> {
  const logger = container.resolve("logger")
  const mismatch = invoiceMismatch(invoice, session)
  if (mismatch) {
    logger.warn(`CryptoCloud reconciliation skipped invoice ${invoice.uuid}: ${mismatch}`)
    return "skipped"
  }
  const sessionStatus = mapInvoiceStatus(invoice, tolerancePercent)
  const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)

  // Records a status through the provider's updatePayment, which keeps the invoice (same
  // amount) and stores its current state in the session data.
  const record = (status: PaymentSessionStatus) =>
    payment.updatePaymentSession({
      id: session.id,
      amount: session.amount,
      currency_code: session.currency_code,
      data: session.data ?? {},
      status,
    })

  switch (sessionStatus) {
    case PaymentSessionStatus.CAPTURED: {
      if (SETTLED.has(session.status)) return "unchanged"
      const late = session.status === PaymentSessionStatus.CANCELED || wasCanceled(session.data)
      await processPaymentWorkflow(container).run({
        input: { action: PaymentActions.SUCCESSFUL, data: { session_id: session.id, amount: session.amount } },
      })
      if (!late) return "captured"
      await flagLatePayment(container, session.id, invoice)
      return "late"
    }
    case PaymentSessionStatus.CANCELED:
      if (SETTLED.has(session.status)) return "unchanged"
      if (session.status !== PaymentSessionStatus.CANCELED) await record(PaymentSessionStatus.CANCELED)
      // Order-first flow: the order that waited for this invoice is cancelled too.
      await cancelOrderAwaitingPayment(container, session.id, invoice)
      return session.status === PaymentSessionStatus.CANCELED ? "unchanged" : "canceled"
    case PaymentSessionStatus.REQUIRES_MORE: {
      if (session.status === PaymentSessionStatus.REQUIRES_MORE) return "unchanged"
      await record(PaymentSessionStatus.REQUIRES_MORE)
      const events = container.resolve(Modules.EVENT_BUS)
      await events.emit({
        name: PARTIALLY_PAID_EVENT,
        data: {
          payment_session_id: session.id,
          invoice_uuid: invoice.uuid,
          amount_paid: invoice.amount_paid,
          to_surcharge: invoice.to_surcharge,
          currency: invoice.currency?.fullcode ?? null,
        },
      })
      return "partial"
    }
    default:
      return "unchanged"
  }
}
