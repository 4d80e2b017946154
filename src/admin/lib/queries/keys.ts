/**
 * What the admin's React Query hooks (the other files of this folder) share: the query keys, which
 * all start with "cryptocloud" so that a mutation can refresh what it affects, the routes' base
 * path, the project a per-project read is of, the retry rule and the refresh after a money movement.
 */
import { useQueryClient } from "@tanstack/react-query"
import { ApiError } from "../sdk"
import type { AttentionQuery, PostbackQuery, RefundQuery } from "../../../contracts"

export const BASE = "/admin/cryptocloud"

/**
 * The CryptoCloud project a per-project route is asked about: its shop id, sent as `?shop_id=`;
 * undefined sends none (the route's default, the first project — what a one-project store always
 * sends). It is part of every per-project key, so another project is another cache entry.
 */
export type ShopId = string | undefined

/** The key part of a project: null for the route's default. */
const project = (shopId: ShopId) => shopId ?? null

type QueryValues = Record<string, string | number | undefined | null>

/** The query string of a per-project route: `shop_id` only when a project was chosen. */
export function withShop(shopId: ShopId, query: QueryValues = {}): QueryValues {
  return shopId ? { ...query, shop_id: shopId } : { ...query }
}

export const cryptoKeys = {
  all: ["cryptocloud"] as const,
  projects: () => ["cryptocloud", "projects"] as const,
  balance: (shopId: ShopId) => ["cryptocloud", "balance", project(shopId)] as const,
  statistics: (shopId: ShopId, start: string, end: string) => ["cryptocloud", "statistics", project(shopId), start, end] as const,
  invoices: (shopId: ShopId, q: PeriodPage) => ["cryptocloud", "invoices", project(shopId), q] as const,
  invoice: (uuid: string, shopId: ShopId) => ["cryptocloud", "invoice", uuid, project(shopId)] as const,
  withdrawals: (shopId: ShopId, offset: number, limit: number) => ["cryptocloud", "withdrawals", project(shopId), offset, limit] as const,
  settings: (shopId: ShopId) => ["cryptocloud", "settings", project(shopId)] as const,
  attention: (q: AttentionQuery) => ["cryptocloud", "attention", q] as const,
  refunds: (q: RefundQuery) => ["cryptocloud", "refunds", q] as const,
  deposits: (shopId: ShopId, offset: number, limit: number) => ["cryptocloud", "deposits", project(shopId), offset, limit] as const,
  postbacks: (shopId: ShopId, q: PostbackQuery) => ["cryptocloud", "postbacks", project(shopId), q] as const,
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
