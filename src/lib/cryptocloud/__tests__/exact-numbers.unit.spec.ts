/**
 * Amounts come from each JSON number's source text, never through a float: answers are written
 * here as text, with numbers JSON.stringify could not even spell.
 */
import BigNumber from "bignumber.js"
import fc from "fast-check"
import type { Dispatcher } from "undici"

import { CryptoCloudClient } from "../client"
import { jsonText, serverForFile, type Handler } from "./http-server"

const API_KEY = "exact-api-key-SECRET-1234"

let handler: Handler
const server = serverForFile(() => handler)
let client: CryptoCloudClient

beforeEach(() => {
  client = new CryptoCloudClient({
    apiKey: API_KEY,
    shopId: "shop-1",
    withdrawalApiKey: "exact-withdrawal-key-5678",
    baseUrl: server.url,
    retry: { retries: 0 },
    withdrawalIntervalMs: 0,
  })
})
afterEach(() => client.close())

const answer = (result: string, extra = "") => `{"status":"success","result":${result}${extra}}`
const serve = (text: string) => {
  handler = (_req, res) => jsonText(res, 200, text)
}

const ETH_INVOICE = `{"uuid":"INV-ETH18DEC","status":"paid","created":"2026-11-22 08:07:40.123456",
  "currency":{"code":"ETH","fullcode":"ETH"},"fiat_currency":"USD","test_mode":false,
  "amount":0.123456789012345678,"amount_usd":81234567.123456789012345678,
  "amount_paid":0.123456789012345678,"received":0.000000000000000001,
  "to_surcharge":1e-7,"to_surcharge_usd":2.5E+3,"fee":-0,"fee_usd":-0.0,
  "service_fee":100,"service_fee_usd":1.0E0,"amount_in_fiat":123456789012345678901234567890,
  "amount_to_pay":1.499999996212864e-06,"amount_paid_usd":"0.100000000000000001",
  "order_id":12345678901234567890}`

const EXPECTED_ETH = {
  amount: "0.123456789012345678",
  amount_usd: "81234567.123456789012345678",
  amount_paid: "0.123456789012345678",
  received: "0.000000000000000001",
  to_surcharge: "0.0000001",
  to_surcharge_usd: "2500",
  fee: "0",
  fee_usd: "0",
  service_fee: "100",
  service_fee_usd: "1",
  amount_in_fiat: "123456789012345678901234567890",
  amount_to_pay: "0.000001499999996212864",
  amount_paid_usd: "0.100000000000000001",
  // A numeric order id keeps all its digits too.
  order_id: "12345678901234567890",
}

