import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminUserId, cryptocloudService } from "../helpers"
import { requireAnyPermission } from "../permissions"
import { requestedProject } from "../project-scope"
import type { AdminUpdateSettingsType } from "../validators"
import { patchFromBody, settingsView } from "./view"

/**
 * GET /admin/cryptocloud/settings?shop_id — the project's (default: the first project's)
 * effective non-secret settings with their source ("admin" | "config" | "default"), secrets as
 * "configured"/"missing", its postback URL.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await settingsView(req, cryptocloudService(req), requestedProject(req).shopId))
}

/**
 * POST /admin/cryptocloud/settings?shop_id — store overrides of the project's (default: the
 * first project's) non-secret settings; other projects' stay as they are. Absent keys are
 * unchanged, `null` goes back to the config value. In force for the next invoice on every
 * instance within a few seconds (the provider re-reads them; see settings-store.ts).
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateSettingsType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const { shopId } = requestedProject(req)
  // The books hold customers' and admins' e-mails as an export does: only an admin who may export
  // them chooses where they are mailed (an admin with `settings` alone could send them to themself).
  if (req.validatedBody.books?.to?.length) await requireAnyPermission(req, ["export"], "Choosing who gets the books by e-mail")
  // The alerts tell the attention queue (amounts, orders, what arrived): only for an admin who may read it.
  if (req.validatedBody.alerts?.to?.length) await requireAnyPermission(req, ["read"], "Choosing who gets the staff alerts")
  await service.saveSettings(patchFromBody(req.validatedBody), adminUserId(req), shopId)
  res.json(await settingsView(req, service, shopId))
}
