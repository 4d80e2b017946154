/** React Query hook for the postback log of one project (`shopId`, see keys.ts). */
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { request } from "../sdk"
import type { PostbackListResponse, PostbackQuery } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient, withShop, type ShopId } from "./keys"

/** The postbacks received, newest first; `outcome` narrows to one outcome. */
export function usePostbacks(query: PostbackQuery, shopId: ShopId) {
  return useQuery({
    queryKey: cryptoKeys.postbacks(shopId, query),
    queryFn: () => request<PostbackListResponse>(`${BASE}/postbacks`, { query: withShop(shopId, { ...query }) }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}
