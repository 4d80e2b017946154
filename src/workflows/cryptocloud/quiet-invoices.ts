/**
 * Set aside the invoices whose read changes nothing (domain/ledger/quiet-read.ts) before the
 * per-invoice workflow runs: their rows get only `last_checked_at`, in one statement, and the
 * rest go through `cryptocloud-apply-invoice` as before. The decision is the workflow's own
 * (decideInvoiceOutcome on the same row, session and tolerance), made for a whole batch with
 * one ledger query and one session query per 1,000 invoices, so a pass over waiting invoices
 * costs three statements per 1,000 instead of a workflow each.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import { holderSessionId } from "../../domain/invoice-match"
import { decideInvoiceOutcome, OUTCOME_SESSION_FIELDS, type OutcomeSession } from "../../domain/invoice-outcome"
import { isQuietRead } from "../../domain/ledger/quiet-read"
import { cryptocloudModule } from "./module-access"
import { toleranceOfRow } from "../../domain/tolerance-amount"

export interface QuietSplit {
  /** Invoices that need the whole workflow. */
  changed: Invoice[]
  /** How many were quiet (their rows were only marked as checked). */
  quiet: number
}

/** Rows per query: well under Postgres' bind-parameter limit whatever `maxInvoices` is set to. */
const CHUNK = 1000

export async function setAsideQuietInvoices(container: MedusaContainer, invoices: Invoice[]): Promise<QuietSplit> {
  const split: QuietSplit = { changed: [], quiet: 0 }
  for (let i = 0; i < invoices.length; i += CHUNK) {
    const part = await setAsideQuietChunk(container, invoices.slice(i, i + CHUNK))
    split.changed.push(...part.changed)
    split.quiet += part.quiet
  }
  return split
}

async function setAsideQuietChunk(container: MedusaContainer, invoices: Invoice[]): Promise<QuietSplit> {
  const cryptocloud = cryptocloudModule(container)
  const rows = new Map((await cryptocloud.ledger.findMany(invoices.map((invoice) => invoice.uuid))).map((row) => [row.uuid, row]))
  const sessionIds = [...new Set(invoices.map((invoice) => holderSessionId(invoice, rows.get(invoice.uuid))).filter((id): id is string => !!id))]
  const sessions = new Map<string, OutcomeSession>()
  if (sessionIds.length) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "payment_session", fields: OUTCOME_SESSION_FIELDS, filters: { id: sessionIds } })
    for (const session of data as OutcomeSession[]) sessions.set(session.id, session)
  }

  const changed: Invoice[] = []
  const quiet: string[] = []
  for (const invoice of invoices) {
    const row = rows.get(invoice.uuid) ?? null
    const sessionId = holderSessionId(invoice, row)
    const session = sessionId ? (sessions.get(sessionId) ?? null) : null
    const outcome = row ? decideInvoiceOutcome({ invoice, row, session, tolerancePercent: toleranceOfRow(row) }) : null
    if (row && outcome && isQuietRead(row, invoice, outcome)) quiet.push(invoice.uuid)
    else changed.push(invoice)
  }
  await cryptocloud.ledger.touch(quiet)
  return { changed, quiet: quiet.length }
}
