/**
 * Debian's Chromium driven by playwright-core (no browser is downloaded: CHROMIUM_PATH or
 * /usr/bin/chromium), with a fresh profile per run.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium, type BrowserContext, type Locator, type Page } from "playwright-core"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export interface BrowserSession {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

export async function launchBrowser(): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), "cryptocloud-chromium-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    timezoneId: "UTC",
  })
  context.setDefaultTimeout(20_000)
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => undefined)
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** How much taller than the viewport the admin's scrolling content area is. */
function hiddenContentHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    let most = 0
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("main, main *"))) {
      const { overflowY } = getComputedStyle(el)
      if ((overflowY === "auto" || overflowY === "scroll") && el.scrollHeight > el.clientHeight + 1) {
        most = Math.max(most, el.scrollHeight - el.clientHeight)
      }
    }
    return most
  })
}

/**
 * Screenshots into `dir`. The admin scrolls inside its own content area, so Playwright's
 * fullPage sees one screen only: for a whole page the viewport is stretched to the content.
 */
export function screenshotter(dir: string) {
  mkdirSync(dir, { recursive: true })
  const taken: string[] = []

  /** Run `take` with the viewport stretched to the admin's content (unless `whole` is false). */
  async function stretched(page: Page, whole: boolean, take: () => Promise<unknown>) {
    const viewport = page.viewportSize() ?? { width: 1440, height: 900 }
    const extra = whole ? await hiddenContentHeight(page) : 0
    if (extra > 0) {
      await page.setViewportSize({ width: viewport.width, height: Math.min(viewport.height + extra, 6000) })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    }
    try {
      await take()
    } finally {
      if (extra > 0) await page.setViewportSize(viewport)
    }
  }

  return {
    taken,
    async shot(page: Page, name: string, options: { whole?: boolean } = {}) {
      const path = join(dir, `${name}.png`)
      await stretched(page, options.whole !== false, () => page.screenshot({ path, animations: "disabled" }))
      taken.push(path)
      return path
    },
    async element(locator: Locator, name: string) {
      const path = join(dir, `${name}.png`)
      await stretched(locator.page(), true, () => locator.screenshot({ path, animations: "disabled" }))
      taken.push(path)
      return path
    },
  }
}
