/**
 * "Accept what arrived" (design.md, "Money that is on no order"): the item's invoice's cart
 * becomes an order with the money that arrived captured, the shortfall written on the order
 * (metadata `cryptocloud_accepted_shortfall`) and on the ledger row (the payments report's
 * `accepted_shortfall`), and the item resolved `accepted` with the order's id.
 *
 * One accept per item at a time across instances (Medusa's locking module); inside the lock the
 * item and its facts are read again, so a second admin's accept finds it resolved (409) and the
 * cart makes one order.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { acceptedMoney, type AcceptedMoney } from "../../../domain/accepted-money"
import { ATTENTION_RESOLVED_EVENT, attentionResolvedEventData } from "../../../domain/events"
import { attentionActions } from "../../../domain/attention-actions"
import { cryptocloudModule } from "../module-access"
import { annotateOrder, ORDER_NOTE_KEY, restoreOrderMetadata } from "../order-outcomes"
import { completeAcceptedCartStep, prepareAcceptedSessionStep } from "./accept-steps"

export const ACCEPT_ATTENTION_WORKFLOW = "cryptocloud-accept-attention"
export const ORDER_ACCEPTED_SHORTFALL_KEY = "cryptocloud_accepted_shortfall"

const LOCK_TIMEOUT_S = 60

export interface AcceptWorkflowInput {
  itemId: string
  note: string
  adminUserId: string | null
  uuid: string
  cartId: string
  sessionId: string
  money: AcceptedMoney
  /** "Ask for the rest" paid (complete-rest.ts): the item is resolved `rest_paid`, with this note on the order. */
  restPaid?: { orderNote: string }
}

/** The order says what was accepted; the ledger names the order; the item is resolved. */
const recordAcceptanceStep = createStep(
  "cryptocloud-record-acceptance",
  async (input: AcceptWorkflowInput & { orderId: string }, { container }) => {
    const { money } = input
    const undo = await annotateOrder(
      container,
      input.orderId,
      input.restPaid
        ? { [ORDER_NOTE_KEY]: input.restPaid.orderNote }
        : {
            [ORDER_ACCEPTED_SHORTFALL_KEY]: money.shortfall,
            [ORDER_NOTE_KEY]: `Part payment of crypto invoice ${input.uuid} accepted: ${money.captured} ${money.currency} captured, ${money.shortfall} ${money.currency} short.`,
          }
    )
    const cryptocloud = cryptocloudModule(container)
    await cryptocloud.ledger.update(input.uuid, { cart_id: input.cartId, order_id: input.orderId, outcome: "captured", session_live: true })
    // Announced by the workflow (cryptocloud.attention.resolved) once it has succeeded.
    const resolved = await cryptocloud.resolveAttention(input.itemId, input.note, input.adminUserId, {
      resolution: input.restPaid ? "rest_paid" : "accepted",
      order_id: input.orderId,
    })
    return new StepResponse({ orderId: input.orderId, resolved }, { orderId: input.orderId, undo })
  },
  async (previous, { container }) => {
    if (previous) await restoreOrderMetadata(container, previous.orderId, previous.undo)
  }
)

export const acceptAttentionWorkflow = createWorkflow(ACCEPT_ATTENTION_WORKFLOW, (input: AcceptWorkflowInput) => {
  prepareAcceptedSessionStep(transform({ input }, ({ input }) => ({ uuid: input.uuid, sessionId: input.sessionId, money: input.money })))
  const { orderId } = completeAcceptedCartStep(transform({ input }, ({ input }) => ({ cartId: input.cartId, sessionId: input.sessionId })))
  const recorded = recordAcceptanceStep(transform({ input, orderId }, ({ input, orderId }) => ({ ...input, orderId })))
  emitEventStep({
    eventName: ATTENTION_RESOLVED_EVENT,
    data: transform({ recorded }, ({ recorded }) => [attentionResolvedEventData(recorded.resolved)]),
  }).config({ name: "cryptocloud-emit-attention-resolved" })
  return new WorkflowResponse({ orderId: transform({ recorded }, ({ recorded }) => recorded.orderId) })
})

const refuse = (message: string) => new MedusaError(MedusaError.Types.NOT_ALLOWED, message)

/**
 * Accept an item's money, under the item's lock: refused (NOT_ALLOWED, 400) when `accept` is not
 * among its actions now, or when the invoice's own session is no longer on its cart.
 */
export async function acceptAttentionItem(container: MedusaContainer, itemId: string, note: string, adminUserId: string | null) {
  const cryptocloud = cryptocloudModule(container)
  return container.resolve(Modules.LOCKING).execute(
    `cryptocloud:attention:${itemId}`,
    async () => {
      const item = await cryptocloud.retrieveAttentionItem(itemId)
      const facts = (await cryptocloud.attentionFacts([item])).get(item.id)!
      if (!attentionActions(item, facts).includes("accept")) {
        throw refuse(
          item.status !== "open"
            ? `Attention item ${itemId} is already resolved; nothing to accept.`
            : `Attention item ${itemId} cannot be accepted: only an expired part payment, a late payment or an unmatched payment whose cart is still open and whose money is not being returned can become an order. Return the money or resolve the item instead.`
        )
      }
      const row = item.invoice_uuid ? await cryptocloud.ledger.find(item.invoice_uuid) : null
      const money = row ? acceptedMoney(row) : null
      if (!row?.cart_id || !money) throw refuse(`Attention item ${itemId} names no invoice with money on an open cart; return the money or resolve the item.`)
      const sessionId = await sessionOnCart(container, row.session_id, row.payment_collection_id ?? null)
      if (!sessionId) {
        throw refuse(
          `The cart of invoice ${row.uuid} has moved on to another payment session, so it cannot become an order with this invoice's money; return the money or resolve the item.`
        )
      }
      const { result } = await acceptAttentionWorkflow(container).run({
        input: { itemId, note, adminUserId, uuid: row.uuid, cartId: row.cart_id, sessionId, money },
      })
      return { orderId: result.orderId as string, money }
    },
    { timeout: LOCK_TIMEOUT_S }
  )
}

/** The invoice's own session, when it still exists on its cart's payment collection. */
export async function sessionOnCart(container: MedusaContainer, sessionId: string, collectionId: string | null): Promise<string | null> {
  const payment = container.resolve(Modules.PAYMENT)
  const [session] = await payment.listPaymentSessions({ id: sessionId }, { select: ["id", "payment_collection_id"] })
  if (!session || (collectionId && session.payment_collection_id !== collectionId)) return null
  return session.id
}
