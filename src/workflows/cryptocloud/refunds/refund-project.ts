/**
 * The project a refund belongs to: the one that received the money it returns. Its withdrawal key
 * pays the refund out, and its secret signs (and checks) the customer's address link, whatever
 * project the admin happens to be looking at — money leaves from the balance it arrived on.
 *
 * The refund row names it (the provider writes its shop id); a row written before that, by an
 * instance of the older version during a deploy, has none: then the ledger row of its invoice,
 * which the provider wrote with its project; failing both, the first project (to which the
 * module's loader gives every record from before projects).
 */
import { MedusaError } from "@medusajs/framework/utils"
import type { Project } from "../../../domain/projects"
import type CryptoCloudModuleService from "../../../modules/cryptocloud/service"

/** The fields of a refund row this needs. */
export interface RefundOfProject {
  id: string
  invoice_uuid: string
  shop_id?: string | null
}

type ProjectReads = Pick<CryptoCloudModuleService, "projects" | "ledger">

/** The option's name as messages show it (kept out of the message's template literal). */
const PROJECTS_OPTION = "`projects`"

/** The shop id the refund's money arrived on, or null when no record says (then: the first project). */
export async function refundShopId(cryptocloud: Pick<ProjectReads, "ledger">, refund: RefundOfProject): Promise<string | null> {
  if (refund.shop_id) return refund.shop_id
  return (await cryptocloud.ledger.find(refund.invoice_uuid))?.shop_id ?? null
}

/**
 * The refund's project. One the options no longer list cannot pay it: a clear 400 saying what to
 * do (nothing is sent with another project's key).
 */
export async function refundProject(cryptocloud: ProjectReads, refund: RefundOfProject): Promise<Project> {
  const shopId = await refundShopId(cryptocloud, refund)
  if (!shopId) return cryptocloud.projects.get()
  const project = cryptocloud.projects.find(shopId)
  if (!project) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Refund ${refund.id} returns money CryptoCloud project "${shopId}" received, and the plugin's options no longer list that project: add it back to ${PROJECTS_OPTION} (with its withdrawal key) to pay the refund out from its balance.`
    )
  }
  return project
}
