import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ConnectionTestResponse } from "../../../../contracts"
import { cryptocloudService } from "../helpers"
import { runConnectionChecks } from "./checks"

/**
 * POST /admin/cryptocloud/connection-test — runs harmless reads with the configured key and
 * shop id. Always 200 (the test itself worked): { ok, checks: [{ name, ok, message }],
 * withdrawals_enabled }. The withdrawal key cannot be checked without creating a withdrawal,
 * so it is only reported as configured or not.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const client = service.getClient()
  const checks = await runConnectionChecks(client, service.getOptions().shopId)
  res.json({
    ok: checks.every((check) => check.ok),
    checks,
    base_url: client.baseUrl,
    withdrawals_enabled: client.withdrawalsEnabled,
  } satisfies ConnectionTestResponse)
}
