/** React Query hooks for the refunds of crypto payments: the list, the address request, the payout. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import { refundsPollMs } from "../refunds"
import type { AddressRequestResponse, PayoutBody, PayoutResponse, RefundListResponse, RefundQuery } from "../../../contracts"
import { BASE, cryptoKeys, invalidateMoney, retryTransient } from "./keys"

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
    mutationFn: (id: string) => request<AddressRequestResponse>(`${BASE}/refunds/${encodeURIComponent(id)}/address-request`, { method: "POST" }),
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
