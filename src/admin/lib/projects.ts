/**
 * Which CryptoCloud project the admin is looking at (design.md, "Several projects in one store"),
 * decided from the `?shop_id=` of the page's URL — so a link opens the same project — and the
 * store's projects (GET /admin/cryptocloud/projects). Pure, for the hooks of use-project.ts and
 * their tests.
 *
 * A store with one project sees nothing of this: no switcher, no project names, and its requests
 * carry no `shop_id` (the routes' default is the first project).
 */
import type { ProjectView } from "../../contracts"

export interface ProjectChoice {
  /** What the per-project routes are sent (`?shop_id=`): the URL's, else none (the first project). */
  shopId: string | undefined
  /** The project shown: the URL's, else the first; null until the list is read, or when the URL names no project of the store. */
  current: ProjectView | null
  /** The store's projects (empty until read). */
  projects: ProjectView[]
  /** More than one project: the switcher and the project names are shown. */
  several: boolean
  /** The URL's shop id when the store has no such project (the routes answer 404 for it). */
  unknown: string | null
}

/** `asked`: the URL's `shop_id` (null or "" = none). `projects`: undefined until read. */
export function projectChoice(projects: readonly ProjectView[] | undefined, asked: string | null | undefined): ProjectChoice {
  const list = [...(projects ?? [])]
  const shopId = asked ? asked : undefined
  const current = list.find((p) => p.shop_id === (shopId ?? list[0]?.shop_id)) ?? null
  return {
    shopId,
    current,
    projects: list,
    several: list.length > 1,
    unknown: projects !== undefined && shopId !== undefined && current === null ? shopId : null,
  }
}

/**
 * The name to show for the project of an invoice or item: only in a store with several projects
 * (one project needs no saying). The project list names it; for a shop id the list does not know,
 * the name the record came with (`project_name`), else the shop id itself.
 */
export function projectLabel(projects: readonly ProjectView[] | undefined, shopId: string | null | undefined, recordName?: string | null): string | null {
  if (!projects || projects.length < 2 || !shopId) return null
  return projects.find((p) => p.shop_id === shopId)?.name ?? recordName ?? shopId
}

/** A link into the plugin's pages for the same project: `?shop_id=` only when one was chosen. */
export function withProject(path: string, shopId: string | undefined): string {
  return shopId ? `${path}?${new URLSearchParams({ shop_id: shopId }).toString()}` : path
}
