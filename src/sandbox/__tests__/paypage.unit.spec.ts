import { request } from "undici"
import { startSandbox } from "../index"
import type { Sandbox } from "../types"
import { Receiver, closeWithReceiver, createInvoice, resetWithReceiver, startWithReceiver } from "./helpers"

async function get(url: string) {
  const res = await request(url)
  return { status: res.statusCode, text: await res.body.text() }
}

/** Submit the page's form the way a browser does (urlencoded, no redirect following). */
async function press(sb: Sandbox, shortId: string, action: string, form: Record<string, string> = {}) {
  const res = await request(`${sb.url}/pay/${shortId}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  })
  await res.body.dump()
  return { status: res.statusCode, location: String(res.headers.location) }
}

describe("sandbox hosted pay page", () => {
  let sb: Sandbox
  let rx: Receiver
  beforeAll(async () => {
    ;({ sb, rx } = await startWithReceiver((rx) => ({ postbackUrl: rx.url, successUrl: "https://shop.test/ok", failUrl: "https://shop.test/fail" })))
  })
  afterAll(() => closeWithReceiver(sb, rx))
  beforeEach(() => resetWithReceiver(sb, rx))

  it("renders the invoice with a currency choice, buttons and return links", async () => {
    const inv = await createInvoice(sb, { amount: "2.68", currency: "EUR", add_fields: { available_currencies: ["USDT_TRC20", "BTC"] } })
    const page = await get(inv.link)
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-testid="invoice-status" id="invoice-status" data-status="created"')
    expect(page.text).toContain('data-testid="test-mode"')
    expect(page.text).toContain("2.68 EUR")
    expect(page.text).toContain("2.89 USDT_TRC20")
    expect(page.text).toContain('data-testid="currency-select"')
    expect(page.text).toContain('<option value="BTC">')
    expect(page.text).not.toContain('<option value="ETH">')
    for (const id of ["pay-exact", "pay-partial", "pay-overpay", "expire", "back-success", "back-fail"]) {
      expect(page.text).toContain(`data-testid="${id}"`)
    }
    expect(page.text).toContain('href="https://shop.test/ok"')
    expect(page.text).not.toMatch(/<script|https?:\/\/[^"]*\.(css|js)"/) // no external assets
    // also reachable with the INV- prefix
    expect((await get(`${sb.url}/pay/${inv.uuid}`)).status).toBe(200)
  })

  it("Pay exactly (with a chosen currency) → 303 back to the page, invoice paid, postback sent", async () => {
    const inv = await createInvoice(sb, { amount: "120" })
    const shortId = inv.uuid.slice(4)
    const res = await press(sb, shortId, "exact", { currency: "BTC" })
    expect(res).toEqual({ status: 303, location: `/pay/${shortId}` })
    expect(sb.getInvoice(inv.uuid)).toMatchObject({ status: "paid", cryptocurrency: "BTC", amountPaid: "0.002" })
    const page = await get(`${sb.url}${res.location}`)
    expect(page.text).toContain('data-status="paid"')
    expect(page.text).not.toContain('data-testid="pay-exact"')
    expect(page.text).toContain('data-testid="address"')
    await sb.flushPostbacks()
    expect(rx.received).toHaveLength(1)
  })

  it("Pay part, then Overpay", async () => {
    const inv = await createInvoice(sb)
    const shortId = inv.uuid.slice(4)
    await press(sb, shortId, "partial")
    expect(sb.getInvoice(inv.uuid)?.status).toBe("partial")
    const page = await get(inv.link)
    expect(page.text).toContain('data-testid="paid-summary"')
    expect(page.text).not.toContain('data-testid="currency-select"') // currency fixed after paying
    expect(page.text).toContain('data-testid="expire"') // a partly paid invoice can still expire
    await press(sb, shortId, "overpay")
    expect(sb.getInvoice(inv.uuid)?.status).toBe("overpaid")
  })

  it("Let it expire, then a late payment from the page", async () => {
    const inv = await createInvoice(sb)
    const shortId = inv.uuid.slice(4)
    await press(sb, shortId, "expire")
    expect(sb.getInvoice(inv.uuid)?.status).toBe("canceled")
    const page = await get(inv.link)
    expect(page.text).toContain('data-testid="late-note"')
    await press(sb, shortId, "exact")
    expect(sb.getInvoice(inv.uuid)?.status).toBe("paid")
  })

  it("shows errors via redirect and 404s unknown invoices/actions", async () => {
    const inv = await createInvoice(sb)
    const shortId = inv.uuid.slice(4)
    await press(sb, shortId, "exact")
    const again = await press(sb, shortId, "exact")
    expect(again.status).toBe(303)
    expect(again.location).toMatch(/\?error=/)
    const page = await get(`${sb.url}${again.location}`)
    expect(page.text).toContain('data-testid="error"')
    expect(page.text).toContain("already paid")
    expect((await get(`${sb.url}/pay/ZZZZZZZZ`)).status).toBe(404)
    expect((await press(sb, shortId, "steal")).status).toBe(404)
  })
})

describe("pay page outside test mode", () => {
  it("has no test badge and links to the sandbox's default return pages", async () => {
    const sb = await startSandbox({ testMode: false })
    try {
      const inv = await createInvoice(sb)
      const page = await get(inv.link)
      expect(page.text).not.toContain('data-testid="test-mode"')
      expect(page.text).toContain(`${sb.url}/_sandbox/return/success`)
      const ret = await get(`${sb.url}/_sandbox/return/success`)
      expect(ret.text).toContain('data-testid="return-success"')
    } finally {
      await sb.close()
    }
  })
})
