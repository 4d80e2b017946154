/** Log in, open "Crypto payments" from the sidebar, read balances/statistics/invoices, cancel an invoice. */
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../seed"
import { check, eventually, grouped, type Scenario } from "../harness"

export const logIn: Scenario = {
  name: "logs in to the admin",
  async run({ page, stack }) {
    // The first request makes Vite compile the dashboard: allow for it.
    await page.goto(`${stack.appUrl}/app/login`, { timeout: 180_000 })
    await page.locator('input[name="email"]').waitFor({ timeout: 180_000 })
    await page.fill('input[name="email"]', ADMIN_EMAIL)
    await page.fill('input[name="password"]', ADMIN_PASSWORD)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/app\/orders/, { timeout: 60_000 })
  },
}

export const dashboard: Scenario = {
  name: "shows balances, statistics and invoices on the Crypto payments page",
  async run({ page, shot, stack }) {
    await page.getByRole("link", { name: "Crypto payments" }).click()
    await page.waitForURL(/\/app\/cryptocloud$/)
    // What the sandbox project holds now: the seeded balances plus the fixtures' payments.
    const held = Object.entries(stack.sandbox.getBalances()).filter(([, b]) => Number(b.available) > 0)
    for (const [code, balance] of held) {
      const cell = page.locator(`[data-testid="balance-row"][data-currency="${code}"]`).getByTestId("balance-available")
      await cell.filter({ hasText: new RegExp(`^${grouped(balance.available).replace(/\./g, "\\.")}$`) }).waitFor()
    }
    check((await page.getByTestId("balance-row").count()) === held.length, `only the ${held.length} currencies that hold money are listed`)

    // Four invoices: paid, partial, canceled (expired) and one still waiting.
    await page.getByTestId("statistics-total-count").filter({ hasText: "4" }).waitFor()
    for (const status of ["paid", "partial", "canceled", "created"]) {
      const count = await page.locator(`[data-testid="statistics-row"][data-status="${status}"]`).getAttribute("data-count")
      check(count === "1", `statistics count ${count} for ${status}, expected 1`)
    }
    await page.getByTestId("invoice-row").nth(3).waitFor()
    check((await page.getByTestId("invoice-row").count()) === 4, "four invoices listed")
    await shot("crypto-payments")
  },
}

export const cancelInvoice: Scenario = {
  name: "opens an invoice and cancels it after confirming",
  async run({ page, shot, stack, facts }) {
    const uuid = facts.waitingInvoice
    await page.locator(`[data-testid="invoice-row"][data-uuid="${uuid}"]`).click()
    const drawer = page.getByTestId("invoice-drawer")
    await drawer.locator('[data-testid="invoice-status"][data-status="created"]').waitFor()
    await drawer.getByTestId("fact-fiat").filter({ hasText: "EUR" }).waitFor()
    await shot("invoice-drawer", { whole: false })

    await drawer.getByTestId("invoice-cancel").click()
    const prompt = page.getByRole("alertdialog")
    await prompt.getByText(`Cancel invoice ${uuid}?`).waitFor()
    await prompt.getByRole("button", { name: "Cancel invoice" }).click()
    await drawer.locator('[data-testid="invoice-status"][data-status="canceled"]').waitFor()
    await eventually("the sandbox invoice to be canceled", () => stack.sandbox.getInvoice(uuid)?.status === "canceled")
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })
    await page.locator(`[data-testid="invoice-row"][data-uuid="${uuid}"] [data-status="canceled"]`).waitFor()
  },
}
