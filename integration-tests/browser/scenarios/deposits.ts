/**
 * Static wallet deposits on the Crypto payments page: a customer signs up in the store, asks
 * for a USDT_TRC20 deposit address (store API), sends money to it on the sandbox, whose signed
 * postback the plugin records; the admin sees the deposit with its amount, the wallet and the
 * customer (linked). Screenshot: docs/admin/deposits.png.
 */
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { toDocs } from "./attention"

async function json(res: Response, what: string) {
  const text = await res.text()
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`)
  return text ? JSON.parse(text) : {}
}

/** Register, create the customer, log in — a storefront's sign-up; then the customer's wallet. */
async function customerWallet(ctx: Ctx, email: string) {
  const { appUrl, store } = ctx.stack
  const password = "correct-horse-battery-staple"
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${appUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-publishable-api-key": store.publishableKey, ...headers },
      body: JSON.stringify(body),
    })
  const { token: registration } = await json(await post("/auth/customer/emailpass/register", { email, password }), "register")
  const { customer } = await json(
    await post("/store/customers", { email, first_name: "Ada", last_name: "Depositor" }, { authorization: `Bearer ${registration}` }),
    "create customer"
  )
  const { token } = await json(await post("/auth/customer/emailpass", { email, password }), "log in")
  const { static_wallet } = await json(
    await post("/store/cryptocloud/static-wallets", { currency: "USDT_TRC20" }, { authorization: `Bearer ${token}` }),
    "static wallet"
  )
  return { customerId: customer.id as string, address: static_wallet.address as string }
}

export const deposits: Scenario = {
  name: "lists a deposit to a customer's static wallet",
  async run(ctx) {
    const { page, stack, shot } = ctx
    const { customerId, address } = await customerWallet(ctx, "depositor@example.com")
    const wallet = stack.sandbox.listStaticWallets().find((w) => w.address === address)
    check(wallet, `the sandbox has the wallet ${address}`)
    const deposit = await stack.sandbox.depositToStaticWallet(wallet!.uuid, "12.5", { postback: true })
    await stack.sandbox.flushPostbacks()
    // Medusa hands webhooks to the plugin a few seconds later: wait for the record.
    await eventually(
      "the deposit recorded",
      async () => {
        const res = await page.request.get(`${stack.appUrl}/admin/cryptocloud/deposits`)
        return res.ok() && (await res.json()).deposits.some((d: { invoice_id: string }) => d.invoice_id === deposit.uuid)
      },
      60_000
    )

    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    const section = page.getByTestId("deposits-section")
    const row = section.getByTestId("deposit-row").filter({ hasText: deposit.uuid })
    await row.waitFor()
    const text = await row.innerText()
    check(text.includes("12.5 USDT_TRC20"), `amount and currency: ${text}`)
    check(text.includes(address.slice(0, 8)), `the wallet address: ${text}`)
    const customer = row.locator(`a[href$="/customers/${customerId}"]`)
    await customer.waitFor()
    await section.scrollIntoViewIfNeeded()
    await toDocs(ctx.shotElement(section, "deposits"), "deposits")
    await customer.click()
    await page.waitForURL(new RegExp(`/customers/${customerId}$`))
    await page.getByText("depositor@example.com").first().waitFor()
    await shot("deposit-customer", { whole: false })
  },
}
