/**
 * Static checks of the admin's translations, used by the unit tests next to this file (and
 * tested there on small bad examples, so a check that silently finds nothing would fail).
 *
 * - dictionaries: the same keys in every language, plural keys complete for each language's
 *   plural rules, no empty value, the same {{placeholders}};
 * - source: every key the code uses exists, every key exists because the code uses it, keys
 *   are literal (no `t(\`x.${y}\`)`), plural keys get a `count`;
 * - untranslated text: JSX text, visible props (`title=`, `placeholder=`, `label=`,
 *   `aria-label=`…), prompt/toast texts and English sentences in string literals must go
 *   through t().
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import ts from "typescript"

export const ADMIN_DIR = join(__dirname, "..", "..")
export const KEY_PREFIX = "cryptocloud."
const KEY_LITERAL = /^cryptocloud\.[A-Za-z0-9_.]+$/
const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/

// ── dictionaries ─────────────────────────────────────────────────────────────

export type Dictionary = Record<string, unknown>

/** "a.b.c" → value, for every leaf; non-string leaves are reported by checkDictionaries. */
export function flatten(dict: Dictionary, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Dictionary, path)) out.set(k, v)
    } else {
      out.set(path, value)
    }
  }
  return out
}

export interface KeyIndex {
  /** Plain keys → value. */
  plain: Map<string, string>
  /** Plural base key → { category → value }. */
  plural: Map<string, Map<string, string>>
}

export function indexKeys(dict: Dictionary): KeyIndex {
  const plain = new Map<string, string>()
  const plural = new Map<string, Map<string, string>>()
  for (const [key, value] of flatten(dict)) {
    const text = typeof value === "string" ? value : String(value)
    const m = PLURAL_SUFFIX.exec(key)
    if (m) {
      if (!plural.has(m[1])) plural.set(m[1], new Map())
      plural.get(m[1])!.set(m[2], text)
    } else {
      plain.set(key, text)
    }
  }
  return { plain, plural }
}

const placeholders = (text: string) => new Set(Array.from(text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g), (m) => m[1]))
const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x))
const list = (s: Iterable<string>) => [...s].sort().join(", ")

/** Everything wrong with a set of dictionaries ({ en: {...}, ru: {...} }); [] when all is well. */
export function checkDictionaries(dictionaries: Record<string, Dictionary>): string[] {
  const problems: string[] = []
  const languages = Object.keys(dictionaries)
  const indexes = Object.fromEntries(languages.map((lng) => [lng, indexKeys(dictionaries[lng])]))

  for (const lng of languages) {
    const top = Object.keys(dictionaries[lng])
    if (top.length !== 1 || top[0] !== KEY_PREFIX.slice(0, -1)) {
      problems.push(`${lng}: every key must be under "${KEY_PREFIX}" (top level has: ${top.join(", ")})`)
    }
    for (const [key, value] of flatten(dictionaries[lng])) {
      if (typeof value !== "string") problems.push(`${lng}: ${key} is not a string`)
      else if (!value.trim()) problems.push(`${lng}: ${key} is empty`)
    }
    // Plural keys: exactly the categories this language's plural rules have.
    const categories = new Set<string>(new Intl.PluralRules(lng).resolvedOptions().pluralCategories)
    for (const [base, forms] of indexes[lng].plural) {
      const have = new Set(forms.keys())
      if (!same(have, categories)) {
        problems.push(`${lng}: plural ${base} has _${list(have)}, ${lng} needs _${list(categories)}`)
      }
      if (indexes[lng].plain.has(base)) problems.push(`${lng}: ${base} is both a plain and a plural key`)
    }
  }

  // Same keys in every language.
  const [first, ...others] = languages
  for (const other of others) {
    for (const [a, b] of [[first, other], [other, first]]) {
      for (const key of indexes[a].plain.keys()) {
        if (!indexes[b].plain.has(key)) problems.push(`${key} is in ${a} but not in ${b}`)
      }
      for (const key of indexes[a].plural.keys()) {
        if (!indexes[b].plural.has(key)) problems.push(`plural ${key} is in ${a} but not in ${b}`)
      }
    }
    // Same placeholders: a translation must not drop or invent a value.
    for (const [key, text] of indexes[first].plain) {
      const translated = indexes[other].plain.get(key)
      if (translated !== undefined && !same(placeholders(text), placeholders(translated))) {
        problems.push(`${key}: {{${list(placeholders(text))}}} in ${first}, {{${list(placeholders(translated))}}} in ${other}`)
      }
    }
    for (const [key, forms] of indexes[first].plural) {
      const translated = indexes[other].plural.get(key)
      if (!translated) continue
      const a = new Set([...forms.values()].flatMap((text) => [...placeholders(text)]))
      const b = new Set([...translated.values()].flatMap((text) => [...placeholders(text)]))
      if (!same(a, b)) problems.push(`plural ${key}: {{${list(a)}}} in ${first}, {{${list(b)}}} in ${other}`)
    }
  }
  return problems
}

