/**
 * The name to save a downloaded report under: the one the route gives in its
 * Content-Disposition (`attachment; filename="cryptocloud-payments-2026-03-01-2026-03-31.csv"`),
 * else the same pattern built here. RFC 6266: `filename*` (RFC 5987, UTF-8) wins over
 * `filename`. The name is reduced to a bare file name: no folders, no control characters.
 * Without a usable header, the contract's own pattern (reportFileName) names the file.
 */

function safe(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const bare = (name.split(/[/\\]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim()
  return bare && bare !== "." && bare !== ".." ? bare : null
}

export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header)
  if (extended) {
    try {
      const name = safe(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, "")))
      if (name) return name
    } catch {
      // A malformed escape: fall back to the plain `filename`.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)
  if (quoted) return safe(quoted[1].replace(/\\(.)/g, "$1"))
  const token = /filename\s*=\s*([^;\s]+)/i.exec(header)
  return token ? safe(token[1]) : null
}
