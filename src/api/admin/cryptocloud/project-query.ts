/**
 * `?shop_id=` of the admin routes in this area (design.md, "Several projects in one store"): which
 * project's withdrawals, static wallets or deposits a request is about. Absent: the first project
 * of the options; one the store does not have: 404 naming it (ProjectDirectory.get).
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import type { Project } from "../../../domain/projects"
import { cryptocloudService } from "./helpers"

/** The query field, for a route's schema: the one `shop_id` of every per-project admin route. */
export const shopIdField = {
  shop_id: z.string().trim().min(1, { error: "shop_id must not be empty" }).max(255).optional(),
}

/** Only `shop_id`: for routes that take nothing else, and applied to the query of POST routes. */
export const AdminProjectQuery = z.object(shopIdField)
export type AdminProjectQueryType = z.infer<typeof AdminProjectQuery>

/** The shop id the request's validated query names, if any. */
export function requestedShopId(req: MedusaRequest): string | undefined {
  return (req.validatedQuery as { shop_id?: string } | undefined)?.shop_id
}

/** The project the request is about: its `?shop_id=`, else the first; unknown → 404 naming it. */
export function requestedProject(req: MedusaRequest): Project {
  return cryptocloudService(req).projects.get(requestedShopId(req))
}
