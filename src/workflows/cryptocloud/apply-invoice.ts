/**
 * One invoice, as just read with `info`, applied to the store — the same way from every path
 * (the postback subscriber, the reconciliation pass): record the read on the ledger, decide
 * (domain/invoice-outcome.ts), settle the session, raise attention items once, annotate the
 * order, record the settlement, and announce what is new: the invoice events once per invoice
 * (claimed on its ledger row: domain/invoice-events.ts), attention items raised or resolved now.
 */
import { createWorkflow, transform, WorkflowResponse, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { Invoice } from "../../lib/cryptocloud"
import {
  ATTENTION_CREATED_EVENT,
  ATTENTION_RESOLVED_EVENT,
  attentionEventData,
  attentionResolvedEventData,
  INVOICE_EVENTS,
  INVOICE_PARTIALLY_PAID_EVENT,
  type InvoiceEventData,
  type InvoiceEventName,
} from "../../domain/events"
import { invoiceEventData, invoiceEventsDue, partiallyPaidEventData } from "../../domain/invoice-events"
import { attentionAfterSettle, decideInvoiceOutcome } from "../../domain/invoice-outcome"
import { FiatMoney } from "../../domain/money"
import { orderCollectionState } from "./collection-links"
import { completeRestStep } from "./attention/complete-rest"
import { annotateOrderStep } from "./steps/annotate-order"
import { loadInvoiceContextStep } from "./steps/load-invoice-context"
import { claimInvoiceEventsStep } from "./steps/announce-invoice"
import { raiseAttentionStep } from "./steps/raise-attention"
import { recordSettlementStep } from "./steps/record-settlement"
import { resolveExpiredPartialStep } from "./steps/resolve-expired-partial"
import { settleSessionStep } from "./steps/settle-session"

export const APPLY_INVOICE_WORKFLOW = "cryptocloud-apply-invoice"
export { PARTIALLY_PAID_EVENT } from "../../domain/events"

export const applyCryptoCloudInvoiceWorkflow = createWorkflow(
  APPLY_INVOICE_WORKFLOW,
  /** `shopId`: the project whose key read the invoice (its ledger row's project decides when it has one). */
  (input: { invoice: Invoice; shopId?: string | null }) => {
    const context = loadInvoiceContextStep(input)
    const outcome = transform({ input, context }, ({ input, context }) =>
      decideInvoiceOutcome({
        invoice: input.invoice,
        row: context.row,
        session: context.session,
        tolerancePercent: context.tolerancePercent,
        refundedCrypto: context.refundedCrypto,
        orderCollection: orderCollectionState(
          context.collection,
          context.row ? FiatMoney.of(context.row.fiat_amount, context.row.fiat_currency) : FiatMoney.ofInvoice(input.invoice)
        ),
      })
    )
    const links = settleSessionStep(
      transform({ input, context, outcome }, ({ input, context, outcome }) => ({
        invoice: input.invoice,
        session: context.session,
        collection: context.collection,
        links: context.links,
        outcome,
        shopId: context.shopId,
      }))
    )
    const drafts = transform({ input, context, outcome, links }, ({ input, context, outcome, links }) =>
      attentionAfterSettle(outcome, { ...input.invoice, amount_paid: context.row?.amount_paid ?? input.invoice.amount_paid }, links)
        // The invoice's project: its ledger row's, else the one whose key read it (load-invoice-context.ts).
        .map((draft) => ({ ...draft, order_id: links.orderId, shop_id: context.shopId }))
    )
    const created = raiseAttentionStep(drafts)
    const resolvedPartial = resolveExpiredPartialStep(
      transform({ input, outcome, links }, ({ input, outcome, links }) => ({
        uuid: input.invoice.uuid,
        orderId: links.orderId,
        because:
          links.captureFailed || links.paidElsewhere || (outcome.resolveExpiredPartial === "captured" && !links.orderId) ? null : outcome.resolveExpiredPartial,
      }))
    )
    annotateOrderStep(
      transform({ input, outcome, links }, ({ input, outcome, links }) => ({
        orderId: links.orderId,
        invoice: input.invoice,
        late: outcome.late && !links.captureFailed && !links.paidElsewhere,
        captured: (outcome.session === "capture" || outcome.session === "adopt") && links.captured,
      }))
    )
    recordSettlementStep(
      transform({ input, context, outcome, links, drafts }, ({ input, context, outcome, links, drafts }) => ({
        uuid: input.invoice.uuid,
        known: context.row !== null,
        outcome,
        links,
        itemsNamingMoney: drafts.length,
      }))
    )
    // "Ask for the rest": a rest invoice captured on its own collection makes its item's cart an order.
    completeRestStep(transform({ input, links }, ({ input }) => ({ uuid: input.invoice.uuid }))).config({ name: "cryptocloud-complete-rest" })
    emitEventStep({
      eventName: ATTENTION_CREATED_EVENT,
      data: transform({ created }, ({ created }) => created.map(attentionEventData)),
    }).config({ name: "cryptocloud-emit-attention-created" })
    emitEventStep({
      eventName: ATTENTION_RESOLVED_EVENT,
      data: transform({ resolvedPartial }, ({ resolvedPartial }) => (resolvedPartial ? [attentionResolvedEventData(resolvedPartial)] : [])),
    }).config({ name: "cryptocloud-emit-attention-resolved" })
    // The invoice's events: those this read calls for and no earlier run announced, claimed on its
    // ledger row so that one run emits each (a re-delivered postback, the next pass find them taken).
    const announced = claimInvoiceEventsStep(
      transform({ input, context, outcome }, ({ input, context, outcome }) => ({
        uuid: input.invoice.uuid,
        due: invoiceEventsDue({ invoice: input.invoice, row: context.row, outcome, tolerance: context.tolerancePercent }),
      }))
    )
    const invoiceEvent = transform({ input, context, links }, ({ input, context, links }) =>
      context.row
        ? invoiceEventData({ invoice: input.invoice, row: context.row, shopId: context.shopId, orderId: links.orderId, sessionId: context.session?.id ?? null })
        : null
    )
    for (const name of INVOICE_EVENTS) emitInvoiceEvent(name, announced, invoiceEvent, input)
    return new WorkflowResponse({ outcome, links, created })
  }
)

/** One invoice event, when this run claimed it (`partially_paid` with its first release's fields). */
function emitInvoiceEvent(
  name: InvoiceEventName,
  announced: WorkflowData<InvoiceEventName[]>,
  event: WorkflowData<InvoiceEventData | null>,
  input: { invoice: Invoice }
) {
  emitEventStep({
    eventName: name,
    data: transform({ announced, event, input }, ({ announced, event, input }) => {
      if (!event || !announced.includes(name)) return []
      return [name === INVOICE_PARTIALLY_PAID_EVENT ? partiallyPaidEventData(event, input.invoice) : event]
    }),
  }).config({ name: `cryptocloud-emit-${name.replace(/\./g, "-")}` })
}
