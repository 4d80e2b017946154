/**
 * Claim the invoice events a read calls for (domain/invoice-events.ts) on the invoice's ledger
 * row, one name at a time (domain/ledger/announced.ts): the names returned are this run's to
 * emit, and no other run — a re-delivered postback, the next pass, another instance — gets them.
 * Should the workflow fail after the claim, its events are never emitted (emitEventStep releases
 * them only on success), so the names are given back for the next read to claim.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { InvoiceEventName } from "../../../domain/events"
import { cryptocloudModule } from "../module-access"

export const claimInvoiceEventsStep = createStep(
  "cryptocloud-claim-invoice-events",
  async ({ uuid, due }: { uuid: string; due: InvoiceEventName[] }, { container }) => {
    if (!due.length) return new StepResponse<InvoiceEventName[], { uuid: string; claimed: string[] } | null>([], null)
    const claimed = (await cryptocloudModule(container).ledger.claimAnnouncements(uuid, due)) as InvoiceEventName[]
    return new StepResponse(claimed, claimed.length ? { uuid, claimed } : null)
  },
  async (previous, { container }) => {
    if (previous) await cryptocloudModule(container).ledger.releaseAnnouncements(previous.uuid, previous.claimed)
  }
)
