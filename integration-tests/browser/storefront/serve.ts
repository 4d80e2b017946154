/**
 * The test storefront: builds the package's ES module exports (scripts/build-storefront.js
 * --esm-only), bundles page.tsx against them with esbuild, and serves the page on the app's own
 * origin under /__storefront/ by intercepting those requests in the browser (so the store API
 * needs no CORS setting). Nothing is copied by hand: the bundle imports the package's exports.
 */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { build } from "esbuild"
import type { Page } from "playwright-core"
import { ROOT } from "../stack"

export const STOREFRONT_PATH = "/__storefront/"

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="reset.css">
<link rel="stylesheet" href="styles.css">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:32px;max-width:640px}h1{font-size:20px}</style>
</head><body><h1>Payment</h1><main id="checkout"></main><p id="order" role="status"></p>
<script src="app.js"></script></body></html>`

/**
 * What the official starters put before everything (Tailwind's preflight, the rules that undo a
 * browser's defaults): the component must still look right under it — links that look like
 * links, visible focus. Written from the rules preflight is documented to apply.
 */
const TAILWIND_STYLE_RESET = `*,::before,::after{box-sizing:border-box;border-width:0;border-style:solid;border-color:#e5e7eb}
html{line-height:1.5;-webkit-text-size-adjust:100%;font-family:ui-sans-serif,system-ui,sans-serif}
body{margin:0;line-height:inherit}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}
a{color:inherit;text-decoration:inherit}
b,strong{font-weight:bolder}
code,kbd,samp,pre{font-family:ui-monospace,monospace;font-size:1em}
button,input,optgroup,select,textarea{font-family:inherit;font-size:100%;font-weight:inherit;line-height:inherit;color:inherit;margin:0;padding:0}
button,select{text-transform:none}
button,[type='button'],[type='reset'],[type='submit']{-webkit-appearance:button;background-color:transparent;background-image:none}
:-moz-focusring{outline:auto}
blockquote,dl,dd,h1,h2,h3,h4,h5,h6,hr,figure,p,pre{margin:0}
fieldset{margin:0;padding:0}legend{padding:0}
ol,ul,menu{list-style:none;margin:0;padding:0}
img,svg,video,canvas,audio,iframe,embed,object{display:block;vertical-align:middle}
img,video{max-width:100%;height:auto}
button,[role="button"]{cursor:pointer}`

export async function serveStorefront(page: Page, appUrl: string): Promise<void> {
  execFileSync(process.execPath, [join(ROOT, "scripts/build-storefront.js"), "--esm-only"], { cwd: ROOT, stdio: "pipe" })
  const bundle = await build({
    entryPoints: [join(__dirname, "page.tsx")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  })
  const files: Record<string, { body: string | Buffer; type: string }> = {
    "": { body: HTML, type: "text/html; charset=utf-8" },
    "reset.css": { body: TAILWIND_STYLE_RESET, type: "text/css" },
    "app.js": { body: Buffer.from(bundle.outputFiles[0].contents), type: "text/javascript" },
    // The stylesheet the package exports (`medusa-payment-cryptocloud/storefront/styles.css`).
    "styles.css": { body: readFileSync(require.resolve("medusa-payment-cryptocloud/storefront/styles.css")), type: "text/css" },
  }
  await page.route(`${appUrl}${STOREFRONT_PATH}**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(STOREFRONT_PATH.length)
    const file = files[name]
    return file ? route.fulfill({ status: 200, contentType: file.type, body: file.body }) : route.fulfill({ status: 404, body: "" })
  })
}
