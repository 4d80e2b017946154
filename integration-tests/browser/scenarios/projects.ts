/**
 * A store with two CryptoCloud projects (design.md, "Several projects in one store"). First, the
 * one-project admin as every other scenario sees it: no project switcher, and no request of the
 * Crypto payments page names a project. Then the merchant adds a second project (the server
 * restarts with it, stack.ts addSecondProject), makes the Japan region pay through it, and two
 * checkouts there make invoices in the second project (one overpaid and completed into an order,
 * one waiting). On the Crypto payments page the admin switches project: the balances, invoices,
 * statistics — and every per-project request — are the chosen project's, the choice is in the
 * URL (a reload keeps it), an invoice opens with its project's key, and the attention queue names
 * the project of the overpayment. Screenshot: docs/admin/project-switcher.png.
 * Settings per project and the order card: projects-settings.ts.
 */
import type { Page, Request } from "playwright-core"
import type { Sandbox } from "../../../src/sandbox"
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../seed"
import { check, eventually, grouped, type Ctx, type Scenario } from "../harness"
import { PROJECT_NAMES, SECOND_KEYS, SECOND_PROVIDER_ID, KEYS } from "../stack"
import { toDocs } from "./attention"

/** The per-project routes the Crypto payments page reads. */
const PER_PROJECT = ["/balance", "/withdrawals", "/statistics", "/invoices", "/deposits", "/postbacks"]

/** The plugin's admin requests the page makes from now until `stop()`. */
function recordRequests(page: Page) {
  const seen: string[] = []
  const listener = (request: Request) => {
    if (request.url().includes("/admin/cryptocloud/")) seen.push(request.url())
  }
  page.on("request", listener)
  return {
    seen,
    stop: () => page.off("request", listener),
    /** The requests of each per-project route (path only, without the query). */
    of: (route: string) => seen.filter((url) => new URL(url).pathname === `/admin/cryptocloud${route}`),
  }
}

/** The balances the page lists: a row per currency that holds money, with its available amount. */
export async function expectBalances(page: Page, sandbox: Sandbox) {
  const held = Object.entries(sandbox.getBalances()).filter(([, b]) => Number(b.available) > 0)
  for (const [code, balance] of held) {
    const cell = page.locator(`[data-testid="balance-row"][data-currency="${code}"]`).getByTestId("balance-available")
    await cell.filter({ hasText: new RegExp(`^${grouped(balance.available).replace(/\./g, "\\.")}$`) }).waitFor()
  }
  await eventually(`${held.length} balance rows`, async () => (await page.getByTestId("balance-row").count()) === held.length)
}

/** The uuids of the invoice rows shown. */
const invoiceRows = (page: Page) => page.getByTestId("invoice-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-uuid") ?? ""))

/** Choose a project in the page's switcher, as the admin does. */
export async function chooseProject(page: Page, name: string, shopId: string) {
  await page.getByTestId("project-select").click()
  await page.getByRole("option", { name, exact: true }).click()
  await page.waitForURL((url) => url.searchParams.get("shop_id") === shopId)
  await page.locator(`[data-testid="project-switcher"][data-shop-id="${shopId}"]`).waitFor()
}

/** After the restart the session may be gone: log in again when the dashboard asks. */
async function logInAgain(page: Page, appUrl: string) {
  await page.goto(`${appUrl}/app/cryptocloud`, { timeout: 180_000 })
  await page.waitForSelector('input[name="email"], [data-testid="cryptocloud-page"]', { timeout: 180_000 })
  if (await page.locator('input[name="email"]').isVisible()) {
    await page.fill('input[name="email"]', ADMIN_EMAIL)
    await page.fill('input[name="password"]', ADMIN_PASSWORD)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/app\/(orders|cryptocloud)/, { timeout: 60_000 })
  }
}

const second = (ctx: Ctx) => {
  check(ctx.stack.secondSandbox, "the second project was added (the scenario adding it ran)")
  return ctx.stack.secondSandbox
}

export const addSecondProject: Scenario = {
  name: "adds a second CryptoCloud project (before it: no switcher, no shop id in any request)",
  async run(ctx) {
    const { page, stack, shop, facts } = ctx
    // One project: the page as every scenario before saw it.
    const requests = recordRequests(page)
    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    await page.getByTestId("invoice-row").first().waitFor()
    await page.getByTestId("balance-row").first().waitFor()
    await page.getByTestId("postbacks-section").locator('[data-testid="postback-row"], [data-testid="postbacks-empty"]').first().waitFor()
    requests.stop()
    check((await page.getByTestId("project-switcher").count()) === 0, "no project switcher with one project")
    for (const route of PER_PROJECT) check(requests.of(route).length > 0, `the page read ${route}`)
    const named = requests.seen.filter((url) => new URL(url).searchParams.has("shop_id"))
    check(named.length === 0, `no request names a project with one project: ${named.join(", ")}`)

    await stack.addSecondProject((line) => process.stdout.write(`      ${line}\n`))
    await logInAgain(page, stack.appUrl)

    // The merchant lets the Japan region pay through the second project's provider.
    const region = await page.request.post(`${stack.appUrl}/admin/regions/${stack.store.regions.jpy.id}`, {
      data: { payment_providers: [SECOND_PROVIDER_ID, "pp_system_default"] },
    })
    check(region.ok(), `the Japan region offers ${SECOND_PROVIDER_ID}: HTTP ${region.status()} ${await region.text()}`)

    const asia = second(ctx)
    const [overpaid, waiting] = await Promise.all([shop.checkout("jpy", 1, SECOND_PROVIDER_ID), shop.checkout("jpy", 2, SECOND_PROVIDER_ID)])
    for (const { data } of [overpaid, waiting]) {
      check(asia.getInvoice(data.uuid) && !stack.sandbox.getInvoice(data.uuid), `invoice ${data.uuid} was made in the second project only`)
    }
    await asia.pay(overpaid.data.uuid, "overpay", { currency: "USDT_TRC20" })
    const completed = await shop.complete(overpaid.cartId)
    check(completed.type === "order" && completed.order, `the second project's cart completed into an order: ${JSON.stringify(completed).slice(0, 300)}`)
    await asia.flushPostbacks()
    Object.assign(facts, { asiaOrder: completed.order!.id, asiaOverpaid: overpaid.data.uuid, asiaWaiting: waiting.data.uuid })
  },
}

