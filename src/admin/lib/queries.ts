/**
 * React Query hooks for the plugin's admin routes. Query keys all start with "cryptocloud" so a
 * mutation can refresh what it affects.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { ApiError, request } from "./sdk"
import type {
  BalanceResponse,
  ConnectionTestResponse,
  CreateWithdrawalBody,
  InvoiceListResponse,
  InvoiceResponse,
  SettingsPatch,
  SettingsResponse,
  StatisticsResponse,
  WithdrawalListResponse,
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
    // Refused attempts are logged too, so the history changes whatever the outcome.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ["cryptocloud", "withdrawals"] })
      void client.invalidateQueries({ queryKey: cryptoKeys.balance() })
    },
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
