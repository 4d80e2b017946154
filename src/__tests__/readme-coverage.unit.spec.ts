/**
 * The README is the merchant's manual: every option, route, event and error message the code
 * can show must be explained there. This test derives those lists from the source, so a new
 * option or error without documentation fails CI.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { optionsSchema } from "../domain/options"

const ROOT = join(__dirname, "..", "..")
const README = readFileSync(join(ROOT, "README.md"), "utf8")

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
    .map((piece) => piece.replace(/\\n|- $/g, " ").replace(/^[\s.,:;)"]+|[\s(]+$/g, "").trim())
    .filter((piece) => piece.split(/\s+/).length >= 4)
}

describe("README covers what the code exposes", () => {
  it("every option", () => {
    const missing = Object.keys(optionsSchema.shape).filter((key) => !README.includes(`\`${key}\``))
    expect(missing).toEqual([])
  })

  it("every API route", () => {
    const routes = files
      .filter((f) => f.endsWith(`${sep}route.ts`) && f.includes(`${sep}api${sep}`))
      .map((f) => "/" + relative(join(ROOT, "src", "api"), f).split(sep).slice(0, -1).join("/"))
      .map((route) => route.replace(/\[(\w+)\]/g, ":$1"))
    expect(routes.length).toBeGreaterThanOrEqual(10)
    const missing = routes.filter((route) => !README.includes(route) && !README.includes(route.replace(/^\/admin\/cryptocloud/, "…")))
    expect(missing).toEqual([])
  })

  it("every event the plugin emits", () => {
    const events = files.flatMap((f) => readFileSync(f, "utf8").match(/"cryptocloud\.[a-z_]+\.[a-z_]+"/g) ?? [])
    expect(events.length).toBeGreaterThan(0)
    expect(events.map((e) => e.slice(1, -1)).filter((e) => !README.includes(e))).toEqual([])
  })

  it("every error message (its fixed wording)", () => {
    const messages = medusaErrorMessages()
    expect(messages.length).toBeGreaterThan(10)
    const missing = messages.flatMap(searchablePieces).filter((piece) => !README.includes(piece))
    expect(missing).toEqual([])
  })
})
