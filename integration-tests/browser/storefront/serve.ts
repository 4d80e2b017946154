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
<link rel="stylesheet" href="styles.css">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:32px;max-width:640px}h1{font-size:20px}</style>
</head><body><h1>Payment</h1><main id="checkout"></main><p id="order" role="status"></p>
<script src="app.js"></script></body></html>`

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
