/**
 * The provider's answers where money changes hands: authorize (is the invoice paid, in full, by
 * this session?), capture (nothing to call — a paid invoice is already on the merchant's
 * balance) and refund (recorded as owed; an admin pays it out with a withdrawal). Each re-reads
 * the invoice; session `data` never decides.
 */
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  RefundPaymentInput,
  RefundPaymentOutput,
} from "@medusajs/framework/types"
import { MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { hasPendingAuthorization } from "../../domain/medusa-features"
import type { ProviderParts } from "./provider-parts"
import { recordOwedRefund } from "./refund-recording"
import { notPaidYet, onlyPartlyPaid } from "./refusals"
import { paymentInvoiceId } from "./session-invoice-id"

export async function authorize(p: ProviderParts, input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
  // Medusa passes the session's id as the idempotency key (payment module, authorizePaymentSession).
  const sessionId = String(input.context?.idempotency_key ?? "")
  const read = await p.readSessionInvoice(sessionId, input.data, "authorize the crypto payment")
  const { invoice, row, data, status } = read ?? (await p.readInvoice(null, "authorize the crypto payment"))
  await p.assertInvoiceSettles(invoice, row, sessionId)
  // The merchant accepted what arrived (an attention item's `accept`): the session, set to that
  // amount, is paid by it; Medusa records the payment and its capture for the session's amount.
  if (row?.accepted_at) return { status: PaymentSessionStatus.CAPTURED, data: { ...data } }
  // A before_payment saved while the store ran a newer Medusa stays inert on one without
  // `pending_authorization` (< 2.18): the session then waits for the money as after_payment.
  const orderFirst = (await p.settings()).orderFlow === "before_payment" && hasPendingAuthorization()
  switch (status) {
    case PaymentSessionStatus.CAPTURED:
    case PaymentSessionStatus.CANCELED:
      return { status, data: { ...data } }
    case PaymentSessionStatus.REQUIRES_MORE:
      if (orderFirst) return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: { ...data } }
      throw onlyPartlyPaid(invoice, data)
    default:
      if (orderFirst) return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: { ...data } }
      throw notPaidYet(invoice, data)
  }
}

export async function capture(p: ProviderParts, input: CapturePaymentInput): Promise<CapturePaymentOutput> {
  const { invoice, row, data, status } = await p.readInvoice(paymentInvoiceId(input.data), "capture the crypto payment")
  if (status !== PaymentSessionStatus.CAPTURED && !row?.accepted_at) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Cannot capture: CryptoCloud invoice ${invoice.uuid} is "${invoice.status}", not paid. Crypto payments are captured when they are paid in full.`
    )
  }
  await p.assertInvoiceSettles(invoice, row, undefined)
  // Nothing to call: a paid invoice is already money on the merchant's balance.
  return { data: { ...input.data, ...data } }
}

/**
 * There is no refund call: the refund is recorded as owed (refund-recording.ts), the customer
 * is asked for an address, and an admin pays it out with a withdrawal.
 */
export async function refund(p: ProviderParts, input: RefundPaymentInput): Promise<RefundPaymentOutput> {
  const { invoice, row } = await p.readInvoice(paymentInvoiceId(input.data), "refund the crypto payment")
  const entry = await recordOwedRefund({ invoice, row, amount: input.amount, medusaRefundId: input.context?.idempotency_key ?? null }, p.ledger, p.logger)
  const previous = Array.isArray(input.data?.refunds) ? (input.data.refunds as unknown[]) : []
  return { data: { ...input.data, refunds: [...previous, entry] } }
}
