/**
 * A checker for the relative links of the repository's markdown (README.md, CHANGELOG.md,
 * docs/**): every link and image — inline, by reference, or an HTML `<a href>`/`<img src>` —
 * must name a file that exists and, with an anchor, a heading (or an HTML id) of that file.
 *
 * The markdown is parsed by markdown-it (CommonMark: code fences and code spans hold no links,
 * setext headings count). Anchors follow github-slugger, the rules GitHub renders with (its
 * v2 is ESM-only, which this CommonJS jest setup cannot load, so its two rules are here): the
 * heading's rendered text, lower case, without any character that is not a letter, mark,
 * digit, connector, `-` or space, spaces made `-`; a repeat gets `-1`, `-2`, ….
 * Links with a scheme (https:, mailto:, …) and protocol-relative ones are not checked.
 */
import MarkdownIt from "markdown-it"
import { posix } from "node:path"

export type LinkProblem = { file: string; line: number; link: string; problem: string }

/** What the checker needs of a file system; paths are POSIX, relative to one root. */
export type MarkdownFiles = {
  /** The file's text, or undefined when there is no such file. */
  read(path: string): string | undefined
  /** Whether a file or folder exists at the path. */
  exists(path: string): boolean
}

// html: true so that `<a id>` and `<img src>` come out as HTML tokens to read.
const markdown = new MarkdownIt({ html: true })
type Token = MarkdownIt.Token

/** The text an inline run renders to (what GitHub makes the anchor of): text and code, no markup. */
function renderedText(children: Token[] | null): string {
  return (children ?? []).map((t) => (t.type === "text" || t.type === "code_inline" ? t.content : "")).join("")
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-")

/** GitHub's anchor for a heading written in markdown (without the duplicate suffix). */
export function githubSlug(heading: string): string {
  return slug(renderedText(markdown.parseInline(heading, {})[0]?.children ?? null))
}

/** Anchors of one file, numbered as github-slugger does: bump the counter until the slug is free. */
function slugger() {
  const seen = new Map<string, number>()
  return (text: string) => {
    const base = slug(text)
    let result = base
    while (seen.has(result)) {
      const n = (seen.get(base) ?? 0) + 1
      seen.set(base, n)
      result = `${base}-${n}`
    }
    seen.set(result, 0)
    return result
  }
}

const HTML_ID = /<a\s[^>]*\b(?:id|name)="([^"]+)"/g
const HTML_TARGET = /<(?:img|a)\s[^>]*\b(?:src|href)="([^"]*)"/g

/** Every anchor a markdown file offers: its headings' slugs (repeats numbered -1, -2, …) and HTML ids. */
export function headingAnchors(text: string): Set<string> {
  const anchorOf = slugger()
  const anchors = new Set<string>()
  const tokens = markdown.parse(text, {})
  tokens.forEach((token, i) => {
    if (token.type === "heading_open") anchors.add(anchorOf(renderedText(tokens[i + 1].children)))
    if (token.type === "html_block" || token.type === "html_inline") for (const m of token.content.matchAll(HTML_ID)) anchors.add(m[1])
    for (const child of token.children ?? []) if (child.type === "html_inline") for (const m of child.content.matchAll(HTML_ID)) anchors.add(m[1])
  })
  return anchors
}

export type MarkdownLink = { target: string; line: number }

/** The link and image destinations of a markdown text, outside code, with their line numbers. */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = []
  const env = {}
  for (const block of markdown.parse(text, env)) {
    const first = (block.map?.[0] ?? 0) + 1
    if (block.type === "html_block") for (const m of block.content.matchAll(HTML_TARGET)) links.push({ target: m[1], line: first })
    let line = first
    for (const t of block.children ?? []) {
      if (t.type === "softbreak" || t.type === "hardbreak") line++
      else if (t.type === "link_open") links.push({ target: String(t.attrGet("href") ?? ""), line })
      else if (t.type === "image") links.push({ target: String(t.attrGet("src") ?? ""), line })
      else if (t.type === "html_inline") for (const m of t.content.matchAll(HTML_TARGET)) links.push({ target: m[1], line })
    }
  }
  return links
}

/** A link that leaves the repository's files (a scheme such as https: or mailto:, or //host). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/** Every broken relative link and anchor of the given markdown files. */
export function checkMarkdownLinks(files: string[], fs: MarkdownFiles): LinkProblem[] {
  const anchorsOf = new Map<string, Set<string> | undefined>()
  const anchors = (path: string) => {
    if (!anchorsOf.has(path)) {
      const text = fs.read(path)
      anchorsOf.set(path, text === undefined ? undefined : headingAnchors(text))
    }
    return anchorsOf.get(path)
  }
  const problems: LinkProblem[] = []
  for (const file of files) {
    const text = fs.read(file)
    if (text === undefined) {
      problems.push({ file, line: 0, link: "", problem: "file not found" })
      continue
    }
    for (const { target, line } of markdownLinks(text)) {
      if (!target || isExternal(target)) continue
      const hash = target.indexOf("#")
      const pathPart = decode((hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, ""))
      const anchor = hash === -1 ? undefined : decode(target.slice(hash + 1))
      const resolved = pathPart ? posix.normalize(posix.join(posix.dirname(file), pathPart)) : file
      const report = (problem: string) => problems.push({ file, line, link: target, problem })
      if (resolved.startsWith("../") || posix.isAbsolute(resolved)) {
        report(`points outside the repository (${resolved})`)
        continue
      }
      if (!fs.exists(resolved)) {
        report(`no file ${resolved}`)
        continue
      }
      if (anchor === undefined || anchor === "") continue
      if (!/\.(md|markdown)$/i.test(resolved)) {
        report(`anchor #${anchor} on ${resolved}, which is not markdown`)
        continue
      }
      const offered = anchors(resolved)
      if (!offered?.has(anchor)) report(`no heading for #${anchor} in ${resolved}`)
    }
  }
  return problems
}
