/**
 * Static-wallet deposits after their first read (design.md, "Postbacks"; docs/merchant-guide.md "Static
 * wallets"): the rules the deposit store, the postback workflow and the reconciliation pass
 * share. Pure; imports lib and domain only.
 *
 * - A deposit's money follows later reads: a first read may be `partial` (or a postback may be
 *   lost altogether), so every later read — a postback, the pass's invoice list, its `info`
 *   re-read — may raise `amount`/`received`; a read that says less is older and changes nothing.
 * - Events: `cryptocloud.static_wallet.deposit_received` once per deposit, when it is first
 *   recorded (with what had arrived then, its `status` and `final`); then
 *   `cryptocloud.static_wallet.deposit_updated` once per read that raised the money or moved
 *   the status on, with the new totals and `previous_amount`/`previous_received`. A subscriber
 *   that credits customers as money arrives credits `amount - previous_amount` on each update;
 *   one that waits for the whole deposit acts on the first event whose `final` is true.
 * - The pass finds deposits in the invoice list (`POST /v2/invoice/merchant/list`): the service
 *   books each deposit as an invoice with `order_id` = the wallet's identify. The static-wallet
 *   list (`/v2/invoice/static/list`) returns wallets, not the money that arrived on them.
 */
import { compareDecimals, type Invoice, type InvoiceLister, type InvoiceStatus, type PeriodInput } from "../lib/cryptocloud"
import { mergeStatus } from "./status-map"

export { STATIC_WALLET_DEPOSIT_UPDATED_EVENT } from "./events"

/** The fields of a recorded deposit a later read may change. `status` is null on rows older than it. */
export interface DepositMoney {
  amount: string
  received: string | null
  amount_usd: string | null
  status: InvoiceStatus | null
}

/**
 * No more money is expected: paid/overpaid, or canceled (a partial deposit that expired keeps
 * what arrived). The pass stops re-reading such a deposit with `info`; a later read that does
 * show more (an overpayment, a late transfer) is still recorded.
 */
export const FINAL_DEPOSIT_STATUSES = ["paid", "overpaid", "canceled"] as const

export function isFinalDeposit(status: string | null | undefined): boolean {
  return (FINAL_DEPOSIT_STATUSES as readonly (string | null | undefined)[]).includes(status)
}

export interface DepositUpdate {
  /** The row's new values. */
  patch: DepositMoney
  /**
   * Worth a `deposit_updated` event: the money went up, or the status moved on (partial → paid,
   * partial → canceled: no more will come). Learning the status of a row recorded before the
   * plugin stored it is not news.
   */
  announce: boolean
}

function larger(recorded: string | null, read: string | null): string | null {
  if (read === null) return recorded
  if (recorded === null) return read
  return compareDecimals(read, recorded) > 0 ? read : recorded
}

/**
 * What a new read changes on a recorded deposit, or null when it changes nothing (a duplicate
 * or an older read). Money never goes down and the status never goes back (mergeStatus): reads
 * can arrive out of order — a postback and the pass at the same moment, a delayed delivery.
 */
export function depositUpdate(recorded: DepositMoney, read: DepositMoney): DepositUpdate | null {
  const amount = larger(recorded.amount, read.amount) as string
  const received = larger(recorded.received, read.received)
  const amountGrew = amount !== recorded.amount
  // The USD value belongs to the amount it was quoted for: it moves only with the amount.
  const amount_usd = amountGrew ? (read.amount_usd ?? recorded.amount_usd) : (recorded.amount_usd ?? read.amount_usd)
  const status = read.status ? mergeStatus(recorded.status, read.status) : recorded.status
  const patch = { amount, received, amount_usd, status }
  const changed = (Object.keys(patch) as Array<keyof DepositMoney>).some((key) => patch[key] !== recorded[key])
  if (!changed) return null
  const announce = amountGrew || received !== recorded.received || (recorded.status !== null && status !== recorded.status)
  return { patch, announce }
}

// ── finding deposits the postbacks missed ─────────────────────────────────────────────────

/** Days of the invoice list each pass looks at (today and yesterday, UTC: the service files invoices by day). */
export const DEPOSIT_WINDOW_DAYS = 2
/** List calls per pass at most (100 invoices each): the newest page, then pages from the cursor. */
export const MAX_DEPOSIT_LIST_CALLS = 5
/** Deposits older than the window and not final are re-read with `info`: at most this many per pass (one call)… */
export const MAX_DEPOSIT_RECHECKS = 100
/** …for this long after they arrived. */
export const DEPOSIT_RECHECK_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The list period of a pass: the last `days` calendar days, UTC, today included. */
export function recentDepositWindow(now: Date, days = DEPOSIT_WINDOW_DAYS): PeriodInput {
  return { start: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), end: isoDay(now) }
}

/** Where the next pass goes on reading a window too long for one pass. */
export interface ListCursor {
  start: string
  offset: number
}

export interface RecentInvoices {
  invoices: Invoice[]
  calls: number
  /** Null once the walk reached the end of the window (the next pass starts from the top again). */
  cursor: ListCursor | null
  /** A list call failed; what was read before it is still returned. */
  error: Error | null
}

/**
 * The invoices of `window`, within `maxCalls` list calls: always the newest page (a deposit is
 * found within a pass of arriving), then pages from `cursor` on, so a window longer than one
 * pass's budget is covered over several passes. The list is newest first, so new invoices only
 * push older ones to later offsets: a cursor may see an invoice twice, never skip one.
 */
export async function walkRecentInvoices(
  lister: InvoiceLister,
  window: PeriodInput,
  { maxCalls = MAX_DEPOSIT_LIST_CALLS, pageSize = 100, cursor = null }: { maxCalls?: number; pageSize?: number; cursor?: ListCursor | null } = {}
): Promise<RecentInvoices> {
  const found = new Map<string, Invoice>()
  let calls = 0
  let offset = 0
  const result = (next: ListCursor | null, error: Error | null = null): RecentInvoices => ({ invoices: [...found.values()], calls, cursor: next, error })
  try {
    let page = await lister.listInvoices({ ...window, offset, limit: pageSize })
    calls++
    offset = cursor && cursor.start === window.start && cursor.offset > pageSize ? cursor.offset : pageSize
    for (;;) {
      for (const invoice of page.invoices) if (!found.has(invoice.uuid)) found.set(invoice.uuid, invoice)
      if (page.invoices.length < pageSize || offset >= page.allCount) return result(null)
      if (calls >= maxCalls) return result({ start: window.start, offset })
      page = await lister.listInvoices({ ...window, offset, limit: pageSize })
      calls++
      offset += pageSize
    }
  } catch (error) {
    // The failed page is where the next pass goes on (the newest page is read first anyway).
    return result(offset > pageSize ? { start: window.start, offset } : cursor, error as Error)
  }
}
