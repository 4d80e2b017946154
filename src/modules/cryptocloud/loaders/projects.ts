/**
 * Boot: the store's projects must be consistent before anything is sold, and records from
 * before several projects get theirs (project-backfill.ts).
 *
 * The server refuses to start, with one line per problem naming the field, when the options'
 * `projects` are wrong (a project without keys, two with one shop id) or a payment provider
 * registration serves a project the options do not list: a postback to it could be verified by
 * nobody, and a refund of its money paid out by no key. A project removed from the options whose
 * customers hold static wallets is allowed (its records stay, and its reports stay exportable),
 * with one warning line per such project: deposits to those wallets are no longer recorded.
 */
import type { LoaderOptions } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { resolveProjects } from "../../../domain/projects"
import { providerRegistrationsFromConfig, registrationProblems } from "../../../domain/project-registrations"
import { backfillProjects } from "../project-backfill"
import { retiredWalletsWarning, staticWalletsOfRetiredProjects } from "../../../domain/retired-projects"

function resolveOptional<T>(container: LoaderOptions["container"], key: string): T | undefined {
  try {
    return container.resolve<T>(key, { allowUnregistered: true } as never)
  } catch {
    return undefined
  }
}

export default async function projectsLoader({ container, options, logger }: LoaderOptions): Promise<void> {
  const raw = (options ?? {}) as Record<string, unknown>
  const resolved = resolveProjects(raw)
  if (!resolved.ok) {
    // One project with missing keys keeps its old behaviour (the module warns, routes answer an
    // error until set); a `projects` list that is wrong is refused outright.
    if (raw.projects === undefined) return
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `CryptoCloud plugin options are misconfigured:\n${resolved.problems.map((p) => `- ${p}`).join("\n")}`)
  }
  const shopIds = resolved.projects.map((p) => p.shopId)
  const configModule = resolveOptional<{ modules?: Record<string, unknown> }>(container, ContainerRegistrationKeys.CONFIG_MODULE)
  const problems = registrationProblems(providerRegistrationsFromConfig(configModule), shopIds)
  if (problems.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `CryptoCloud plugin options are misconfigured:\n${problems.map((p) => `- ${p}`).join("\n")}`)
  }
  const pg = resolveOptional<Knex>(container, ContainerRegistrationKeys.PG_CONNECTION)
  if (!pg) return
  const changed = await backfillProjects(pg, shopIds[0])
  const total = Object.values(changed).reduce((sum, n) => sum + n, 0)
  if (total > 0) logger?.info(`CryptoCloud: gave ${total} records from before several projects to project ${shopIds[0]}`)
  // A retired project's customers may still pay into its static wallets: nobody here records that now.
  for (const retired of await staticWalletsOfRetiredProjects(pg, shopIds)) logger?.warn(retiredWalletsWarning(retired))
}
