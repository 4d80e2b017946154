/**
 * The plugin's admin translations (Medusa ≥ 2.11.1). @medusajs/admin-vite-plugin finds this
 * file by its place — `src/admin/i18n/index.{ts,tsx,js,jsx}` — and puts its default export in
 * the `virtual:medusa/i18n` module (`i18nModule.resources` of the plugin's admin bundle);
 * @medusajs/dashboard deep-merges it into its own resources before initialising i18next. So the
 * shape is i18next's `{ [language]: { [namespace]: translations } }`, in the dashboard's
 * default namespace "translation", every key under `cryptocloud.` so nothing of the
 * dashboard's is overridden. Components read them with react-i18next's `useTranslation()`.
 *
 * Keep only this one `index.*` under src/admin/i18n: the plugin picks up every file named
 * index.* in this folder's subfolders too (except folders starting with "_").
 */
import en from "./json/en.json"
import ru from "./json/ru.json"

export default {
  en: { translation: en },
  ru: { translation: ru },
}
