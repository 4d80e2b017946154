/**
 * The check every customer words table passes against English (CI runs it in the unit tests):
 * the same keys and no other, the same `{placeholders}` in each text, nothing empty, and no text
 * left equal to English unless it is listed as one that reads the same in that language
 * (a brand, a code). Generic over nested tables, so the pages' words and the storefront's share it.
 */
import { placeholdersOf } from "./fill"

type Table = { readonly [key: string]: unknown }

function leaves(table: object, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === "object" && !Array.isArray(value)) for (const [k, v] of leaves(value as Table, path)) out.set(k, v)
    else out.set(path, value)
  }
  return out
}

/** Every problem of `table` against `english`, one line each (empty when it passes). */
export function checkWords(english: object, table: object, sameAsEnglish: readonly string[] = []): string[] {
  const problems: string[] = []
  const source = leaves(english)
  const target = leaves(table)
  for (const [key, text] of source) {
    if (!target.has(key)) {
      problems.push(`missing: ${key}`)
      continue
    }
    const translated = target.get(key)
    if (typeof translated !== "string" || !translated.trim()) {
      problems.push(`empty or not a text: ${key}`)
      continue
    }
    const want = placeholdersOf(String(text)).join(",")
    const got = placeholdersOf(translated).join(",")
    if (want !== got) problems.push(`placeholders of ${key}: {${got}} instead of {${want}}`)
    if (translated === text && !sameAsEnglish.includes(key)) problems.push(`left in English: ${key}`)
  }
  for (const key of target.keys()) if (!source.has(key)) problems.push(`not in English: ${key}`)
  return problems
}
