/**
 * The ledger row learns what became of its invoice: the cart and order it ended in, whether a
 * live session still holds it, and whether it needs polling any more.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { InvoiceOutcome } from "../../../domain/invoice-outcome"
import { cryptocloudModule } from "../module-access"

export interface SettlementInput {
  uuid: string
  known: boolean
  outcome: InvoiceOutcome
  links: { cartId: string | null; orderId: string | null }
}

export const recordSettlementStep = createStep(
  "cryptocloud-record-settlement",
  async ({ uuid, known, outcome, links }: SettlementInput, { container }) => {
    if (!known) return new StepResponse(null)
    const captured = outcome.sessionLive && (outcome.session === "capture" || outcome.settle) && !!links.orderId
    await cryptocloudModule(container).ledger.update(uuid, {
      session_live: outcome.sessionLive,
      ...(links.cartId ? { cart_id: links.cartId } : {}),
      ...(links.orderId ? { order_id: links.orderId } : {}),
      ...(captured && outcome.settle ? { outcome: "captured" } : {}),
      ...(outcome.settle ? { settled_at: new Date() } : {}),
    })
    return new StepResponse(null)
  }
)
