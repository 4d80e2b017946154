/** React Query hooks for the plugin's settings page: read, save, and test the connection. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { request } from "../sdk"
import type { ConnectionTestResponse, SettingsPatch, SettingsResponse } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient } from "./keys"

export function useSettings() {
  return useQuery({
    queryKey: cryptoKeys.settings(),
    queryFn: () => request<SettingsResponse>(`${BASE}/settings`),
    retry: retryTransient,
  })
}

export function useSaveSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: SettingsPatch) => request<SettingsResponse>(`${BASE}/settings`, { method: "POST", body: patch }),
    onSuccess: (data) => client.setQueryData(cryptoKeys.settings(), data),
  })
}

export function useConnectionTest() {
  return useMutation({
    mutationFn: () => request<ConnectionTestResponse>(`${BASE}/connection-test`, { method: "POST" }),
  })
}
