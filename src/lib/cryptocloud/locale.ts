/**
 * The pay-page language rule (the `locale` query parameter of create: "en", "ru", "pt-BR"…).
 * A plain constant with no imports, so every layer — the admin bundle included — can share it.
 */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/
