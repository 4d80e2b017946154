import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ConnectionTestResponse } from "../../../../contracts"
import { cryptocloudService } from "../helpers"
import { requestedProject } from "../project-scope"
import { runConnectionChecks } from "./checks"

/**
 * POST /admin/cryptocloud/connection-test?shop_id — runs harmless reads with the project's
 * (default: the first project's) key and shop id. Always 200 (the test itself worked): { ok, checks: [{ name, ok, message }],
 * withdrawals_enabled }. The withdrawal key cannot be checked without creating a withdrawal,
 * so it is only reported as configured or not.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const project = requestedProject(req)
  const client = cryptocloudService(req).getClient(project.shopId)
  const checks = await runConnectionChecks(client, project.shopId)
  res.json({
    ok: checks.every((check) => check.ok),
    checks,
    base_url: client.baseUrl,
    withdrawals_enabled: client.withdrawalsEnabled,
  } satisfies ConnectionTestResponse)
}
