/**
 * Puts one run's figures of some parts into BENCHMARKS.md without rewriting the rest: their rows
 * of the summary table and their sections are replaced (or added), everything else — the other
 * parts, the findings, machine and method of the full run named at the top — stays as it was.
 * A spliced section says so in its first line, with the date of its own run. Used by
 * `BENCH_SPLICE=1` with a subset of BENCH_PARTS (bench/run.ts), or on the last results.json:
 * `node -r ts-node/register/transpile-only bench/report-splice.ts 8`.
 */
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./lib/processes"
import { renderParts, SECTION_HEADINGS, SUMMARY_ORDER, type Results } from "./report"
import type { PartReport } from "./report-format"

const summaryRowOf = (line: string) => /^\| (\d+)\. /.exec(line)?.[1] ?? null

/** The summary table's rows of `part` replaced by `rows` (added after the parts before it in SUMMARY_ORDER). */
function spliceSummary(lines: string[], part: string, rows: string[]): string[] {
  const start = lines.indexOf("## Summary")
  if (start < 0) throw new Error("BENCHMARKS.md has no '## Summary'")
  let first = start + 1
  while (first < lines.length && !lines[first].startsWith("|")) first++
  let end = first
  while (end < lines.length && lines[end].startsWith("|")) end++
  const body = lines.slice(first + 2, end).filter((line) => summaryRowOf(line) !== part)
  const rank = (p: string | null) => (p === null ? -1 : SUMMARY_ORDER.indexOf(p))
  let at = body.length
  for (let i = body.length - 1; i >= 0 && rank(summaryRowOf(body[i])) > rank(part); i--) at = i
  body.splice(at, 0, ...rows)
  return [...lines.slice(0, first + 2), ...body, ...lines.slice(end)]
}

/** The section under `heading` (to the next `## ` heading) replaced by `section`, or added at the end. */
function spliceSection(lines: string[], heading: string, section: string[]): string[] {
  const start = lines.indexOf(heading)
  if (start < 0) {
    let end = lines.length
    while (end > 0 && lines[end - 1] === "") end--
    return [...lines.slice(0, end), "", heading, "", ...section, ""]
  }
  let end = start + 1
  while (end < lines.length && !lines[end].startsWith("## ")) end++
  return [...lines.slice(0, start), heading, "", ...section, "", ...lines.slice(end)]
}

export function spliceReport(results: Results, parts: string[], file = path.join(ROOT, "BENCHMARKS.md")): string {
  const rendered = renderParts(results)
  let lines = fs.readFileSync(file, "utf8").split("\n")
  const when = results.startedAt.slice(0, 16).replace("T", " ")
  for (const part of parts) {
    const heading = SECTION_HEADINGS[part]
    if (!heading) throw new Error(`part ${part} has no heading of its own to splice under`)
    const report: PartReport = rendered[part]
    const summary = report.summary.map((row) => `| ${row.join(" | ")} |`)
    lines = spliceSummary(lines, part, summary)
    const note = `_Measured on ${when} UTC by \`BENCH_PARTS=${results.wanted.join(",")} npm run bench\` and spliced into this file (bench/report-splice.ts): the other parts are from the run named at the top._`
    lines = spliceSection(lines, heading, [note, "", ...report.section])
  }
  fs.writeFileSync(file, lines.join("\n"))
  return file
}

if (require.main === module) {
  const results = JSON.parse(fs.readFileSync(path.join(ROOT, ".data", "bench", "results.json"), "utf8")) as Results
  const parts = process.argv.slice(2).length ? process.argv.slice(2) : results.wanted
  process.stdout.write(`${spliceReport(results, parts)}\n`)
}
