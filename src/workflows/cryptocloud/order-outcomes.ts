/**
 * What an invoice outcome means for an order that already exists: the order-first flow
 * (`orderFlow: "before_payment"`) creates orders before the money arrives, and a payment can
 * land after its invoice expired. Both must leave a trace the merchant sees on the order.
 */
import type { IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import type { Invoice } from "../../lib/cryptocloud"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ownInvoiceStillPayable } from "../../domain/ledger/order-collection"
import { linksOfCollection, NO_LINKS, type CollectionLinks, type OrderCollection } from "./collection-links"

/** Order metadata keys the plugin writes (shown by the admin order widget). */
export const ORDER_NOTE_KEY = "cryptocloud_note"
export const ORDER_ATTENTION_KEY = "cryptocloud_attention"
export const ORDER_TEST_MODE_KEY = "cryptocloud_test_mode"

/** The cart and order of a payment session (through its payment collection), as far as they exist. */
export async function linksOfSession(container: Pick<MedusaContainer, "resolve">, sessionId: string): Promise<CollectionLinks> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [session],
  } = await query.graph({
    entity: "payment_session",
    fields: ["payment_collection_id"],
    filters: { id: sessionId },
  })
  return session ? linksOfCollection(container, session.payment_collection_id) : NO_LINKS
}

/**
 * The order's note with new lines appended: a note is never replaced, so a later line (a late
 * payment) cannot hide an earlier one ("test mode: do not ship"); a line already there is not
 * repeated (the same outcome applied twice).
 */
export function appendNoteLines(existing: unknown, note: string): string {
  const lines = typeof existing === "string" && existing ? existing.split("\n") : []
  for (const line of note.split("\n")) if (line && !lines.includes(line)) lines.push(line)
  return lines.join("\n")
}

/**
 * How to undo an `annotateOrder`: the plugin's keys it wrote, as they were (`absent`: not there),
 * and the note lines it added. JSON-safe (a workflow step's compensation input).
 */
export interface OrderAnnotationUndo {
  previous: Record<string, unknown>
  absent: string[]
  addedNoteLines: string[]
}

/** One note writer per order at a time, across instances (Medusa's locking module). */
export const orderNoteLockKey = (orderId: string) => `cryptocloud:order-metadata:${orderId}`
const NOTE_LOCK_TIMEOUT_S = 10

/**
 * Write the plugin's values into an order's metadata, the note appended line by line, and only
 * those keys: Medusa's order module merges metadata on update (utils' mergeMetadata: a key sent
 * replaces that key, a key left out is kept), so a key another writer set meanwhile — a
 * merchant's, an admin tool's — is never written back with an older value. The note is the one
 * read-modify-write (its lines are appended), so it runs under a lock per order. Returns how to
 * undo it (restoreOrderMetadata).
 */
export async function annotateOrder(
  container: Pick<MedusaContainer, "resolve">,
  orderId: string,
  values: Record<string, unknown>
): Promise<OrderAnnotationUndo> {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  return container.resolve(Modules.LOCKING).execute(
    orderNoteLockKey(orderId),
    async () => {
      const order = await orders.retrieveOrder(orderId, { select: ["id", "metadata"] })
      const before = (order.metadata ?? {}) as Record<string, unknown>
      const patch: Record<string, unknown> = { ...values }
      let addedNoteLines: string[] = []
      if (typeof values[ORDER_NOTE_KEY] === "string") {
        patch[ORDER_NOTE_KEY] = appendNoteLines(before[ORDER_NOTE_KEY], values[ORDER_NOTE_KEY])
        const had = new Set(typeof before[ORDER_NOTE_KEY] === "string" ? String(before[ORDER_NOTE_KEY]).split("\n") : [])
        addedNoteLines = String(patch[ORDER_NOTE_KEY])
          .split("\n")
          .filter((line) => line && !had.has(line))
      }
      await orders.updateOrders([{ id: orderId, metadata: patch }])
      const keys = Object.keys(patch)
      return {
        previous: Object.fromEntries(keys.filter((key) => key in before).map((key) => [key, before[key]])),
        absent: keys.filter((key) => !(key in before)),
        addedNoteLines,
      }
    },
    { timeout: NOTE_LOCK_TIMEOUT_S }
  )
}

