/**
 * Settling money that is on no order from Needs attention, the way it happens: three customers
 * pay part of their invoice, then the invoices expire; reconciliation (the minute job) raises an
 * `expired_partial` item for each, offering Return, Accept what arrived, Ask for the rest and
 * Resolve. The merchant accepts the first one's part (a note is required; the cart becomes an
 * order and the item is settled `accepted` with that order), returns the second one's money
 * through the address page (no address typed: the link to copy), and asks the third customer for
 * the rest (the pay link for the difference, its expiry and that it was e-mailed). Screenshots:
 * docs/admin/attention-request-rest.png, attention-accept.png, attention-return.png.
 */
import type { Locator } from "playwright-core"
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { toDocs } from "./attention"

const NOTE = "Agreed with the customer by phone: we ship for what was paid."

interface ApiItem {
  id: string
  kind: string
  invoice_uuid: string | null
  actions: string[]
  resolution: string | null
  order_id: string | null
}

/** The open `expired_partial` items of these invoices, once reconciliation has raised them all. */
async function expiredPartialItems(ctx: Ctx, invoices: string[]): Promise<ApiItem[]> {
  return eventually(
    "an expired_partial item for each part-paid invoice (the reconciliation job runs every minute)",
    async () => {
      const res = await ctx.page.request.get(`${ctx.stack.appUrl}/admin/cryptocloud/attention?limit=100`)
      if (!res.ok()) return null
      const items: ApiItem[] = (await res.json()).attention_items
      const found = invoices.map((uuid) => items.find((i) => i.kind === "expired_partial" && i.invoice_uuid === uuid))
      return found.every(Boolean) ? (found as ApiItem[]) : null
    },
    150_000
  )
}

async function openAction(row: Locator, action: string, drawerTestId: string) {
  await row.getByTestId(`attention-action-${action}`).click()
  const drawer = row.page().getByTestId(drawerTestId)
  await drawer.waitFor()
  return drawer
}

async function closeDrawer(drawer: Locator) {
  await drawer.getByTestId("attention-action-close").click()
  await drawer.waitFor({ state: "hidden" })
}

