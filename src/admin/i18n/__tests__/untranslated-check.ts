/**
 * Static check for untranslated text in the admin code, used by untranslated.unit.spec.ts (and
 * tested there on small bad examples): JSX text, visible props (`title=`, `placeholder=`,
 * `label=`, `aria-label=`…), prompt/toast texts and English sentences in string literals must go
 * through t().
 */
import ts from "typescript"
import { parse, walk, where, type SourceFile } from "./admin-sources"
import { KEY_LITERAL } from "./translation-keys"

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
