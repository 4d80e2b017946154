/**
 * Right-to-left languages of Medusa's admin (its `languages.ts` marks them `ltr: false`): Arabic,
 * Hebrew and Persian. The dashboard itself does not set `dir`, so the plugin's pages, widget and
 * drawers set it on their own root: text, tables and rows then run right to left, while amounts,
 * codes and addresses keep their own direction (`dir="ltr"`/`translate="no"` where they are shown).
 */
import { useTranslation } from "react-i18next"

export const RTL_LANGUAGES: readonly string[] = ["ar", "he", "fa"]

/** "ar", "he-IL", "fa" → "rtl"; every other language "ltr". */
export function textDirection(language: string | null | undefined): "rtl" | "ltr" {
  const base = (language ?? "").split(/[-_]/)[0].replace(/[A-Z].*$/, "")
  return RTL_LANGUAGES.includes(base) ? "rtl" : "ltr"
}

/** The admin user's language's direction, for a `dir` attribute. */
export function useTextDirection(): "rtl" | "ltr" {
  const { i18n } = useTranslation()
  return textDirection(i18n.resolvedLanguage ?? i18n.language)
}
