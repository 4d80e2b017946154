/**
 * Two CryptoCloud projects (after projects.ts added the second): Settings › CryptoCloud opens on
 * the project chosen on the Crypto payments page; the form saves that project's settings (the
 * other project's stay as they were, and the next invoice of each project follows its own), the
 * connection shows and tests that project's shop id, postback URL and keys. The order card of
 * an order paid through the second project names it, and reads its invoice with its key.
 * Screenshots: docs/admin/settings-per-project.png, docs/admin/order-project.png.
 */
import type { Sandbox } from "../../../src/sandbox"
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { KEYS, PROJECT_NAMES, SECOND_KEYS, SECOND_PROVIDER_ID } from "../stack"
import { toDocs } from "./attention"
import { chooseProject } from "./projects"

const CREATE_PATH = "/v2/invoice/create"
const TIME_TO_PAY = { hours: 2, minutes: 15 }

/** The `time_to_pay` the newest invoice creation sent to `sandbox`. */
function lastTimeToPay(sandbox: Sandbox): string {
  const create = [...sandbox.requests].reverse().find((r) => r.path === CREATE_PATH)
  return JSON.stringify((create?.body as { add_fields?: { time_to_pay?: unknown } } | undefined)?.add_fields?.time_to_pay ?? null)
}

export const settingsPerProject: Scenario = {
  name: "saves settings per project: each project's form, postback URL, connection test and next invoice",
  async run(ctx: Ctx) {
    const { page, stack, shop } = ctx
    check(stack.secondSandbox, "the second project was added")
    const asia = stack.secondSandbox
    await page.goto(`${stack.appUrl}/app/cryptocloud?shop_id=${SECOND_KEYS.shopId}`)
    await page.getByTestId("open-settings").click()
    await page.waitForURL((url) => url.pathname.endsWith("/settings/cryptocloud") && url.searchParams.get("shop_id") === SECOND_KEYS.shopId)
    const form = page.getByTestId("settings-form")
    await form.waitFor()
    await page.getByTestId("connection-shop-id").filter({ hasText: SECOND_KEYS.shopId }).waitFor()
    await page.getByTestId("connection-project").filter({ hasText: PROJECT_NAMES.second }).waitFor()
    await page.getByTestId("postback-url").filter({ hasText: "/hooks/payment/cryptocloud_asia" }).waitFor()
    check(!(await page.content()).includes(SECOND_KEYS.apiKey), "the second project's key is never in the page")

    // The second project's time to pay.
    await page.getByTestId("time-to-pay-hours").fill(String(TIME_TO_PAY.hours))
    await page.getByTestId("time-to-pay-minutes").fill(String(TIME_TO_PAY.minutes))
    await page.getByTestId("settings-save").click()
    await page.getByTestId("field-time-to-pay").getByTestId("setting-source").filter({ hasText: "Set here" }).waitFor()

    // The connection test uses the second project's keys (its sandbox answers them only).
    const testsBefore = asia.requests.length
    await page.getByTestId("connection-test").click()
    await page.getByTestId("connection-check").nth(2).waitFor()
    const results = await page.getByTestId("connection-check").evaluateAll((items) => items.map((i) => i.getAttribute("data-ok")))
    check(results.length === 3 && results.every((ok) => ok === "true"), `the second project's connection checks pass: ${results.join(",")}`)
    check(asia.requests.length > testsBefore, "the connection test reached the second project's service")
    await toDocs(ctx.shot("settings-per-project"), "settings-per-project")

    // The first project's settings are its own.
    await chooseProject(page, PROJECT_NAMES.first, KEYS.shopId)
    await page
      .getByTestId("connection-shop-id")
      .filter({ hasText: new RegExp(`${KEYS.shopId}$`) })
      .waitFor()
    await page.getByTestId("postback-url").filter({ hasText: "/hooks/payment/cryptocloud_cryptocloud" }).waitFor()
    await form.waitFor()
    const firstTime = [await page.getByTestId("time-to-pay-hours").inputValue(), await page.getByTestId("time-to-pay-minutes").inputValue()]
    check(firstTime.join(":") !== `${TIME_TO_PAY.hours}:${TIME_TO_PAY.minutes}`, `the first project's time to pay is not the second's: ${firstTime.join(":")}`)

    // Back to the second: what was saved for it.
    await chooseProject(page, PROJECT_NAMES.second, SECOND_KEYS.shopId)
    await eventually(
      "the second project's saved time to pay in the form",
      async () =>
        (await page.getByTestId("time-to-pay-hours").inputValue()) === String(TIME_TO_PAY.hours) &&
        (await page.getByTestId("time-to-pay-minutes").inputValue()) === String(TIME_TO_PAY.minutes)
    )

    // The next invoice of each project follows its own settings (re-read within seconds).
    const wanted = JSON.stringify(TIME_TO_PAY)
    await eventually(
      "a second-project invoice made with its time to pay",
      async () => {
        await shop.checkout("jpy", 1, SECOND_PROVIDER_ID)
        return lastTimeToPay(asia) === wanted
      },
      20_000
    )
    await shop.checkout("eur")
    check(lastTimeToPay(stack.sandbox) !== wanted, `the first project's next invoice keeps its own time to pay: ${lastTimeToPay(stack.sandbox)}`)
  },
}

export const projectOnOrder: Scenario = {
  name: "names the project on the order card of an order paid through the second project",
  async run(ctx: Ctx) {
    const { page, stack, facts } = ctx
    check(facts.asiaOrder, "the second project's order was made")
    await page.goto(`${stack.appUrl}/app/orders/${facts.asiaOrder}`)
    const widget = page.getByTestId("crypto-payment-widget")
    await widget.waitFor({ timeout: 60_000 })
    await widget.getByTestId("crypto-project").filter({ hasText: PROJECT_NAMES.second }).waitFor()
    const payment = widget.locator(`[data-testid="crypto-payment"][data-invoice="${facts.asiaOverpaid}"]`)
    check((await payment.getAttribute("data-shop-id")) === SECOND_KEYS.shopId, "the payment is the second project's")
    await payment.getByTestId("crypto-payment-project").filter({ hasText: PROJECT_NAMES.second }).waitFor()
    // Fees and transactions come from reading the invoice with the second project's key.
    await widget.getByTestId("fact-fee").filter({ hasText: "USDT_TRC20" }).waitFor()
    await widget.getByTestId("tx-list").locator("li").first().waitFor()
    check((await widget.getByTestId("crypto-live-error").count()) === 0, "the invoice was read")
    await toDocs(ctx.shotElement(widget, "order-project"), "order-project")

    // An order of the first project (the order scenario's, when it ran) names the first.
    if (facts.overpaidOrder) {
      await page.goto(`${stack.appUrl}/app/orders/${facts.overpaidOrder}`)
      await widget.getByTestId("crypto-project").filter({ hasText: PROJECT_NAMES.first }).waitFor({ timeout: 60_000 })
    }
  },
}
