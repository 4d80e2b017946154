/**
 * The languages of what customers see (the pay page, the refund page, the customer e-mails'
 * texts, the storefront components): a plain code list the server and the storefront share. The
 * same 35 Medusa's admin ships (its dashboard's `translations` folder, by the
 * dashboard's codes), so a merchant's market is never served in fewer languages than the
 * merchant's staff. Each has a BCP 47 tag (for `lang`, `Intl` and the switch link), its name in
 * itself and its writing direction. `enGB` speaks English's words with British dates.
 */
export const CUSTOMER_LANGUAGES = [
  "en",
  "enGB",
  "ar",
  "bg",
  "bs",
  "cs",
  "de",
  "el",
  "es",
  "fa",
  "fi",
  "fr",
  "he",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "mk",
  "mn",
  "nl",
  "pl",
  "ptBR",
  "ptPT",
  "ro",
  "ru",
  "sv",
  "th",
  "tr",
  "uk",
  "vi",
  "zhCN",
  "zhTW",
] as const
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number]

const SPECIAL_TAGS: Partial<Record<CustomerLanguage, string>> = { enGB: "en-GB", ptBR: "pt-BR", ptPT: "pt-PT", zhCN: "zh-CN", zhTW: "zh-TW" }

/** The BCP 47 tag of a language ("ptBR" → "pt-BR"): `<html lang>`, `Intl`, `?lang=`. */
export function languageTag(language: CustomerLanguage): string {
  return SPECIAL_TAGS[language] ?? language
}

/** Each language's name in itself, for the switch link. */
export const LANGUAGE_NAMES: Readonly<Record<CustomerLanguage, string>> = {
  en: "English",
  enGB: "English (UK)",
  ar: "العربية",
  bg: "Български",
  bs: "Bosanski",
  cs: "Čeština",
  de: "Deutsch",
  el: "Ελληνικά",
  es: "Español",
  fa: "فارسی",
  fi: "Suomi",
  fr: "Français",
  he: "עברית",
  hr: "Hrvatski",
  hu: "Magyar",
  id: "Bahasa Indonesia",
  it: "Italiano",
  ja: "日本語",
  ko: "한국어",
  lt: "Lietuvių",
  mk: "Македонски",
  mn: "Монгол",
  nl: "Nederlands",
  pl: "Polski",
  ptBR: "Português (Brasil)",
  ptPT: "Português (Portugal)",
  ro: "Română",
  ru: "Русский",
  sv: "Svenska",
  th: "ไทย",
  tr: "Türkçe",
  uk: "Українська",
  vi: "Tiếng Việt",
  zhCN: "简体中文",
  zhTW: "繁體中文",
}

const RIGHT_TO_LEFT: ReadonlySet<CustomerLanguage> = new Set(["ar", "fa", "he"])

export function textDirection(language: CustomerLanguage): "rtl" | "ltr" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr"
}

/** Portuguese outside Brazil writes Portugal's Portuguese (CLDR: "pt" alone is Brazil's). */
const EUROPEAN_PORTUGUESE_REGIONS = new Set(["pt", "ao", "mz", "cv", "gw", "st", "tl", "mo", "lu", "ch", "gq"])
/** Chinese written in Traditional characters: by script, or by region when no script is named. */
const TRADITIONAL_CHINESE_REGIONS = new Set(["tw", "hk", "mo"])
/** Tags older systems still send. */
const LEGACY: Record<string, string> = { iw: "he", in: "id", "zh-hans": "zh-cn", "zh-hant": "zh-tw" }
const BY_LOWER_CODE = new Map(CUSTOMER_LANGUAGES.map((code) => [code.toLowerCase(), code] as const))

/**
 * The customer language of a BCP 47 tag or a dashboard code, or null: "de-AT" → de, "pt" → ptBR,
 * "pt-PT" → ptPT, "zh-Hant-HK" → zhTW, "en-GB" → enGB, "en-US" → en, "ptBR" → ptBR.
 */
export function customerLanguageOf(tag: string | null | undefined): CustomerLanguage | null {
  if (typeof tag !== "string") return null
  const lower = tag.trim().toLowerCase().replace(/_/g, "-")
  if (!lower || lower.length > 35) return null
  const exact = BY_LOWER_CODE.get(lower)
  if (exact) return exact
  const parts = (LEGACY[lower] ?? lower).split("-")
  const primary = LEGACY[parts[0]!] ?? parts[0]!
  const rest = parts.slice(1)
  switch (primary) {
    case "en":
      return rest.includes("gb") ? "enGB" : "en"
    case "pt":
      return rest.some((part) => EUROPEAN_PORTUGUESE_REGIONS.has(part)) ? "ptPT" : "ptBR"
    case "zh": {
      if (rest.includes("hant")) return "zhTW"
      if (rest.includes("hans")) return "zhCN"
      return rest.some((part) => TRADITIONAL_CHINESE_REGIONS.has(part)) ? "zhTW" : "zhCN"
    }
    default:
      return BY_LOWER_CODE.get(primary) ?? null
  }
}
