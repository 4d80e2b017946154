/**
 * What the admin's React Query hooks (the other files of this folder) share: the query keys, which
 * all start with "cryptocloud" so that a mutation can refresh what it affects, the routes' base
 * path, the retry rule and the refresh after a money movement.
 */
import { useQueryClient } from "@tanstack/react-query"
import { ApiError } from "../sdk"
import type { AttentionQuery, PostbackQuery, RefundQuery } from "../../../contracts"

export const BASE = "/admin/cryptocloud"

export const cryptoKeys = {
  all: ["cryptocloud"] as const,
  balance: () => ["cryptocloud", "balance"] as const,
  statistics: (start: string, end: string) => ["cryptocloud", "statistics", start, end] as const,
  invoices: (q: PeriodPage) => ["cryptocloud", "invoices", q] as const,
  invoice: (uuid: string) => ["cryptocloud", "invoice", uuid] as const,
  withdrawals: (offset: number, limit: number) => ["cryptocloud", "withdrawals", offset, limit] as const,
  settings: () => ["cryptocloud", "settings"] as const,
  attention: (q: AttentionQuery) => ["cryptocloud", "attention", q] as const,
  refunds: (q: RefundQuery) => ["cryptocloud", "refunds", q] as const,
  deposits: (offset: number, limit: number) => ["cryptocloud", "deposits", offset, limit] as const,
  postbacks: (q: PostbackQuery) => ["cryptocloud", "postbacks", q] as const,
  adminUser: (id: string) => ["cryptocloud", "admin-user", id] as const,
  orderNumbers: (ids: string[]) => ["cryptocloud", "order-numbers", ids] as const,
  orderPayments: (orderId: string) => ["cryptocloud", "order-payments", orderId] as const,
  regionOffersCrypto: (regionId: string) => ["cryptocloud", "region-offers-crypto", regionId] as const,
}

/** What a withdrawal can change: its log, the balances, the attention queue (a lost answer), refunds. */
export function invalidateMoney(client: ReturnType<typeof useQueryClient>) {
  for (const part of ["withdrawals", "balance", "attention", "refunds"]) {
    void client.invalidateQueries({ queryKey: ["cryptocloud", part] })
  }
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
export function retryTransient(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : 0
  return failureCount < 1 && (status === 0 || status >= 500)
}
