/**
 * The rest paid ("Ask for the rest", request-rest.ts): when an invoice of a rest link's own
 * collection is captured there, the item's cart becomes ONE order through the accept path
 * (accept-attention.ts) with the money of both invoices: the first invoice's session is set to
 * what arrived on it plus the rest's fiat (never more than the cart asked), so the order owes
 * nothing and carries no shortfall; the item is resolved `rest_paid` with the order's id.
 *
 * Why the rest stays captured on its own standalone collection rather than adopted onto the
 * order's: Medusa captures a session of a collection without a cart as it stands
 * (processPaymentWorkflow: authorized and captured, no cart to complete), whereas adopting it
 * onto the order would first need Medusa to make an order collection for a pending difference,
 * i.e. an order made short and then topped up: two more workflows that can fail between them.
 * The order's note names the rest invoice; its ledger row names the order.
 *
 * Runs from the apply path (every read of the rest invoice: postback or reconciliation) and is
 * idempotent: the rest's ledger row is given the order's id, and a row with one is left alone. A
 * rest paid after the item was settled another way is money on no order: an `unmatched_payment`
 * item of the rest invoice (to return), never silent.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { attentionKey, type AttentionDraft } from "../../../domain/attention"
import { attentionActions } from "../../../domain/attention-actions"
import type { LedgerRow } from "../../../domain/ledger/columns"
import { restPaidMoney } from "../../../domain/rest-money"
import { capturedOnSession } from "../capture-session"
import { cryptocloudModule } from "../module-access"
import { raiseAttentionWorkflow } from "../raise-attention"
import { acceptAttentionWorkflow, sessionOnCart } from "./accept-attention"

function restOnNoOrder(itemId: string, rest: LedgerRow): AttentionDraft {
  const paid = rest.amount_paid ?? "0"
  return {
    kind: "unmatched_payment",
    dedupe_key: attentionKey("unmatched_payment", rest.uuid),
    invoice_uuid: rest.uuid,
    amount: paid,
    currency: rest.crypto_currency ?? null,
    description: `${paid} ${rest.crypto_currency ?? ""} arrived on invoice ${rest.uuid}, the rest asked for by attention item ${itemId}, after that item was settled another way; its cart can no longer become an order with it.`,
  }
}

/** Null when the item was settled meanwhile, or its cart can no longer become an order. */
export async function completeRestPayment(container: MedusaContainer, itemId: string, rest: LedgerRow): Promise<string | null> {
  const cryptocloud = cryptocloudModule(container)
  const logger = container.resolve("logger")
  return container.resolve(Modules.LOCKING).execute(
    `cryptocloud:attention:${itemId}`,
    async () => {
      const item = await cryptocloud.retrieveAttentionItem(itemId)
      const facts = (await cryptocloud.attentionFacts([item])).get(item.id)!
      // Still askable = still open, the cart open and short, no return started: the rest can join it.
      const first = attentionActions(item, facts).includes("request_rest") && item.invoice_uuid ? await cryptocloud.ledger.find(item.invoice_uuid) : null
      const money = first ? restPaidMoney(first, rest) : null
      const sessionId = first?.cart_id && money ? await sessionOnCart(container, first.session_id, first.payment_collection_id ?? null) : null
      if (!first?.cart_id || !money || !sessionId) {
        // Settled another way meanwhile (accepted, returned, the cart completed): this money is on
        // no order, and is never silent — an item of its own, to return.
        logger.warn(`CryptoCloud: the rest of attention item ${itemId} was paid on invoice ${rest.uuid}, but its cart can no longer become an order with it`)
        await raiseAttentionWorkflow(container).run({ input: { items: [restOnNoOrder(itemId, rest)] } })
        return null
      }
      const { result } = await acceptAttentionWorkflow(container).run({
        input: {
          itemId,
          note: `The customer paid the rest on crypto invoice ${rest.uuid}.`,
          adminUserId: null,
          uuid: first.uuid,
          cartId: first.cart_id,
          sessionId,
          money,
          restPaid: {
            orderNote: `Crypto invoice ${first.uuid} was part paid; the rest (${rest.fiat_amount} ${money.currency}) was paid on crypto invoice ${rest.uuid}, captured on its own payment collection ${rest.payment_collection_id}.`,
          },
        },
      })
      // The rest invoice is the order's money too: named on its row, and not completed twice.
      await cryptocloud.ledger.update(rest.uuid, { order_id: result.orderId as string })
      return result.orderId as string
    },
    { timeout: 60 }
  )
}

/**
 * In the apply workflow, after the session is settled: an invoice of a rest link's collection,
 * captured, completes its item's cart. A failure is logged, not thrown: the invoice's money is
 * recorded, and the next application of it tries again while the item is open.
 */
export const completeRestStep = createStep("cryptocloud-complete-rest", async ({ uuid }: { uuid: string }, { container }) => {
  const cryptocloud = cryptocloudModule(container)
  const row = await cryptocloud.ledger.find(uuid)
  // A cart's invoice, or a rest already on its order: nothing to complete.
  if (!row?.payment_collection_id || row.cart_id || row.order_id) return new StepResponse(null)
  const link = await cryptocloud.payLinks.restLinkOfCollection(row.payment_collection_id)
  if (!link?.attention_item_id || !(await capturedOnSession(container, row.session_id))) return new StepResponse(null)
  try {
    return new StepResponse(await completeRestPayment(container as MedusaContainer, link.attention_item_id, row))
  } catch (error) {
    container.resolve("logger").warn(`CryptoCloud: the rest paid on invoice ${uuid} could not complete its cart yet: ${(error as Error).message}`)
    return new StepResponse(null)
  }
})
