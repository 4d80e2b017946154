/**
 * The invoice list also holds withdrawal requests (type `dw`): the client reads them as
 * invoice-shaped entries — never failing the page — and isWithdrawalRequest tells them apart.
 */
import { isWithdrawalRequest, paymentInvoices } from "../invoice-kind"
import { period, useSandbox } from "./sandbox-harness"

const t = useSandbox()

describe("the list's withdrawal requests", () => {
  it.each([
    ["default quirks", {}],
    ["None strings off, numbers as strings", { noneStrings: false, numbersAsStrings: true }],
    ["plain floats", { exponentFloats: false }],
  ])("reads dashboard and API withdrawals beside invoices (%s)", async (_name, quirks) => {
    t.sandbox.setQuirks(quirks)
    t.sandbox.setBalance("USDT_TRC20", "500")
    const invoice = await t.client.createInvoice({ amount: "10" })
    const dashboard = t.sandbox.withdrawInDashboard("USDT_TRC20", "TDashboardAddress", "123.456789")
    const api = await t.client.createWithdrawal({ currency_code: "USDT_TRC20", to_address: "TApiAddress", amount: "1.5" })

    const page = await t.client.listInvoices({ ...period(), limit: 100 })
    expect(page.allCount).toBe(3)
    expect(page.invoices.map((entry) => entry.uuid)).toEqual([api.uuid, dashboard.uuid, invoice.uuid])
    const [apiEntry, dashboardEntry, invoiceEntry] = page.invoices
    expect(dashboardEntry).toMatchObject({ type: "dw", status: "created", amount: "123.456789", address: "TDashboardAddress", order_id: null })
    expect(dashboardEntry.currency?.code).toBe("USDT")
    expect(dashboardEntry.currency?.fullcode).toBe("USDT_TRC20")
    expect(dashboardEntry.created).toMatch(/Z$/)
    expect(apiEntry).toMatchObject({ type: "dw", amount: "1.5" })
    expect([apiEntry, dashboardEntry, invoiceEntry].map(isWithdrawalRequest)).toEqual([true, true, false])
    expect(paymentInvoices(page.invoices).map((entry) => entry.uuid)).toEqual([invoice.uuid])
  })

  it("reads a missing or other type as an invoice", () => {
    expect(isWithdrawalRequest({ type: null })).toBe(false)
    expect(isWithdrawalRequest({ type: "up" })).toBe(false)
    expect(isWithdrawalRequest({ type: " DW " })).toBe(true)
  })
})
