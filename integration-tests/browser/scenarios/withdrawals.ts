/**
 * Withdrawals from the admin: errors the admin can read (the form's own check, the route's
 * 400), the 12-second interval (another admin withdrew a moment ago: 429 with retry_after_ms,
 * shown as a countdown), then a withdrawal that goes through and lands in the history. The
 * sandbox's request log proves that the request inside the interval never reached it.
 */
import type { Page } from "playwright-core"
import { check, eventually, grouped, type Scenario } from "../harness"

const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const OUT_PATH = "/v2/invoice/api/out/create"

async function openForm(page: Page, amount: string) {
  const drawer = page.getByTestId("withdrawal-drawer")
  if (!(await drawer.isVisible())) {
    await page.getByTestId("open-withdrawal").click()
    await drawer.waitFor()
  }
  await drawer.getByTestId("withdrawal-currency").click()
  await page.getByRole("option", { name: /^USDT_TRC20/ }).click()
  await drawer.getByTestId("withdrawal-address").fill(ADDRESS)
  await drawer.getByTestId("withdrawal-amount").fill(amount)
  return drawer
}

async function submitAndConfirm(page: Page) {
  await page.getByTestId("withdrawal-drawer").getByTestId("withdrawal-submit").click()
  const prompt = page.getByRole("alertdialog")
  await prompt.getByText("Send this withdrawal?").waitFor()
  await prompt.getByRole("button", { name: "Send withdrawal" }).click()
  await prompt.waitFor({ state: "hidden" })
}

export const withdrawals: Scenario = {
  name: "shows withdrawal errors, counts down the 12 s interval after a 429, then withdraws",
  async run({ page, shot, stack }) {
    const outRequests = () => stack.sandbox.requests.filter((r) => r.path === OUT_PATH)
    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    await page.getByTestId("withdrawals-empty").waitFor()
    const available = stack.sandbox.getBalances().USDT_TRC20.available

    // 1. More than the balance: the form says so as it is typed; nothing can be sent.
    const drawer = await openForm(page, "100000")
    await drawer
      .getByTestId("withdrawal-amount-error")
      .filter({ hasText: `Only ${grouped(available)} USDT_TRC20 is available` })
      .waitFor()

    // 2. An amount the route refuses (more decimals than any currency has): its 400, readable.
    await drawer.getByTestId("withdrawal-amount").fill("0.0000000000000000001")
    await submitAndConfirm(page)
    const refusal = drawer.getByTestId("withdrawal-error")
    await refusal.filter({ hasText: "at most 18 decimals" }).waitFor()
    check(outRequests().length === 0, "nothing reached the sandbox for the refused inputs")
    await shot("withdrawal-error", { whole: false })

    // 3. Another admin withdraws right now (same session, through the API): this form's next
    //    request is inside the 12 s interval → 429 with retry_after_ms → countdown, not sent.
    const other = await page.request.post(`${stack.appUrl}/admin/cryptocloud/withdrawals`, {
      data: { currency_code: "USDT_TRC20", to_address: ADDRESS, amount: "5" },
    })
    check(other.ok(), `the other admin's withdrawal went through: ${other.status()} ${await other.text()}`)
    await drawer.getByTestId("withdrawal-amount").fill("10")
    await submitAndConfirm(page)
    await drawer.getByTestId("withdrawal-countdown").waitFor()
    const waitText = (await drawer.getByTestId("withdrawal-submit").innerText()).trim()
    check(/^Wait \d+ s$/.test(waitText), `countdown on the button, got "${waitText}"`)
    await refusal.filter({ hasText: "every 12 s" }).waitFor()
    check(outRequests().length === 1, "the request inside the interval never reached the sandbox")
    await shot("withdrawal-countdown", { whole: false })

    // 4. When the countdown ends the same withdrawal goes through.
    await drawer
      .getByTestId("withdrawal-submit")
      .filter({ hasText: /^Withdraw$/ })
      .waitFor({ timeout: 20_000 })
    await submitAndConfirm(page)
    await page.getByText("Withdrawal sent").first().waitFor()
    await drawer.waitFor({ state: "hidden" })
    const history = page.getByTestId("withdrawals-section")
    await history.locator('[data-testid="withdrawal-row"][data-status="sent"]').filter({ hasText: "10 USDT_TRC20" }).waitFor()
    await page.getByTestId("withdrawal-countdown-badge").waitFor()
    const statuses = await history.getByTestId("withdrawal-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-status")))
    check(statuses.join(",") === "sent,refused,sent", `history newest first: sent (10), refused (interval), sent (5); got ${statuses}`)

    const sent = outRequests()
    check(sent.length === 2, `two requests reached the sandbox, got ${sent.length}`)
    const gap = Date.parse(sent[1].at) - Date.parse(sent[0].at)
    check(gap >= 12_000, `the two requests are ${gap} ms apart (≥ 12000)`)
    const done = await eventually("both withdrawals in the sandbox", () => stack.sandbox.listWithdrawals().length === 2 && stack.sandbox.listWithdrawals())
    check(done.map((w) => w.amount).join(",") === "5,10", `the sandbox executed 5 then 10 USDT_TRC20: ${done.map((w) => w.amount)}`)
    await shot("withdrawals")
  },
}

export const withdrawalsDisabled: Scenario = {
  name: "explains that withdrawals are off when no withdrawal key is configured",
  async run({ page, shot, stack }) {
    // The key is read from medusa-config at boot; rather than boot a second server without it,
    // the settings answer is changed on its way to the page (everything else is real).
    const settingsUrl = `${stack.appUrl}/admin/cryptocloud/settings`
    await page.route(settingsUrl, async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      await route.fulfill({ response, json: { ...body, withdrawals_enabled: false, secrets: { ...body.secrets, withdrawalApiKey: "missing" } } })
    })
    try {
      await page.goto(`${stack.appUrl}/app/cryptocloud`)
      await page.getByTestId("withdrawals-disabled").filter({ hasText: "CRYPTOCLOUD_WITHDRAWAL_API_KEY" }).waitFor()
      check(await page.getByTestId("open-withdrawal").isDisabled(), "the Withdraw button is disabled")
      await shot("withdrawals-disabled", { whole: false })
    } finally {
      await page.unroute(settingsUrl)
    }
  },
}
