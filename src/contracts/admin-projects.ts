/**
 * The store's CryptoCloud projects as the admin sees them (GET /admin/cryptocloud/projects,
 * src/api/admin/cryptocloud/projects/route.ts), and the `?shop_id=` every per-project admin
 * route takes (design.md, "Several projects in one store").
 */

/** One project: what the admin's project picker and its setup hints need. Never a key. */
export interface ProjectView {
  /** The project's shop id: how every admin route names it (`?shop_id=`). */
  shop_id: string
  /** The project's `name` option, else its shop id. */
  name: string
  /** The payment providers that serve it (`pp_cryptocloud_<id>`), first one first. */
  provider_ids: string[]
  /** A withdrawal key is configured for it. */
  withdrawals_enabled: boolean
  /** Where its postbacks go: its first provider's hook path; null when no provider serves it. */
  postback_path: string | null
  /** `postback_path` on the store's origin as this request saw it; null when that is unknown. */
  postback_url: string | null
}

/** GET /admin/cryptocloud/projects — in the options' order; the first is every route's default. */
export interface ProjectListResponse {
  projects: ProjectView[]
}

/**
 * The project a per-project admin route acts on; absent: the first project. A shop id the store
 * has no project for is a 404 naming it.
 */
export interface ProjectQuery {
  shop_id?: string
}
