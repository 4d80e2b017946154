/** React Query hooks for the attention queue: the items to look at, and resolving one with a note. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type { AttentionItemResponse, AttentionListResponse, AttentionQuery, ResolveAttentionBody } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient } from "./keys"

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
