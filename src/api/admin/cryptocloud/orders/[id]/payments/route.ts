import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderCryptoPaymentsResponse } from "../../../../../../contracts"
import { orderPaymentRecords } from "./records"
import { toOrderPaymentViews } from "./view"

/**
 * GET /admin/cryptocloud/orders/:id/payments — every crypto invoice of the order, oldest first:
 * the one made for its cart and those made for what the order owed later (edits, exchanges,
 * claims, draft orders), each with its own status timeline and the project (`shop_id`,
 * `project_name`) it was made with. From the plugin's ledger; 404 for an unknown order. `{ payments }`.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { rows, facts } = await orderPaymentRecords(req.scope, req.params.id)
  res.json({ payments: toOrderPaymentViews(rows, facts) } satisfies OrderCryptoPaymentsResponse)
}
