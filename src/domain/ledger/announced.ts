/**
 * Invoice events once per cause (domain/events.ts): the ledger row keeps the names of the events
 * already emitted for its invoice (`announced`), and a run that decides an event is due claims
 * its name with one conditional UPDATE. Postgres re-checks the condition on the latest version of
 * the row under its lock, so of two runs at once — a postback and the reconciliation pass, two
 * instances — exactly one gets the name; a later re-read finds it taken. A workflow that fails
 * after claiming gives the name back (its compensation), so the event is not lost either.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE } from "./columns"

/** Claim each name not yet announced for this invoice; returns the names this call claimed. */
export async function claimAnnouncements(pg: Knex, uuid: string, names: readonly string[]): Promise<string[]> {
  const claimed: string[] = []
  for (const name of new Set(names)) {
    const { rows } = await pg.raw<{ rows: unknown[] }>(
      `UPDATE ${LEDGER_TABLE} SET announced = array_append(COALESCE(announced, '{}'::text[]), CAST(:name AS text))
       WHERE uuid = :uuid AND deleted_at IS NULL AND NOT (CAST(:name AS text) = ANY(COALESCE(announced, '{}'::text[])))
       RETURNING id`,
      { name, uuid }
    )
    if (rows.length) claimed.push(name)
  }
  return claimed
}

/** Give claimed names back (the run that claimed them failed before its events left). */
export async function releaseAnnouncements(pg: Knex, uuid: string, names: readonly string[]): Promise<void> {
  for (const name of new Set(names)) {
    await pg.raw(`UPDATE ${LEDGER_TABLE} SET announced = array_remove(announced, CAST(:name AS text)) WHERE uuid = :uuid AND deleted_at IS NULL`, {
      name,
      uuid,
    })
  }
}
