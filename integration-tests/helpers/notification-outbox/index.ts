/**
 * The tests' e-mail provider (medusa-config.ts, CRYPTOCLOUD_TEST_EMAIL=local), on the `email`
 * channel: it sends nothing and keeps what it was given — the notification as an e-mail provider
 * receives it, links and attachments included — in the process (the app the jest runner hosts) and, with
 * CRYPTOCLOUD_TEST_OUTBOX set, as one JSON line per send in that file (a `medusa start` child:
 * the browser and process tests). Medusa's stored notification no longer holds a live link once
 * sent (src/workflows/cryptocloud/notifications/redact-links.ts), so a test reads the link where
 * the customer would: in what was sent (../outbox.ts). Nothing is logged: the data holds links.
 * An address a test put in `refusedAddresses()` is refused: the send throws, as a failing provider's.
 */
import { appendFileSync } from "node:fs"
import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, ModuleProvider, Modules } from "@medusajs/framework/utils"
import { OUTBOX_FILE_ENV, outboxInProcess, refusedAddresses, type SentNotification } from "./store"

class OutboxNotificationService extends AbstractNotificationProviderService {
  static override identifier = "notification-outbox"

  override async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    if (refusedAddresses().has(notification.to)) throw new Error(`the tests' provider refuses ${notification.to}`)
    const sent: SentNotification = {
      id: (notification as { id?: string }).id ?? null,
      to: notification.to,
      channel: notification.channel,
      template: notification.template,
      data: JSON.parse(JSON.stringify(notification.data ?? {})),
      attachments: notification.attachments ? JSON.parse(JSON.stringify(notification.attachments)) : null,
      at: new Date().toISOString(),
    }
    outboxInProcess().push(sent)
    const file = process.env[OUTBOX_FILE_ENV]
    if (file) appendFileSync(file, JSON.stringify(sent) + "\n")
    return {}
  }
}

export default ModuleProvider(Modules.NOTIFICATION, { services: [OutboxNotificationService] })
