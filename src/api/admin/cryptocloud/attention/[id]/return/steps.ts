/**
 * The return route's parts that are not the payout itself (route.ts): the item as the admin
 * sees it now, the amount rule, and the customer's address page (the refund page and its token
 * rules: requestRefundAddressWorkflow, which e-mails a return's page as `cryptocloud-return-address`).
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import { MathBN } from "@medusajs/framework/utils"
import type { PayoutConflict } from "../../../../../../contracts"
import { isRefundChanged, REFUND_CHANGED } from "../../../../../../domain/refunds/conflicts"
import type { RefundRow } from "../../../../../../domain/refunds/store"
import type CryptoCloudModuleService from "../../../../../../modules/cryptocloud/service"
import { requestRefundAddressWorkflow } from "../../../../../../workflows/cryptocloud/refunds/request-address"
import { REFUND_PAGE_PATH } from "../../../../../cryptocloud/refund/page/paths"
import { customerLinkOrigin } from "../../../helpers"
import { projectNames } from "../../../project-scope"
import { toAttentionView } from "../../view"

/** The item as it is now, with the actions it offers now. */
export async function attentionItemView(service: CryptoCloudModuleService, id: string) {
  const item = await service.retrieveAttentionItem(id)
  const facts = item.status === "open" ? (await service.attentionFacts([item])).get(item.id) : undefined
  return toAttentionView(item, projectNames(service), facts)
}

/** Never more than the item's money not yet returned, whatever was returned before. */
export function returnAmountProblem(
  item: { id: string },
  ret: Pick<RefundRow, "crypto_amount" | "crypto_paid" | "crypto_currency">,
  amount: string
): string | null {
  const left = MathBN.max(MathBN.sub(ret.crypto_amount, ret.crypto_paid ?? "0"), 0).toFixed()
  if (!MathBN.gt(amount, 0)) return "amount must be greater than 0"
  if (MathBN.gt(amount, left)) {
    return `amount ${amount} is more than what is left of attention item ${item.id}'s money (${left} ${ret.crypto_currency} of ${ret.crypto_amount}; ${ret.crypto_paid ?? "0"} returned before)`
  }
  return null
}

/** A new address link for the return (the previous one stops working), e-mailed to the invoice's customer. */
export async function returnAddressLink(
  req: MedusaRequest,
  service: CryptoCloudModuleService,
  returnId: string
): Promise<{ url: string; expires_at: string; emailed: boolean } | { conflict: PayoutConflict }> {
  const template =
    service.getOptions().refundAddressUrl ??
    `${customerLinkOrigin(req, "address link", "; or set refundAddressUrl to your storefront's refund page")}${REFUND_PAGE_PATH}/{token}`
  try {
    const { result } = await requestRefundAddressWorkflow(req.scope).run({ input: { refundId: returnId, urlTemplate: template } })
    return result
  } catch (error) {
    // A payout claimed the return (another admin) between the read and the link's write.
    if (!isRefundChanged(error)) throw error
    return { conflict: { type: "conflict", code: REFUND_CHANGED, message: error.message } }
  }
}
