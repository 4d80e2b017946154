/**
 * The ledger row learns what became of its invoice: the cart and order it ended in, whether a
 * live session still holds it, and whether it needs polling any more.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { rowMaySettle, type InvoiceOutcome } from "../../../domain/invoice-outcome"
import { cryptocloudModule } from "../module-access"
import type { SettleResult } from "./settle-session"

export interface SettlementInput {
  uuid: string
  known: boolean
  outcome: InvoiceOutcome
  links: SettleResult
  /** Items raised (or already there) for this invoice's money by this application. */
  itemsNamingMoney: number
}

export const recordSettlementStep = createStep(
  "cryptocloud-record-settlement",
  async ({ uuid, known, outcome, links, itemsNamingMoney }: SettlementInput, { container }) => {
    if (!known) return new StepResponse(null)
    // Held by its live session (captured now, or earlier), or adopted and captured (adopt-invoice.ts).
    const held = links.captured || (outcome.sessionLive && (outcome.session === "capture" || outcome.settle))
    const captured = held && !links.captureFailed && !links.paidElsewhere && !!links.orderId
    // Settled only when an order holds the money or an item names it: otherwise the row stays
    // on the job's list, so a paid invoice can never end with neither.
    const settle = rowMaySettle(outcome, captured, itemsNamingMoney)
    await cryptocloudModule(container).ledger.update(uuid, {
      // An adopted invoice is held again, by the plugin's session (adopt-invoice.ts).
      session_live: outcome.sessionLive || (outcome.session === "adopt" && links.captured),
      ...(links.cartId ? { cart_id: links.cartId } : {}),
      ...(links.orderId ? { order_id: links.orderId } : {}),
      ...(captured && settle ? { outcome: "captured" } : {}),
      ...(links.captureFailed && settle ? { outcome: "capture_failed" } : {}),
      ...(settle ? { settled_at: new Date() } : {}),
    })
    return new StepResponse(null)
  }
)
