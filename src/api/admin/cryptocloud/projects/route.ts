import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ProjectListResponse } from "../../../../contracts"
import { cryptocloudService } from "../helpers"
import { projectPostback } from "../project-scope"

/**
 * GET /admin/cryptocloud/projects — the store's CryptoCloud projects in the options' order (the
 * first is what every per-project route acts on without `?shop_id=`): `{ projects: [{ shop_id,
 * name, provider_ids, withdrawals_enabled, postback_path, postback_url }] }`. No key is shown,
 * not even whether one is set beyond the withdrawal key (the settings page tells that per project).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const projects = cryptocloudService(req)
    .projects.summaries()
    .map((project) => {
      const postback = projectPostback(req, project.shopId)
      return {
        shop_id: project.shopId,
        name: project.name,
        provider_ids: project.providerIds,
        withdrawals_enabled: project.withdrawalsEnabled,
        postback_path: postback.path,
        postback_url: postback.url,
      }
    })
  res.json({ projects } satisfies ProjectListResponse)
}
