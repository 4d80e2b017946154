/**
 * The rows a reconciliation pass checks: open ledger rows that can hold money first, least
 * recently checked first (a cursor: rows that never settle cannot starve newer ones); rows the
 * plugin cancelled with nothing received every 30 min (domain/ledger/check-order.ts). Sessions
 * created before the ledger existed (an upgrade from 0.1) are put on it first, all of them, page
 * by page, so they are reconciled the same way.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isCryptoCloudProviderId, PROVIDER_ID_PREFIX } from "../../../domain/constants"
import { FiatMoney } from "../../../domain/money"
import { cryptocloudModule } from "../module-access"

// `pending_authorization` exists from Medusa 2.18; on an older store it is left out of the filter.
const OPEN_STATUSES = [PaymentSessionStatus.PENDING, PaymentSessionStatus.REQUIRES_MORE, PaymentSessionStatus.PENDING_AUTHORIZATION].filter(
  (status): status is PaymentSessionStatus => typeof status === "string"
)

const strOrNull = (value: unknown) => (typeof value === "string" ? value : null)

/**
 * Where the walk over open sessions stands in this process (sessions stay open when put on the
 * ledger, so offsets are stable); null once it reached the end.
 */
let backfillFrom: number | null = 0
/** Pages walked per pass, so one pass stays bounded on a store with many old sessions. */
const BACKFILL_PAGES_PER_PASS = 20

async function backfillOpenSessions(container: MedusaContainer, pageSize: number): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const cryptocloud = cryptocloudModule(container)
  for (let page = 0; page < BACKFILL_PAGES_PER_PASS && backfillFrom !== null; page++) {
    // Only this provider's sessions, in the query itself: a store whose oldest open sessions
    // are abandoned card or manual ones must still reach its crypto ones.
    const { data: sessions } = await query.graph({
      entity: "payment_session",
      fields: ["id", "amount", "currency_code", "data", "provider_id", "status"],
      filters: { status: OPEN_STATUSES, provider_id: { $like: `${PROVIDER_ID_PREFIX}%` } },
      pagination: { take: pageSize, skip: backfillFrom, order: { created_at: "ASC", id: "ASC" } },
    })
    backfillFrom = sessions.length < pageSize ? null : backfillFrom + sessions.length
    const ours = sessions.filter((session) => isCryptoCloudProviderId(session.provider_id) && typeof session.data?.uuid === "string")
    // One statement per page: which of these invoices the ledger already has.
    const known = new Set((await cryptocloud.ledger.findMany(ours.map((session) => session.data!.uuid as string))).map((row) => row.uuid))
    const missing = ours.filter((session) => !known.has(session.data!.uuid as string))
    if (!missing.length) continue
    const { underpaidTolerancePercent } = await cryptocloud.getInvoiceSettings()
    for (const session of missing) {
      await cryptocloud.ledger.recordCreated({
        invoice: { uuid: session.data!.uuid as string, status: "created", link: strOrNull(session.data?.link), address: strOrNull(session.data?.address) },
        sessionId: session.id,
        money: FiatMoney.of(session.amount, session.currency_code),
        tolerancePercent: underpaidTolerancePercent,
        now: new Date(0), // never checked: first in line
      })
    }
  }
}

/** Tests: walk the open sessions again from the start (a fresh process does). */
export function restartBackfill(): void {
  backfillFrom = 0
}

export const selectLedgerRowsStep = createStep(
  "cryptocloud-select-ledger-rows",
  async ({ limit }: { limit: number }, { container }) => {
    if (backfillFrom !== null) await backfillOpenSessions(container, limit)
    const rows = await cryptocloudModule(container).ledger.rowsToCheck(limit)
    return new StepResponse(rows.map((row) => ({ uuid: row.uuid })))
  }
)
