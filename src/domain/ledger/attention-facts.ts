/**
 * The facts an attention item's actions depend on (domain/attention-actions.ts), for a page of
 * items in three queries whatever its size: the invoice's ledger row and cart, and the returns
 * recorded for the items. Medusa's cart table is read directly, as the ledger does elsewhere
 * (order-collection.ts): one database, and a page must not cost one Query call per item.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { MathBN } from "@medusajs/framework/utils"
import { NO_FACTS, type AttentionFacts } from "../attention-actions"
import { REFUNDS_TABLE } from "../refunds/store"
import { LEDGER_TABLE } from "./columns"

export interface FactsSubject {
  id: string
  invoice_uuid: string | null
}

const BUSY = ["payout_pending", "payout_unknown"]

export async function attentionFacts(pg: Knex, items: FactsSubject[]): Promise<Map<string, AttentionFacts>> {
  const facts = new Map<string, AttentionFacts>(items.map((item) => [item.id, { ...NO_FACTS }]))
  if (!items.length) return facts
  const uuids = [...new Set(items.map((item) => item.invoice_uuid).filter((uuid): uuid is string => Boolean(uuid)))]
  const [invoices, returns] = await Promise.all([
    uuids.length
      ? pg(`${LEDGER_TABLE} as l`)
          .leftJoin("cart as c", "c.id", "l.cart_id")
          .whereNull("l.deleted_at")
          .whereIn("l.uuid", uuids)
          .select("l.uuid", "l.crypto_amount", "l.amount_paid", pg.raw("(c.id IS NOT NULL AND c.completed_at IS NULL AND c.deleted_at IS NULL) AS cart_open"))
      : Promise.resolve([]),
    pg(REFUNDS_TABLE)
      .whereNull("deleted_at")
      .whereIn(
        "attention_item_id",
        items.map((item) => item.id)
      )
      .select("attention_item_id", "status", "crypto_paid"),
  ])
  const byUuid = new Map(invoices.map((row: { uuid: string; crypto_amount: string | null; amount_paid: string | null; cart_open: boolean }) => [row.uuid, row]))
  for (const item of items) {
    const row = item.invoice_uuid ? byUuid.get(item.invoice_uuid) : undefined
    if (!row) continue
    const fact = facts.get(item.id)!
    fact.cartOpen = Boolean(row.cart_open)
    fact.short = Boolean(row.crypto_amount) && MathBN.lt(row.amount_paid ?? "0", row.crypto_amount!)
  }
  for (const ret of returns as Array<{ attention_item_id: string; status: string; crypto_paid: string }>) {
    const fact = facts.get(ret.attention_item_id)
    if (!fact) continue
    fact.returnStarted = true
    fact.returnBusy = BUSY.includes(ret.status)
    fact.returned = ret.crypto_paid ?? "0"
  }
  return facts
}
