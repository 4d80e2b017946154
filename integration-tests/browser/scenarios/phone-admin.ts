/**
 * The admin on a phone: an admin user who reads Turkish opens the Crypto payments page at
 * 390 × 844 (a current phone's CSS viewport). The page does not scroll sideways, no section's
 * content sticks out of it, and the rows of the attention queue and of the invoice list can be
 * read (on screen, or inside their table's own horizontal scroller). Then an overpaid order's
 * "Crypto payment" card, at the same width. Screenshot: docs/admin/tr-phone-crypto-payments.png.
 * The viewport and the English admin are restored whatever happens, for the scenarios after it.
 */
import { copyFileSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import tr from "../../../src/admin/i18n/json/tr.json"
import { fitsWidth, pageWidth, spills, unreadableRows } from "../fits-width"
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { ROOT } from "../stack"
import { chooseLanguage } from "./languages"
import { overpaidOrder } from "./russian"

const DOCS = join(ROOT, "docs", "admin")
const PHONE = { width: 390, height: 844 }

/**
 * The page and each of the plugin's `parts` fit the phone's width; says all that sticks out where
 * not. `contentArea: false`: Medusa's content area may scroll sideways (its own parts are wider).
 */
async function checkWidth(ctx: Ctx, where: string, parts: string[], { contentArea = true } = {}) {
  const width = await pageWidth(ctx.page)
  const fits = contentArea ? fitsWidth(width) : width.document <= width.viewport
  const problems = fits ? [] : [`the page scrolls sideways at ${width.viewport} px: ${JSON.stringify(width)}`]
  for (const testId of parts) {
    for (const part of await ctx.page.getByTestId(testId).all()) {
      const { scroll, client, outside } = await spills(part)
      if (outside.length > 0 || scroll > client) problems.push(`${testId} is ${scroll} px wide in ${client} px; sticking out: ${outside.join("; ")}`)
    }
  }
  check(problems.length === 0, `${where}:\n${problems.join("\n")}`)
}

export const phoneAdmin: Scenario = {
  name: "the admin on a phone: Crypto payments in Turkish at 390 px",
  async run(ctx) {
    const { page, stack, shot, shotElement } = ctx
    const desktop = page.viewportSize() ?? { width: 1440, height: 900 }
    try {
      // An order with a card and an open attention item (its surplus), so both lists have rows.
      const orderId = ctx.facts.overpaidOrder ?? (await overpaidOrder(stack, ctx.shop))
      await eventually(
        "the overpayment attention item",
        async () => {
          const res = await page.request.get(`${stack.appUrl}/admin/cryptocloud/attention?order_id=${orderId}`)
          return res.ok() && (await res.json()).attention_items.some((i: { kind: string }) => i.kind === "overpayment")
        },
        60_000
      )
      await chooseLanguage(page, stack.appUrl, "Türkçe", "tr")
      await page.setViewportSize(PHONE)

      await page.goto(`${stack.appUrl}/app/cryptocloud`)
      const main = page.getByTestId("cryptocloud-page")
      await main.getByRole("heading", { name: tr.cryptocloud.page.title, level: 1 }).waitFor()
      await main.getByTestId("invoice-row").first().waitFor()
      await main.getByTestId("attention-item").first().waitFor()
      // Every section loaded (no skeleton left): a late table could still widen the page.
      await page.waitForFunction(() => !document.querySelector('[data-testid="cryptocloud-page"] [aria-busy="true"]'))
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const sections = [
        "cryptocloud-page",
        ...(await main.locator(':scope > [data-testid$="-section"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-testid") ?? ""))),
      ]
      await checkWidth(ctx, "Crypto payments", sections)
      for (const rows of ["attention-item", "invoice-row"]) {
        const bad = await unreadableRows(main.getByTestId(rows))
        check(bad.length === 0, `${rows} rows cut off at ${PHONE.width} px: ${bad.join("; ")}`)
      }
      const path = await shot("tr-phone-crypto-payments")
      mkdirSync(DOCS, { recursive: true })
      copyFileSync(path, join(DOCS, "tr-phone-crypto-payments.png"))

      await page.goto(`${stack.appUrl}/app/orders/${orderId}`)
      const card = page.getByTestId("crypto-payment-widget")
      await card.getByTestId("order-attention").getByTestId("attention-item").first().waitFor({ timeout: 60_000 })
      await card.getByTestId("tx-list").locator("li").first().waitFor()
      await card.getByTestId("crypto-history").waitFor()
      check((await card.getByRole("heading", { level: 2 }).innerText()) === tr.cryptocloud.order.title, "the order card is in Turkish")
      // Medusa's own order header (its payment and fulfilment badges side by side) is wider than a
      // phone and scrolls its content area sideways: not the plugin's to fix, so only the
      // document and the card are held to the phone's width here.
      await checkWidth(ctx, "the order card", ["crypto-payment-widget"], { contentArea: false })
      const box = await card.boundingBox()
      check(box && box.x >= 0 && box.x + box.width <= PHONE.width, `the order card within the phone's width: ${JSON.stringify(box)}`)
      await shotElement(card, "tr-phone-order-card")
    } finally {
      await page.setViewportSize(desktop)
      await chooseLanguage(page, stack.appUrl, "English", "en")
    }
  },
}
