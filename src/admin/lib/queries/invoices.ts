/**
 * React Query hooks for the dashboard's invoice figures: statistics over a period, the invoice list,
 * one invoice and its cancellation, and the deposits to static wallets.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type { DepositListResponse, InvoiceListResponse, InvoiceResponse, StatisticsResponse } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient, type Period, type PeriodPage } from "./keys"

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

export function useDeposits(offset: number, limit: number) {
  return useQuery({
    queryKey: cryptoKeys.deposits(offset, limit),
    queryFn: () => request<DepositListResponse>(`${BASE}/deposits`, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}
