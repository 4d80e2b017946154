/**
 * The default stylesheet (styles.css) under a CSS reset such as Tailwind's preflight: the default
 * palette's text contrast (WCAG 2: ≥ 4.5:1 for text, ≥ 3:1 for the focus ring), links that look
 * like links, focus rings on every control, and rules specific enough to beat a reset's
 * element and attribute selectors whatever the order.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

const css = readFileSync(join(__dirname, "..", "styles.css"), "utf8")
const rules = css.replace(/\/\*[\s\S]*?\*\//g, "")

/** The defaults: `--_cc-name: var(--cc-name, #rrggbb)` on `.cc-root`. */
const defaults = Object.fromEntries(
  [...css.matchAll(/--_cc-([\w-]+):\s*var\(--cc-\1,\s*(#[0-9a-f]{6})\)/gi)].map(([, name, colour]) => [name, colour.toLowerCase()])
)

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** The declarations of the rule whose selector list contains `selector`. */
function rule(selector: string): string {
  for (const [, selectors, body] of rules.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (
      selectors
        .split(",")
        .map((s) => s.trim())
        .includes(selector)
    )
      return body
  }
  throw new Error(`no rule for ${selector}`)
}

describe("styles.css default palette", () => {
  it("reads every colour default", () => {
    for (const name of ["fg", "muted", "bg", "accent", "accent-fg", "link", "focus", "warning-bg", "warning-fg", "danger", "code-bg"]) {
      expect(defaults[name]).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  it("the contrast formula is WCAG's", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2)
  })

  it.each([
    ["text", "fg", "bg"],
    ["muted text", "muted", "bg"],
    ["links", "link", "bg"],
    ["primary button", "accent-fg", "accent"],
    ["network warning", "warning-fg", "warning-bg"],
    ["error", "danger", "bg"],
    ["developer note", "fg", "code-bg"],
  ])("%s: ≥ 4.5:1", (_, fg, bg) => {
    expect(contrast(defaults[fg], defaults[bg])).toBeGreaterThanOrEqual(4.5)
  })

  it("the focus ring stands out from the background (≥ 3:1) and links differ from the text colour", () => {
    expect(contrast(defaults.focus, defaults.bg)).toBeGreaterThanOrEqual(3)
    expect(defaults.link).not.toBe(defaults.fg)
  })
})

describe("styles.css under a reset", () => {
  it("links are underlined and coloured (a reset makes them inherit the text and lose the underline)", () => {
    for (const selector of [".cc-root .cc-hosted", ".cc-root .cc-link-button"]) {
      expect(rule(selector)).toMatch(/color:\s*var\(--_cc-link\)/)
      expect(rule(selector)).toMatch(/text-decoration:\s*underline/)
    }
  })

  it("every control has a visible focus ring", () => {
    for (const control of ["cc-button", "cc-copy", "cc-link-button", "cc-hosted"]) {
      expect(rule(`.cc-root .${control}:focus-visible`)).toMatch(/outline:\s*2px solid var\(--_cc-focus\)/)
    }
    expect(rule(".cc-root .cc-option input:focus-visible")).toMatch(/outline:\s*2px solid/)
  })

  it("buttons get their background and border back; every rule is scoped under .cc-root", () => {
    expect(rule(".cc-root .cc-button")).toMatch(/background:\s*var\(--_cc-bg\)/)
    expect(rule(".cc-root .cc-button")).toMatch(/border:\s*1px solid/)
    const selectors = [...rules.matchAll(/([^{}]+)\{/g)].flatMap(([, s]) => s.split(",").map((x) => x.trim()))
    expect(selectors.filter((s) => !s.startsWith(".cc-root"))).toEqual([])
  })

  it("the public variables still win when set on .cc-checkout or any ancestor", () => {
    expect(css).toMatch(/--_cc-accent:\s*var\(--cc-accent,/)
    expect(css).not.toMatch(/^\s*--cc-[\w-]+:/m) // never assigned here, so an ancestor's value inherits
  })
})
