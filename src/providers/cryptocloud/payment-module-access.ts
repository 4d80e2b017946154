/**
 * What the provider may use from the payment module's container it is built in. It sees only
 * that module's own dependencies (module isolation), which include the module's session
 * service and the shared database connection: that is how a postback's `order_id` is checked
 * against real payment sessions.
 */
import type { Logger } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { BigNumber, ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_LINKED_SQL, type HolderSessionRow } from "../../domain/ledger/store"
import type { WebhookSession } from "./webhook"

/** A dependency that may be missing: an awilix cradle throws for unregistered names. */
export function optional(container: Record<string, unknown>, key: string): unknown {
  try {
    return container[key]
  } catch {
    return undefined
  }
}

type SessionService = { list(filters: object, config: object): Promise<WebhookSession[]> }

/** A payment_session row as read over the shared connection (domain/ledger/store.ts reads the same columns). */
export type SessionRow = HolderSessionRow

/**
 * One read of the payment module's own table. Every postback looks its session up, and the
 * ORM's `list` cost several times this plain statement (BENCHMARKS.md, part 3). The amount is
 * built from `raw_amount` (exact) as the ORM entity does, so callers see the same value.
 */
async function readSession(pg: Knex, id: string): Promise<WebhookSession | null> {
  const { rows } = await pg.raw<{ rows: SessionRow[] }>(
    `SELECT s.id, s.provider_id, s.amount, s.raw_amount, s.currency_code, s.data, s.status, ${ORDER_LINKED_SQL}
     FROM payment_session s WHERE s.id = ? AND s.deleted_at IS NULL LIMIT 1`,
    [id]
  )
  return rows[0] ? toWebhookSession(rows[0]) : null
}

/** A payment_session row as the ORM entity gives it: the amount exact, from `raw_amount`. */
export function toWebhookSession(row: SessionRow): WebhookSession {
  return {
    id: row.id,
    provider_id: row.provider_id,
    amount: new BigNumber(row.raw_amount?.value != null ? row.raw_amount : (row.amount ?? 0)),
    currency_code: row.currency_code,
    data: row.data,
    status: row.status,
    ...(typeof row.order_linked === "boolean" ? { order_linked: row.order_linked } : {}),
  }
}

/** Looks a payment session up by id; null when there is none (or nothing to ask). */
export function sessionFinder(container: Record<string, unknown>, logger: Logger) {
  return async (id: string): Promise<WebhookSession | null> => {
    const pg = optional(container, ContainerRegistrationKeys.PG_CONNECTION) as Knex | undefined
    if (pg) return readSession(pg, id)
    // No shared connection (a container without one): the module's session service.
    const service = optional(container, "paymentSessionService") as SessionService | undefined
    if (!service) {
      logger.error("CryptoCloud: the payment session service is not available; postbacks cannot be matched.")
      return null
    }
    const [session] = await service.list({ id }, { select: ["id", "provider_id", "amount", "raw_amount", "currency_code", "data", "status"], take: 1 })
    return session ?? null
  }
}
