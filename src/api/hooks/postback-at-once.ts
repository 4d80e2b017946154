/**
 * A verified postback updates what the store's status route answers at once.
 *
 * Medusa's webhook route answers 200 and hands the postback to its event bus with a delay
 * (`webhook_delay`, 5 s by default, against a race with the storefront's own cart completion);
 * only then do the provider and the plugin's subscriber read the invoice. A shopper watching the
 * embedded checkout waited those 5 s plus a poll before seeing "paid". So, beside Medusa's route
 * and without changing its answer, the postback is verified here (the same JWT check: forged ones
 * cost no call) and the invoice read with `info` and recorded on the ledger, which the status
 * route answers from. The read is the one the delayed processing then shares
 * (domain/postback-reads.ts): no extra call. Money is still decided only by the delayed path.
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { readPostbackBody, verifyPostback } from "../../lib/cryptocloud"
import { PROVIDER_IDENTIFIER } from "../../domain/constants"
import { readInvoiceForPostback } from "../../domain/postback-reads"
import { isStaticWalletIdentify } from "../../domain/static-wallets"
import { cryptocloudModule } from "../../workflows/cryptocloud/module-access"

/** `/hooks/payment/<identifier>_<id>`: Medusa's webhook path for this provider. */
const OUR_HOOK = new RegExp(`^/hooks/payment/(${PROVIDER_IDENTIFIER}_[^/]+)/?$`)

/** The webhook provider name of the path (`cryptocloud_<id>`). */
function hookProvider(path: string): string | null {
  return OUR_HOOK.exec(path)?.[1] ?? null
}

export function recordPostbackAtOnce(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): void {
  next() // Medusa's route answers as always; nothing here can delay or change that
  if (!OUR_HOOK.test(req.path)) return
  const body = readPostbackBody(req.body, (req as { rawBody?: unknown }).rawBody)
  record(req, body).catch((error: Error) => {
    // The delayed processing reads it anyway: this is only the early look.
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`CryptoCloud: could not record a postback's invoice early: ${error.message}`)
  })
}

async function record(req: MedusaRequest, body: Record<string, unknown> | null): Promise<void> {
  const cryptocloud = cryptocloudModule(req.scope)
  // The project of this hook (`cryptocloud_<id>` → its registration's shop id).
  const project = cryptocloud.projects.ofProvider(hookProvider(req.path))
  if (!project) return
  const verification = await verifyPostback(body, { secret: project.options.secretKey })
  if (!verification.ok) return // the provider logs and counts it when the event is processed
  // Every arrival gets a read that starts after it arrived (a second delivery within the same
  // second carries the same token), coalesced per invoice: replays cost about one read a second.
  const invoice = await readInvoiceForPostback(body, verification.invoiceId, (id) => cryptocloud.getClient(project.shopId).getInvoice(id), {
    arrival: true,
    shopId: project.shopId,
  })
  if (!invoice || isStaticWalletIdentify(invoice.order_id)) return
  if (await cryptocloud.ledger.belongsToOtherProject(invoice.uuid, project.shopId)) return
  await cryptocloud.ledger.recordRead(invoice)
}
