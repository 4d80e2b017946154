/**
 * React Query hooks for the balances and the withdrawals (the log, a new withdrawal, the answer to
 * one whose outcome was lost) of one project (`shopId`, see keys.ts): each project has its own
 * balances and withdrawal key.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type {
  BalanceResponse,
  CreateWithdrawalBody,
  WithdrawalListResponse,
  ResolveWithdrawalBody,
  WithdrawalResolution,
  WithdrawalResponse,
} from "../../../contracts"
import { BASE, cryptoKeys, invalidateMoney, retryTransient, withShop, type ShopId } from "./keys"

/** `enabled`: false until the balance is needed (the payout drawer reads it only while open: each read is a call to CryptoCloud). */
export function useBalances(shopId: ShopId, enabled = true) {
  return useQuery({
    queryKey: cryptoKeys.balance(shopId),
    queryFn: () => request<BalanceResponse>(`${BASE}/balance`, { query: withShop(shopId) }),
    retry: retryTransient,
    enabled,
  })
}

export function useWithdrawals(offset: number, limit: number, shopId: ShopId) {
  return useQuery({
    queryKey: cryptoKeys.withdrawals(shopId, offset, limit),
    queryFn: () => request<WithdrawalListResponse>(`${BASE}/withdrawals`, { query: withShop(shopId, { offset, limit }) }),
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

export function useCreateWithdrawal(shopId: ShopId) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateWithdrawalBody) => request<WithdrawalResponse>(`${BASE}/withdrawals`, { method: "POST", query: withShop(shopId), body }),
    // Refused attempts are logged too, so the history changes whatever the outcome; a lost
    // answer raises an attention item.
    onSettled: () => invalidateMoney(client),
  })
}

/** "It was sent" / "It was not sent" for a withdrawal whose answer was lost. */
export function useResolveWithdrawal(shopId: ShopId) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: WithdrawalResolution }) =>
      request<WithdrawalResponse>(`${BASE}/withdrawals/${encodeURIComponent(id)}/resolve`, {
        method: "POST",
        query: withShop(shopId),
        body: { outcome } satisfies ResolveWithdrawalBody,
      }),
    onSettled: () => invalidateMoney(client),
  })
}
