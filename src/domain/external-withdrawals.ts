/**
 * Withdrawals made outside the plugin — in CryptoCloud's dashboard, or by its automatic
 * withdrawal rules — reach the plugin only as entries of the invoice list of type `dw`. Written
 * to the withdrawal log as `external` rows, they close the books: opening + in − out = balance.
 *
 * Which `dw` entries are external (pure; the writes are modules/cryptocloud/external-withdrawals.ts):
 * - one the log holds by the service's request id (`withdrawal_id`) is the plugin's own payout,
 *   or was recorded before;
 * - one an unanswered payout of the plugin may be — a `pending` row (its request is on its way),
 *   an `unknown` one (the answer was lost), or one an admin resolved as sent, each without a
 *   request id, same coin and amount, made within EXCUSE_WINDOW_MS of it — is left for later:
 *   each such row excuses one entry. Recording it would count a payout of the plugin's twice; a
 *   real dashboard withdrawal that looks the same is recorded once the row is answered (a
 *   `not_sent` resolution frees it), and until then shows as a difference in the balance report.
 */
import { compareDecimals, isWithdrawalRequest, type Invoice } from "../lib/cryptocloud"

/** A `dw` entry as the log records it. */
export interface ExternalWithdrawal {
  withdrawal_id: string
  currency_code: string
  amount: string
  /** Empty when the service gave none (the column is required; nothing is made up). */
  to_address: string
  /** The service's `created`; null when the entry lacks it (the row then takes the time it was found). */
  requested_at: Date | null
  service_status: string | null
  fee: string | null
  service_fee: string | null
}

/** A payout of the plugin's whose request id is not known (yet): it may be any `dw` entry of its coin and amount. */
export interface UnansweredPayout {
  id: string
  currency_code: string
  amount: string
  sent_at: Date | string | null
  created_at: Date | string
}

/** How far apart a payout of the plugin's and the service's record of it can be (clock skew, slow answers). */
export const EXCUSE_WINDOW_MS = 60 * 60 * 1000

/** The list's withdrawal requests that can be recorded: with an id, a coin and a positive amount. */
export function withdrawalEntries(listed: readonly Invoice[]): ExternalWithdrawal[] {
  const seen = new Set<string>()
  const entries: ExternalWithdrawal[] = []
  for (const entry of listed) {
    if (!isWithdrawalRequest(entry) || seen.has(entry.uuid)) continue
    const coin = entry.currency?.fullcode || entry.currency?.code
    const amount = entry.amount
    if (!coin || !amount || compareDecimals(amount, "0") <= 0) continue
    seen.add(entry.uuid)
    entries.push({
      withdrawal_id: entry.uuid,
      currency_code: coin,
      amount,
      to_address: entry.address?.trim() ?? "",
      requested_at: entry.created ? new Date(entry.created) : null,
      service_status: entry.status ?? null,
      fee: entry.fee ?? null,
      service_fee: entry.service_fee ?? null,
    })
  }
  return entries
}

/**
 * The entries to record as `external`: not held by the log (`known` request ids), and not
 * possibly one of the unanswered payouts (each excuses one entry of its coin and amount made
 * within the window of its request).
 */
export function externalOnly(
  entries: readonly ExternalWithdrawal[],
  known: ReadonlySet<string>,
  unanswered: readonly UnansweredPayout[]
): ExternalWithdrawal[] {
  const free = [...unanswered]
  return entries.filter((entry) => {
    if (known.has(entry.withdrawal_id)) return false
    const excuse = free.findIndex(
      (row) => row.currency_code === entry.currency_code && compareDecimals(row.amount, entry.amount) === 0 && near(row, entry.requested_at)
    )
    if (excuse < 0) return true
    free.splice(excuse, 1)
    return false
  })
}

function near(row: UnansweredPayout, at: Date | null): boolean {
  if (!at) return true
  const sent = new Date(row.sent_at ?? row.created_at).getTime()
  return Math.abs(at.getTime() - sent) <= EXCUSE_WINDOW_MS
}