// ── source files ─────────────────────────────────────────────────────────────

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

function parse(file: SourceFile): ts.SourceFile {
  const kind = file.name.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(file.name, file.text, ts.ScriptTarget.Latest, true, kind)
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node)
  node.forEachChild((child) => walk(child, visit))
}

const where = (sf: ts.SourceFile, node: ts.Node) => `${sf.fileName}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`

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

// ── untranslated text ────────────────────────────────────────────────────────

/**
 * Props and object properties whose values people read: a string literal with letters there
 * is untranslated text (prompt({ title }), toasts' { description }, Select.Value placeholder…).
 */
export const VISIBLE_PROPS = new Set([
  "title",
  "description",
  "placeholder",
  "label",
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-valuetext",
  "alt",
  "content",
  "hint",
  "text",
  "message",
  "tooltip",
  "confirmText",
  "cancelText",
  "verificationText",
  "verificationInstruction",
])

/** Calls whose string arguments people read. */
const VISIBLE_CALLS = /^toast(\.(success|error|warning|info|message|loading))?$/

/** Functions whose string arguments are CSS classes. */
const CLASS_CALLS = new Set(["clx", "cn", "clsx", "classNames"])

/** English wording: two words in a row, or one capitalised word on its own ("Withdraw", "Paid."). */
const PROSE = /[A-Za-z]{2,}[ ,;:!?'’]+[A-Za-z]{2,}|^\s*[A-Z][a-z]+[.!?…:]?\s*$/
const LETTERS = /[A-Za-z]/

/**
 * Literal text that may stay as it is, with the reason. Keep it short: codes, units and names
 * that are the same in every language. (Test ids, class names and other non-visible props are
 * not scanned at all, so they need no entry.)
 */
export const ALLOWLIST: Array<{ text: string; why: string }> = [
  // The brand of the official API, shown as the page's badge: a name, not a word.
  { text: "CryptoCloud", why: "brand name" },
]
const allowed = (text: string) => ALLOWLIST.some((a) => a.text === text.trim())

export interface Finding {
  at: string
  text: string
  rule: "jsx-text" | "visible-prop" | "visible-call" | "prose"
}

/** The literal text of a string or template literal ("${…}" for the substitutions), or null. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((s) => `\${…}${s.literal.text}`)].join("")
  }
  return null
}

/** Walk up through expressions that pass a value along (a ? "x" : "y", a ?? "x", ("x"), `…${"x"}…`). */
function valueContext(node: ts.Node): ts.Node {
  let current = node
  for (;;) {
    const parent = current.parent
    if (!parent) return current
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isTemplateSpan(parent) ||
      ts.isTemplateExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== current) ||
      (ts.isBinaryExpression(parent) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(
          parent.operatorToken.kind
        ))
    ) {
      current = parent
      continue
    }
    return parent
  }
}

function attributeName(attr: ts.JsxAttribute): string {
  return attr.name.getText()
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  return null
}

