/**
 * HTML with every interpolated value escaped: `html\`<p>${text}</p>\`` escapes `text` unless it
 * is itself `Html` (a fragment built the same way). Nothing reaches the page unescaped except
 * the templates' own literal markup.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Text for an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}

export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[]

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return ""
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map(render).join("")
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0]!
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!
  })
  return new Html(out)
}
