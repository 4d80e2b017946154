/** React Query hook for the postback log. */
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { request } from "../sdk"
import type { PostbackListResponse, PostbackQuery } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient } from "./keys"

/** The postbacks received, newest first; `outcome` narrows to one outcome. */
export function usePostbacks(query: PostbackQuery) {
  return useQuery({
    queryKey: cryptoKeys.postbacks(query),
    queryFn: () => request<PostbackListResponse>(`${BASE}/postbacks`, { query: { ...query } }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}
