/**
 * Static check of the admin's dictionaries, used by translations.unit.spec.ts (and tested there on
 * small bad examples, so a check that silently finds nothing would fail): the same keys in every
 * language, plural keys complete for each language's plural rules, no empty value, the same
 * {{placeholders}}.
 */
import { flatten, indexKeys, KEY_PREFIX, type Dictionary } from "./translation-keys"

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
    for (const [a, b] of [
      [first, other],
      [other, first],
    ]) {
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
