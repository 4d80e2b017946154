/**
 * The frame of the plugin's customer pages (refund page, pay page): one inline stylesheet
 * (allowed by its hash, so the Content-Security-Policy needs no 'unsafe-inline'), system fonts,
 * no script, no third-party asset, and the headers every answer carries. The token in the URL is
 * the only credential: nothing may leak it (no Referer, no cache, no framing, no indexing).
 * One stylesheet for both pages, so there is one hash and one policy to review.
 */
import { createHash } from "node:crypto"
import { Html, html } from "./html"
import { CUSTOMER_LANGUAGES, LANGUAGE_NAMES, languageTag, type CustomerLanguage } from "../../../lib/languages"
import type { PageSpeech } from "./language"

const CSS = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#f6f8fa;--card:#fff;--line:#d1d9e0;--accent:#0b5cad;--accent-fg:#fff;--bad:#b42318;--bad-bg:#fef3f2;--ok:#1a7f37;--ok-bg:#effaf1;--wait-bg:#f3f7fd}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--card:#161b22;--line:#3d444d;--accent:#4493f8;--accent-fg:#0d1117;--bad:#ff7b72;--bad-bg:#2d1214;--ok:#3fb950;--ok-bg:#12261a;--wait-bg:#131d2b}}
*{box-sizing:border-box}
body{margin:0;padding:2rem 1rem;overflow-wrap:break-word;-webkit-text-size-adjust:100%;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1.75rem 1.75rem;background:var(--card);border:1px solid var(--line);border-radius:12px}
@media (max-width:38rem){body{padding:0}main{border:0;border-radius:0;min-height:100vh;padding:1rem 1rem 1.5rem}.amount.due{font-size:1.75rem}.actions>*{flex:1 1 100%;text-align:center}}
.top{display:flex;justify-content:space-between;align-items:flex-start;gap:1rem;color:var(--muted);font-size:.875rem}
.top>span{padding-top:.75rem;overflow-wrap:anywhere}
.lang{position:relative;flex:none}
.lang summary{display:flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 .5rem;color:var(--accent);cursor:pointer}
.lang ul{position:absolute;inset-inline-end:0;z-index:1;list-style:none;margin:0;padding:.25rem 0;max-height:60vh;overflow-y:auto;background:var(--card);border:1px solid var(--line);border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.15)}
.lang li a{display:flex;align-items:center;min-height:44px;padding:0 1rem;white-space:nowrap;color:var(--fg);text-decoration:none}
.lang li a:hover{background:var(--bg)}
h1{font-size:1.5rem;line-height:1.25;margin:.75rem 0 1rem}
p{margin:.5rem 0}
.muted{color:var(--muted);font-size:.9375rem}
.amount{font-size:1.25rem;font-weight:600;margin:.25rem 0 1rem}
.amount.due{font-size:2rem;line-height:1.2;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.amount,dd,.address{-webkit-user-select:all;user-select:all}
label{display:block;font-weight:600;margin:1.25rem 0 .375rem}
input[type=text]{width:100%;min-height:44px;padding:.625rem .75rem;font:1rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px}
input[aria-invalid=true]{border-color:var(--bad)}
input:focus,button:focus,select:focus,a.button:focus{outline:3px solid var(--accent);outline-offset:1px}
.error{margin:1rem 0;padding:.75rem 1rem;border-inline-start:4px solid var(--bad);background:var(--bad-bg);border-radius:4px}
.error p:first-child{color:var(--bad);font-weight:600}
.address{direction:ltr;unicode-bidi:isolate;text-align:start;margin:.5rem 0 1rem;padding:1rem;border:1px solid var(--line);border-radius:8px;font:600 1.375rem/1.7 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
.address span{display:inline-block;margin-inline-end:.45em}
.address span:last-child{margin-inline-end:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
.actions a.button{display:inline-flex;align-items:center;justify-content:center}
main p a{display:inline-block;min-height:44px;line-height:44px}
button,a.button{font:inherit;font-weight:600;min-height:44px;padding:.625rem 1.25rem;border-radius:8px;border:1px solid var(--accent);cursor:pointer;text-decoration:none;display:inline-block}
button.primary,a.button.primary{background:var(--accent);color:var(--accent-fg)}
button.secondary,a.button.secondary{background:transparent;color:var(--accent)}
.done h1,.paid h1{color:var(--ok)}
fieldset{border:0;margin:1.25rem 0 0;padding:0}
legend{font-weight:600;padding:0;margin-bottom:.5rem}
.coins{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(15rem,100%),1fr));gap:.5rem}
.coins input{width:1.25rem;height:1.25rem;margin:0;flex:none}
.coins label{display:flex;gap:.625rem;align-items:center;min-height:44px;margin:0;padding:.625rem .75rem;border:1px solid var(--line);border-radius:8px;font-weight:400;cursor:pointer}
.coins label:has(input:checked){border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
.coins b{font-weight:600}
select{width:100%;min-height:44px;padding:.625rem .75rem;font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:8px}
.state{margin:1rem 0;padding:.875rem 1rem;border-radius:8px;background:var(--wait-bg);border-inline-start:4px solid var(--accent)}
.state.ok{background:var(--ok-bg);border-inline-start-color:var(--ok)}
.state.bad{background:var(--bad-bg);border-inline-start-color:var(--bad)}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.75rem 0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
`.trim()

/** The stylesheet is a constant of this file, inserted as is: its hash is what the CSP allows. */
const STYLE_HASH = `sha256-${createHash("sha256").update(CSS).digest("base64")}`

/** The Content-Security-Policy of every answer: nothing but the stylesheet above and forms to the page itself. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src '${STYLE_HASH}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ")

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
}

/**
 * The language switch: the current language's name, opening (a <details>, so no script) onto
 * the other languages' links, each the same page with `?lang=` (a form's state is not kept).
 */
function languageSwitch(speech: Pick<PageSpeech, "language" | "languageLabel">): Html {
  return html`<nav class="lang" aria-label="${speech.languageLabel}"><details><summary>${LANGUAGE_NAMES[speech.language]}</summary><ul>${CUSTOMER_LANGUAGES.filter(
    (other) => other !== speech.language
  ).map(
    (other: CustomerLanguage) =>
      html`<li><a href="?lang=${languageTag(other)}" hreflang="${languageTag(other)}" lang="${languageTag(other)}">${LANGUAGE_NAMES[other]}</a></li>`
  )}</ul></details></nav>`
}

export interface Frame {
  speech: Pick<PageSpeech, "language" | "tag" | "dir" | "languageLabel">
  /** What the page is ("Your refund"): at the top and after the title. */
  pageTitle: string
  /** The top line's text when it is not the page title (the shop's name on the pay page). */
  topLine?: string
  /** Which page this is, for tests and for styles (`data-page`, the class of <main>). */
  kind: string
  title: string
  body: Html
  /**
   * Reload after this many seconds: a page waiting for something outside it (a payment) stays
   * current without a script. A `<meta>` refresh reloads the same URL, `?lang=` included.
   */
  refreshSeconds?: number
  /** Go to this address right away (a meta refresh: navigations are not form posts, so `form-action` does not apply). */
  redirectTo?: string
}

function refresh(frame: Frame): Html | string {
  if (frame.redirectTo) return html`<meta http-equiv="refresh" content="0;url=${frame.redirectTo}">\n`
  if (frame.refreshSeconds) return html`<meta http-equiv="refresh" content="${frame.refreshSeconds}">\n`
  return ""
}

export function documentOf(frame: Frame): string {
  return html`<!doctype html>
<html lang="${frame.speech.tag}" dir="${frame.speech.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
${refresh(frame)}<title>${frame.title} · ${frame.pageTitle}</title>
<style>${new Html(CSS)}</style>
</head>
<body>
<main data-page="${frame.kind}" class="${frame.kind}">
<div class="top"><span>${frame.topLine ?? frame.pageTitle}</span>${languageSwitch(frame.speech)}</div>
${frame.body}
</main>
</body>
</html>
`.value
}
