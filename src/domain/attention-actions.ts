/**
 * What may be done with an attention item now (design.md, "Money that is on no order"): the admin
 * shows a button for each action listed and no other, and each action's route refuses what this
 * would not offer. Pure: the facts come from domain/ledger/attention-facts.ts.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { AttentionAction, AttentionKind } from "../contracts/admin-attention"

/** Kinds whose item is money a customer sent that no order holds (or holds too much of). */
export const RETURNABLE_KINDS: readonly AttentionKind[] = ["unmatched_payment", "overpayment", "expired_partial", "late_payment"]
/** Kinds whose cart can still become an order with what arrived. */
export const ACCEPTABLE_KINDS: readonly AttentionKind[] = ["expired_partial", "late_payment", "unmatched_payment"]
/** Kinds that can be short of the invoice's amount: the customer may be asked for the rest. */
export const REST_KINDS: readonly AttentionKind[] = ["expired_partial", "late_payment"]

/** What the item's route needs to know beyond the item itself. */
export interface AttentionFacts {
  /** The invoice's cart exists and has not become an order. */
  cartOpen: boolean
  /** Less arrived than the invoice asked (crypto), so there is a rest to ask for. */
  short: boolean
  /** A return of this item exists (an address asked for, or a payout made or under way). */
  returnStarted: boolean
  /** Its payout is pending or its answer was lost: nothing more may be sent until it is known. */
  returnBusy: boolean
  /** What of the item's money a return has already paid out (decimal string). */
  returned: string
}

export const NO_FACTS: AttentionFacts = { cartOpen: false, short: false, returnStarted: false, returnBusy: false, returned: "0" }

export interface ActionableItem {
  kind: AttentionKind
  status: string
  amount: string | null
}

/** The item's money not yet returned (decimal string; "0" when it names none). */
export function returnableAmount(item: ActionableItem, facts: AttentionFacts): string {
  if (!item.amount || !MathBN.gt(item.amount, 0)) return "0"
  const left = MathBN.sub(item.amount, facts.returned)
  return MathBN.gt(left, 0) ? left.toString() : "0"
}

export function attentionActions(item: ActionableItem, facts: AttentionFacts): AttentionAction[] {
  if (item.status !== "open") return []
  const actions: AttentionAction[] = []
  if (RETURNABLE_KINDS.includes(item.kind) && !facts.returnBusy && MathBN.gt(returnableAmount(item, facts), 0)) actions.push("return")
  // Once money is on its way back, the cart can no longer become an order with it.
  const cartCanTake = facts.cartOpen && !facts.returnStarted
  if (ACCEPTABLE_KINDS.includes(item.kind) && cartCanTake) actions.push("accept")
  if (REST_KINDS.includes(item.kind) && cartCanTake && facts.short) actions.push("request_rest")
  actions.push("resolve")
  return actions
}
