/**
 * The plugin's admin translations (Medusa ≥ 2.11.1), one dictionary for every language Medusa's
 * admin ships (its `translations` folder; the unit test keeps the two lists equal).
 * @medusajs/admin-vite-plugin finds this file by its place — `src/admin/i18n/index.{ts,tsx,js,jsx}`
 * — and puts its default export in the `virtual:medusa/i18n` module (`i18nModule.resources` of the
 * plugin's admin bundle); @medusajs/dashboard deep-merges it into its own resources before
 * initialising i18next. So the shape is i18next's `{ [language]: { [namespace]: translations } }`,
 * in the dashboard's default namespace "translation", every key under `cryptocloud.` so nothing of
 * the dashboard's is overridden. Components read them with react-i18next's `useTranslation()`.
 * Language codes are the dashboard's (`ptBR`, `zhCN`, `enGB`…): how to add or correct a
 * translation is in docs/admin/TRANSLATIONS.md.
 *
 * Keep only this one `index.*` under src/admin/i18n: the plugin picks up every file named
 * index.* in this folder's subfolders too (except folders starting with "_").
 */
import ar from "./json/ar.json"
import bg from "./json/bg.json"
import bs from "./json/bs.json"
import cs from "./json/cs.json"
import de from "./json/de.json"
import el from "./json/el.json"
import en from "./json/en.json"
import enGB from "./json/enGB.json"
import es from "./json/es.json"
import fa from "./json/fa.json"
import fi from "./json/fi.json"
import fr from "./json/fr.json"
import he from "./json/he.json"
import hr from "./json/hr.json"
import hu from "./json/hu.json"
import id from "./json/id.json"
import it from "./json/it.json"
import ja from "./json/ja.json"
import ko from "./json/ko.json"
import lt from "./json/lt.json"
import mk from "./json/mk.json"
import mn from "./json/mn.json"
import nl from "./json/nl.json"
import pl from "./json/pl.json"
import ptBR from "./json/ptBR.json"
import ptPT from "./json/ptPT.json"
import ro from "./json/ro.json"
import ru from "./json/ru.json"
import sv from "./json/sv.json"
import th from "./json/th.json"
import tr from "./json/tr.json"
import uk from "./json/uk.json"
import vi from "./json/vi.json"
import zhCN from "./json/zhCN.json"
import zhTW from "./json/zhTW.json"

export default {
  ar: { translation: ar },
  bg: { translation: bg },
  bs: { translation: bs },
  cs: { translation: cs },
  de: { translation: de },
  el: { translation: el },
  en: { translation: en },
  enGB: { translation: enGB },
  es: { translation: es },
  fa: { translation: fa },
  fi: { translation: fi },
  fr: { translation: fr },
  he: { translation: he },
  hr: { translation: hr },
  hu: { translation: hu },
  id: { translation: id },
  it: { translation: it },
  ja: { translation: ja },
  ko: { translation: ko },
  lt: { translation: lt },
  mk: { translation: mk },
  mn: { translation: mn },
  nl: { translation: nl },
  pl: { translation: pl },
  ptBR: { translation: ptBR },
  ptPT: { translation: ptPT },
  ro: { translation: ro },
  ru: { translation: ru },
  sv: { translation: sv },
  th: { translation: th },
  tr: { translation: tr },
  uk: { translation: uk },
  vi: { translation: vi },
  zhCN: { translation: zhCN },
  zhTW: { translation: zhTW },
}