/** Inside a prop or call whose strings are never shown (className, data-testid, clx()…). */
function inHiddenPlace(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isJsxAttribute(p)) return !VISIBLE_PROPS.has(attributeName(p))
    if (ts.isCallExpression(p) && ts.isIdentifier(p.expression) && CLASS_CALLS.has(p.expression.text)) return true
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isImportTypeNode(p) || ts.isLiteralTypeNode(p)) return true
    if (ts.isExternalModuleReference(p)) return true
  }
  return false
}

/** Untranslated user-visible text in admin sources. */
export function findUntranslated(files: SourceFile[]): Finding[] {
  const findings: Finding[] = []
  for (const file of files) {
    const sf = parse(file)
    const report = (node: ts.Node, text: string, rule: Finding["rule"]) => {
      if (!allowed(text)) findings.push({ at: where(sf, node), text: text.trim().replace(/\s+/g, " "), rule })
    }
    walk(sf, (node) => {
      if (ts.isJsxText(node)) {
        if (LETTERS.test(node.text)) report(node, node.text, "jsx-text")
        return
      }
      const text = literalText(node)
      if (text === null || !LETTERS.test(text) || KEY_LITERAL.test(text)) return
      // Parts of a template are judged with the template.
      if (ts.isTemplateExpression(node.parent) || ts.isTemplateSpan(node.parent)) return
      // The key of a property ({ "aria-label": … }) is not text.
      if (node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node) return

      const context = valueContext(node)
      if (ts.isJsxAttribute(context) || (ts.isJsxExpression(context) && context.parent && ts.isJsxAttribute(context.parent))) {
        const attr = ts.isJsxAttribute(context) ? context : (context.parent as ts.JsxAttribute)
        if (VISIBLE_PROPS.has(attributeName(attr))) report(node, text, "visible-prop")
        return
      }
      if (ts.isJsxExpression(context)) {
        // {"Withdraw"} as a child of an element.
        report(node, text, "jsx-text")
        return
      }
      if (ts.isPropertyAssignment(context)) {
        const name = propertyName(context.name)
        if (name && VISIBLE_PROPS.has(name)) {
          report(node, text, "visible-prop")
          return
        }
      }
      if (ts.isCallExpression(context) && VISIBLE_CALLS.test(context.expression.getText(sf))) {
        report(node, text, "visible-call")
        return
      }
      if (inHiddenPlace(node)) return
      if (PROSE.test(text)) report(node, text, "prose")
    })
  }
  return findings
}

// ── the Russian dictionary must not be English ──────────────────────────────

/**
 * Latin words a Russian text may contain: names, codes and file names that are the same in
 * every language.
 */
export const LATIN_IN_RUSSIAN = new Set([
  "CryptoCloud",
  "Medusa",
  "medusa-config",
  "medusa-config.ts",
  "README",
  "API",
  "ID",
  "URL",
  "e-mail",
  "withdrawalApiKey",
  "CRYPTOCLOUD_WITHDRAWAL_API_KEY",
  "providers",
  "@medusajs/medusa/payment",
  // Language codes given as examples.
  "ru",
  "en",
  "pt-BR",
])

/** Values of `dict` with Latin words that are not names or codes (i.e. left in English). */
export function latinWords(dict: Dictionary): string[] {
  const problems: string[] = []
  for (const [key, value] of flatten(dict)) {
    if (typeof value !== "string") continue
    const words = value
      .replace(/\{\{[^}]*\}\}/g, " ")
      .split(/[\s«»"(),;:!?…—–]+/)
      .map((w) => w.replace(/^[.\-]+|[.\-]+$/g, ""))
      .filter((w) => /[A-Za-z]/.test(w))
      .map((w) => w.replace(/-(ключ|ключа|ключом)$/, ""))
    const english = words.filter((w) => !LATIN_IN_RUSSIAN.has(w))
    if (english.length) problems.push(`${key}: ${english.join(", ")} in "${value}"`)
  }
  return problems
}
