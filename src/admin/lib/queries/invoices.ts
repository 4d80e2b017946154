/**
 * React Query hooks for the dashboard's invoice figures: statistics over a period, the invoice list,
 * one invoice and its cancellation, and the deposits to static wallets — each of one project
 * (`shopId`, see keys.ts).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type { DepositListResponse, InvoiceListResponse, InvoiceResponse, StatisticsResponse } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient, withShop, type Period, type PeriodPage, type ShopId } from "./keys"

export function useStatistics(period: Period, shopId: ShopId) {
  return useQuery({
    queryKey: cryptoKeys.statistics(shopId, period.start, period.end),
    queryFn: () => request<StatisticsResponse>(`${BASE}/statistics`, { query: withShop(shopId, { start: period.start, end: period.end }) }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

export function useInvoices(query: PeriodPage, shopId: ShopId) {
  return useQuery({
    queryKey: cryptoKeys.invoices(shopId, query),
    queryFn: () => request<InvoiceListResponse>(`${BASE}/invoices`, { query: withShop(shopId, { ...query }) }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

/** `enabled: false` holds the read back (the order widget waits to know the invoice's project). */
export function useInvoice(uuid: string | null | undefined, shopId: ShopId, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cryptoKeys.invoice(uuid ?? "", shopId),
    queryFn: () => request<InvoiceResponse>(`${BASE}/invoices/${encodeURIComponent(uuid!)}`, { query: withShop(shopId) }),
    enabled: Boolean(uuid) && (options.enabled ?? true),
    retry: retryTransient,
  })
}

export function useCancelInvoice(shopId: ShopId) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (uuid: string) => request<InvoiceResponse>(`${BASE}/invoices/${encodeURIComponent(uuid)}/cancel`, { method: "POST", query: withShop(shopId) }),
    onSuccess: (data) => {
      client.setQueryData(cryptoKeys.invoice(data.invoice.uuid, shopId), data)
      void client.invalidateQueries({ queryKey: ["cryptocloud", "invoices"] })
      void client.invalidateQueries({ queryKey: ["cryptocloud", "statistics"] })
    },
  })
}

export function useDeposits(offset: number, limit: number, shopId: ShopId) {
  return useQuery({
    queryKey: cryptoKeys.deposits(shopId, offset, limit),
    queryFn: () => request<DepositListResponse>(`${BASE}/deposits`, { query: withShop(shopId, { offset, limit }) }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}
