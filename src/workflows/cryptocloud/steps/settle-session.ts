/**
 * Carry out the session part of an invoice outcome through Medusa's own workflows and module
 * methods: capture (processPaymentWorkflow, which completes the cart if nobody did and locks it,
 * so racing paths make one order; an order's collection is locked by capture-session.ts and
 * captured only while it still takes a payment), adopt a paid invoice whose session was replaced
 * on an order's collection (adopt-invoice.ts), record `canceled`/`requires_more` (which Medusa's
 * webhook subscriber ignores), cancel the order-first order that waited in vain (never for an
 * order's own collection, never while another invoice of its collection can be paid), and cancel
 * at the service an invoice nobody holds any more.
 *
 * No compensation: a capture records money that has already arrived (crypto is final), and the
 * other actions bring Medusa in line with what the service already says.
 */
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import type { InvoiceOutcome, OutcomeSession } from "../../../domain/invoice-outcome"
import { adoptAndCapture } from "../adopt-invoice"
import { captureNow, captureOnOrderCollection, type CaptureResult } from "../capture-session"
import { NO_LINKS, type CollectionLinks, type OrderCollection } from "../collection-links"
import { cryptocloudModule } from "../module-access"
import { cancelOrderAwaitingPayment, linksOfSession } from "../order-outcomes"
import { testMoneyRefusal } from "../test-money"

export interface SettleInput {
  invoice: Invoice
  session: OutcomeSession | null
  /** The invoice's payment collection when an order holds it (collection-links.ts). */
  collection: OrderCollection | null
  /** Its cart and order as read before (null: unknown). */
  links: CollectionLinks | null
  outcome: InvoiceOutcome
  /** The invoice's project (load-invoice-context.ts): only its key cancels the invoice. */
  shopId: string
}

export interface SettleResult {
  cartId: string | null
  orderId: string | null
  /** Medusa refused the capture for good: its reason. */
  captureFailed: string | null
  /** The order's collection was already paid (by another invoice of it): this money is surplus. */
  paidElsewhere: boolean
  /** The money is captured on the order (now, or by another path meanwhile). */
  captured: boolean
}

export const settleSessionStep = createStep(
  "cryptocloud-settle-session",
  async ({ invoice, session, collection, links: known, outcome, shopId }: SettleInput, { container }) => {
    const logger = container.resolve("logger")
    // Claimed first: a new session of the cart may have taken the invoice over since it was read
    // (ledger/handover.ts); the claim and the takeover are one conditional UPDATE each, so only one wins.
    const cryptocloud = cryptocloudModule(container)
    // A project the options no longer list has no key here: its invoice is left alone.
    const project = cryptocloud.projects.find(shopId)
    if (outcome.cancelOrphan && project && (await cryptocloud.ledger.claimOrphanCancel(invoice.uuid))) {
      try {
        await cryptocloud.getClient(project.shopId).cancelInvoice(invoice.uuid)
      } catch (error) {
        // The next pass tries again; meanwhile a payment on it is still caught as unmatched.
        await cryptocloud.ledger.unclaimCancel(invoice.uuid)
        logger.warn(`CryptoCloud: could not cancel invoice ${invoice.uuid}, which no session holds: ${(error as Error).message}`)
      }
    }
    let result: CaptureResult | null = null
    // Test-mode money onto an order of a region that takes real money: not captured (test-money.ts).
    const testRefusal =
      collection && (outcome.session === "adopt" || outcome.session === "capture") ? await testMoneyRefusal(container, invoice, collection, shopId) : null
    if (testRefusal && collection) {
      result = { kind: "failed", reason: testRefusal }
      logger.warn(
        `CryptoCloud: test-mode invoice ${invoice.uuid} was paid on order ${collection.orderId}, whose region takes real money; not captured (capture_failed)`
      )
    } else if (outcome.session === "adopt" && collection) {
      result = await adoptAndCapture(container, invoice, collection)
      if (result.kind === "failed")
        logger.warn(`CryptoCloud: the paid invoice ${invoice.uuid} of order ${collection.orderId} could not be captured: ${result.reason}`)
    }
    if (session) {
      const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
      const record = async (status: PaymentSessionStatus) => {
        // Conditional on the status the decision was taken on: a session another path moved
        // meanwhile (captured by a postback, replaced by the storefront) is not written back.
        const current = await payment.retrievePaymentSession(session.id, { select: ["id", "status"] })
        if (current.status !== session.status) return
        // The session is named in the context: the provider finds its invoice on the ledger, never in `data`.
        await payment.updatePaymentSession({
          id: session.id,
          amount: session.amount,
          currency_code: session.currency_code,
          data: session.data ?? {},
          status,
          context: { idempotency_key: session.id },
        })
      }
      switch (testRefusal ? "none" : outcome.session) {
        case "capture":
          // A cancelled order (order-first, cancelled when its invoice expired) is not paid by
          // capturing onto it: its stock is released and the merchant may have moved on. The
          // money is told once instead (capture_failed), with what happened.
          if (collection?.orderStatus === "canceled") {
            result = { kind: "failed", reason: `order ${collection.orderId} was cancelled before the payment arrived, so the payment was not captured onto it` }
            logger.warn(`CryptoCloud: invoice ${invoice.uuid} was paid after its order ${collection.orderId} was cancelled; not captured (capture_failed)`)
            break
          }
          result = collection ? await captureOnOrderCollection(container, collection.id, session) : await captureNow(container, session)
          // The money is here and Medusa will not take it: say so once (capture_failed).
          if (result.kind === "failed") logger.warn(`CryptoCloud: Medusa refused to capture invoice ${invoice.uuid} (session ${session.id}): ${result.reason}`)
          break
        case "record_canceled":
          await record(PaymentSessionStatus.CANCELED)
          break
        case "record_requires_more":
          await record(PaymentSessionStatus.REQUIRES_MORE)
          break
        case "adopt": // done above, on the order's collection (adoptAndCapture)
        case "none":
          break
      }
    }
    if (outcome.cancelWaitingOrder && collection) await cancelOrderAwaitingPayment(container, collection, invoice)
    const captureFailed = result?.kind === "failed" ? result.reason : null
    // A capture of a cart's collection made the cart an order just now: read its links again.
    const links = collection ?? (known && result?.kind !== "captured" ? known : session ? await linksOfSession(container, session.id) : (known ?? NO_LINKS))
    return new StepResponse<SettleResult>({
      cartId: links.cartId,
      orderId: links.orderId,
      captureFailed,
      paidElsewhere: result?.kind === "paid_elsewhere",
      captured: result?.kind === "captured",
    })
  }
)
