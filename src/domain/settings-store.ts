/**
 * Reads the admin's settings straight from the database, for the payment provider (which
 * cannot resolve the plugin module) and the plugin module alike, so both see the same values.
 *
 * Why a raw reader instead of calling the plugin module's service:
 * - Module isolation. Medusa builds each module (and the providers inside it) with its own
 *   local container; the payment provider only sees the payment module's dependencies, never
 *   the `cryptocloud` module. What every module container DOES get is the shared database
 *   connection, registered as `__pg_connection__` (ContainerRegistrationKeys.PG_CONNECTION;
 *   see @medusajs/modules-sdk loaders/utils/load-internal.js, which adds it to every internal
 *   module's local container). So the provider reads the table the plugin module owns, read-only.
 * - The database is the one truth shared by every instance. An admin saves on instance A;
 *   instance B's provider creates the next invoice with the new values, with no restart and
 *   no cross-instance messaging.
 * - A short TTL cache bounds both the cost (one indexed single-row query per `ttlMs` at most,
 *   instead of one per checkout) and the staleness (a change is in force everywhere within
 *   `ttlMs`; on the instance that saved it, immediately, via `invalidate()`).
 *
 * Framework-light on purpose: only types from Medusa, so the provider pays nothing extra.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { NOTICE_COLUMNS } from "./notices/notice-settings"
import { settingsRowId, SETTINGS_TABLE, settingsFromRow, type PersistedSettings, type SettingsRow } from "./settings"

export const DEFAULT_SETTINGS_TTL_MS = 5000

export interface SettingsReaderOptions {
  /** How long a read is reused; default 5000 ms. 0 = always query. */
  ttlMs?: number
  /**
   * Called when a query fails but an earlier value could be served instead (the database
   * blipped). Without an earlier value the error is thrown: silently falling back to config
   * could undo a merchant's choice, e.g. send customer e-mails after they switched that off.
   */
  onError?: (error: unknown) => void
  /** Clock, for tests. */
  now?: () => number
}

export interface SettingsReader {
  /** A project's stored overrides, or null when none are stored (or the plugin's tables do not exist yet). */
  read(shopId: string): Promise<PersistedSettings | null>
  /** Forget the cached values (after a save on this instance). */
  invalidate(): void
}

const COLUMNS = [
  "available_currencies",
  "time_to_pay_hours",
  "time_to_pay_minutes",
  "send_customer_email",
  "underpaid_tolerance_percent",
  "underpaid_tolerance_amount",
  "locale",
  "order_flow",
  "static_wallet_currencies",
  "static_wallet_customer_cap",
  "static_wallet_hourly_budget",
  ...NOTICE_COLUMNS,
  "updated_by",
  "updated_at",
] as const

/** Postgres "undefined_table": the plugin module's migrations have not run (or it is not registered). */
function isUndefinedTable(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "42P01"
}

/** One query for a project's settings row; null when there is no row or no table. */
export async function readPersistedSettings(pg: Knex, shopId: string): Promise<PersistedSettings | null> {
  try {
    const row = (await pg(SETTINGS_TABLE)
      .select(COLUMNS)
      .where({ id: settingsRowId(shopId) })
      .whereNull("deleted_at")
      .first()) as SettingsRow | undefined
    return row ? settingsFromRow(row) : null
  } catch (error) {
    if (isUndefinedTable(error)) return null
    throw error
  }
}

/**
 * `pgConnection`: the knex instance registered as `__pg_connection__` in any module container
 * (e.g. the provider's constructor `container[ContainerRegistrationKeys.PG_CONNECTION]`).
 */
export function createSettingsReader(pgConnection: Knex, options: SettingsReaderOptions = {}): SettingsReader {
  const ttlMs = options.ttlMs ?? DEFAULT_SETTINGS_TTL_MS
  const now = options.now ?? Date.now
  // Per project: the last value read and the query in flight.
  const cached = new Map<string, { value: PersistedSettings | null; at: number }>()
  const inflight = new Map<string, Promise<PersistedSettings | null>>()
  // Bumped by invalidate(): a query that started before it must not repopulate the cache.
  let generation = 0

  return {
    read(shopId) {
      const last = cached.get(shopId)
      if (last && now() - last.at < ttlMs) return Promise.resolve(last.value)
      // Concurrent checkouts share one query.
      const running = inflight.get(shopId)
      if (running) return running
      const started = generation
      const query = readPersistedSettings(pgConnection, shopId).then(
        (value) => {
          if (started === generation) cached.set(shopId, { value, at: now() })
          return value
        },
        (error) => {
          // Serve the last good value but keep its old time, so the next read tries again.
          const previous = cached.get(shopId)
          if (previous) {
            options.onError?.(error)
            return previous.value
          }
          throw error
        }
      )
      inflight.set(shopId, query)
      const clear = () => {
        if (inflight.get(shopId) === query) inflight.delete(shopId)
      }
      query.then(clear, clear)
      return query
    },
    invalidate() {
      generation += 1
      cached.clear()
      inflight.clear()
    },
  }
}
