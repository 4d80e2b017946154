/**
 * The module's reads and upkeep of the postback log (written by the provider, which sees every
 * delivery: domain/postback-log.ts), over the connection every module shares.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { countRejectedSince, lastVerifiedPostbackAt, prunePostbackLog, type PostbackLogScope } from "../../domain/postback-log"

const HOUR_MS = 60 * 60 * 1000

export class PostbackLogQueries {
  constructor(private readonly pg: Knex) {}

  /**
   * When the last verified postback (applied or duplicate) arrived, or null: a wrong postback
   * URL or secret shows here. Rejected and ignored ones do not count: anyone can send those.
   * Of one project's hook when scoped (each project has its own URL and secret).
   */
  lastVerifiedAt(scope?: PostbackLogScope): Promise<Date | null> {
    return lastVerifiedPostbackAt(this.pg, scope)
  }

  /** Postbacks whose token did not verify in the last hour (a wrong secret key, or a flood); of one project's hook when scoped. */
  rejectedLastHour(scope?: PostbackLogScope, now = Date.now()): Promise<number> {
    return countRejectedSince(this.pg, new Date(now - HOUR_MS), scope)
  }

  /** Entries older than 30 days go, in batches (the hourly job cryptocloud-prune-postback-log). */
  prune(): Promise<number> {
    return prunePostbackLog(this.pg)
  }
}
