/**
 * React Query hooks for the plugin's admin routes. Query keys all start with "cryptocloud" so a
 * mutation can refresh what it affects.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { ApiError, request, sdk } from "./sdk"
import { refundsPollMs } from "./refunds"
import type {
  AddressRequestResponse,
  AttentionItem,
  AttentionListResponse,
  AttentionQuery,
  BalanceResponse,
  ConnectionTestResponse,
  CreateWithdrawalBody,
  DepositListResponse,
  InvoiceListResponse,
  InvoiceResponse,
  PayoutBody,
  PayoutResponse,
  PostbackListResponse,
  PostbackQuery,
  RefundListResponse,
  RefundQuery,
  SettingsPatch,
  SettingsResponse,
  StatisticsResponse,
  WithdrawalListResponse,
  WithdrawalOutcome,
  WithdrawalView,
} from "./types"

const BASE = "/admin/cryptocloud"

export const cryptoKeys = {
  all: ["cryptocloud"] as const,
  balance: () => ["cryptocloud", "balance"] as const,
  statistics: (start: string, end: string) => ["cryptocloud", "statistics", start, end] as const,
  invoices: (q: PeriodPage) => ["cryptocloud", "invoices", q] as const,
  invoice: (uuid: string) => ["cryptocloud", "invoice", uuid] as const,
  withdrawals: (offset: number, limit: number) => ["cryptocloud", "withdrawals", offset, limit] as const,
  settings: () => ["cryptocloud", "settings"] as const,
  attention: (q: AttentionQuery) => ["cryptocloud", "attention", q] as const,
  refunds: (q: RefundQuery) => ["cryptocloud", "refunds", q] as const,
  deposits: (offset: number, limit: number) => ["cryptocloud", "deposits", offset, limit] as const,
  postbacks: (q: PostbackQuery) => ["cryptocloud", "postbacks", q] as const,
  adminUser: (id: string) => ["cryptocloud", "admin-user", id] as const,
  orderNumbers: (ids: string[]) => ["cryptocloud", "order-numbers", ids] as const,
}

/** What a withdrawal can change: its log, the balances, the attention queue (a lost answer), refunds. */
function invalidateMoney(client: ReturnType<typeof useQueryClient>) {
  for (const part of ["withdrawals", "balance", "attention", "refunds"]) {
    void client.invalidateQueries({ queryKey: ["cryptocloud", part] })
  }
}

export interface Period {
  start: string
  end: string
}

export interface PeriodPage extends Period {
  offset: number
  limit: number
}

/** One more try for a failure that may be temporary (server or service trouble), none for the rest. */
function retryTransient(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : 0
  return failureCount < 1 && (status === 0 || status >= 500)
}

export function useBalances() {
  return useQuery({
    queryKey: cryptoKeys.balance(),
    queryFn: () => request<BalanceResponse>(`${BASE}/balance`),
    retry: retryTransient,
  })
}

export function useStatistics(period: Period) {
  return useQuery({
    queryKey: cryptoKeys.statistics(period.start, period.end),
    queryFn: () => request<StatisticsResponse>(`${BASE}/statistics`, { query: { start: period.start, end: period.end } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

export function useInvoices(query: PeriodPage) {
  return useQuery({
    queryKey: cryptoKeys.invoices(query),
    queryFn: () => request<InvoiceListResponse>(`${BASE}/invoices`, { query: { ...query } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

export function useInvoice(uuid: string | null | undefined) {
  return useQuery({
    queryKey: cryptoKeys.invoice(uuid ?? ""),
    queryFn: () => request<InvoiceResponse>(`${BASE}/invoices/${encodeURIComponent(uuid!)}`),
    enabled: Boolean(uuid),
    retry: retryTransient,
  })
}

export function useCancelInvoice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (uuid: string) =>
      request<InvoiceResponse>(`${BASE}/invoices/${encodeURIComponent(uuid)}/cancel`, { method: "POST" }),
    onSuccess: (data) => {
      client.setQueryData(cryptoKeys.invoice(data.invoice.uuid), data)
      void client.invalidateQueries({ queryKey: ["cryptocloud", "invoices"] })
      void client.invalidateQueries({ queryKey: ["cryptocloud", "statistics"] })
    },
  })
}

export function useWithdrawals(offset: number, limit: number) {
  return useQuery({
    queryKey: cryptoKeys.withdrawals(offset, limit),
    queryFn: () => request<WithdrawalListResponse>(`${BASE}/withdrawals`, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

export function useCreateWithdrawal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateWithdrawalBody) =>
      request<{ withdrawal: WithdrawalView }>(`${BASE}/withdrawals`, { method: "POST", body }),
    // Refused attempts are logged too, so the history changes whatever the outcome; a lost
    // answer raises an attention item.
    onSettled: () => invalidateMoney(client),
  })
}

/** "It was sent" / "It was not sent" for a withdrawal whose answer was lost. */
export function useResolveWithdrawal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: WithdrawalOutcome }) =>
      request<{ withdrawal: WithdrawalView }>(`${BASE}/withdrawals/${encodeURIComponent(id)}/resolve`, {
        method: "POST",
        body: { outcome },
      }),
    onSettled: () => invalidateMoney(client),
  })
}

// ── attention queue ─────────────────────────────────────────────────────────

export function useAttention(query: AttentionQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cryptoKeys.attention(query),
    queryFn: () => request<AttentionListResponse>(`${BASE}/attention`, { query: { ...query } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
    enabled: options.enabled ?? true,
  })
}

export function useResolveAttention() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      request<{ attention_item: AttentionItem }>(`${BASE}/attention/${encodeURIComponent(id)}/resolve`, {
        method: "POST",
        body: { note },
      }),
    // A 400 "already resolved" also means the list is stale.
    onSettled: () => void client.invalidateQueries({ queryKey: ["cryptocloud", "attention"] }),
  })
}

