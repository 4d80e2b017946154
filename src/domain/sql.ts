/**
 * An INSERT with a tail knex cannot build (ON CONFLICT on a partial unique index, RETURNING),
 * sent with its values as bindings. Never `builder.toString()` into `raw`: `toString()` inlines
 * the values, and `raw` then reads every `?` inside them as a placeholder — a pay link with a
 * query string (`…?a=1&b=2`) was stored corrupted that way.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

export function insertWithTail<Row>(pg: Knex, table: string, rows: object | object[], tail: string) {
  const { sql, bindings } = pg(table).insert(rows).toSQL()
  return pg.raw<{ rows: Row[] }>(`${sql} ${tail}`, bindings as Knex.RawBinding[])
}
