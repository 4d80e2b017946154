/**
 * The admin's source files as the static translation checks read them (key-usage-check.ts,
 * untranslated-check.ts), and the TypeScript syntax-tree helpers those checks share.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import ts from "typescript"

export const ADMIN_DIR = join(__dirname, "..", "..")

export interface SourceFile {
  /** Relative to src/admin. */
  name: string
  text: string
}

/** Every .ts/.tsx of src/admin that ships: tests, dictionaries and declarations left out. */
export function adminSources(dir = ADMIN_DIR): SourceFile[] {
  const out: SourceFile[] = []
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const path = join(d, entry)
      if (statSync(path).isDirectory()) {
        if (entry === "__tests__" || entry === "node_modules") continue
        walk(path)
      } else if (/\.tsx?$/.test(entry) && !entry.endsWith(".d.ts")) {
        out.push({ name: relative(dir, path), text: readFileSync(path, "utf8") })
      }
    }
  }
  walk(dir)
  return out
}

export function parse(file: SourceFile): ts.SourceFile {
  const kind = file.name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(file.name, file.text, ts.ScriptTarget.Latest, true, kind)
}

/** Visits `node` and everything below it, depth first. */
export function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node)
  node.forEachChild((child) => walk(child, visit))
}

/** "file:line" of a node, for the checks' messages. */
export const where = (sf: ts.SourceFile, node: ts.Node) => `${sf.fileName}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`
