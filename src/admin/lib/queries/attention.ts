/**
 * React Query hooks for the attention queue: the items to look at, resolving one with a note, and
 * the actions that settle its money (return, accept what arrived, ask for the rest).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type {
  AcceptAttentionBody,
  AttentionItemResponse,
  AttentionListResponse,
  AttentionQuery,
  RequestRestResponse,
  ResolveAttentionBody,
  ReturnAttentionBody,
  ReturnAttentionResponse,
} from "../../../contracts"
import { BASE, cryptoKeys, invalidateMoney, retryTransient } from "./keys"

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
      request<AttentionItemResponse>(`${BASE}/attention/${encodeURIComponent(id)}/resolve`, {
        method: "POST",
        body: { note } satisfies ResolveAttentionBody,
      }),
    // A 400 "already resolved" also means the list is stale.
    onSettled: () => void client.invalidateQueries({ queryKey: ["cryptocloud", "attention"] }),
  })
}

const itemPath = (id: string, action: string) => `${BASE}/attention/${encodeURIComponent(id)}/${action}`

/** Money back to the customer: a payout now (address given) or the address page e-mailed. */
export function useReturnAttention() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReturnAttentionBody }) => request<ReturnAttentionResponse>(itemPath(id, "return"), { method: "POST", body }),
    // A payout moves money (withdrawals, balance, refunds); a 409 also means the list is stale.
    onSettled: () => invalidateMoney(client),
  })
}

/** The cart becomes an order with what arrived; the shortfall is recorded on it. */
export function useAcceptAttention() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      request<AttentionItemResponse>(itemPath(id, "accept"), { method: "POST", body: { note } satisfies AcceptAttentionBody }),
    onSettled: () => void client.invalidateQueries({ queryKey: ["cryptocloud"] }),
  })
}

/** A pay link for the difference, e-mailed where the store can. */
export function useRequestRest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: string }) => request<RequestRestResponse>(itemPath(id, "request-rest"), { method: "POST" }),
    onSettled: () => void client.invalidateQueries({ queryKey: ["cryptocloud", "attention"] }),
  })
}
