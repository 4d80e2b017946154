/**
 * Static check of the admin's dictionaries, used by translations.unit.spec.ts (and tested there on
 * small bad examples, so a check that silently finds nothing would fail): the same keys in every
 * language, plural keys complete for each language's plural rules, no empty value, the same
 * {{placeholders}}.
 *
 * Plurals: i18next takes a language's plural rules from `Intl.PluralRules(<code>)`. Medusa's admin
 * names some languages with a region and no hyphen (`ptBR`, `zhCN`, `enGB`…), which Intl refuses;
 * i18next then adds no suffix and reads the bare key. Those languages write each counted text once,
 * as the bare key, worded to read well for any count (docs/admin/TRANSLATIONS.md).
 */
import { flatten, indexKeys, KEY_PREFIX, type Dictionary, type KeyIndex } from "./translation-keys"

/** The plural categories i18next uses for `lng`; null when it reads the bare key (Intl refuses the code). */
export function pluralCategoriesOf(lng: string): Set<string> | null {
  try {
    return new Set<string>(new Intl.PluralRules(lng).resolvedOptions().pluralCategories)
  } catch {
    return null
  }
}

/** A language whose counted texts are bare keys: its plural bases read as plain keys. */
function asI18nextReads(index: KeyIndex, bareKeys: boolean, pluralBases: Iterable<string>): KeyIndex {
  if (!bareKeys) return index
  const plain = new Map(index.plain)
  const plural = new Map(index.plural)
  for (const base of pluralBases) {
    if (plain.has(base)) plural.delete(base)
  }
  return { plain, plural }
}

const placeholders = (text: string) => new Set(Array.from(text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g), (m) => m[1]))
const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x))
const list = (s: Iterable<string>) => [...s].sort().join(", ")

/** Everything wrong with a set of dictionaries ({ en: {...}, ru: {...} }); [] when all is well. */
export function checkDictionaries(dictionaries: Record<string, Dictionary>): string[] {
  const problems: string[] = []
  const languages = Object.keys(dictionaries)
  const raw = Object.fromEntries(languages.map((lng) => [lng, indexKeys(dictionaries[lng])]))
  const bases = new Set(Object.values(raw).flatMap((index) => [...index.plural.keys()]))
  const bare = new Set(languages.filter((lng) => pluralCategoriesOf(lng) === null))
  const indexes = Object.fromEntries(languages.map((lng) => [lng, asI18nextReads(raw[lng], bare.has(lng), bases)]))

  for (const lng of languages) {
    const top = Object.keys(dictionaries[lng])
    if (top.length !== 1 || top[0] !== KEY_PREFIX.slice(0, -1)) {
      problems.push(`${lng}: every key must be under "${KEY_PREFIX}" (top level has: ${top.join(", ")})`)
    }
    for (const [key, value] of flatten(dictionaries[lng])) {
      if (typeof value !== "string") problems.push(`${lng}: ${key} is not a string`)
      else if (!value.trim()) problems.push(`${lng}: ${key} is empty`)
    }
    // Plural keys: exactly the categories this language's plural rules have (none: the bare key).
    const categories = pluralCategoriesOf(lng) ?? new Set<string>()
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
      const has = (lng: string, key: string) => indexes[lng].plain.has(key) || indexes[lng].plural.has(key)
      for (const key of indexes[a].plain.keys()) {
        if (!has(b, key)) problems.push(`${key} is in ${a} but not in ${b}`)
      }
      for (const key of indexes[a].plural.keys()) {
        if (!has(b, key)) problems.push(`plural ${key} is in ${a} but not in ${b}`)
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
      const bareText = indexes[other].plain.get(key)
      const translated = indexes[other].plural.get(key) ?? (bareText === undefined ? undefined : new Map([["bare", bareText]]))
      if (!translated) continue
      const a = new Set([...forms.values()].flatMap((text) => [...placeholders(text)]))
      const b = new Set([...translated.values()].flatMap((text) => [...placeholders(text)]))
      if (!same(a, b)) problems.push(`plural ${key}: {{${list(a)}}} in ${first}, {{${list(b)}}} in ${other}`)
    }
  }
  return problems
}

/**
 * Values left in English: a translation equal to the English text, unless the language's allowlist
 * names the key (src/admin/i18n/allowed-english/<language>.json: brand names, pure placeholders,
 * codes). An allowlisted key whose value is no longer English is reported too, so the lists stay
 * exact. `enGB` and other English variants list what they keep.
 */
export function englishLeftovers(dictionaries: Record<string, Dictionary>, allowed: Record<string, readonly string[]>, source = "en"): string[] {
  const english = flatten(dictionaries[source])
  const englishOf = (key: string) => english.get(key) ?? english.get(`${key}_other`)
  const problems: string[] = []
  for (const [lng, dict] of Object.entries(dictionaries)) {
    if (lng === source) continue
    const allow = new Set(allowed[lng] ?? [])
    const same = new Set<string>()
    for (const [key, value] of flatten(dict)) {
      if (typeof value === "string" && value === englishOf(key)) same.add(key)
    }
    for (const key of [...same].sort()) if (!allow.has(key)) problems.push(`${lng}: ${key} is still English ("${englishOf(key)}")`)
    for (const key of [...allow].sort())
      if (!same.has(key)) problems.push(`${lng}: ${key} is on the English allowlist but translated (remove it from allowed-english/${lng}.json)`)
  }
  return problems
}
