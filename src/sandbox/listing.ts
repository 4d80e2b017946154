/**
 * What the invoice list (`POST /v2/invoice/merchant/list`) holds: the invoices of the period and
 * the withdrawal requests made in it — through the API or in the dashboard — which the service
 * lists as invoice-shaped objects of type `dw` (the spec's Invoice table). One order for both,
 * newest first, so offset/limit pages and `all_count` count the same sequence.
 */
import type { StoredInvoice, SandboxState } from "./state"
import type { Wallets, WithdrawalRecord } from "./wallets"

export type ListedEntry =
  { kind: "invoice"; invoice: StoredInvoice; at: Date; seq: number } | { kind: "withdrawal"; withdrawal: WithdrawalRecord; at: Date; seq: number }

/** Invoices and withdrawal requests created in [from, toExclusive), newest first (ties: the later made first). */
export function listedEntries(state: SandboxState, wallets: Wallets, from: Date, toExclusive: Date): ListedEntry[] {
  const invoices: ListedEntry[] = state.list(from, toExclusive).map((invoice) => ({ kind: "invoice", invoice, at: invoice.created, seq: invoice.seq }))
  const withdrawals: ListedEntry[] = wallets
    .listWithdrawals(from, toExclusive)
    .map((withdrawal) => ({ kind: "withdrawal", withdrawal, at: withdrawal.at, seq: withdrawal.seq }))
  return [...invoices, ...withdrawals].sort((a, b) => b.at.getTime() - a.at.getTime() || b.seq - a.seq)
}
