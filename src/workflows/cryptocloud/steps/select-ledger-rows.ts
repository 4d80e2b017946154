/**
 * The rows a reconciliation pass checks: open ledger rows, least recently checked first (a
 * cursor: rows that never settle cannot starve newer ones). Sessions created before the ledger
 * existed (an upgrade from 0.1) are put on it first, so they are reconciled the same way.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isCryptoCloudProviderId } from "../../../domain/constants"
import { FiatMoney } from "../../../domain/money"
import { cryptocloudModule } from "../module-access"

// `pending_authorization` exists from Medusa 2.18; on an older store it is left out of the filter.
const OPEN_STATUSES = [PaymentSessionStatus.PENDING, PaymentSessionStatus.REQUIRES_MORE, PaymentSessionStatus.PENDING_AUTHORIZATION].filter(
  (status): status is PaymentSessionStatus => typeof status === "string"
)

const strOrNull = (value: unknown) => (typeof value === "string" ? value : null)

/** Once a pass found every open session on the ledger, this process never looks again. */
let backfilled = false

async function backfillOpenSessions(container: MedusaContainer, limit: number): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: sessions } = await query.graph({
    entity: "payment_session",
    fields: ["id", "amount", "currency_code", "data", "provider_id", "status"],
    filters: { status: OPEN_STATUSES },
    pagination: { take: limit, order: { created_at: "ASC" } },
  })
  const cryptocloud = cryptocloudModule(container)
  const ours = sessions.filter((session) => isCryptoCloudProviderId(session.provider_id) && typeof session.data?.uuid === "string")
  // One statement for the lot: which of these invoices the ledger already has.
  const known = new Set((await cryptocloud.ledger.findMany(ours.map((session) => session.data!.uuid as string))).map((row) => row.uuid))
  const missing = ours.filter((session) => !known.has(session.data!.uuid as string))
  if (!missing.length) return 0
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
  return missing.length
}

export const selectLedgerRowsStep = createStep(
  "cryptocloud-select-ledger-rows",
  async ({ limit }: { limit: number }, { container }) => {
    if (!backfilled) backfilled = (await backfillOpenSessions(container, limit)) === 0
    const rows = await cryptocloudModule(container).ledger.rowsToCheck(limit)
    return new StepResponse(rows.map((row) => ({ uuid: row.uuid })))
  }
)