describe("amounts keep every digit of the service's numbers", () => {
  it("info: 18 decimals, long integers, exponents, negative zero", async () => {
    serve(answer(`[${ETH_INVOICE}]`))
    const [invoice] = await client.getInvoices(["INV-ETH18DEC"])
    expect(invoice).toMatchObject(EXPECTED_ETH)
  })

  it("info read invoice by invoice, list and create", async () => {
    serve(answer(`[${ETH_INVOICE}]`))
    expect((await client.getInvoicesEach(["INV-ETH18DEC"])).invoices[0]).toMatchObject(EXPECTED_ETH)
    serve(answer(`[${ETH_INVOICE}]`, `,"all_count":1`))
    const page = await client.listInvoices({ start: "2026-11-01", end: "2026-11-30" })
    expect(page.allCount).toBe(1)
    expect(page.invoices[0]).toMatchObject(EXPECTED_ETH)
    serve(answer(ETH_INVOICE))
    expect(await client.createInvoice({ amount: "10" })).toMatchObject(EXPECTED_ETH)
  })

  it("balances", async () => {
    serve(
      answer(`[{"currency":{"code":"PEPE_ERC20","short_code":"PEPE"},"balance_crypto":1234567.123456789012345678,
      "balance_usd":81234567.123456789012345678,"available_balance":1E-18,"available_balance_usd":-0}]`)
    )
    const [balance] = await client.getBalances()
    expect(balance).toMatchObject({
      balance_crypto: "1234567.123456789012345678",
      balance_usd: "81234567.123456789012345678",
      available_balance: "0.000000000000000001",
      available_balance_usd: "0",
    })
  })

  it("statistics", async () => {
    serve(answer(`{"count":{"all":3,"paid":2},"amount":{"all":81234567.123456789012345678,"paid":2.5E+3,"created":1e-7}}`))
    const stats = await client.getStatistics({ start: "2026-11-01", end: "2026-11-30" })
    expect(stats.amount).toMatchObject({ all: "81234567.123456789012345678", paid: "2500", created: "0.0000001", partial: "0" })
    expect(stats.count).toMatchObject({ all: 3, paid: 2 })
  })

  it("withdrawals, their raw payload included", async () => {
    serve(answer(`{"uuid":"INV-WD123456","status":"created","currency":"DAI_ERC20","amount":0.123456789012345678,"fee":1e-18,"step":1}`))
    const wd = await client.createWithdrawal({ currency_code: "DAI_ERC20", to_address: "0xabc", amount: "0.123456789012345678" })
    expect(wd).toMatchObject({ amount: "0.123456789012345678", fee: "0.000000000000000001" })
    expect(wd.raw).toMatchObject({ amount: "0.123456789012345678", fee: "1e-18", step: "1" })
  })

  it("refuses an exponent no amount can have instead of writing out its digits", async () => {
    serve(answer(`[{"uuid":"INV-BIGEXPON","status":"paid","amount":1e999999}]`))
    const err = await client.getInvoices(["INV-BIGEXPON"]).catch((e: Error) => e)
    expect(err).toMatchObject({ kind: "bad_response" })
    expect((err as Error).message).toMatch(/amount/)
  })

  it("still reads duplicate keys as JSON.parse does (the last one wins)", async () => {
    serve(answer(`[{"uuid":"INV-DUPLICAT","status":"created","status":"paid","amount":1,"amount":2.000000000000000001}]`))
    expect(await client.getInvoices(["INV-DUPLICAT"])).toMatchObject([{ status: "paid", amount: "2.000000000000000001" }])
  })
})

describe("any decimal the service writes comes back exactly (property)", () => {
  // In memory: the whole client path (transport envelope, schema) without sockets.
  let body = ""
  const dispatcher = {
    request: async () => ({ statusCode: 200, headers: { "content-type": "application/json" }, body: { text: async () => body, destroy() {} } }),
    close: async () => {},
  } as unknown as Dispatcher
  const oracle = BigNumber.clone({ EXPONENTIAL_AT: 1e9 })
  const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{1,${max}}$`))
  // Plain (`123.456`), negative, and exponent forms (`1.5e-06`, `2.5E+3`) with up to 18 decimals.
  const literal = fc.oneof(
    fc
      .tuple(fc.boolean(), digits(15), fc.option(digits(18), { nil: undefined }))
      .map(([neg, int, frac]) => `${neg ? "-" : ""}${int.replace(/^0+(?=\d)/, "")}${frac ? `.${frac}` : ""}`),
    fc
      .tuple(fc.integer({ min: 1, max: 9 }), digits(17), fc.constantFrom("e", "E"), fc.constantFrom("", "+", "-"), fc.integer({ min: 0, max: 30 }))
      .map(([lead, rest, e, sign, exp]) => `${lead}.${rest}${e}${sign}${exp}`)
  )

  it("through getInvoices", async () => {
    const c = new CryptoCloudClient({ apiKey: API_KEY, shopId: "s", baseUrl: "http://127.0.0.1:9", dispatcher })
    await fc.assert(
      fc.asyncProperty(literal, async (text) => {
        body = answer(`[{"uuid":"INV-PROPERTY","status":"paid","amount":${text},"received":${text}}]`)
        const [invoice] = await c.getInvoices(["INV-PROPERTY"])
        const expected = new oracle(text).toFixed()
        expect(invoice.amount).toBe(expected)
        expect(invoice.received).toBe(expected)
      }),
      { numRuns: 500 }
    )
    await c.close()
  })
})
