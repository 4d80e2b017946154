/**
 * React Query hooks for the plugin's settings page: read, save, and test the connection — of one
 * project (`shopId`, see keys.ts): each project has its own settings and keys.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type { ConnectionTestResponse, SettingsPatch, SettingsResponse } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient, withShop, type ShopId } from "./keys"

export function useSettings(shopId: ShopId) {
  return useQuery({
    queryKey: cryptoKeys.settings(shopId),
    queryFn: () => request<SettingsResponse>(`${BASE}/settings`, { query: withShop(shopId) }),
    retry: retryTransient,
  })
}

export function useSaveSettings(shopId: ShopId) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: SettingsPatch) => request<SettingsResponse>(`${BASE}/settings`, { method: "POST", query: withShop(shopId), body: patch }),
    onSuccess: (data) => client.setQueryData(cryptoKeys.settings(shopId), data),
  })
}

export function useConnectionTest(shopId: ShopId) {
  return useMutation({
    mutationFn: () => request<ConnectionTestResponse>(`${BASE}/connection-test`, { method: "POST", query: withShop(shopId) }),
  })
}
