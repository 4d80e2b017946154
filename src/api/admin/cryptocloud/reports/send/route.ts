import { randomUUID } from "node:crypto"
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { SendBooksResponse } from "../../../../../contracts"
import { buildBooksEmail, BOOKS_ATTACHMENTS_MAX_BYTES, sendBooksEmail } from "../../../../../workflows/cryptocloud/notifications/books-email"
import { hasEmailProvider } from "../../../../../workflows/cryptocloud/notifications/send-email"
import { cryptocloudService } from "../../helpers"
import { grantsAnyPermission } from "../../permissions"
import { requestedShopId } from "../../project-scope"
import { refuseBusy } from "../csv-response"
import { reportDownloads } from "../download-slots"
import { reportProject } from "../report-project"
import type { AdminSendBooksBodyType } from "../validators"

type Logger = { warn(message: string): void }

export const BOOKS_EMAIL_FAILED_CODE = "books_email_failed"

/**
 * POST /admin/cryptocloud/reports/send `{ start, end, shop_id?, to? }` — the books by e-mail, now
 * (docs/operations.md, "The books by e-mail"): the period's payments, refunds, withdrawals and
 * deposits reports of the project as four CSV attachments (the bytes the report route serves
 * this admin: customers' and admins' e-mails masked without `cryptocloud:export`), one e-mail per
 * address (default the project's `books.to`), template `cryptocloud-books`. A sending asked for is
 * meant: each request has idempotency keys of its own. It holds one of the store's report
 * download slots while it reads.
 */
export const POST = async (req: AuthenticatedMedusaRequest<AdminSendBooksBodyType>, res: MedusaResponse) => {
  const body = req.validatedBody
  const service = cryptocloudService(req)
  // A listed project, or a retired one whose records remain (its books stay sendable to a `to`).
  const project = await reportProject(req, body.shop_id ?? requestedShopId(req))
  const listed = service.projects.find(project.shopId)
  if (!hasEmailProvider(req.scope)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "The books cannot be e-mailed: this store has no notification provider for the email channel. Add one to Medusa's Notification Module in medusa-config.ts, then restart the server."
    )
  }
  const to = body.to?.length ? body.to : listed ? (await service.getNoticeSettings(listed.shopId)).books.to : []
  if (!to.length) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "There is no address to e-mail the books to: set the addresses of the books by e-mail in this project's CryptoCloud settings, or give them in `to`."
    )
  }
  const downloads = reportDownloads(req)
  const slot = await downloads.slots.enter()
  if (!slot) return refuseBusy(res, downloads)
  const sentTo: string[] = []
  const failures: string[] = []
  try {
    const email = await buildBooksEmail(
      req.scope,
      { shopId: project.shopId, name: listed?.name ?? project.shopId, ownsUnassigned: project.ownsUnassigned },
      { start: body.start, end: body.end, every: null },
      { maskPersonal: !(await grantsAnyPermission(req, ["export"])), sentBy: "admin" }
    )
    if (email.data.attachments_omitted) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `The reports of this period are larger than an e-mail carries (${BOOKS_ATTACHMENTS_MAX_BYTES / 1024 / 1024} MB together): e-mail a shorter period, or download them from the Reports section.`
      )
    }
    const request = randomUUID()
    for (const address of to) {
      try {
        await sendBooksEmail(req.scope, address, email, `cryptocloud-books-now:${request}:${address}`)
        sentTo.push(address)
      } catch (error) {
        failures.push(`${address} (${(error as Error)?.message ?? error})`)
      }
    }
  } finally {
    await slot
      .leave()
      .catch((error) =>
        req.scope
          .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
          .warn(`CryptoCloud: could not free a report slot (it frees itself within a minute): ${error}`)
      )
  }
  if (failures.length) {
    // The e-mail provider's trouble, not the request's: 502, saying who did get it.
    res.status(502).json({
      type: "unexpected_state",
      code: BOOKS_EMAIL_FAILED_CODE,
      message: `The e-mail provider did not send the books to ${failures.join(", ")}${sentTo.length ? `; they went to ${sentTo.join(", ")}` : ""}. Check the e-mail provider's settings and its log, then send again.`,
      sent_to: sentTo,
    })
    return
  }
  res.json({ sent_to: sentTo, period: { start: body.start, end: body.end } } satisfies SendBooksResponse)
}
