import { CryptoCloudApiError, type Invoice } from "../../../lib/cryptocloud"
import { mergeInvoiceSettings } from "../../../domain/settings"
import { buildInvoiceInput, createInvoiceForSession } from "../invoice-factory"

const invoiceSettingsFromOptions = (options: Parameters<typeof mergeInvoiceSettings>[0]) => mergeInvoiceSettings(options, null)

const settings = invoiceSettingsFromOptions({})

describe("buildInvoiceInput", () => {
  it("sends the amount as a decimal string rounded half-up at the currency's precision", () => {
    expect(buildInvoiceInput({ sessionId: "payses_1", amount: 2.675, currencyCode: "eur", settings })).toEqual({
      amount: "2.68",
      currency: "EUR",
      order_id: "payses_1",
    })
    expect(buildInvoiceInput({ sessionId: "s", amount: { value: "1234.5", precision: 20 }, currencyCode: "jpy", settings }).amount).toBe("1235")
    expect(buildInvoiceInput({ sessionId: "s", amount: "10", currencyCode: "usd", settings }).amount).toBe("10.00")
  })

  it("refuses currencies the service cannot price and non-positive amounts, naming what is allowed", () => {
    expect(() => buildInvoiceInput({ sessionId: "s", amount: 10, currencyCode: "chf", settings })).toThrow(/CHF.*USD, .*GBP/)
    expect(() => buildInvoiceInput({ sessionId: "s", amount: 0, currencyCode: "eur", settings })).toThrow(/must be positive/)
  })

  it("adds add_fields from settings, a valid storefront cryptocurrency, and the e-mail only when allowed", () => {
    const custom = invoiceSettingsFromOptions({
      timeToPay: { hours: 1, minutes: 30 },
      availableCurrencies: ["BTC", "USDT_TRC20"],
      sendCustomerEmail: true,
    })
    const input = buildInvoiceInput({
      sessionId: "s",
      amount: 5,
      currencyCode: "usd",
      settings: custom,
      storefrontData: { cryptocurrency: "BTC" },
      customerEmail: "a@example.com",
    })
    expect(input).toMatchObject({
      email: "a@example.com",
      add_fields: { time_to_pay: { hours: 1, minutes: 30 }, available_currencies: ["BTC", "USDT_TRC20"], cryptocurrency: "BTC" },
    })
    // Not offered by the merchant, or not a code at all: ignored.
    for (const cryptocurrency of ["ETH", "DOGE", 42]) {
      const other = buildInvoiceInput({ sessionId: "s", amount: 5, currencyCode: "usd", settings: custom, storefrontData: { cryptocurrency } })
      expect(other.add_fields?.cryptocurrency).toBeUndefined()
    }
    expect(buildInvoiceInput({ sessionId: "s", amount: 5, currencyCode: "usd", settings, customerEmail: "a@example.com" })).not.toHaveProperty("email")
  })
})

describe("createInvoiceForSession under ambiguous failures", () => {
  const created = { uuid: "INV-AB12CD34", order_id: "payses_1", status: "created", amount_in_fiat: "10", fiat_currency: "EUR" } as Invoice
  const request = { sessionId: "payses_1", amount: 10, currencyCode: "eur", settings }
  const listing = (invoices: Invoice[]) =>
    async function* () {
      yield* invoices
    }

  it("finds the invoice the failed create made instead of creating a second one", async () => {
    const createInvoice = jest.fn().mockRejectedValue(new CryptoCloudApiError(502, "server", "Bad gateway"))
    const others = [
      { ...created, order_id: "payses_other" },
      { ...created, uuid: "INV-AB12CD35", amount_in_fiat: "5" }, // same session, another amount
      { ...created, uuid: "INV-AB12CD36", fiat_currency: "USD" }, // same session, another currency
    ] as Invoice[]
    const client = { createInvoice, iterateInvoices: listing([...others, created]) }
    await expect(createInvoiceForSession(client as any, request)).resolves.toBe(created)
    expect(createInvoice).toHaveBeenCalledTimes(1)
  })

  it("creates once more when the list shows nothing, and never retries a clear refusal", async () => {
    const createInvoice = jest
      .fn()
      .mockRejectedValueOnce(new CryptoCloudApiError(503, "server", "down"))
      .mockResolvedValueOnce(created)
    await expect(createInvoiceForSession({ createInvoice, iterateInvoices: listing([]) } as any, request)).resolves.toBe(created)
    expect(createInvoice).toHaveBeenCalledTimes(2)

    const refused = jest.fn().mockRejectedValue(new CryptoCloudApiError(400, "amount", "too small"))
    await expect(createInvoiceForSession({ createInvoice: refused, iterateInvoices: listing([]) } as any, request)).rejects.toThrow(/too small/)
    expect(refused).toHaveBeenCalledTimes(1)
  })

  it("passes the error on when the list cannot be read either (no blind second create)", async () => {
    const createInvoice = jest.fn().mockRejectedValue(new CryptoCloudApiError(502, "server", "Bad gateway"))
    // eslint-disable-next-line require-yield -- a listing that fails before its first page
    const iterateInvoices = async function* () {
      throw new CryptoCloudApiError(502, "server", "still down")
    }
    await expect(createInvoiceForSession({ createInvoice, iterateInvoices } as any, request)).rejects.toThrow(/Could not create the crypto invoice/)
    expect(createInvoice).toHaveBeenCalledTimes(1)
  })
})
