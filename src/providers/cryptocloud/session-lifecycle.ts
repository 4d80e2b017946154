/**
 * A payment session's invoice over the session's life: made (or taken over) when the session
 * starts, kept or replaced when the cart's amount changes, released when Medusa deletes the
 * session, cancelled when Medusa cancels the payment. Money that has arrived is never undone
 * here: a paid invoice is neither replaced nor cancelled.
 */
import type {
  CancelPaymentInput,
  CancelPaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
} from "@medusajs/framework/types"
import { MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { tryNormalizeInvoiceId } from "../../lib/cryptocloud"
import { invoiceIsFor } from "../../domain/invoice-match"
import { invoiceToAdopt } from "../../domain/ledger/adoption"
import { FiatMoney } from "../../domain/money"
import { readSessionCart } from "../../domain/session-cart"
import { isFinalPaid } from "../../domain/status-map"
import { chosenCryptocurrency } from "./invoice-factory"
import type { ProviderParts } from "./provider-parts"
import { paymentInvoiceId } from "./session-invoice-id"
import { sessionDataFromRow, withStorefrontKeysRemoved } from "./session-data"

/**
 * A new session of a cart whose previous session released an open invoice for the same amount
 * and currency takes that invoice over (invoice-handover.ts): no call to the service. Otherwise
 * a new invoice is created.
 */
export async function initiateSession(p: ProviderParts, input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
  const sessionId = String(input.data?.session_id ?? input.context?.idempotency_key ?? "")
  const money = FiatMoney.of(input.amount, input.currency_code)
  money.invoiceCurrency() // a currency the service cannot price is refused before anything else
  const [cart, settings] = await Promise.all([readSessionCart(p.pg, sessionId), p.settings()])
  // The plugin's own session for a paid invoice whose session was replaced on an order's
  // collection (domain/ledger/adoption.ts): the invoice is bound to it, nothing is created.
  const adopt = invoiceToAdopt()
  if (adopt) {
    const row = await p.handover.adopt(adopt, sessionId, cart.collectionId)
    return { id: row.uuid, status: PaymentSessionStatus.PENDING, data: { ...sessionDataFromRow(row) } }
  }
  const reused = cart.collectionId
    ? await p.handover.takeOver({ collectionId: cart.collectionId, sessionId, money, cryptocurrency: chosenCryptocurrency(input.data, settings) })
    : null
  if (reused) {
    return { id: reused.uuid, status: PaymentSessionStatus.PENDING, data: withStorefrontKeysRemoved(sessionDataFromRow(reused), input.data) }
  }
  const { invoice, data } = await p.createInvoice(
    { sessionId, amount: input.amount, currencyCode: input.currency_code, storefrontData: input.data, customerEmail: input.context?.customer?.email },
    { cart, settings }
  )
  // The cart's earlier session released an invoice this one could not take (another coin, or
  // none chosen then): it is cancelled now, so the checkout has one open invoice.
  p.handover.cancelSuperseded(cart.collectionId)
  return { id: invoice.uuid, status: PaymentSessionStatus.PENDING, data: withStorefrontKeysRemoved(data, input.data) }
}

/**
 * Same amount and currency: the invoice stays; its current state is read and recorded (this
 * is how the reconciliation records `canceled`/`requires_more` through Medusa's
 * updatePaymentSession). Changed amount or currency: the old invoice is cancelled and a new
 * one created — never for a paid invoice. The session is named by the caller's context
 * (`idempotency_key`, as Medusa names it for authorize); its invoice is the ledger's.
 */
export async function updateSession(p: ProviderParts, input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
  const money = FiatMoney.of(input.amount, input.currency_code)
  money.invoiceCurrency() // a currency the service cannot price is refused before anything changes
  const sessionId = typeof input.context?.idempotency_key === "string" ? input.context.idempotency_key : ""
  if (!sessionId) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "Could not update the crypto payment session: pass the session id as context.idempotency_key to updatePaymentSession."
    )
  }
  const current = await p.readSessionInvoice(sessionId, input.data, "update the crypto invoice")
  if (current && invoiceIsFor(current.invoice, money)) {
    return { status: current.status, data: { ...current.data } }
  }
  // The merchant accepted what arrived (attention `accept`): the session is set to that amount
  // and keeps its invoice; the caller says the status (workflows/cryptocloud/accept-attention.ts).
  if (current?.row?.accepted_amount && money.equals(FiatMoney.of(current.row.accepted_amount, current.row.fiat_currency))) {
    return { data: { ...current.data } }
  }
  if (current && isFinalPaid(current.invoice.status)) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Invoice ${current.invoice.uuid} is already paid; a paid crypto payment cannot be changed.`)
  }
  if (current) {
    await p.ledger.sessionGone(current.invoice.uuid)
    await cancelInvoice(p, current.invoice.uuid, input.data, "cancel the outdated crypto invoice")
  }
  const { data } = await p.createInvoice({
    sessionId,
    amount: input.amount,
    currencyCode: input.currency_code,
    storefrontData: input.data,
    customerEmail: input.context?.customer?.email,
  })
  return { status: PaymentSessionStatus.PENDING, data: withStorefrontKeysRemoved(data, input.data) }
}

/**
 * Medusa deletes a session whenever the cart changes or a new session replaces it: its invoice
 * is released (no call now) for a new session of the cart to take over, and cancelled with one
 * call if nobody does within the grace (invoice-handover.ts).
 */
export function releaseSession(p: ProviderParts, input: DeletePaymentInput): DeletePaymentOutput {
  // The data is the storefront's as much as ours (see release()): a hint where to look only.
  const hint = tryNormalizeInvoiceId(input.data?.uuid)
  if (hint) p.handover.release(hint)
  return { data: input.data }
}

export async function cancelPayment(p: ProviderParts, input: CancelPaymentInput): Promise<CancelPaymentOutput> {
  return { data: await cancelInvoice(p, paymentInvoiceId(input.data), input.data, "cancel the crypto invoice") }
}

/**
 * Cancel a `created` invoice; an invoice that is already paid or cancelled is left as it is
 * (its state is recorded), because Medusa calls this for replaced sessions and order
 * cancellations alike, and a paid invoice cannot be taken back. A cancel that fails is left
 * to the reconciliation, which cancels invoices no session holds.
 */
export async function cancelInvoice(p: ProviderParts, uuid: string | null, data: Record<string, unknown> | undefined, action: string) {
  let read = await p.readInvoice(uuid, action)
  if (read.invoice.status === "created") {
    try {
      await p.client.cancelInvoice(read.invoice.uuid)
    } catch (error) {
      p.logger.warn(`CryptoCloud: ${action} ${read.invoice.uuid} failed: ${(error as Error).message}`)
    }
    read = await p.readInvoice(read.invoice.uuid, action)
  }
  if (isFinalPaid(read.invoice.status)) {
    p.logger.warn(`CryptoCloud: invoice ${read.invoice.uuid} is ${read.invoice.status}; it was not cancelled. Return the money with a withdrawal if needed.`)
  }
  return { ...data, ...read.data }
}
