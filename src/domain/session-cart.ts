/**
 * What the provider learns about a new session's cart over the shared connection (it gets the
 * session only, and cannot call the cart module: module isolation): the payment collection,
 * which is one per cart and is how a new session finds the invoice its cart's previous session
 * released (ledger/handover.ts), and the cart's locale for the pay page (pay-page-locale.ts).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

export interface SessionCart {
  collectionId: string | null
  locale: string | null
  /** The cart the collection belongs to (null: an order's collection, or unknown). */
  cartId?: string | null
  /** This store's id (the checkout reference's context: checkout-reference.ts). */
  storeId?: string | null
}

const NOTHING: SessionCart = { collectionId: null, locale: null, cartId: null, storeId: null }

/** Postgres "undefined_column": a Medusa version whose cart has no `locale`. */
const isUndefinedColumn = (error: unknown) => (error as { code?: unknown } | null)?.code === "42703"

/** Without a connection (unit tests) or a session id, nothing is known: a new invoice, the settings' language. */
export async function readSessionCart(pg: Knex | null, sessionId: string): Promise<SessionCart> {
  if (!pg || !sessionId) return NOTHING
  const read = (withLocale: boolean) =>
    pg("payment_session as ps")
      .leftJoin("cart_payment_collection as cpc", function () {
        this.on("cpc.payment_collection_id", "ps.payment_collection_id").andOnNull("cpc.deleted_at")
      })
      .leftJoin("cart as c", "c.id", "cpc.cart_id")
      .where("ps.id", sessionId)
      .first(withLocale ? ["ps.payment_collection_id", "cpc.cart_id", "c.locale"] : ["ps.payment_collection_id", "cpc.cart_id"]) as Promise<
      { payment_collection_id?: string | null; cart_id?: string | null; locale?: string | null } | undefined
    >
  try {
    let row
    try {
      row = await read(true)
    } catch (error) {
      if (!isUndefinedColumn(error)) throw error
      row = await read(false)
    }
    return {
      collectionId: row?.payment_collection_id ?? null,
      locale: row?.locale ?? null,
      cartId: row?.cart_id ?? null,
      storeId: await readStoreId(pg),
    }
  } catch {
    // Without it the invoice is simply created new, in the settings' language.
    return NOTHING
  }
}

let storeId: Promise<string | null> | null = null

/**
 * This store's id (the first store: Medusa makes one), once per process: it never changes, and a
 * database restored from a backup keeps it. Null when there is none yet (a read is tried again).
 */
export function readStoreId(pg: Knex): Promise<string | null> {
  storeId ??= pg("store")
    .whereNull("deleted_at")
    .orderBy("created_at", "asc")
    .first("id")
    .then((row: { id?: string } | undefined) => row?.id ?? null)
    .then((id: string | null) => {
      if (!id) storeId = null
      return id
    })
    .catch(() => {
      storeId = null
      return null
    })
  return storeId
}
