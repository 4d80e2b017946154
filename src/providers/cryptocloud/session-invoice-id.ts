/**
 * Which invoice a provider call is about.
 *
 * A payment *session's* data is the storefront's: Medusa saves the raw `data` a shopper sends
 * before initiatePayment runs, and hands it back to authorize/delete. So a session's invoice is
 * the one the ledger says it holds (domain/ledger/holder.ts). A *payment's* data is Medusa's copy
 * of what authorizePayment answered (computed from the ledger's invoice); the storefront cannot
 * write it, so capture, refund and cancel of a payment read the invoice it names.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { tryNormalizeInvoiceId } from "../../lib/cryptocloud"
import { invoiceHeldBy } from "../../domain/ledger/holder"
import { findLedgerRow } from "../../domain/ledger/store"

/**
 * The session's invoice id. `fromLedger: false` marks an id only the session's data gives, for an
 * invoice the ledger does not know (a session from before the ledger, or a store without a
 * database in unit tests): the caller must see the service's own record (its `order_id`) name
 * this session before it acts. An id the ledger knows as another session's is never returned.
 */
export async function sessionInvoiceId(
  pg: Knex | null,
  sessionId: string,
  data: Record<string, unknown> | undefined
): Promise<{ uuid: string | null; fromLedger: boolean }> {
  const named = tryNormalizeInvoiceId(data?.uuid)
  if (!pg) return { uuid: named, fromLedger: false }
  const held = await invoiceHeldBy(pg, sessionId)
  if (held) return { uuid: held.uuid, fromLedger: true }
  if (!named || (await findLedgerRow(pg, named))) return { uuid: null, fromLedger: false }
  return { uuid: named, fromLedger: false }
}

/** The invoice a payment's data names (Medusa's copy of authorizePayment's answer). */
export function paymentInvoiceId(data: Record<string, unknown> | undefined): string | null {
  return tryNormalizeInvoiceId(data?.uuid)
}
