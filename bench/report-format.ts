/**
 * Markdown building blocks shared by the report's parts (report-*.ts): number formats, tables,
 * source references and the CPU-profile tables. Kept in one place so that every part formats a
 * figure the same way.
 */
import fs from "node:fs"
import path from "node:path"
import type { ProfileSummary } from "./lib/cpuprofile"
import { ROOT } from "./lib/processes"
import { ms } from "./lib/stats"
import type { ProbeStats } from "./parts/checkout"

/** One row of a markdown table. */
export type Row = Array<string | number>

/** What one part adds to the report: rows of the summary table, findings and its own section. */
export interface PartReport {
  summary: Row[]
  findings: string[]
  section: string[]
}

/** The bound of parts 1 and 2: the plugin's side may take at most 10 % more than the other. */
export const TARGET_RATIO = 1.1

export const yes = (ok: boolean) => (ok ? "**met**" : "**not met**")
export const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1)
export const n0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString("en-US") : "n/a")
export const n1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : "n/a")

/** "file:line" of the first line matching `pattern` (the source moves; the reference follows it). */
export function where(file: string, pattern: RegExp): string {
  try {
    const lines = fs.readFileSync(path.join(ROOT, file), "utf8").split("\n")
    const i = lines.findIndex((line) => pattern.test(line))
    return i >= 0 ? `${file}:${i + 1}` : file
  } catch {
    return file
  }
}

export function table(head: string[], rows: Row[]): string {
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n")
}

/** Self time per code area, one column per profile, areas ordered by their largest share. */
export function areasTable(profiles: Array<{ label: string; p: ProfileSummary; per: number; unit: string }>): string {
  const areas = [...new Set(profiles.flatMap(({ p }) => Object.keys(p.areas)))]
    .map((a) => ({ a, max: Math.max(...profiles.map(({ p }) => p.areas[a] ?? 0)) }))
    .sort((x, y) => y.max - x.max)
    .map((x) => x.a)
  return table(
    ["code area (self time)", ...profiles.map(({ label, unit }) => `${label}, ms per ${unit}`)],
    [
      ...areas.map((a) => [a, ...profiles.map(({ p, per }) => ms((p.areas[a] ?? 0) / per))]),
      ["**total CPU (not idle)**", ...profiles.map(({ p, per }) => `**${ms(p.busyMs / per)}**`)],
    ]
  )
}

export function framesTable(p: ProfileSummary, per: number, unit: string, which: "topSelf" | "topPlugin", limit = 10): string {
  const rows = p[which].slice(0, limit)
  if (!rows.length) return "_(no samples)_"
  return table(
    ["frame", "area", `self ms/${unit}`, `total ms/${unit}`],
    rows.map((r) => [`\`${r.frame}\``, r.area, ms(r.selfMs / per, 3), ms(r.totalMs / per, 3)])
  )
}

/** "table: statements; …", most statements first. */
export function sqlTables(stats: ProbeStats): string {
  return Object.entries(stats.tables)
    .sort((a, b) => b[1].statements - a[1].statements)
    .map(([t, v]) => `${t}: ${n1(v.statements)}`)
    .join("; ")
}

/** The section of a part that has no report: it failed (the failure is listed above) or was not asked for. */
export function notMeasured(failure: string | undefined): PartReport {
  return { summary: [], findings: [], section: [failure ? "Not measured (failed, see above)." : "Not run."] }
}
