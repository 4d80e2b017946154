/**
 * What the provider's methods work with: its client, ledger, settings and the reads it records.
 * The provider class builds one of these from itself (service.ts), so the modules of functions
 * that do the work (session-lifecycle.ts, money-moves.ts) stay free of the class, and a subclass
 * that overrides a read (unit tests stub the client) is still the one they call.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Logger } from "@medusajs/framework/types"
import type { CryptoCloudClient, Invoice } from "../../lib/cryptocloud"
import type { LedgerRow } from "../../domain/ledger/columns"
import type { SessionCart } from "../../domain/session-cart"
import type { EffectiveSettings } from "../../domain/settings"
import type { SessionInvoiceRequest } from "./invoice-factory"
import type { InvoiceHandover } from "./invoice-handover"
import type { InvoiceRead } from "./invoice-reads"
import type { ProviderLedger } from "./ledger-access"
import type { createSessionInvoice } from "./session-invoice"

export interface ProviderParts {
  logger: Logger
  client: CryptoCloudClient
  ledger: ProviderLedger
  pg: Knex | null
  handover: InvoiceHandover
  /** Settings in force for the next invoice: config options with the admin's overrides. */
  settings: () => Promise<EffectiveSettings>
  /** An invoice read fresh from the service and recorded on the ledger (invoice-reads.ts). */
  readInvoice: (uuid: string | null, action: string) => Promise<InvoiceRead>
  /** The session's invoice, named by the ledger, read fresh; null when it has none. */
  readSessionInvoice: (sessionId: string, data: Record<string, unknown> | undefined, action: string) => Promise<InvoiceRead | null>
  /** Refuses an invoice that may not settle this session (settlement-check.ts). */
  assertInvoiceSettles: (invoice: Invoice, row: LedgerRow | null, sessionId: string | undefined) => Promise<void>
  /** A new invoice for a session, recorded on the ledger (session-invoice.ts). */
  createInvoice: (
    request: Omit<SessionInvoiceRequest, "settings" | "logger">,
    known?: { cart: SessionCart; settings: EffectiveSettings }
  ) => ReturnType<typeof createSessionInvoice>
}
