/**
 * A refund paid out in crypto. An order paid with USDT_TRC20 (store API + sandbox, as the order
 * scenario does) is partly refunded in Medusa's own order page (Payments › … › Refund); the
 * plugin records what is owed. It is listed among the refunds to pay out on the Crypto payments
 * page, whose order link leads back. In the Crypto payment card: the refund with its status and
 * amounts, "Request address" (the single-use link with its expiry), then "Pay out" to an
 * address the admin types — an amount above the refund is refused by the form — after a
 * confirmation. The refund becomes payout_requested and the sandbox carried out exactly one
 * withdrawal of that amount to that address. Screenshots: docs/admin/order-refund.png,
 * docs/admin/open-refunds.png.
 */
import type { Page } from "playwright-core"
import { compareDecimal } from "../../../src/admin/lib/decimal"
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { toDocs } from "./attention"

/** A valid Tron address (Tron's documentation), other than the one the withdrawal scenarios use. */
const PAYOUT_ADDRESS = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW"
const REFUND_EUR = "5"
const OUT_PATH = "/v2/invoice/api/out/create"

interface RefundRow {
  id: string
  status: string
  amount: string
  currency_code: string
  crypto_amount: string
  crypto_currency: string
  address: string | null
  withdrawal_id: string | null
}

async function orderRefunds(page: Page, ctx: Ctx, orderId: string): Promise<RefundRow[]> {
  const res = await page.request.get(`${ctx.stack.appUrl}/admin/cryptocloud/refunds?order_id=${orderId}&status=all`)
  check(res.ok(), `GET refunds: ${res.status()} ${await res.text()}`)
  return (await res.json()).refunds
}

/** Medusa's own refund: the payment's action menu on the order page, the Refund drawer. */
async function refundInMedusa(page: Page, amount: string) {
  const payment = page.locator("div.grid", { hasText: "pp_cryptocloud_cryptocloud" }).first()
  await payment.waitFor()
  await payment.getByRole("button").last().click()
  await page.getByRole("menuitem", { name: "Refund" }).click()
  const form = page.getByRole("dialog")
  await form.waitFor()
  const input = form.locator("input").first()
  await input.fill(amount)
  await form.getByRole("button", { name: "Save" }).click()
  await form.waitFor({ state: "hidden" })
}

