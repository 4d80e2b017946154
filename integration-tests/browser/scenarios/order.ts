/**
 * An order paid with crypto through the store API and the sandbox (overpaid, so the widget
 * has something to warn about), opened in the admin: the "Crypto payment" widget, with the
 * order's open attention item (the surplus).
 */
import { check, eventually, type Scenario } from "../harness"

export const orderWidget: Scenario = {
  name: "shows the crypto payment widget on an overpaid order",
  async run({ page, shot, shotElement, stack, shop, facts }) {
    const { cartId, data } = await shop.checkout("eur")
    await stack.sandbox.pay(data.uuid, "overpay", { currency: "USDT_TRC20" })
    const completed = await shop.complete(cartId)
    check(completed.type === "order" && completed.order, `cart completed into an order: ${JSON.stringify(completed).slice(0, 300)}`)
    facts.overpaidOrder = completed.order!.id

    await page.goto(`${stack.appUrl}/app/orders/${completed.order!.id}`)
    const widget = page.getByTestId("crypto-payment-widget")
    await widget.waitFor({ timeout: 60_000 })
    await widget.locator('[data-testid="invoice-status"][data-status="overpaid"]').first().waitFor()
    await widget.getByTestId("crypto-warning-overpaid").filter({ hasText: "Overpaid by" }).waitFor()
    await widget.getByTestId("crypto-test-mode").waitFor()
    await widget.getByTestId("tx-list").locator("li").first().waitFor()
    await widget.getByTestId("fact-fee").filter({ hasText: "USDT_TRC20" }).waitFor()
    await widget.getByTestId("fact-received").filter({ hasText: "USDT_TRC20" }).waitFor()
    const history = await widget.getByTestId("crypto-history").innerText()
    check(/Overpaid/.test(history) && /Awaiting payment/.test(history), `history shows the status changes: ${history}`)
    check((await widget.innerText()).includes(data.uuid), "the widget names the invoice")

    // The surplus is an `overpayment` attention item of this order (raised when the postback is
    // processed, a few seconds after Medusa receives it): the widget lists it with Resolve.
    await eventually(
      "the overpayment attention item",
      async () => {
        const res = await page.request.get(`${stack.appUrl}/admin/cryptocloud/attention?order_id=${completed.order!.id}`)
        return res.ok() && (await res.json()).attention_items.some((i: { kind: string }) => i.kind === "overpayment")
      },
      60_000
    )
    await page.reload()
    const item = widget.getByTestId("order-attention").locator('[data-testid="attention-item"][data-kind="overpayment"]')
    await item.getByTestId("attention-what").filter({ hasText: `paid more than the order total on invoice ${data.uuid}` }).waitFor({ timeout: 60_000 })
    await item.getByTestId("attention-resolve").waitFor()
    await widget.getByTestId("tx-list").locator("li").first().waitFor()
    await shot("order")
    await shotElement(widget, "order-widget")
  },
}

export const otherOrder: Scenario = {
  name: "shows no crypto widget on an order paid another way",
  async run({ page, stack, shop }) {
    const cartId = await shop.createCart("eur")
    await shop.initiateSession(cartId, "pp_system_default")
    const completed = await shop.complete(cartId)
    check(completed.type === "order" && completed.order, "cart completed with the system provider")
    const id = completed.order!.id
    // The widget decides once it has read the order's payment sessions: wait for that answer.
    const widgetRead = page.waitForResponse((r) => r.url().includes(`/admin/orders/${id}?`) && r.url().includes("payment_sessions"))
    await page.goto(`${stack.appUrl}/app/orders/${id}`)
    await page.getByText(`#${completed.order!.display_id}`).first().waitFor()
    check((await widgetRead).ok(), "the widget read the order")
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    check((await page.getByTestId("crypto-payment-widget").count()) === 0, "no crypto widget")
  },
}
