/**
 * Every relative link of README.md, CHANGELOG.md and docs/**\/*.md points at a file that exists
 * and, with an anchor, at a heading of that file (GitHub's anchor rules). The README is short
 * and links into docs/; a renamed heading or a moved file must fail CI, not a reader.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { checkMarkdownLinks, githubSlug, headingAnchors, markdownLinks, type MarkdownFiles } from "./markdown-links"

const ROOT = join(__dirname, "..", "..")

function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownUnder(path)
    return name.endsWith(".md") ? [path] : []
  })
}

const toPosix = (path: string) => relative(ROOT, path).split(sep).join("/")
const repository: MarkdownFiles = {
  read: (path) => (existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile() ? readFileSync(join(ROOT, path), "utf8") : undefined),
  exists: (path) => existsSync(join(ROOT, path)),
}

/** An in-memory file system for the fixtures. */
function memory(files: Record<string, string>, others: string[] = []): MarkdownFiles {
  return {
    read: (path) => files[path],
    exists: (path) => path in files || others.includes(path) || Object.keys(files).some((f) => f.startsWith(path + "/")),
  }
}

describe("the repository's markdown links", () => {
  const files = ["README.md", "CHANGELOG.md", ...markdownUnder(join(ROOT, "docs")).map(toPosix)]

  it("covers the README, the changelog and every guide", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "README.md",
        "CHANGELOG.md",
        "docs/merchant-guide.md",
        "docs/storefront.md",
        "docs/operations.md",
        "docs/routes.md",
        "docs/admin/TRANSLATIONS.md",
      ])
    )
  })

  it("has no broken relative link or anchor", () => {
    expect(checkMarkdownLinks(files, repository)).toEqual([])
  })

  it("links from the README into every guide (and from the translations guide into every language's glossary)", () => {
    const targets = markdownLinks(readFileSync(join(ROOT, "README.md"), "utf8")).map((l) => l.target.replace(/#.*$/, ""))
    const guides = markdownUnder(join(ROOT, "docs")).map(toPosix)
    const glossary = (guide: string) => guide.startsWith("docs/admin/glossary/")
    expect(guides.filter((guide) => !glossary(guide) && !targets.includes(guide))).toEqual([])
    // The glossaries belong to docs/admin/TRANSLATIONS.md (which the README links): one per language.
    const fromTranslations = markdownLinks(readFileSync(join(ROOT, "docs/admin/TRANSLATIONS.md"), "utf8")).map(
      (l) => `docs/admin/${l.target.replace(/#.*$/, "")}`
    )
    const glossaries = guides.filter(glossary)
    expect(glossaries.length).toBeGreaterThanOrEqual(33)
    expect(glossaries.filter((guide) => !fromTranslations.includes(guide))).toEqual([])
  })
})

describe("GitHub's anchor rules", () => {
  it.each([
    ["Install into a store", "install-into-a-store"],
    ["Lost postbacks, expiry and reconciliation", "lost-postbacks-expiry-and-reconciliation"],
    ["The customer's refund page", "the-customers-refund-page"],
    ["Settings › CryptoCloud", "settings--cryptocloud"],
    ["Customer deposit addresses (static wallets)", "customer-deposit-addresses-static-wallets"],
    ["Order-first flow", "order-first-flow"],
    ["snake_case and `code` kept", "snake_case-and-code-kept"],
    ["[0.2.0] — Unreleased", "020--unreleased"],
    ["Возвраты и выплаты", "возвраты-и-выплаты"],
    ["Über **uns**", "über-uns"],
    ["A [link](https://example.com) in it", "a-link-in-it"],
  ])("%s → #%s", (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug)
  })

  it("numbers repeated headings -1, -2 and skips headings in code fences", () => {
    const anchors = headingAnchors(["# Refunds", "## Refunds", "```md", "## Refunds", "```", "### Refunds", "## Refunds-1"].join("\n"))
    expect([...anchors]).toEqual(["refunds", "refunds-1", "refunds-2", "refunds-1-1"])
  })
})

describe("the link checker", () => {
  const guide = "# Guide\n\n## Old name\n\nText.\n"
  const readme = [
    "# Readme",
    "See [the section](docs/guide.md#old-name), [the top](#readme) and ![a picture](docs/a.png).",
    "[CryptoCloud](https://cryptocloud.plus), [mail](mailto:x@example.com) and `[code](nowhere.md)` are not checked.",
    "```md",
    "[in a fence](missing.md#nothing)",
    "```",
  ].join("\n")

  it("passes the fixture as it is", () => {
    expect(checkMarkdownLinks(["README.md"], memory({ "README.md": readme, "docs/guide.md": guide }, ["docs/a.png"]))).toEqual([])
  })

  it("reports a link to a heading that was renamed", () => {
    const renamed = guide.replace("## Old name", "## New name")
    expect(checkMarkdownLinks(["README.md"], memory({ "README.md": readme, "docs/guide.md": renamed }, ["docs/a.png"]))).toEqual([
      { file: "README.md", line: 2, link: "docs/guide.md#old-name", problem: "no heading for #old-name in docs/guide.md" },
    ])
  })

  it("reports a missing file, a missing image and a broken anchor in the same file", () => {
    const text = "# Top\n\n[gone](docs/gone.md) ![pic](docs/b.png)\n\n[here](#nowhere) [up](#top)\n"
    expect(checkMarkdownLinks(["README.md"], memory({ "README.md": text }))).toEqual([
      { file: "README.md", line: 3, link: "docs/gone.md", problem: "no file docs/gone.md" },
      { file: "README.md", line: 3, link: "docs/b.png", problem: "no file docs/b.png" },
      { file: "README.md", line: 5, link: "#nowhere", problem: "no heading for #nowhere in README.md" },
    ])
  })

  it("resolves links relative to the linking file's folder", () => {
    const files = { "docs/guide.md": "# Guide\n\n[back](../README.md#readme) ![pic](admin/x.png) [wrong](docs/guide.md)\n", "README.md": "# Readme\n" }
    expect(checkMarkdownLinks(["docs/guide.md"], memory(files, ["docs/admin/x.png"]))).toEqual([
      { file: "docs/guide.md", line: 3, link: "docs/guide.md", problem: "no file docs/docs/guide.md" },
    ])
  })
})