/**
 * Undo an `annotateOrder` (a step's compensation), touching only the plugin's keys it wrote: each
 * back to its value before, or removed ("" is Medusa's merge for "delete this key"); the note
 * loses only the lines that write added, so a line written since by another outcome stays.
 */
export async function restoreOrderMetadata(container: Pick<MedusaContainer, "resolve">, orderId: string, undo: OrderAnnotationUndo): Promise<void> {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  await container.resolve(Modules.LOCKING).execute(
    orderNoteLockKey(orderId),
    async () => {
      const patch: Record<string, unknown> = { ...undo.previous }
      for (const key of undo.absent) patch[key] = ""
      if (ORDER_NOTE_KEY in patch || undo.addedNoteLines.length) {
        const order = await orders.retrieveOrder(orderId, { select: ["id", "metadata"] })
        const now = (order.metadata ?? {})[ORDER_NOTE_KEY]
        const added = new Set(undo.addedNoteLines)
        const kept = typeof now === "string" ? now.split("\n").filter((line) => line && !added.has(line)) : []
        patch[ORDER_NOTE_KEY] = kept.length ? kept.join("\n") : ""
      }
      if (Object.keys(patch).length) await orders.updateOrders([{ id: orderId, metadata: patch }])
    },
    { timeout: NOTE_LOCK_TIMEOUT_S }
  )
}

/**
 * Order-first flow, invoice expired or cancelled without (full) payment: the order that was
 * waiting for it is cancelled — which releases its reservations — with a note saying why.
 *
 * Only for the cart's own payment collection, the one the order was placed on. A payment
 * collection of the order's own (the difference of an edit, exchange or claim, a draft order's
 * total) belongs to an order the merchant already accepted: its invoice expiring just leaves the
 * amount owed, for the customer to pay with a new session.
 *
 * And only once none of the customer's own invoices of that collection can still be paid (the
 * checkout's, the pay link's, one a request authenticated as the order's customer made): anyone
 * who knows the order id can open a session on it (ledger/order-collection.ts), so the invoice
 * that expired may be a stranger's while the customer's is still open — that expiry must not
 * cancel the order; and a stranger's open invoice must not keep it waiting once the customer's
 * own have expired (a stranger could otherwise hold the stock forever). Money paid on any of
 * them, a stranger's too, is still captured once while the order stands (ledger/adoption.ts).
 * One EXISTS over all the collection's rows, however many strangers added.
 */
export async function cancelOrderAwaitingPayment(container: MedusaContainer, collection: OrderCollection, invoice: Invoice) {
  const { cartId, orderId } = collection
  if (!cartId) return null
  if (collection.orderStatus === "canceled") return orderId
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  if (await ownInvoiceStillPayable(pg, collection.id, invoice.uuid)) return null
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({
    entity: "order",
    fields: ["id", "status", "payment_collections.status"],
    filters: { id: orderId },
  })
  if (!order || order.status === "canceled") return orderId
  // Never cancel an order that has been paid some other way (e.g. a later session).
  const paid = (order.payment_collections ?? []).some((pc: { status?: string } | null) =>
    ["authorized", "partially_authorized", "completed", "partially_captured"].includes(String(pc?.status))
  )
  if (paid) return null
  await cancelOrderWorkflow(container).run({ input: { order_id: orderId, no_notification: true } })
  await annotateOrder(container, orderId, {
    [ORDER_NOTE_KEY]: `Cancelled automatically: crypto invoice ${invoice.uuid} expired without full payment.`,
  })
  container.resolve("logger").info(`CryptoCloud: order ${orderId} cancelled, invoice ${invoice.uuid} expired unpaid`)
  return orderId
}
