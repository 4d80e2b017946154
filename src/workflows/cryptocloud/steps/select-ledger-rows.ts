/**
 * The rows a reconciliation pass checks: open ledger rows that can hold money first, least
 * recently checked first (a cursor: rows that never settle cannot starve newer ones); rows the
 * plugin cancelled with nothing received every 30 min (domain/ledger/check-order.ts). Sessions
 * created before the ledger existed (an upgrade from 0.1) are put on it first, page by page, each
 * bound to the session the service's record names, so they are reconciled the same way. Only
 * those: the walk stops at a week after the ledger's first row (BACKFILL_MARGIN_MS), so on a store
 * with a million sessions it is a query or two per process, not a walk of every abandoned cart.
 */
import type { BigNumberInput, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { tryNormalizeInvoiceId, type Invoice } from "../../../lib/cryptocloud"
import { isCryptoCloudProviderId, PROVIDER_ID_PREFIX } from "../../../domain/constants"
import { sessionIdOfInvoice } from "../../../domain/invoice-match"
import { ledgerProjects } from "../../../domain/ledger/projects"
import { FiatMoney } from "../../../domain/money"
import { cryptocloudModule } from "../module-access"

// `pending_authorization` exists from Medusa 2.18; on an older store it is left out of the filter.
const OPEN_STATUSES = [PaymentSessionStatus.PENDING, PaymentSessionStatus.REQUIRES_MORE, PaymentSessionStatus.PENDING_AUTHORIZATION].filter(
  (status): status is PaymentSessionStatus => typeof status === "string"
)

/** Ids per `info` call (the service's limit). */
const INFO_BATCH = 100

/**
 * Where the walk over open sessions stands in this process (sessions stay open when put on the
 * ledger, so offsets are stable); null once it reached the end.
 */
let backfillFrom: number | null = 0
/** Pages walked per pass, so one pass stays bounded on a store with many old sessions. */
const BACKFILL_PAGES_PER_PASS = 20
/**
 * Sessions created this long after the ledger's first row were created by code that writes the
 * row before the session is returned: none of them can lack one, so the walk ends there. A week,
 * not zero: instances of the old version may still take checkouts during a rolling upgrade.
 */
export const BACKFILL_MARGIN_MS = 7 * 24 * 60 * 60 * 1000
/** The walk's end (sessions created before it), fixed when a walk starts; null: the ledger is empty, walk them all. */
let backfillBefore: Date | null | undefined

async function backfillOpenSessions(container: MedusaContainer, pageSize: number): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const cryptocloud = cryptocloudModule(container)
  if (backfillBefore === undefined) {
    const began = await cryptocloud.ledger.beganAt()
    backfillBefore = began ? new Date(began.getTime() + BACKFILL_MARGIN_MS) : null
  }
  const before = backfillBefore
  for (let page = 0; page < BACKFILL_PAGES_PER_PASS && backfillFrom !== null; page++) {
    // Only this provider's sessions, in the query itself: a store whose oldest open sessions
    // are abandoned card or manual ones must still reach its crypto ones.
    const { data: sessions } = await query.graph({
      entity: "payment_session",
      fields: ["id", "amount", "currency_code", "data", "provider_id", "status"],
      filters: { status: OPEN_STATUSES, provider_id: { $like: `${PROVIDER_ID_PREFIX}%` }, ...(before ? { created_at: { $lt: before } } : {}) },
      pagination: { take: pageSize, skip: backfillFrom, order: { created_at: "ASC", id: "ASC" } },
    })
    const named = sessions
      .filter((session) => isCryptoCloudProviderId(session.provider_id))
      .map((session) => ({ session, uuid: tryNormalizeInvoiceId(session.data?.uuid) }))
      .filter((entry): entry is { session: (typeof sessions)[number]; uuid: string } => entry.uuid !== null)
    // One statement per page: which of these invoices the ledger already has.
    const known = new Set((await cryptocloud.ledger.findMany(named.map((entry) => entry.uuid))).map((row) => row.uuid))
    const missing = named.filter((entry) => !known.has(entry.uuid))
    if (missing.length) await bindByServiceRecord(container, missing)
    // Advanced only once the page is done: a page whose reads failed is walked again next pass.
    backfillFrom = sessions.length < pageSize ? null : backfillFrom + sessions.length
  }
}

