/**
 * Leave on the order what the merchant must see there: a payment that arrived after expiry or
 * cancellation, and an order paid with a test-mode invoice (no real money).
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import { ORDER_ATTENTION_KEY, ORDER_NOTE_KEY, ORDER_TEST_MODE_KEY, annotateOrder, restoreOrderMetadata } from "../order-outcomes"

export interface AnnotateInput {
  orderId: string | null
  invoice: Invoice
  late: boolean
  captured: boolean
}

export function orderAnnotations({ invoice, late, captured }: Omit<AnnotateInput, "orderId">): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  // Every line is kept (annotateOrder appends): a late test-mode payment says both.
  const notes: string[] = []
  if (captured && invoice.test_mode) {
    values[ORDER_TEST_MODE_KEY] = true
    notes.push(`Paid with CryptoCloud test-mode invoice ${invoice.uuid}: no real money was received. Do not ship.`)
  }
  if (late) {
    values[ORDER_ATTENTION_KEY] = "late_payment"
    notes.push(`Crypto invoice ${invoice.uuid} was paid after it had expired. Check the order: ship it or refund the customer by withdrawal.`)
  }
  if (notes.length) values[ORDER_NOTE_KEY] = notes.join("\n")
  return values
}

export const annotateOrderStep = createStep(
  "cryptocloud-annotate-order",
  async (input: AnnotateInput, { container }) => {
    const values = orderAnnotations(input)
    if (!input.orderId || !Object.keys(values).length) return new StepResponse(null)
    if (input.late) {
      container
        .resolve("logger")
        .warn(`CryptoCloud: invoice ${input.invoice.uuid} was paid after it expired (order ${input.orderId}); needs the merchant's attention`)
    }
    const undo = await annotateOrder(container, input.orderId, values)
    return new StepResponse(null, { orderId: input.orderId, undo })
  },
  async (previous, { container }) => {
    // Only the plugin's keys this step wrote: a merchant's key set since stays as it is.
    if (previous) await restoreOrderMetadata(container, previous.orderId, previous.undo)
  }
)