export const switchProjects: Scenario = {
  name: "switches the Crypto payments page between the two projects: balances, invoices and statistics follow",
  async run(ctx) {
    const { page, stack, facts } = ctx
    const asia = second(ctx)
    const asiaInvoices = [facts.asiaOverpaid, facts.asiaWaiting]
    await page.goto(`${stack.appUrl}/app/cryptocloud`)

    // The first project by default.
    await page.locator(`[data-testid="project-switcher"][data-shop-id="${KEYS.shopId}"]`).waitFor()
    await page.getByTestId("project-select").filter({ hasText: PROJECT_NAMES.first }).waitFor()
    await expectBalances(page, stack.sandbox)
    await page.getByTestId("invoice-row").first().waitFor()
    const firstRows = await invoiceRows(page)
    check(!firstRows.some((uuid) => asiaInvoices.includes(uuid)), "the first project lists none of the second's invoices")

    // The second project: every section reads it.
    const requests = recordRequests(page)
    await chooseProject(page, PROJECT_NAMES.second, SECOND_KEYS.shopId)
    await expectBalances(page, asia)
    let shown: unknown = null
    await eventually("the second project's two invoices in the statistics and the list", async () => {
      const total = await page
        .getByTestId("statistics-total-count")
        .innerText()
        .catch(() => "none")
      const rows = await invoiceRows(page)
      shown = { total, rows, made: asiaInvoices, sandbox: asia.listInvoices().map((i) => i.uuid) }
      return /\b2$/.test(total.trim()) && rows.length === 2 && asiaInvoices.every((uuid) => rows.includes(uuid))
    }).catch((error) => {
      throw new Error(`${error instanceof Error ? error.message : error}: ${JSON.stringify(shown)}`)
    })
    await page.getByTestId("postbacks-section").locator('[data-testid="postback-row"], [data-testid="postbacks-empty"]').first().waitFor()
    requests.stop()
    for (const route of PER_PROJECT) {
      const urls = requests.of(route)
      check(
        urls.length > 0 && urls.every((url) => new URL(url).searchParams.get("shop_id") === SECOND_KEYS.shopId),
        `${route} asked with the second project's shop id: ${urls.join(", ")}`
      )
    }
    // A link (here: a reload) opens the same project; an invoice opens with its project's key.
    await page.reload()
    await page.locator(`[data-testid="project-switcher"][data-shop-id="${SECOND_KEYS.shopId}"]`).waitFor()
    await page.locator(`[data-testid="invoice-row"][data-uuid="${facts.asiaWaiting}"]`).click()
    const drawer = page.getByTestId("invoice-drawer")
    await drawer.getByTestId("fact-fiat").filter({ hasText: "JPY" }).waitFor()
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })

    // The overpayment is the store's to look at, and says which project it is in.
    await eventually(
      "the second project's overpayment attention item",
      async () => {
        const res = await page.request.get(`${stack.appUrl}/admin/cryptocloud/attention?order_id=${facts.asiaOrder}`)
        return res.ok() && (await res.json()).attention_items.some((i: { kind: string }) => i.kind === "overpayment")
      },
      60_000
    )
    await page.reload()
    const item = page.locator(`[data-testid="attention-item"][data-kind="overpayment"][data-order-id="${facts.asiaOrder}"]`)
    await item.locator(`[data-testid="attention-project"]`).filter({ hasText: PROJECT_NAMES.second }).waitFor({ timeout: 60_000 })
    check((await item.getAttribute("data-shop-id")) === SECOND_KEYS.shopId, "the item is the second project's")
    await page.getByTestId("balance-row").first().waitFor()

    // Open, the switcher shows both projects over the second project's figures.
    await page.getByTestId("project-select").click()
    await page.getByRole("option", { name: PROJECT_NAMES.first, exact: true }).waitFor()
    await toDocs(ctx.shot("project-switcher", { whole: false }), "project-switcher")
    await page.keyboard.press("Escape")

    // And back: the first project's figures again.
    await chooseProject(page, PROJECT_NAMES.first, KEYS.shopId)
    await expectBalances(page, stack.sandbox)
    await eventually("the first project's invoices", async () => {
      const rows = await invoiceRows(page)
      return rows.length > 0 && !rows.some((uuid) => asiaInvoices.includes(uuid))
    })
  },
}