/**
 * Puts the invoices of sessions from before the ledger on it — each bound to the session the
 * service's own record names (the invoice's `order_id`), never to a session whose `data` merely
 * names it: session data is the storefront's, so a shopper could plant another customer's
 * invoice id there, and the ledger would then give that invoice to the shopper's session. Each
 * session's invoice is read with the key of the project its provider serves, and the row is that
 * project's; a session of a provider no configured project has is left alone.
 */
async function bindByServiceRecord(
  container: MedusaContainer,
  missing: Array<{ session: { id: string; amount: unknown; currency_code: string; provider_id: string }; uuid: string }>
): Promise<void> {
  const cryptocloud = cryptocloudModule(container)
  const byProject = new Map<string, typeof missing>()
  for (const entry of missing) {
    const project = cryptocloud.projects.ofProvider(entry.session.provider_id)
    if (project) byProject.set(project.shopId, [...(byProject.get(project.shopId) ?? []), entry])
  }
  for (const [shopId, entries] of byProject) {
    const uuids = [...new Set(entries.map((entry) => entry.uuid))]
    const invoices = new Map<string, Invoice>()
    for (let i = 0; i < uuids.length; i += INFO_BATCH) {
      for (const invoice of (await cryptocloud.getClient(shopId).getInvoicesEach(uuids.slice(i, i + INFO_BATCH))).invoices) {
        invoices.set(invoice.uuid, invoice)
      }
    }
    const { underpaidTolerancePercent, underpaidToleranceAmount } = await cryptocloud.getInvoiceSettings(shopId)
    for (const { session, uuid } of entries) {
      const invoice = invoices.get(uuid)
      if (!invoice || sessionIdOfInvoice(invoice) !== session.id) continue
      await cryptocloud.ledger.recordCreated({
        invoice,
        sessionId: session.id,
        money: FiatMoney.of(session.amount as BigNumberInput, session.currency_code),
        tolerancePercent: underpaidTolerancePercent,
        toleranceAmount: underpaidToleranceAmount,
        shopId,
        now: new Date(0), // never checked: first in line
      })
    }
  }
}

/**
 * Open rows of a project the options no longer list are never read (only its own key could,
 * and it is not here). Said once per process: such rows appear only when the options change,
 * which takes a restart.
 */
let otherProjectsTold = false

async function tellOfOtherProjects(container: MedusaContainer, shopIds: string[]): Promise<void> {
  if (otherProjectsTold) return
  otherProjectsTold = true
  for (const { shop_id, count } of await cryptocloudModule(container).ledger.openRowsOfOtherProjects(shopIds)) {
    container
      .resolve("logger")
      .warn(
        `CryptoCloud reconciliation skips ${count} open invoice(s) of project ${shop_id}, which the plugin's \`projects\` no longer list: add that project back to have them checked with its key`
      )
  }
}

/** Tests: walk the open sessions again from the start (a fresh process does). */
export function restartBackfill(): void {
  backfillFrom = 0
  backfillBefore = undefined
  otherProjectsTold = false
}

/** A row a pass reads, and the project whose key reads it. */
export interface RowToCheck {
  uuid: string
  shop_id: string
}

/**
 * `limit` is per project: each project's rows are read with its own key, from its own API quota,
 * so a project with many open invoices never delays another's lost postback.
 */
export const selectLedgerRowsStep = createStep("cryptocloud-select-ledger-rows", async ({ limit }: { limit: number }, { container }) => {
  if (backfillFrom !== null) await backfillOpenSessions(container, limit)
  const cryptocloud = cryptocloudModule(container)
  const shopIds = cryptocloud.projects.shopIds()
  await tellOfOtherProjects(container, shopIds)
  const rows: RowToCheck[] = []
  for (const project of ledgerProjects(shopIds)) {
    for (const row of await cryptocloud.ledger.rowsToCheck(limit, project)) rows.push({ uuid: row.uuid, shop_id: project.shopId })
  }
  return new StepResponse(rows)
})
