/**
 * The page's frame: one inline stylesheet (allowed by its hash, so the Content-Security-Policy
 * needs no 'unsafe-inline'), system fonts, no script, no third-party asset, and the headers
 * every answer carries. The token in the URL is the only credential: nothing may leak it
 * (no Referer, no cache, no framing, no indexing).
 */
import { createHash } from "node:crypto"
import { Html, html } from "./html"
import { ALL_PAGE_STRINGS } from "./language"
import type { PageLanguage, PageStrings } from "./strings"

const CSS = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#f6f8fa;--card:#fff;--line:#d1d9e0;--accent:#0b5cad;--accent-fg:#fff;--bad:#b42318;--bad-bg:#fef3f2;--ok:#1a7f37}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--card:#161b22;--line:#3d444d;--accent:#4493f8;--accent-fg:#0d1117;--bad:#ff7b72;--bad-bg:#2d1214;--ok:#3fb950}}
*{box-sizing:border-box}
body{margin:0;padding:2rem 1rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1.75rem 1.75rem;background:var(--card);border:1px solid var(--line);border-radius:12px}
@media (max-width:38rem){body{padding:0}main{border:0;border-radius:0;min-height:100vh}}
.top{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;color:var(--muted);font-size:.875rem}
.top a{color:var(--accent)}
h1{font-size:1.5rem;line-height:1.25;margin:.75rem 0 1rem}
p{margin:.5rem 0}
.muted{color:var(--muted);font-size:.9375rem}
.amount{font-size:1.25rem;font-weight:600;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:1.25rem 0 .375rem}
input[type=text]{width:100%;padding:.625rem .75rem;font:1rem/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px}
input[aria-invalid=true]{border-color:var(--bad)}
input:focus,button:focus{outline:3px solid var(--accent);outline-offset:1px}
.error{margin:1rem 0;padding:.75rem 1rem;border-left:4px solid var(--bad);background:var(--bad-bg);border-radius:4px}
.error p:first-child{color:var(--bad);font-weight:600}
.address{margin:.5rem 0 1rem;padding:1rem;border:1px solid var(--line);border-radius:8px;font:600 1.375rem/1.7 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
.address span{display:inline-block;margin-right:.45em}
.address span:last-child{margin-right:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:8px;border:1px solid var(--accent);cursor:pointer}
button.primary{background:var(--accent);color:var(--accent-fg)}
button.secondary{background:transparent;color:var(--accent)}
.done h1{color:var(--ok)}
`.trim()

/** The stylesheet is a constant of this file, inserted as is: its hash is what the CSP allows. */
const STYLE_HASH = `sha256-${createHash("sha256").update(CSS).digest("base64")}`

/** The Content-Security-Policy of every answer: nothing but the stylesheet above and forms to this page. */
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

/** Which page this is, for tests and for styles (`data-page`). */
export type PageKind = "form" | "confirm" | "done" | "used" | "expired" | "invalid" | "unpayable" | "bad_form" | "error"

/** The other language's switch link: same page, `?lang=` (the form's state is not kept). */
function languageSwitch(current: PageLanguage): Html {
  return html`<nav aria-label="Language">${ALL_PAGE_STRINGS
    .filter((other) => other.language !== current)
    .map((other) => html`<a href="?lang=${other.language}" hreflang="${other.language}" lang="${other.language}">${other.languageName}</a>`)}</nav>`
}

export function documentOf(strings: PageStrings, kind: PageKind, title: string, body: Html): string {
  return html`<!doctype html>
<html lang="${strings.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${title} · ${strings.pageTitle}</title>
<style>${new Html(CSS)}</style>
</head>
<body>
<main data-page="${kind}" class="${kind}">
<div class="top"><span>${strings.pageTitle}</span>${languageSwitch(strings.language)}</div>
${body}
</main>
</body>
</html>
`.value
}
