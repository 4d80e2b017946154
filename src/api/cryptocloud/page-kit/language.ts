/**
 * The language of the plugin's customer pages (the refund page, the pay page): the one the
 * customer picked with the switch link (`?lang=`), else the order's locale when the store records
 * one (Medusa's order `locale`, a BCP 47 tag), else the browser's `Accept-Language`, else English.
 * Each page keeps its own words; the choice and the languages are shared so both pages of one
 * order always speak the same language.
 */
import { z } from "@medusajs/framework/zod"

export const PAGE_LANGUAGES = ["en", "ru"] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

/** Each language's name in itself, for the switch link. */
export const LANGUAGE_NAMES: Readonly<Record<PageLanguage, string>> = { en: "English", ru: "Русский" }

/** "ru-RU" → "ru", when the page has that language. */
export function pageLanguageOf(tag: string | null | undefined): PageLanguage | null {
  const language = typeof tag === "string" ? tag.trim().toLowerCase().split(/[-_]/)[0] : undefined
  return (PAGE_LANGUAGES as readonly string[]).includes(language ?? "") ? (language as PageLanguage) : null
}

/** The page language the browser prefers most (RFC 9110 quality values; `q=0` means "not this one"). */
export function fromAcceptLanguage(header: string | null | undefined): PageLanguage | null {
  if (!header) return null
  let best: { language: PageLanguage; q: number } | null = null
  for (const part of header.split(",")) {
    const [tag, ...params] = part.split(";")
    const language = pageLanguageOf(tag)
    if (!language) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { language, q }
  }
  return best?.language ?? null
}

export interface LanguageHints {
  /** `?lang=` from the switch link. */
  requested?: string | null
  /** The order's locale, where the store has one. */
  orderLocale?: string | null
  acceptLanguage?: string | null
}

export function choosePageLanguage(hints: LanguageHints): PageLanguage {
  return pageLanguageOf(hints.requested) ?? pageLanguageOf(hints.orderLocale) ?? fromAcceptLanguage(hints.acceptLanguage) ?? "en"
}

/** `?lang=` of the switch link; anything else is ignored rather than refused. */
export const LanguageQuery = z.object({ lang: z.string().max(16).optional().catch(undefined) }).catch({ lang: undefined })
