/**
 * The provider's reads of an invoice: fresh from the service (`info`), recorded on the ledger,
 * turned into session data and Medusa's status. Which invoice is the caller's question
 * (session-invoice-id.ts): the ledger's for a session, the payment's data for a payment.
 */
import type { Logger } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { MedusaError } from "@medusajs/framework/utils"
import type { CryptoCloudClient, Invoice } from "../../lib/cryptocloud"
import { sessionIdOfInvoice } from "../../domain/invoice-match"
import type { LedgerRow } from "../../domain/ledger/columns"
import { toMedusaError } from "../../domain/medusa-errors"
import { mapInvoiceStatus } from "../../domain/status-map"
import type { ProviderLedger } from "./ledger-access"
import { sessionDataFromInvoice } from "./session-data"
import { sessionInvoiceId } from "./session-invoice-id"
import { type Tolerance } from "../../domain/tolerance-amount"

export interface InvoiceReadsDeps {
  client: () => CryptoCloudClient
  ledger: ProviderLedger
  pg: Knex | null
  logger: Logger
  /** The tolerance an invoice was created under (frozen on its row), else today's. */
  toleranceFor: (row: LedgerRow | null) => Promise<Tolerance>
}

export type InvoiceRead = Awaited<ReturnType<typeof readInvoice>>

/**
 * An invoice read fresh from the service and recorded on the ledger. `uuid` comes from the
 * ledger (readSessionInvoice) or from a payment's data, which Medusa writes only from what
 * authorizePayment answered — never from a session's data, which the storefront writes.
 */
export async function readInvoice(deps: InvoiceReadsDeps, uuid: string | null, action: string) {
  if (!uuid) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Could not ${action}: the payment session has no CryptoCloud invoice. Create a new payment session.`)
  }
  let invoice: Invoice | null
  try {
    invoice = await deps.client().getInvoice(uuid)
  } catch (error) {
    throw toMedusaError(error, action, { logger: deps.logger })
  }
  if (!invoice) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Could not ${action}: CryptoCloud does not know invoice ${uuid}.`)
  }
  // Recorded only on this provider's project's row (ledger-access.ts): another project's invoice
  // is its own provider's to read, record and settle, never this one's.
  const row = await deps.ledger.observed(invoice)
  if (deps.ledger.isOtherProjects(row)) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Could not ${action}: CryptoCloud invoice ${invoice.uuid} belongs to another CryptoCloud project of this store; its own payment provider handles it.`
    )
  }
  const tolerance = await deps.toleranceFor(row)
  const data = sessionDataFromInvoice(invoice, row, { tolerancePercent: tolerance })
  return { invoice, row, tolerance, data, status: mapInvoiceStatus({ ...invoice, status: data.status }, tolerance) }
}

/**
 * The invoice this session holds, read fresh; null when it holds none (its create is still in
 * flight, or it never had one). The ledger decides (session-invoice-id.ts); an id only the
 * session's data names counts for an invoice the ledger does not know, and only when the
 * service's own record (its `order_id`) names this very session.
 */
export async function readSessionInvoice(
  deps: InvoiceReadsDeps,
  sessionId: string,
  data: Record<string, unknown> | undefined,
  action: string
): Promise<InvoiceRead | null> {
  const { uuid, fromLedger } = await sessionInvoiceId(deps.pg, sessionId, data)
  if (!uuid) return null
  const read = await readInvoice(deps, uuid, action)
  if (!fromLedger && !read.row && sessionIdOfInvoice(read.invoice) !== sessionId) return null
  return read
}
