/**
 * React Query hooks for Medusa's own records the plugin's pages show by name or number: admin
 * users and order numbers.
 */
import { useQuery } from "@tanstack/react-query"
import { sdk } from "../sdk"
import { cryptoKeys } from "./keys"

const USER_FIELDS = ["id", "first_name", "last_name", "email"]
const ORDER_NUMBER_FIELDS = ["id", "display_id"]

export interface AdminUserName {
  id: string
  name: string | null
  email: string | null
}

/** Who an admin user id is (for "resolved by"); the id alone when the user cannot be read. */
export function useAdminUser(id: string | null | undefined) {
  return useQuery({
    queryKey: cryptoKeys.adminUser(id ?? ""),
    queryFn: async (): Promise<AdminUserName> => {
      const { user } = await sdk.admin.user.retrieve(id!, { fields: USER_FIELDS.join(",") })
      const name = [user.first_name, user.last_name].filter(Boolean).join(" ").trim()
      return { id: user.id, name: name || null, email: user.email ?? null }
    },
    enabled: Boolean(id),
    staleTime: Infinity,
    retry: false,
  })
}

/** Order numbers (display ids) of the orders a list links to: `{ [order id]: 12 }`. */
export function useOrderNumbers(ids: Array<string | null | undefined>) {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort()
  return useQuery({
    queryKey: cryptoKeys.orderNumbers(unique),
    queryFn: async (): Promise<Record<string, number>> => {
      const { orders } = await sdk.admin.order.list({ id: unique, fields: ORDER_NUMBER_FIELDS.join(","), limit: unique.length })
      return Object.fromEntries(orders.map((o) => [o.id, o.display_id as number]))
    },
    enabled: unique.length > 0,
    staleTime: 60_000,
    retry: false,
  })
}