export const refund: Scenario = {
  name: "refunds part of a crypto order in Medusa, requests the customer's address and pays the refund out",
  async run(ctx) {
    const { page, stack, shop, shot, shotElement } = ctx
    const { cartId, data } = await shop.checkout("eur")
    await stack.sandbox.pay(data.uuid, "exact", { currency: "USDT_TRC20" })
    const completed = await shop.complete(cartId)
    check(completed.type === "order" && completed.order, `cart completed into an order: ${JSON.stringify(completed).slice(0, 300)}`)
    const orderId = completed.order!.id

    await page.goto(`${stack.appUrl}/app/orders/${orderId}`)
    const widget = page.getByTestId("crypto-payment-widget")
    await widget.waitFor({ timeout: 60_000 })
    await widget.locator('[data-testid="invoice-status"][data-status="paid"]').first().waitFor()
    check((await widget.getByTestId("order-refunds").count()) === 0, "no refunds before the merchant refunds")

    // 1. The merchant refunds 5 EUR in Medusa's own order page.
    await refundInMedusa(page, REFUND_EUR)
    const [owed] = await eventually("the refund recorded by the plugin", async () => {
      const rows = await orderRefunds(page, ctx, orderId)
      return rows.length === 1 && rows
    })
    check(compareDecimal(owed.amount, REFUND_EUR) === 0 && owed.currency_code.toLowerCase() === "eur", `5 EUR owed: ${JSON.stringify(owed)}`)
    check(owed.crypto_currency === "USDT_TRC20", `owed in the invoice's crypto: ${owed.crypto_currency}`)

    // 2. Listed among the refunds to pay out on the Crypto payments page, linking to the order.
    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    const open = page.locator(`[data-testid="open-refund-row"][data-id="${owed.id}"]`)
    await open.getByTestId("refund-status").filter({ hasText: "Awaiting address" }).waitFor()
    check((await open.innerText()).includes(`${owed.crypto_amount} USDT_TRC20`), "the open refund's crypto amount")
    await toDocs(shotElement(page.getByTestId("open-refunds-section"), "open-refunds"), "open-refunds")
    await open
      .getByTestId("order-link")
      .filter({ hasText: `#${completed.order!.display_id}` })
      .click()
    await page.waitForURL(new RegExp(`/orders/${orderId}$`))

    // 3. The widget shows it, with its amounts and the order's refund_owed item.
    await widget.waitFor({ timeout: 60_000 })
    const card = widget.locator(`[data-testid="refund"][data-id="${owed.id}"]`)
    await card.waitFor({ timeout: 30_000 })
    check((await card.getAttribute("data-status")) === "awaiting_address", "waiting for the customer's address")
    await card.getByTestId("refund-status").filter({ hasText: "Awaiting address" }).waitFor()
    check((await card.getByTestId("refund-fiat").innerText()).includes("EUR"), "the fiat amount with its currency")
    await card
      .getByTestId("refund-crypto")
      .filter({ hasText: `${owed.crypto_amount} USDT_TRC20` })
      .waitFor()
    await page.getByTestId("order-attention").locator('[data-kind="refund_owed"]').first().waitFor()

    // 4. Request the customer's address: a single-use link, with a copy button and its expiry.
    await card.getByTestId("refund-request-address").click()
    const link = card.getByTestId("refund-address-link")
    await link.waitFor()
    const url = (await link.getByTestId("refund-address-url").innerText()).trim()
    check(/^https?:\/\/\S+$/.test(url), `a link for the customer: ${url}`)
    await link.getByTestId("refund-address-copy").waitFor()
    check((await link.getByTestId("refund-address-expiry").innerText()).includes("valid until"), "the link's expiry")
    const requested = (await orderRefunds(page, ctx, orderId))[0]
    check(requested.status === "awaiting_address", `still awaiting the address: ${requested.status}`)

    // 5. Pay out to an address the merchant types; the form refuses more than the refund.
    const before = stack.sandbox.listWithdrawals().length
    await card.getByTestId("refund-pay-out").click()
    const drawer = page.getByTestId("payout-drawer")
    await drawer.waitFor()
    check((await drawer.getByTestId("payout-amount").inputValue()) === owed.crypto_amount, "amount prefilled with what is owed")
    await drawer.getByTestId("payout-address").fill(PAYOUT_ADDRESS)
    await drawer.getByTestId("payout-amount").fill(`${owed.crypto_amount}1`)
    await drawer.getByTestId("payout-submit").click()
    await drawer.getByTestId("payout-amount-error").filter({ hasText: "At most" }).waitFor()
    await drawer.getByTestId("payout-amount").fill(owed.crypto_amount)
    // The sandbox's invoices are test-mode: the drawer warns that a payout sends real crypto and
    // sends nothing until the merchant confirms it.
    await drawer.getByTestId("payout-test-mode-warning").waitFor()
    await drawer.getByTestId("payout-submit").click()
    await drawer.getByTestId("payout-confirm-test-mode-error").waitFor()
    check(stack.sandbox.listWithdrawals().length === before, "nothing sent without the test-mode confirmation")
    await drawer.getByTestId("payout-confirm-test-mode").click()
    // CryptoCloud's 12-second interval (the previous scenario withdrew): the drawer counts down.
    for (let attempt = 0; ; attempt++) {
      await drawer
        .getByTestId("payout-submit")
        .filter({ hasText: /^Pay out$/ })
        .waitFor({ timeout: 20_000 })
      await drawer.getByTestId("payout-submit").click()
      const prompt = page.getByRole("alertdialog")
      await prompt.getByText("Pay out this refund?").waitFor()
      check((await prompt.innerText()).includes(PAYOUT_ADDRESS), "the confirmation names the address")
      await prompt.getByRole("button", { name: "Send payout" }).click()
      await prompt.waitFor({ state: "hidden" })
      const outcome = await Promise.race([
        drawer.waitFor({ state: "hidden" }).then(() => "sent"),
        drawer
          .locator('[data-testid="payout-error"][data-kind="rate_limited"]')
          .waitFor()
          .then(() => "wait"),
      ])
      if (outcome === "sent") break
      check(attempt === 0, "one countdown at most")
    }
    await page.getByText("Payout requested").first().waitFor()
    await card.getByTestId("refund-status").filter({ hasText: "Payout requested" }).waitFor()
    await card
      .getByTestId("refund-address")
      .filter({ hasText: PAYOUT_ADDRESS.slice(0, 8) })
      .waitFor()

    const paid = (await orderRefunds(page, ctx, orderId))[0]
    check(paid.status === "payout_requested", `refund payout_requested: ${paid.status}`)
    check(paid.address === PAYOUT_ADDRESS && Boolean(paid.withdrawal_id), `address and withdrawal recorded: ${JSON.stringify(paid)}`)
    const sent = await eventually("the payout in the sandbox", () => {
      const all = stack.sandbox.listWithdrawals()
      return all.length === before + 1 && all
    })
    const out = sent[sent.length - 1]
    check(
      compareDecimal(out.amount, owed.crypto_amount) === 0 && out.address === PAYOUT_ADDRESS && out.currency === "USDT_TRC20",
      `the sandbox sent ${out.amount} ${out.currency} to ${out.address}`
    )
    check(stack.sandbox.requests.filter((r) => r.path === OUT_PATH).length >= 1, "the payout went through CryptoCloud's withdrawal call")
    await shot("order-refund-page")
    // The README's picture without the toast over it.
    await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached", timeout: 15_000 })
    await toDocs(shotElement(widget, "order-refund"), "order-refund")

    // 6. No longer open: not in the Crypto payments page's refunds to pay out.
    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    await page.getByTestId("open-refunds-section").waitFor()
    await page.getByTestId("open-refunds-section").locator('[data-testid="open-refunds-empty"], [data-testid="open-refunds-table"]').first().waitFor()
    check((await page.locator(`[data-testid="open-refund-row"][data-id="${owed.id}"]`).count()) === 0, "the paid-out refund is not listed as open")
  },
}
