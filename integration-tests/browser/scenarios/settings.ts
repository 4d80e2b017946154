/**
 * Settings › CryptoCloud: validation, saving, the connection test — and the next invoice
 * created through the store API uses the saved values (checked in the sandbox's request log).
 */
import { check, eventually, type Scenario } from "../harness"

const CREATE_PATH = "/v2/invoice/create"

export const settings: Scenario = {
  name: "changes the offered currencies and time to pay; the next invoice uses them",
  async run({ page, shot, stack, shop, facts }) {
    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    await page.getByTestId("open-settings").click()
    await page.waitForURL(/\/app\/settings\/cryptocloud$/)
    const form = page.getByTestId("settings-form")
    await form.waitFor()
    check((await page.getByTestId("secret-apiKey").innerText()).includes("Configured"), "API key shown as configured")
    check(!(await page.content()).includes("browser-api-key"), "the key itself is never in the page")

    await page.getByTestId("currencies-all").click()
    await page.getByTestId("currency-BTC").click()
    await page.getByTestId("currency-USDT_TRC20").click()
    await page.getByTestId("time-to-pay-hours").fill("1")
    await page.getByTestId("time-to-pay-minutes").fill("30")
    await page.getByTestId("tolerance").fill("150")
    await page.getByTestId("settings-save").click()
    await form.getByText("Enter a percentage from 0 to 100").waitFor()
    await page.getByTestId("tolerance").fill("0.5")
    await page.getByTestId("settings-save").click()
    // Saved: the form starts again from the stored values, now marked as set here.
    for (const field of ["field-currencies", "field-time-to-pay", "field-tolerance"]) {
      await page.getByTestId(field).getByTestId("setting-source").filter({ hasText: "Set here" }).waitFor()
    }
    await form.getByText("Last changed").waitFor()

    // Telling your staff: a wrong address is refused in words, a right one saved and marked set here.
    const notices = page.getByTestId("notice-settings")
    await page.getByTestId("notice-alertsTo").fill("ops@shop.example, not-an-address")
    await page.getByTestId("notice-silence").fill("12")
    await page.getByTestId("notice-save").click()
    await notices.getByText("Enter e-mail addresses separated by commas.").waitFor()
    await page.getByTestId("notice-alertsTo").fill("ops@shop.example, owner@shop.example")
    await page.getByTestId("notice-save").click()
    await notices.getByTestId("setting-source").filter({ hasText: "Set here" }).nth(1).waitFor()
    const saved = await eventually(
      "the staff alert settings saved",
      async () => {
        // The admin's own session (the browser context's cookie), as the page's requests.
        const data = (await (await page.request.get(`${stack.appUrl}/admin/cryptocloud/settings`)).json()) as {
          alerts: { settings: { to: string[]; postback_silence_hours: number } }
        }
        return data.alerts.settings.to.length === 2 ? data.alerts.settings : null
      },
      10_000
    )
    check(saved.to.join(",") === "ops@shop.example,owner@shop.example" && saved.postback_silence_hours === 12, `alerts saved: ${JSON.stringify(saved)}`)

    await page.getByTestId("connection-test").click()
    await page.getByTestId("connection-check").nth(2).waitFor()
    const results = await page.getByTestId("connection-check").evaluateAll((items) => items.map((i) => i.getAttribute("data-ok")))
    check(results.length === 3 && results.every((ok) => ok === "true"), `connection checks all pass: ${results.join(",")}`)
    await shot("settings")

    // The provider re-reads the settings (at most 5 s old on other instances): poll with new checkouts.
    let attempts = 0
    const body = await eventually(
      "an invoice created with the new settings",
      async () => {
        attempts++
        const { data } = await shop.checkout("eur")
        const create = [...stack.sandbox.requests].reverse().find((r) => r.path === CREATE_PATH)
        const sent = create?.body as { add_fields?: { available_currencies?: string[]; time_to_pay?: unknown } } | undefined
        const currencies = sent?.add_fields?.available_currencies
        facts.settingsInvoice = data.uuid
        return currencies && currencies.join(",") === "BTC,USDT_TRC20" ? sent : null
      },
      20_000
    )
    check(
      JSON.stringify(body.add_fields?.time_to_pay) === JSON.stringify({ hours: 1, minutes: 30 }),
      `time_to_pay sent: ${JSON.stringify(body.add_fields?.time_to_pay)}`
    )
    const invoice = stack.sandbox.getInvoice(facts.settingsInvoice)
    check(invoice?.availableCurrencies?.join(",") === "BTC,USDT_TRC20", "the sandbox invoice offers BTC and USDT_TRC20 only")
    facts.settingsAttempts = String(attempts)
  },
}
