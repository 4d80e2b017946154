/**
 * An order's crypto payments as the order widget shows them (contracts/admin-orders.ts): one
 * entry per invoice on the ledger, oldest first, each marked as the cart's original payment or a
 * difference the order owed later (an edit, exchange, claim or draft order). Pure: the route
 * gathers the facts.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { OrderCryptoPaymentView } from "../../../../../../contracts"
import { wasCanceledBefore, type LedgerRow } from "../../../../../../domain/ledger/columns"
import { isoTime } from "../../../../../../domain/dates"
import { cryptoDifference } from "../../../../../../domain/money"
import { isFinalPaid, isWithinTolerance } from "../../../../../../domain/status-map"
import { toleranceOfRow } from "../../../../../../domain/tolerance-amount"

export interface OrderPaymentFacts {
  /** Payment collections of the cart the order was placed from. */
  cartCollectionIds: ReadonlySet<string>
  /** The collection of each live session (for rows that did not record theirs). */
  sessionCollections: ReadonlyMap<string, string>
  /** Medusa's payment made from each session, once authorized. */
  paymentBySession: ReadonlyMap<string, string>
  /** A project's name by its shop id (null: the store has no such project). */
  projectName?: (shopId: string) => string | null
}

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : 0)

/**
 * What the order card warns about, from the row alone — the same rules the session data's flags
 * follow (providers/cryptocloud/session-data.ts), so the card needs no session data.
 */
function moneyFlags(row: LedgerRow): Pick<OrderCryptoPaymentView, "surplus" | "accepted_underpayment" | "late_payment"> {
  const extra = row.status === "overpaid" && row.crypto_amount && row.amount_paid ? cryptoDifference(row.amount_paid, row.crypto_amount) : null
  const facts = { status: row.status, amount: row.crypto_amount, amount_paid: row.amount_paid }
  return {
    surplus: extra !== null && MathBN.gt(extra, 0) ? extra : null,
    accepted_underpayment: isWithinTolerance(facts, toleranceOfRow(row)),
    late_payment: (isFinalPaid(row.status) || row.status === "partial") && wasCanceledBefore(row),
  }
}

export function toOrderPaymentViews(rows: readonly LedgerRow[], facts: OrderPaymentFacts): OrderCryptoPaymentView[] {
  return [...rows]
    .sort((a, b) => time(a.created_at) - time(b.created_at) || a.id.localeCompare(b.id))
    .map((row) => {
      const collectionId = row.payment_collection_id ?? facts.sessionCollections.get(row.session_id) ?? null
      return {
        invoice_uuid: row.uuid,
        kind: collectionId !== null && facts.cartCollectionIds.has(collectionId) ? "original" : "difference",
        payment_collection_id: collectionId,
        session_id: row.session_id,
        payment_id: facts.paymentBySession.get(row.session_id) ?? null,
        status: row.status,
        amount: row.fiat_amount,
        currency_code: row.fiat_currency,
        crypto_amount: row.crypto_amount,
        crypto_currency: row.crypto_currency,
        amount_paid: row.amount_paid,
        received: row.received,
        test_mode: Boolean(row.test_mode),
        link: row.link,
        address: row.address,
        expires_at: isoTime(row.expires_at),
        created_at: isoTime(row.created_at),
        history: (row.history ?? []).map((entry) => ({ status: entry.status, at: entry.at })),
        shop_id: row.shop_id ?? null,
        project_name: row.shop_id ? (facts.projectName?.(row.shop_id) ?? null) : null,
        ...moneyFlags(row),
      } satisfies OrderCryptoPaymentView
    })
}
