/**
 * Record an `info` read on the ledger and gather what deciding needs: the ledger row, the
 * payment session the invoice names, the tolerance the invoice was created under, and its project.
 */
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import { holderSessionId } from "../../../domain/invoice-match"
import { OUTCOME_SESSION_FIELDS, type OutcomeSession } from "../../../domain/invoice-outcome"
import type { LedgerRow } from "../../../domain/ledger/columns"
import { collectionOf, type CollectionLinks, type OrderCollection } from "../collection-links"
import { cryptocloudModule } from "../module-access"
import { toleranceOfRow, type ToleranceInput } from "../../../domain/tolerance-amount"

export interface InvoiceContext {
  row: LedgerRow | null
  session: OutcomeSession | null
  /** The invoice's payment collection when an order holds it (null: a cart's, before its order). */
  collection: OrderCollection | null
  /** The cart and order of the invoice's collection (null: the row does not name its collection). */
  links: CollectionLinks | null
  /** Both tolerance rules (the name is from when there was only the percentage). */
  tolerancePercent: ToleranceInput
  /** Crypto owed back on this invoice by recorded refunds. */
  refundedCrypto: string
  /**
   * The invoice's project: its ledger row's, else the one whose key read it, else the first
   * (domain/ledger/projects.ts). Its key cancels the invoice, its settings give a row-less
   * invoice its tolerance, and attention items about the invoice are its.
   */
  shopId: string
}

export const loadInvoiceContextStep = createStep(
  "cryptocloud-load-invoice-context",
  async ({ invoice, shopId: readBy }: { invoice: Invoice; shopId?: string | null }, { container }) => {
    const cryptocloud = cryptocloudModule(container)
    // Observation is a fact, not an effect to undo: no compensation.
    const row = await cryptocloud.ledger.recordRead(invoice)
    const sessionId = holderSessionId(invoice, row)
    let session: OutcomeSession | null = null
    if (sessionId) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "payment_session",
        fields: OUTCOME_SESSION_FIELDS,
        filters: { id: sessionId },
      })
      session = (data[0] as OutcomeSession | undefined) ?? null
    }
    const known = row?.payment_collection_id ? await collectionOf(container, row.payment_collection_id) : null
    const collection = known?.order ?? null
    const links = known?.links ?? null
    const shopId = row?.shop_id || readBy || cryptocloud.projects.get().shopId
    const current = row ? null : await cryptocloud.getInvoiceSettings(shopId)
    const tolerancePercent = row ? toleranceOfRow(row) : { percent: current!.underpaidTolerancePercent, amount: current!.underpaidToleranceAmount }
    const refunds = await cryptocloud.listRefunds({ invoice_uuid: invoice.uuid }, { select: ["crypto_amount"] })
    const refundedCrypto = MathBN.sum(0, ...refunds.map((refund) => refund.crypto_amount)).toFixed()
    return new StepResponse<InvoiceContext>({ row, session, collection, links, tolerancePercent, refundedCrypto, shopId })
  }
)
