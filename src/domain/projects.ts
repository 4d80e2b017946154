/**
 * Several CryptoCloud projects in one store (design.md, "Several projects in one store").
 *
 * The plugin's options either hold one project's keys at the top level (the simple case, as
 * before) or `projects: [{ apiKey, shopId, secretKey, withdrawalApiKey?, baseUrl?, name? }, …]`
 * with every other option at the top level, shared by all. Each project is then one provider
 * registration whose options are that project's object. A project is known everywhere by its
 * `shopId`: the ledger, the logs, the admin's `?shop_id=`.
 *
 * This file turns the plugin's options into one full option set per project (the shared options
 * with the project's keys over them) and says what is wrong, naming the field, when it cannot.
 */
import { z } from "@medusajs/framework/zod"
import { optionsSchema, type CryptoCloudOptions } from "./options"

/** The keys that belong to a project; everything else in the options is shared. */
export const PROJECT_KEYS = ["apiKey", "shopId", "secretKey", "withdrawalApiKey", "baseUrl", "name"] as const

/** One project's own options, as the merchant writes them in `projects`. */
export interface ProjectOptions {
  apiKey: string
  shopId: string
  secretKey: string
  withdrawalApiKey?: string
  baseUrl?: string
  /** Shown in the admin's project switcher; default: the shop id. */
  name?: string
}

/** A project as the plugin runs it: its name and every option in force for it. */
export interface Project {
  shopId: string
  name: string
  options: CryptoCloudOptions
}

export type ProjectsResult = { ok: true; projects: Project[] } | { ok: false; problems: string[] }

const projectNameSchema = z
  .string({ error: "must be text" })
  .trim()
  .min(1, { error: "must not be empty" })
  .max(100, { error: "must be at most 100 characters" })

function describePath(path: PropertyKey[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : i ? `.${String(part)}` : String(part))).join("")
}

/** The problems zod found in one project's options, each naming `projects[i].<field>`. */
function projectProblems(index: number, raw: Record<string, unknown>, shared: Record<string, unknown>): string[] {
  const problems: string[] = []
  const parsed = optionsSchema.safeParse({ ...shared, ...raw })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = describePath(issue.path)
      // Rename the top-level field the message names to its place in the project.
      problems.push(
        PROJECT_KEYS.includes(issue.path[0] as (typeof PROJECT_KEYS)[number])
          ? issue.message.replace(`\`${field}\``, `\`projects[${index}].${field}\``).replace(/ \(set CRYPTOCLOUD_[A-Z_]+\)/, "")
          : issue.message
      )
    }
  }
  if (raw.name !== undefined) {
    const name = projectNameSchema.safeParse(raw.name)
    if (!name.success) problems.push(`\`projects[${index}].name\` ${name.error.issues[0]?.message ?? "is invalid"}`)
  }
  return problems
}

/**
 * One full option set per project, in the order the merchant listed them (the first is the
 * default wherever a project is not named), or every problem found.
 */
export function resolveProjects(options: unknown): ProjectsResult {
  const raw = (options && typeof options === "object" ? options : {}) as Record<string, unknown>
  if (raw.projects === undefined) {
    const parsed = optionsSchema.safeParse(raw)
    if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => i.message) }
    const single = parsed.data as CryptoCloudOptions
    const name = typeof raw.name === "string" && raw.name.trim() ? raw.name.trim() : single.shopId
    return { ok: true, projects: [{ shopId: single.shopId, name, options: single }] }
  }
  if (!Array.isArray(raw.projects) || raw.projects.length === 0) {
    return { ok: false, problems: ["`projects` must be a non-empty list of { apiKey, shopId, secretKey, withdrawalApiKey?, baseUrl?, name? }"] }
  }
  const problems: string[] = []
  const topLevelKeys = (["apiKey", "shopId", "secretKey", "withdrawalApiKey"] as const).filter((key) => raw[key] !== undefined)
  if (topLevelKeys.length) {
    problems.push(`\`${topLevelKeys[0]}\` is set at the top level beside \`projects\`: with \`projects\`, each project's keys go in its own object`)
  }
  const { projects: _list, ...sharedRaw } = raw
  const shared = Object.fromEntries(Object.entries(sharedRaw).filter(([key]) => !PROJECT_KEYS.includes(key as never) || key === "baseUrl"))
  const projects: Project[] = []
  const seen = new Map<string, number>()
  raw.projects.forEach((entry: unknown, index: number) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) {
      problems.push(`\`projects[${index}]\` must be an object { apiKey, shopId, secretKey, … }`)
      return
    }
    const own = entry as Record<string, unknown>
    const found = projectProblems(index, own, shared)
    problems.push(...found)
    if (found.length) return
    const { name, ...keys } = own
    const merged = optionsSchema.parse({ ...shared, ...keys }) as CryptoCloudOptions
    const earlier = seen.get(merged.shopId)
    if (earlier !== undefined) {
      problems.push(`\`projects[${index}].shopId\` "${merged.shopId}" is also \`projects[${earlier}].shopId\`: each project has its own shop id`)
      return
    }
    seen.set(merged.shopId, index)
    projects.push({ shopId: merged.shopId, name: typeof name === "string" && name.trim() ? name.trim() : merged.shopId, options: merged })
  })
  // A shared option that is wrong is wrong for every project: said once.
  return problems.length ? { ok: false, problems: [...new Set(problems)] } : { ok: true, projects }
}

/**
 * The options a provider registration runs with: its project's full option set when the plugin's
 * options list that project (the shared options come from there), else its own options as they
 * are (the one-project setup, where the README passes the same options to both).
 */
export function providerOptionsFor(own: Record<string, unknown>, pluginOptions: unknown): Record<string, unknown> {
  const resolved = pluginOptions === undefined ? null : resolveProjects(pluginOptions)
  const shopId = typeof own.shopId === "string" ? own.shopId.trim() : ""
  const project = resolved?.ok ? resolved.projects.find((p) => p.shopId === shopId) : undefined
  return project ? { ...project.options, ...own } : own
}
