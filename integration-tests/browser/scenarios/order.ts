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
    await item
      .getByTestId("attention-what")
      .filter({ hasText: `paid more than the order total on invoice ${data.uuid}` })
      .waitFor({ timeout: 60_000 })
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
    // The widget decides once it has read the order's crypto payments (the ledger route): wait for that answer.
    const widgetRead = page.waitForResponse((r) => r.url().includes(`/admin/cryptocloud/orders/${id}/payments`))
    await page.goto(`${stack.appUrl}/app/orders/${id}`)
    await page.getByText(`#${completed.order!.display_id}`).first().waitFor()
    check((await widgetRead).ok(), "the widget read the order")
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    check((await page.getByTestId("crypto-payment-widget").count()) === 0, "no crypto widget")
  },
}

/**
 * [S] 4: a stranger opens a crypto session on an order's own collection (the order id is all it
 * takes) with an address, an invoice id and a `javascript:` pay link in its data, and the sandbox
 * holds the create — Medusa keeps that data on the session meanwhile. The order card, opened
 * then, shows none of it (the ledger has no invoice yet); once the create answers, the ledger's.
 */
export const plantedOrderCard: Scenario = {
  name: "order card: an address or pay link planted in a session's data while its create is slow is never shown",
  async run({ page, stack, shop }) {
    const planted = { uuid: "INV-PLANTED1", address: "TPlantedAttackerAddr1111111111111", link: "javascript:alert(document.cookie)" }
    const admin = async (path: string, body?: unknown) => {
      const url = `${stack.appUrl}${path}`
      const res = body === undefined ? await page.request.get(url) : await page.request.post(url, { data: body })
      check(res.ok(), `${path}: ${res.status()} ${(await res.text()).slice(0, 300)}`)
      return res.json()
    }
    // A converted draft order, charged with a collection of its own (what its card requests).
    const region = stack.store.regions.eur
    const address = { first_name: "Dora", last_name: "Draft", address_1: "Side st 2", city: "Berlin", postal_code: "10117", country_code: region.country }
    const { draft_order } = await admin("/admin/draft-orders", {
      region_id: region.id,
      sales_channel_id: stack.store.salesChannelId,
      email: "planted@example.com",
      shipping_address: address,
      billing_address: address,
      items: [{ variant_id: stack.store.variants.standard, quantity: 1 }],
    })
    await admin(`/admin/draft-orders/${draft_order.id}/convert-to-order`, {})
    const { order } = await admin(`/admin/orders/${draft_order.id}?fields=id,summary.*`)
    const { payment_collection } = await admin("/admin/payment-collections", { order_id: order.id, amount: Number(order.summary.pending_difference) })

    stack.sandbox.injectFault({ path: "/v2/invoice/create", kind: "latency", ms: 20_000, times: 1 })
    const held = shop.call("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
      provider_id: "pp_cryptocloud_cryptocloud",
      data: planted,
    })
    await eventually("the planted data on the order's session", async () => {
      const seen = await shop.call("GET", `/store/orders/${order.id}?fields=id,*payment_collections.payment_sessions`)
      return JSON.stringify(seen).includes(planted.address) || null
    })

    await page.goto(`${stack.appUrl}/app/orders/${order.id}`)
    const widget = page.getByTestId("crypto-payment-widget")
    await widget.waitFor({ timeout: 60_000 })
    await widget.getByTestId("crypto-no-record").or(widget.getByTestId("payment-request")).first().waitFor()
    const shown = async () => [await widget.innerText(), await widget.innerHTML()].join("\n")
    for (const value of [planted.uuid, planted.address, "javascript:"]) check(!(await shown()).includes(value), `the card shows no planted ${value}`)
    check((await page.locator('a[href^="javascript:"]').count()) === 0, "no javascript: link on the page")

    await held
    await page.reload()
    await widget.getByTestId("crypto-payment").first().waitFor({ timeout: 60_000 })
    for (const value of [planted.uuid, planted.address, "javascript:"]) check(!(await shown()).includes(value), `after the create, still no planted ${value}`)
  },
}
