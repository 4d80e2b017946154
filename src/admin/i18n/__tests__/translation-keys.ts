/**
 * The shape of the admin's translation keys and dictionaries, shared by the static checks of the
 * translations (dictionary-check.ts, key-usage-check.ts, untranslated-check.ts,
 * russian-text-check.ts), which the unit tests next to this file run.
 */

export const KEY_PREFIX = "cryptocloud."
/** A string that names one of this plugin's keys (the checks read such literals as keys, not text). */
export const KEY_LITERAL = /^cryptocloud\.[A-Za-z0-9_.]+$/
const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/

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
