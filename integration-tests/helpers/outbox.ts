/**
 * The e-mails as the customer gets them (the tests' provider: notification-outbox/). Medusa's
 * stored notifications keep no live link once sent, so `sentNotifications` lists the stored rows
 * as before (the same filters, the same rows: a database restored between tests drops its rows)
 * with each row's `data` as the provider received it.
 */
import { readFileSync } from "node:fs"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { outboxInProcess, type SentNotification } from "./notification-outbox/store"

export type { SentNotification }

/** A stored notification with the data the provider was given in place of the stored copy's. */
export function asSent<T extends { id: string; data?: unknown }>(row: T, sends: readonly SentNotification[] = outboxInProcess()): T {
  const sent = [...sends].reverse().find((s) => s.id === row.id)
  if (!sent) throw new Error(`notification ${row.id} was stored but never handed to the tests' e-mail provider`)
  return { ...row, data: sent.data }
}

/** `listNotifications(filters)` of the app the jest runner hosts, each with the data as sent. */
export async function sentNotifications(container: Pick<MedusaContainer, "resolve">, filters: Record<string, unknown>): Promise<Array<any>> {
  const rows = (await container.resolve(Modules.NOTIFICATION).listNotifications(filters)) as Array<{ id: string; data?: unknown }>
  return rows.map((row) => asSent(row))
}

/** The sends a `medusa start` child wrote to its outbox file (CRYPTOCLOUD_TEST_OUTBOX). */
export function outboxFile(path: string): SentNotification[] {
  let text: string
  try {
    text = readFileSync(path, "utf8")
  } catch {
    return [] // nothing sent yet
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentNotification)
}
