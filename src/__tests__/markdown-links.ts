/**
 * A small checker for the relative links of the repository's markdown (README.md, CHANGELOG.md,
 * docs/**): every `[text](path)`, `[text](path#anchor)`, `[text](#anchor)`, image and reference
 * definition must name a file that exists and, with an anchor, a heading of that file.
 *
 * Anchors follow GitHub's rules (github-slugger): the heading's text as rendered (no markup),
 * lower case, every character dropped that is not a letter, a digit, a mark, `-`, `_` or a space
 * (non-ASCII letters are kept), spaces turned into `-`; a repeated heading gets `-1`, `-2`, ….
 * Links inside code fences and code spans are not links; links with a scheme (http:, https:,
 * mailto:, …) and protocol-relative ones are not checked.
 */
import { posix } from "node:path"

export type LinkProblem = { file: string; line: number; link: string; problem: string }

/** What the checker needs of a file system; paths are POSIX, relative to one root. */
export type MarkdownFiles = {
  /** The file's text, or undefined when there is no such file. */
  read(path: string): string | undefined
  /** Whether a file or folder exists at the path. */
  exists(path: string): boolean
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/

/** Lines outside code fences, with fenced lines blanked (so line numbers stay right). */
function withoutFences(markdown: string): string[] {
  let open: string | null = null
  return markdown.split(/\r?\n/).map((line) => {
    const fence = FENCE.exec(line)?.[1]
    if (open) {
      if (fence && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = null
      return ""
    }
    if (fence) {
      open = fence
      return ""
    }
    return line
  })
}

/** Code spans replaced by a same-length run of `x`, so nothing inside them reads as a link. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)((?:(?!\n[ \t]*\n)[\s\S])*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, "x"))
}

/** The text a heading renders to: code, links, images, emphasis and HTML reduced to their text. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/`+([^`]*?)`+/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, "$1$2")
    .trim()
}

/** GitHub's anchor for a heading text (without the duplicate suffix). */
export function githubSlug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-")
}

/** Every anchor a markdown file offers: its headings' slugs (duplicates numbered) and HTML ids. */
export function headingAnchors(markdown: string): Set<string> {
  const lines = withoutFences(markdown)
  const occurrences = new Map<string, number>()
  const anchors = new Set<string>()
  const add = (text: string) => {
    const base = githubSlug(text)
    let slug = base
    // github-slugger: bump the base's counter until the numbered slug is free.
    while (occurrences.has(slug)) {
      const n = (occurrences.get(base) ?? 0) + 1
      occurrences.set(base, n)
      slug = `${base}-${n}`
    }
    occurrences.set(slug, 0)
    anchors.add(slug)
  }
  lines.forEach((line, i) => {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line)
    if (atx) return add(atx[1] ?? "")
    const next = lines[i + 1] ?? ""
    const previous = lines[i - 1] ?? ""
    // Setext heading: a paragraph line underlined with = or - (not a list item, table or quote).
    if (line.trim() && /^ {0,3}(=+|-+)[ \t]*$/.test(next) && !previous.trim() && !/^\s*([-*+>|]|\d+[.)])\s/.test(line)) add(line)
  })
  for (const m of markdown.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)) anchors.add(m[1])
  return anchors
}

export type MarkdownLink = { target: string; line: number }

/** The link and image destinations of a markdown text, outside code, with their line numbers. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCodeSpans(withoutFences(markdown).join("\n"))
  const lineAt = (index: number) => text.slice(0, index).split("\n").length
  const links: MarkdownLink[] = []
  // Inline links and images: [text](dest "title"); the text may hold one level of brackets.
  const inline = /!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g
  for (const m of text.matchAll(inline)) links.push({ target: m[1].replace(/^<|>$/g, ""), line: lineAt(m.index ?? 0) })
  // Reference definitions: [label]: dest
  for (const m of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)) {
    links.push({ target: m[1].replace(/^<|>$/g, ""), line: lineAt(m.index ?? 0) })
  }
  // HTML images and anchors.
  for (const m of text.matchAll(/<(?:img|a)\s[^>]*\b(?:src|href)="([^"]*)"/g)) links.push({ target: m[1], line: lineAt(m.index ?? 0) })
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