// ── refunds ─────────────────────────────────────────────────────────────────

/**
 * `expect`: how many refunds Medusa already knows of (the order's crypto payments). The plugin
 * links a new refund to its order a moment after Medusa records it (a subscriber), so until the
 * list has that many it is read again; so it is while a payout is in flight (lib/refunds.ts).
 */
export function useRefunds(query: RefundQuery, options: { enabled?: boolean; expect?: number } = {}) {
  const expected = options.expect ?? 0
  return useQuery({
    queryKey: cryptoKeys.refunds(query),
    queryFn: () => request<RefundListResponse>(`${BASE}/refunds`, { query: { ...query } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
    enabled: options.enabled ?? true,
    refetchInterval: (q) => refundsPollMs(q.state.data, expected, q.state.dataUpdateCount),
  })
}

/** A single-use link for the customer to give a payout address (valid 7 days). */
export function useRequestRefundAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      request<AddressRequestResponse>(`${BASE}/refunds/${encodeURIComponent(id)}/address-request`, { method: "POST" }),
    onSettled: () => void client.invalidateQueries({ queryKey: ["cryptocloud", "refunds"] }),
  })
}

/** Pays a refund out with a withdrawal (subject to the 12-second interval, like every withdrawal). */
export function usePayoutRefund() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PayoutBody }) =>
      request<PayoutResponse>(`${BASE}/refunds/${encodeURIComponent(id)}/payout`, { method: "POST", body }),
    onSettled: () => invalidateMoney(client),
  })
}

// ── static wallet deposits ──────────────────────────────────────────────────

export function useDeposits(offset: number, limit: number) {
  return useQuery({
    queryKey: cryptoKeys.deposits(offset, limit),
    queryFn: () => request<DepositListResponse>(`${BASE}/deposits`, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

// ── postback log ────────────────────────────────────────────────────────────

/** The postbacks received, newest first; `outcome` narrows to one outcome. */
export function usePostbacks(query: PostbackQuery) {
  return useQuery({
    queryKey: cryptoKeys.postbacks(query),
    queryFn: () => request<PostbackListResponse>(`${BASE}/postbacks`, { query: { ...query } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

// ── Medusa's own records, for names and numbers ─────────────────────────────

const USER_FIELDS = ["id", "first_name", "last_name", "email"]
const ORDER_NUMBER_FIELDS = ["id", "display_id"]

export interface AdminUserName {
  id: string
  name: string | null
  email: string | null
}

/** Who an admin user id is (for "resolved by"); the id alone when the user cannot be read. */
export function useAdminUser(id: string | null | undefined) {
  return useQuery({
    queryKey: cryptoKeys.adminUser(id ?? ""),
    queryFn: async (): Promise<AdminUserName> => {
      const { user } = await sdk.admin.user.retrieve(id!, { fields: USER_FIELDS.join(",") })
      const name = [user.first_name, user.last_name].filter(Boolean).join(" ").trim()
      return { id: user.id, name: name || null, email: user.email ?? null }
    },
    enabled: Boolean(id),
    staleTime: Infinity,
    retry: false,
  })
}

/** Order numbers (display ids) of the orders a list links to: `{ [order id]: 12 }`. */
export function useOrderNumbers(ids: Array<string | null | undefined>) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort()
  return useQuery({
    queryKey: cryptoKeys.orderNumbers(unique),
    queryFn: async (): Promise<Record<string, number>> => {
      const { orders } = await sdk.admin.order.list({ id: unique, fields: ORDER_NUMBER_FIELDS.join(","), limit: unique.length })
      return Object.fromEntries(orders.map((o) => [o.id, o.display_id as number]))
    },
    enabled: unique.length > 0,
    staleTime: 60_000,
    retry: false,
  })
}

export function useSettings() {
  return useQuery({
    queryKey: cryptoKeys.settings(),
    queryFn: () => request<SettingsResponse>(`${BASE}/settings`),
    retry: retryTransient,
  })
}

export function useSaveSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: SettingsPatch) => request<SettingsResponse>(`${BASE}/settings`, { method: "POST", body: patch }),
    onSuccess: (data) => client.setQueryData(cryptoKeys.settings(), data),
  })
}

export function useConnectionTest() {
  return useMutation({
    mutationFn: () => request<ConnectionTestResponse>(`${BASE}/connection-test`, { method: "POST" }),
  })
}
