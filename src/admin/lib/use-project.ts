/**
 * The project the Crypto payments and settings pages show, kept in the URL (`?shop_id=`, through
 * react-router's search params: a link, a reload or "back" opens the same project), and the
 * project name of an invoice or attention item (lib/projects.ts decides both).
 */
import { useSearchParams } from "react-router-dom"
import { useProjects } from "./queries/projects"
import { projectChoice, projectLabel, type ProjectChoice } from "./projects"

export const SHOP_ID_PARAM = "shop_id"

export interface ProjectSelection extends ProjectChoice {
  /** Show that project: its shop id goes into the URL (a new history entry). */
  choose: (shopId: string) => void
  /** Back to the default project (drops `shop_id` from the URL). */
  clear: () => void
}

export function useProjectSelection(): ProjectSelection {
  const [params, setParams] = useSearchParams()
  const projects = useProjects()
  const choice = projectChoice(projects.data?.projects, params.get(SHOP_ID_PARAM))
  const change = (shopId: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous)
      if (shopId) next.set(SHOP_ID_PARAM, shopId)
      else next.delete(SHOP_ID_PARAM)
      return next
    })
  return { ...choice, choose: (shopId) => change(shopId), clear: () => change(null) }
}

/** The project name to show next to an invoice or item of `shopId`; null in a one-project store. */
export function useProjectLabel(shopId: string | null | undefined, recordName?: string | null): string | null {
  const projects = useProjects()
  return projectLabel(projects.data?.projects, shopId, recordName)
}