export const attentionActions: Scenario = {
  name: "settles part payments from Needs attention: asks for the rest, accepts what arrived, returns the money through the address page",
  async run(ctx) {
    const { page, shop, stack, shot } = ctx
    const checkouts = await Promise.all([shop.checkout("eur"), shop.checkout("eur"), shop.checkout("eur")])
    // No postbacks: their processing (Medusa delays it) could land after the expiry was read and
    // turn an item into a late payment under the admin's hands. The reconciliation finds each
    // invoice expired with part of its money, once.
    for (const c of checkouts) await stack.sandbox.pay(c.data.uuid, "partial", { currency: "USDT_TRC20", postback: false })
    for (const c of checkouts) stack.sandbox.expire(c.data.uuid)
    const [accept, giveBack, rest] = await expiredPartialItems(
      ctx,
      checkouts.map((c) => c.data.uuid)
    )
    for (const item of [accept, giveBack, rest]) {
      check(
        ["return", "accept", "request_rest", "resolve"].every((a) => item.actions.includes(a)),
        `every action offered: ${item.actions.join(", ")}`
      )
    }

    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    const section = page.getByTestId("attention-section")
    const row = (id: string) => section.locator(`[data-testid="attention-item"][data-id="${id}"]`)
    await row(rest.id).waitFor()
    const buttons = await row(rest.id).getByTestId("attention-actions").locator("button").allInnerTexts()
    check(buttons.join("|") === "Return|Accept what arrived|Ask for the rest|Resolve", `one button per action, in order: ${buttons.join(", ")}`)

    // 1. Accept what arrived: a note is required; the cart becomes an order; the item is settled.
    const acceptDrawer = await openAction(row(accept.id), "accept", "attention-accept-drawer")
    await acceptDrawer.getByText("the shortfall is recorded on the order").waitFor()
    await acceptDrawer.getByTestId("attention-accept-submit").click()
    await acceptDrawer.getByTestId("attention-accept-note-error").waitFor()
    await acceptDrawer.getByTestId("attention-accept-note").fill(NOTE)
    await toDocs(shot("attention-accept", { whole: false }), "attention-accept")
    await acceptDrawer.getByTestId("attention-accept-submit").click()
    await acceptDrawer.waitFor({ state: "hidden", timeout: 30_000 })
    await page.getByText("Order created with what arrived").first().waitFor()
    await row(accept.id).waitFor({ state: "detached" })
    await section.getByTestId("attention-tab-resolved").click()
    const settled = section.locator(`[data-testid="attention-resolved-item"][data-id="${accept.id}"]`).getByTestId("attention-settled")
    await settled.filter({ hasText: "Accepted: the cart became an order" }).waitFor()
    check((await settled.getAttribute("data-resolution")) === "accepted", "settled as accepted")
    await settled.getByTestId("order-link").waitFor()
    await section.getByTestId("attention-tab-open").click()

    // 2. Return without an address: the customer's address page, e-mailed, to copy.
    const returnDrawer = await openAction(row(giveBack.id), "return", "attention-return-drawer")
    const submit = returnDrawer.getByTestId("attention-return-submit")
    check((await submit.innerText()).trim() === "E-mail the customer an address page", "no address: the page")
    await returnDrawer.getByTestId("attention-return-address").fill("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE")
    check((await submit.innerText()).trim() === "Send payout", "an address: a payout")
    await returnDrawer.getByTestId("attention-return-address").fill("")
    await submit.click()
    const page_ = returnDrawer.getByTestId("attention-return-link")
    await page_.waitFor()
    check((await page_.getByTestId("attention-return-status").getAttribute("data-status")) === "awaiting_address", "waiting for the address")
    check((await page_.getByTestId("attention-return-link-url").innerText()).includes("/cryptocloud/"), "the address page's link")
    check((await page_.getByTestId("attention-return-link-emailed").getAttribute("data-emailed")) === "true", "the page was e-mailed")
    await toDocs(shot("attention-return", { whole: false }), "attention-return")
    await closeDrawer(returnDrawer)
    // Money on its way back: the cart can no longer become an order with it.
    await eventually("accept withdrawn once the return started", async () => {
      const res = await page.request.get(`${stack.appUrl}/admin/cryptocloud/attention?limit=100`)
      const item = (await res.json()).attention_items.find((i: ApiItem) => i.id === giveBack.id)
      return item && !item.actions.includes("accept")
    })
    await row(giveBack.id).getByTestId("attention-action-accept").waitFor({ state: "detached" })
    // 3. Ask for the rest: the difference, the pay link to copy, its expiry, e-mailed.
    const restDrawer = await openAction(row(rest.id), "request_rest", "attention-request-rest-drawer")
    const arrived = (await restDrawer.getByTestId("attention-action-amount").innerText()).trim()
    check(/^[\d.,]+ USDT_TRC20$/.test(arrived), `what arrived, in the coin: ${arrived}`)
    await restDrawer.getByText("once paid, the cart becomes one order").waitFor()
    await restDrawer.getByTestId("attention-rest-submit").click()
    const link = restDrawer.getByTestId("attention-rest-link")
    await link.waitFor()
    const url = (await link.getByTestId("attention-rest-link-url").innerText()).trim()
    check(url.includes("/cryptocloud/pay/"), `the pay page's link: ${url}`)
    check(/^EUR\s?[\d.,]+$/.test((await link.getByTestId("attention-rest-difference").innerText()).trim()), "the difference in the cart's currency")
    await link.getByTestId("attention-rest-link-expires").filter({ hasText: "Valid until" }).waitFor()
    check((await link.getByTestId("attention-rest-link-emailed").getAttribute("data-emailed")) === "true", "the link was e-mailed")
    await toDocs(shot("attention-request-rest", { whole: false }), "attention-request-rest")
    await closeDrawer(restDrawer)
  },
}
