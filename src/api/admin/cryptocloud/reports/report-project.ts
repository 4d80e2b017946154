/**
 * The project a report is of: one the options list (`?shop_id=`, default the first), or a project
 * removed from the options whose records are still in the database (domain/retired-projects.ts):
 * its books stay exportable after it is retired (docs/merchant-guide.md, "Retiring a project").
 * A shop id with neither is the directory's 404 naming the store's projects.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { hasRecordsOfProject } from "../../../../domain/retired-projects"
import { cryptocloudService } from "../helpers"
import { requestedShopId } from "../project-scope"

export interface ReportProject {
  shopId: string
  /** Records without a shop id are the first project's (a retired project owns none). */
  ownsUnassigned: boolean
}

/** `asked`: the shop id the request names (default its `?shop_id=`; the send route's body may name it). */
export async function reportProject(req: MedusaRequest, asked: string | undefined = requestedShopId(req)): Promise<ReportProject> {
  const projects = cryptocloudService(req).projects
  const listed = projects.find(asked)
  if (!asked || listed) {
    const project = projects.get(asked)
    return { shopId: project.shopId, ownsUnassigned: projects.list()[0]?.shopId === project.shopId }
  }
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  if (await hasRecordsOfProject(pg, asked)) return { shopId: asked, ownsUnassigned: false }
  return { ...projects.get(asked), ownsUnassigned: false } // throws the 404
}
