/**
 * Static check that the admin code and the dictionaries agree, used by translations.unit.spec.ts:
 * every key the code uses exists, every key exists because the code uses it, keys are literal
 * (no `t(\`x.${y}\`)`), plural keys get a `count`.
 */
import ts from "typescript"
import { parse, walk, where, type SourceFile } from "./admin-sources"
import { indexKeys, KEY_LITERAL, KEY_PREFIX, type Dictionary } from "./translation-keys"

function isTCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false
  const callee = node.expression
  return (ts.isIdentifier(callee) && callee.text === "t") || (ts.isPropertyAccessExpression(callee) && callee.name.text === "t")
}

export interface KeyUse {
  key: string
  at: string
  /** Inside t("key", { count }) — known only for direct t() calls. */
  withCount?: boolean
}

/** The translation keys the code names (string literals that look like keys), and t() calls whose key cannot be read. */
export function keysUsed(files: SourceFile[]): { uses: KeyUse[]; dynamic: string[] } {
  const uses: KeyUse[] = []
  const dynamic: string[] = []
  for (const file of files) {
    const sf = parse(file)
    walk(sf, (node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KEY_LITERAL.test(node.text)) {
        const call = node.parent
        const direct = isTCall(call) && call.arguments[0] === node
        const options = direct ? call.arguments[1] : undefined
        const withCount =
          direct &&
          options !== undefined &&
          ts.isObjectLiteralExpression(options) &&
          options.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === "count")
        uses.push({ key: node.text, at: where(sf, node), withCount: direct ? withCount : undefined })
      }
      if (isTCall(node)) {
        const key = node.arguments[0]
        if (key && (ts.isTemplateExpression(key) || ts.isBinaryExpression(key))) {
          dynamic.push(`${where(sf, node)}: ${key.getText(sf)}`)
        } else if (key && (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key)) && !KEY_LITERAL.test(key.text)) {
          dynamic.push(`${where(sf, node)}: "${key.text}" is not a key of this plugin (${KEY_PREFIX}…)`)
        }
      }
    })
  }
  return { uses, dynamic }
}

/** Keys the code uses that a language lacks, plural keys used without count, keys nobody uses. */
export function checkKeyUsage(files: SourceFile[], dictionaries: Record<string, Dictionary>): string[] {
  const problems: string[] = []
  const { uses, dynamic } = keysUsed(files)
  for (const d of dynamic) problems.push(`unreadable translation key (write the plugin's key out so it can be checked): ${d}`)
  for (const [lng, dict] of Object.entries(dictionaries)) {
    const index = indexKeys(dict)
    for (const use of uses) {
      if (index.plural.has(use.key)) {
        if (use.withCount === false) problems.push(`${use.at}: ${use.key} is a plural key, call t() with { count }`)
      } else if (!index.plain.has(use.key)) {
        problems.push(`${use.at}: ${use.key} is missing in ${lng}`)
      }
    }
  }
  const used = new Set(uses.map((u) => u.key))
  const [lng, dict] = Object.entries(dictionaries)[0]
  const index = indexKeys(dict)
  for (const key of [...index.plain.keys(), ...index.plural.keys()]) {
    if (!used.has(key)) problems.push(`${key} (${lng}) is not used by any admin file`)
  }
  return problems
}
