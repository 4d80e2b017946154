/**
 * Found money (design.md, "The service is the source of truth"): the service, not the plugin's
 * database, is the record of what was paid. Every reconciliation pass also reads each project's
 * invoice list over the last `reconciliation.lookbackDays` (list pages only, never one `info` per
 * invoice) and treats an invoice with money that the ledger does not know — a database restored
 * from a backup, a ledger write lost — as found money. Pure: the rules the pass applies
 * (workflows/cryptocloud/found-money).
 *
 * What it becomes, by what its `order_id` tells (checkout-reference.ts):
 *   - `cart`: this store's checkout whose cart is still open, for the same amount, in a region
 *     that offers the invoice's project → the cart is completed and the money captured (once:
 *     the ledger row is written first, under a lock, and the next pass knows it);
 *   - `order_collection`: an order's payment collection that still takes a payment → captured there;
 *   - `session`: the session it names still exists → settled like any invoice of the ledger;
 *   - otherwise an `unmatched_payment` item naming the invoice, its amount, coin, fiat value and
 *     e-mail, and what it is: this store's checkout whose cart is gone or completed, another
 *     store's on the shared project, or an invoice made outside the plugin (the dashboard).
 * Never guessed into an order.
 */
import { paymentInvoices, type Invoice } from "../lib/cryptocloud"
import type { CheckoutReference } from "./checkout-reference"
import { hasMoney } from "./invoice-money"
import { recentDepositWindow } from "./static-wallet-deposits"
import { isStaticWalletIdentify } from "./static-wallets"

export const DEFAULT_LOOKBACK_DAYS = 14
/** List pages per project and pass: the newest page, then the rest of the window from a cursor. */
export const DEFAULT_LOOKBACK_LIST_CALLS = 5

/** What the pass made of a found invoice (the ledger row's `found_as`). */
export const FOUND_AS = ["cart", "order_collection", "session", "cart_gone", "cart_changed", "other_store", "outside", "session_gone"] as const
export type FoundAs = (typeof FOUND_AS)[number]

/** The list period of the lookback: the last `days` calendar days, UTC, today included (the deposit pass's rule, longer). */
export function lookbackWindow(now: Date, days = DEFAULT_LOOKBACK_DAYS): { start: string; end: string } {
  return recentDepositWindow(now, days)
}

/**
 * The listed invoices that may be found money: a customer's payment (not a withdrawal request,
 * `type: "dw"`, nor a static-wallet deposit, which the deposit pass records) on which money arrived.
 */
export function foundMoneyCandidates(listed: Invoice[]): Invoice[] {
  return paymentInvoices(listed).filter((invoice) => !isStaticWalletIdentify(invoice.order_id) && hasMoney(invoice))
}

/** Why a found invoice is not completed into an order, in the item's words. */
const NOT_AN_ORDER: Record<Exclude<FoundAs, "cart" | "order_collection" | "session">, string> = {
  cart_gone: "It was paid for a checkout of this store whose cart is no longer here or already became an order",
  cart_changed: "It was paid for a checkout of this store whose cart now has another total, or whose region no longer offers this project",
  session_gone: "It names a payment session of this plugin that this database does not hold (made before references, or by another store)",
  other_store: "It was made by another store that shares this CryptoCloud project",
  outside: "It was made outside this store (in the CryptoCloud dashboard or by another system)",
}

/** The item's description: the invoice, its money, its fiat value and e-mail, and what it is. */
export function foundMoneyDescription(invoice: Invoice, foundAs: Exclude<FoundAs, "cart" | "order_collection" | "session">): string {
  const paid = invoice.amount_paid ?? invoice.received ?? "0"
  const coin = invoice.currency?.fullcode ?? ""
  const fiat = invoice.amount_in_fiat && invoice.fiat_currency ? ` for ${invoice.amount_in_fiat} ${invoice.fiat_currency}` : ""
  const email = invoice.user_email ? `, payer ${invoice.user_email}` : ""
  return `Found in CryptoCloud's invoice list, unknown to this store's records: ${paid} ${coin} arrived on invoice ${invoice.uuid}${fiat}${email}. ${NOT_AN_ORDER[foundAs]}.`.replace(
    "  ",
    " "
  )
}

/** What to do with a found invoice before looking at the store's records (they decide the rest). */
export function foundMoneyPlan(reference: CheckoutReference): "cart" | "collection" | "session" | "other_store" | "outside" {
  switch (reference.kind) {
    case "ours":
      return reference.owner.kind === "cart" ? "cart" : "collection"
    case "session_only":
      return "session"
    default:
      return reference.kind
  }
}
