import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminUserId, cryptocloudService } from "../helpers"
import type { AdminUpdateSettingsType } from "../validators"
import { patchFromBody, settingsView } from "./view"

/**
 * GET /admin/cryptocloud/settings — effective non-secret settings with their source
 * ("admin" | "config" | "default"), secrets as "configured"/"missing", the postback URL.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await settingsView(req, cryptocloudService(req)))
}

/**
 * POST /admin/cryptocloud/settings — store overrides of the non-secret settings; absent keys
 * are unchanged, `null` goes back to the config value. In force for the next invoice on every
 * instance within a few seconds (the provider re-reads them; see settings-store.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateSettingsType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  await service.saveSettings(patchFromBody(req.validatedBody), adminUserId(req))
  res.json(await settingsView(req, service))
}
