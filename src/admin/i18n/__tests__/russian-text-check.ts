/**
 * Static check that the Russian dictionary is not English, used by translations.unit.spec.ts:
 * Latin words are allowed only for names, codes and file names.
 */
import { flatten, type Dictionary } from "./translation-keys"

/**
 * Latin words a Russian text may contain: names, codes and file names that are the same in
 * every language.
 */
export const LATIN_IN_RUSSIAN = new Set([
  "CryptoCloud",
  "Medusa",
  "medusa-config",
  "medusa-config.ts",
  "README",
  "API",
  "ID",
  "URL",
  "CSV",
  "USD",
  "UTC",
  "e-mail",
  "withdrawalApiKey",
  "CRYPTOCLOUD_WITHDRAWAL_API_KEY",
  "providers",
  "projects",
  "@medusajs/medusa/payment",
  // Language codes given as examples.
  "ru",
  "en",
  "pt-BR",
  // The fixed underpayment tolerance's per-coin syntax, as the merchant types it.
  "BTC=3",
])

/** Values of `dict` with Latin words that are not names or codes (i.e. left in English). */
export function latinWords(dict: Dictionary): string[] {
  const problems: string[] = []
  for (const [key, value] of flatten(dict)) {
    if (typeof value !== "string") continue
    const words = value
      .replace(/\{\{[^}]*\}\}/g, " ")
      .split(/[\s«»"(),;:!?…—–]+/)
      .map((w) => w.replace(/^[.-]+|[.-]+$/g, ""))
      .filter((w) => /[A-Za-z]/.test(w))
      .map((w) => w.replace(/-(ключ|ключа|ключом)$/, ""))
    const english = words.filter((w) => !LATIN_IN_RUSSIAN.has(w))
    if (english.length) problems.push(`${key}: ${english.join(", ")} in "${value}"`)
  }
  return problems
}
