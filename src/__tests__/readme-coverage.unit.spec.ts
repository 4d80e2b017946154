/**
 * The README and the guides in docs/ are the merchant's manual: every option, route, job, event,
 * postback reason code and error message the code can show must be explained in one of them
 * (README.md plus docs/*.md, read together). The options table itself must stay in README.md,
 * the page a merchant installs from. This test derives those lists from the source, so a new
 * option or error without documentation fails CI.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { optionsSchema } from "../domain/options"
import { POSTBACK_REASON_CODES } from "../lib/cryptocloud/postback-reason-codes"

const ROOT = join(__dirname, "..", "..")
const README_ONLY = readFileSync(join(ROOT, "README.md"), "utf8")
const GUIDES = readdirSync(join(ROOT, "docs"))
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => readFileSync(join(ROOT, "docs", name), "utf8"))
/** README.md and docs/*.md together: a fact may live in either. */
const README = [README_ONLY, ...GUIDES].join("\n")

/** The rows of the README's own options table. */
function readmeOptionsTable(): string[] {
  const section = /^## Options and environment variables\s*$([\s\S]*?)(?=^## )/m.exec(README_ONLY)?.[1] ?? ""
  return section.split("\n").filter((line) => line.startsWith("| `"))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    // src/admin is the admin UI (its texts are the UI itself); everything else is in scope.
    if (statSync(path).isDirectory()) return name === "__tests__" || path === join(ROOT, "src", "admin") ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}
const files = sourceFiles(join(ROOT, "src"))

/** Text of every string/template literal inside `new MedusaError(...)` calls. */
function medusaErrorMessages(): string[] {
  const messages: string[] = []
  for (const file of files) {
    const text = readFileSync(file, "utf8")
    let at = text.indexOf("new MedusaError(")
    while (at !== -1) {
      let depth = 0
      let end = at + "new MedusaError".length
      for (; end < text.length; end++) {
        if (text[end] === "(") depth++
        if (text[end] === ")" && --depth === 0) break
      }
      const call = text.slice(at, end)
      const literals = call.match(/`[^`]*`|"[^"]*"/g) ?? []
      messages.push(literals.map((l) => l.slice(1, -1)).join(""))
      at = text.indexOf("new MedusaError(", end)
    }
  }
  return messages
}

/** The static pieces of a message that a reader would search for (≥ 4 words each). */
function searchablePieces(message: string): string[] {
  return message
    .split(/\$\{[^}]*\}/)
    .map((piece) =>
      piece
        .replace(/\\n|- $/g, " ")
        .replace(/^[\s.,:;)"]+|[\s(]+$/g, "")
        .trim()
    )
    .filter((piece) => piece.split(/\s+/).length >= 4)
}

describe("README covers what the code exposes", () => {
  it("every option", () => {
    const missing = Object.keys(optionsSchema.shape).filter((key) => !README.includes(`\`${key}\``))
    expect(missing).toEqual([])
  })

  it("every option in the options table of README.md itself", () => {
    const rows = readmeOptionsTable()
    expect(rows.length).toBeGreaterThan(0)
    const missing = Object.keys(optionsSchema.shape).filter((key) => !rows.some((row) => row.startsWith(`| \`${key}\``)))
    expect(missing).toEqual([])
  })

  it("reads the guides in docs/ too", () => {
    expect(GUIDES.length).toBeGreaterThanOrEqual(4)
  })

  it("every API route", () => {
    const routes = files
      .filter((f) => f.endsWith(`${sep}route.ts`) && f.includes(`${sep}api${sep}`))
      .map(
        (f) =>
          "/" +
          relative(join(ROOT, "src", "api"), f)
            .split(sep)
            .slice(0, -1)
            .join("/")
      )
      .map((route) => route.replace(/\[(\w+)\]/g, ":$1"))
    expect(routes.length).toBeGreaterThanOrEqual(10)
    const missing = routes.filter((route) => !README.includes(route) && !README.includes(route.replace(/^\/admin\/cryptocloud/, "…")))
    expect(missing).toEqual([])
  })

  it("every scheduled job", () => {
    const jobs = files
      .filter((f) => f.includes(`${sep}jobs${sep}`))
      .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/\bname:\s*"([^"]+)"/g)].map((m) => m[1]))
    expect(jobs.length).toBeGreaterThanOrEqual(2)
    expect(jobs.filter((job) => !README.includes(`\`${job}\``))).toEqual([])
  })

  it("every event the plugin emits", () => {
    const events = files.flatMap((f) => readFileSync(f, "utf8").match(/"cryptocloud\.[a-z_]+\.[a-z_]+"/g) ?? [])
    expect(events.length).toBeGreaterThan(0)
    expect(events.map((e) => e.slice(1, -1)).filter((e) => !README.includes(e))).toEqual([])
  })

  it("every reason code of the postback log", () => {
    expect(POSTBACK_REASON_CODES.filter((code) => !README.includes(`\`${code}\``))).toEqual([])
  })

  it("every error message (its fixed wording)", () => {
    const messages = medusaErrorMessages()
    expect(messages.length).toBeGreaterThan(10)
    const missing = messages.flatMap(searchablePieces).filter((piece) => !README.includes(piece))
    expect(missing).toEqual([])
  })
})
