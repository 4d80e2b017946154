/** The client against the real sandbox: authentication, faults, connection reuse and quirks. */
import { CryptoCloudApiError, CryptoCloudAuthError, CryptoCloudNetworkError, CryptoCloudRateLimitError } from "../errors"
import { isAmbiguousFailure } from "../failure-kind"
import { API, failure, period, useSandbox } from "./sandbox-harness"

const t = useSandbox()

describe("authentication", () => {
  it("maps a wrong API key to a typed auth error (401 and the 400 variant)", async () => {
    const wrong = t.makeClient({ apiKey: "wrong-key-123" })
    let err = await failure(wrong.getBalances())
    expect(err).toBeInstanceOf(CryptoCloudAuthError)
    expect(err).toMatchObject({ httpStatus: 401, keyKind: "api" })
    expect(err.message).not.toContain("wrong-key-123")
    expect(t.sandbox.countRequests("/v2/merchant/wallet/balance/all")).toBe(1) // not retried

    t.sandbox.setQuirks({ authErrorsAs400: true, detailAuthErrors: true })
    err = await failure(wrong.createInvoice({ amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudAuthError)
    expect(err).toMatchObject({ httpStatus: 400 })
  })

  it("maps a wrong withdrawal key to an auth error naming the withdrawal key", async () => {
    const wrong = t.makeClient({ withdrawalApiKey: "wrong-wd-key" })
    const err = await failure(wrong.createWithdrawal({ currency_code: "BTC", to_address: "bc1q", amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudAuthError)
    expect(err).toMatchObject({ keyKind: "withdrawal" })
    expect(err.message).toMatch(/withdrawal API key/)
  })

  it("refuses the project key on the withdrawal endpoint", async () => {
    const swapped = t.makeClient({ withdrawalApiKey: API })
    expect(await failure(swapped.createWithdrawal({ currency_code: "BTC", to_address: "bc1q", amount: "1" }))).toBeInstanceOf(CryptoCloudAuthError)
  })
})

describe("service errors and faults", () => {
  it("passes the service's validation message on (amount too small)", async () => {
    const err = await failure(t.client.createInvoice({ amount: "0.001" }))
    expect(err).toBeInstanceOf(CryptoCloudApiError)
    expect(err).toMatchObject({ area: "amount", httpStatus: 400 })
  })

  it("never retries a create on a 5xx and reports it as ambiguous", async () => {
    t.sandbox.injectFault({ path: "/v2/invoice/create", kind: "5xx", times: 1 })
    const err = await failure(t.client.createInvoice({ amount: "1" }))
    expect(isAmbiguousFailure(err)).toBe(true)
    expect(t.sandbox.countRequests("/v2/invoice/create")).toBe(1)
  })

  it("a 5xx after processing really did create the invoice (why creates are not retried)", async () => {
    t.sandbox.injectFault({ path: "/v2/invoice/create", kind: "5xx", times: 1, afterProcessing: true })
    const err = await failure(t.client.createInvoice({ amount: "7", order_id: "sess_amb" }))
    expect(isAmbiguousFailure(err)).toBe(true)
    expect(t.sandbox.listInvoices().filter((i) => i.orderId === "sess_amb")).toHaveLength(1)
    const found: string[] = []
    for await (const inv of t.client.iterateInvoices(period())) if (inv.order_id === "sess_amb") found.push(inv.uuid)
    expect(found).toHaveLength(1)
  })

  it("retries a read once after a 502 and succeeds", async () => {
    const invoice = await t.client.createInvoice({ amount: "1" })
    t.sandbox.injectFault({ path: "/v2/invoice/merchant/info", kind: "5xx", times: 1 })
    expect((await t.client.getInvoice(invoice.uuid))?.uuid).toBe(invoice.uuid)
    expect(t.sandbox.countRequests("/v2/invoice/merchant/info")).toBe(2)
  })

  it("gives up on reads after the configured retries", async () => {
    t.sandbox.injectFault({ path: "/v2/merchant/wallet/balance/all", kind: "5xx", status: 503 })
    const err = await failure(t.client.getBalances())
    expect(err).toBeInstanceOf(CryptoCloudNetworkError)
    expect(err).toMatchObject({ kind: "bad_response", httpStatus: 503 })
    expect(t.sandbox.countRequests("/v2/merchant/wallet/balance/all")).toBe(3)
  })

  it("times out within about timeoutMs and reports kind timeout", async () => {
    const quick = t.makeClient({ timeoutMs: 300, retry: { retries: 0 } })
    t.sandbox.injectFault({ path: "/v2/invoice/create", kind: "timeout", times: 1 })
    const started = Date.now()
    const err = await failure(quick.createInvoice({ amount: "1" }))
    expect(Date.now() - started).toBeLessThan(2000)
    expect(err).toBeInstanceOf(CryptoCloudNetworkError)
    expect(err).toMatchObject({ kind: "timeout" })
    expect(isAmbiguousFailure(err)).toBe(true)
  })

  it("retries a read after a timeout", async () => {
    const quick = t.makeClient({ timeoutMs: 300 })
    t.sandbox.injectFault({ path: "/v2/merchant/wallet/balance/all", kind: "timeout", times: 1 })
    expect((await quick.getBalances()).length).toBeGreaterThan(0)
    expect(t.sandbox.countRequests("/v2/merchant/wallet/balance/all")).toBe(2)
  })

  it("treats latency below the timeout as normal and above it as a timeout", async () => {
    const quick = t.makeClient({ timeoutMs: 400, retry: { retries: 0 } })
    t.sandbox.injectFault({ path: "/v2/merchant/wallet/balance/all", kind: "latency", ms: 100, times: 1 })
    expect((await quick.getBalances()).length).toBeGreaterThan(0)
    t.sandbox.injectFault({ path: "/v2/merchant/wallet/balance/all", kind: "latency", ms: 1000, times: 1 })
    expect(await failure(quick.getBalances())).toMatchObject({ kind: "timeout" })
  })

  it("maps a non-JSON answer to bad_response with the HTTP status", async () => {
    t.sandbox.injectFault({ path: "/v2/invoice/create", kind: "non-json", times: 1 })
    const err = await failure(t.client.createInvoice({ amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudNetworkError)
    expect(err).toMatchObject({ kind: "bad_response" })
    expect((err as CryptoCloudNetworkError).httpStatus).toEqual(expect.any(Number))
    expect(isAmbiguousFailure(err)).toBe(true)
    expect(t.sandbox.countRequests("/v2/invoice/create")).toBe(1)
  })

  it("maps a connection reset to an ambiguous network error", async () => {
    t.sandbox.injectFault({ path: "/v2/invoice/merchant/canceled", kind: "reset", times: 1 })
    const err = await failure(t.client.cancelInvoice("INV-ABCDEFGH"))
    expect(err).toMatchObject({ kind: "network" })
    expect(isAmbiguousFailure(err)).toBe(true)
    expect(t.sandbox.countRequests("/v2/invoice/merchant/canceled")).toBe(1)
  })

  it("keeps the withdrawal slot after an ambiguous failure", async () => {
    t.sandbox.setBalance("BTC", "1")
    t.sandbox.injectFault({ path: "/v2/invoice/api/out/create", kind: "5xx", times: 1, afterProcessing: true })
    await failure(t.client.createWithdrawal({ currency_code: "BTC", to_address: "bc1qxyz", amount: "0.01" }))
    const err = await failure(t.client.createWithdrawal({ currency_code: "BTC", to_address: "bc1qxyz", amount: "0.01" }))
    expect(err).toBeInstanceOf(CryptoCloudRateLimitError)
    expect(t.sandbox.countRequests("/v2/invoice/api/out/create")).toBe(1)
  })
})

describe("connection reuse", () => {
  it("1,000 sequential reads use at most 2 connections", async () => {
    const invoice = await t.client.createInvoice({ amount: "1" })
    for (let i = 0; i < 1000; i++) await t.client.getInvoices([invoice.uuid])
    expect(t.sandbox.countRequests("/v2/invoice/merchant/info")).toBe(1000)
    expect(t.sandbox.connectionCount).toBeLessThanOrEqual(2)
  }, 60_000)
})

describe("quirks of real responses", () => {
  it("parses numbers as strings, exponent floats, None strings and side_commission_service", async () => {
    t.sandbox.setQuirks({ numbersAsStrings: true, exponentFloats: true, noneStrings: true, sideCommissionService: true })
    const created = await t.client.createInvoice({ amount: "0.01", add_fields: { cryptocurrency: "BTC" } })
    expect(created.amount).toMatch(/^\d+\.\d+$/)
    expect(created.side_commission_cc).not.toBeNull()
    const info = await t.client.getInvoice(created.uuid)
    expect(info?.order_id).toBeNull()
    expect(info?.pay_url === null || typeof info?.pay_url === "string").toBe(true)
    for (const field of ["amount", "amount_usd", "amount_in_fiat", "fee", "service_fee"] as const) {
      const value = info?.[field]
      if (value !== null && value !== undefined) expect(value).toMatch(/^-?\d+(\.\d+)?$/)
    }
    const balances = await t.client.getBalances()
    expect(balances.every((b) => /^\d+(\.\d+)?$/.test(b.available_balance))).toBe(true)
    const stats = await t.client.getStatistics(period())
    expect(stats.count.all).toBe(1)
  })

  it("parses static wallets with `enable` and the legacy withdrawal envelope", async () => {
    t.sandbox.setQuirks({ staticWalletEnableField: true, legacyWithdrawalEnvelope: true, numbersAsStrings: true })
    const wallet = await t.client.createStaticWallet({ currency: "LTC", identify: "c-enable" })
    expect(wallet.active).toBe(true)
    const listed = await t.client.listStaticWallets(period())
    expect(listed.wallets[0].active).toBe(true)

    t.sandbox.setBalance("LTC", "5")
    const wd = await t.client.createWithdrawal({ currency_code: "LTC", to_address: "ltc1qxyz", amount: "1.25" })
    expect(wd).toMatchObject({ envelope: "data", status: "created", currency: "LTC", amount: "1.25" })
    expect(wd.uuid).toMatch(/^INV/)
  })
})
