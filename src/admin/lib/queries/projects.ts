/**
 * React Query hook for the store's CryptoCloud projects (GET /admin/cryptocloud/projects): the
 * project switcher's choices and the names the order card and the attention queue show. They
 * change only with the server's configuration, so they are read once per admin session.
 */
import { useQuery } from "@tanstack/react-query"
import { request } from "../sdk"
import type { ProjectListResponse } from "../../../contracts"
import { BASE, cryptoKeys, retryTransient } from "./keys"

export function useProjects() {
  return useQuery({
    queryKey: cryptoKeys.projects(),
    queryFn: () => request<ProjectListResponse>(`${BASE}/projects`),
    staleTime: Infinity,
    retry: retryTransient,
  })
}
