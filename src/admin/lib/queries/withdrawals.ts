/**
 * React Query hooks for the balances and the withdrawals (the log, a new withdrawal, the answer to
 * one whose outcome was lost).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type { BalanceResponse, CreateWithdrawalBody, WithdrawalListResponse, ResolveWithdrawalBody, WithdrawalResolution, WithdrawalResponse } from "../../../contracts"
import { BASE, cryptoKeys, invalidateMoney, retryTransient } from "./keys"

export function useBalances() {
  return useQuery({
    queryKey: cryptoKeys.balance(),
    queryFn: () => request<BalanceResponse>(`${BASE}/balance`),
    retry: retryTransient,
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
      request<WithdrawalResponse>(`${BASE}/withdrawals`, { method: "POST", body }),
    // Refused attempts are logged too, so the history changes whatever the outcome; a lost
    // answer raises an attention item.
    onSettled: () => invalidateMoney(client),
  })
}

/** "It was sent" / "It was not sent" for a withdrawal whose answer was lost. */
export function useResolveWithdrawal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: WithdrawalResolution }) =>
      request<WithdrawalResponse>(`${BASE}/withdrawals/${encodeURIComponent(id)}/resolve`, {
        method: "POST",
        body: { outcome } satisfies ResolveWithdrawalBody,
      }),
    onSettled: () => invalidateMoney(client),
  })
}
