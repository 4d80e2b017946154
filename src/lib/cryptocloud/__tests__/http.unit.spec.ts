import { CryptoCloudClient } from "../client"
import { CryptoCloudApiError, CryptoCloudAuthError, CryptoCloudConfigError, CryptoCloudNetworkError, CryptoCloudRateLimitError } from "../errors"
import { isAmbiguousFailure } from "../failure-kind"
import { createResponseInvoice, fullWithdrawal, infoInvoice } from "./fixtures"
import { getInvoicesBatchedEach } from "../batch"
import { json, serverForFile, type Handler } from "./http-server"

const API_KEY = "test-api-key-SECRET-1234"
const WD_KEY = "test-withdrawal-key-SECRET-5678"

let handler: Handler
const server = serverForFile(() => handler)
let client: CryptoCloudClient

beforeEach(() => {
  server.received.length = 0
  handler = (_req, res) => json(res, 200, { status: "success", result: [] })
  client = new CryptoCloudClient({
    apiKey: API_KEY,
    shopId: "shop-1",
    withdrawalApiKey: WD_KEY,
    baseUrl: server.url,
    timeoutMs: 2000,
    retry: { retries: 2, minDelayMs: 1, maxDelayMs: 5 },
  })
})
afterEach(() => client.close())

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (err) {
    expect(String((err as Error).message)).not.toContain(API_KEY)
    expect(String((err as Error).message)).not.toContain(WD_KEY)
    return err as Error
  }
  throw new Error("expected the call to fail")
}

describe("requests on the wire", () => {
  it("POSTs JSON with the token header, shop id, string amount and locale", async () => {
    handler = (_req, res) => json(res, 200, { status: "success", result: createResponseInvoice() })
    const invoice = await client.createInvoice({ amount: "2.68", currency: "RUB", order_id: "sess_1" }, { locale: "ru" })
    expect(invoice.uuid).toBe("INV-XS6D3L3K")
    const [req] = server.received
    expect(req.method).toBe("POST")
    expect(req.url).toBe("/v2/invoice/create?locale=ru")
    expect(req.headers.authorization).toBe(`Token ${API_KEY}`)
    expect(req.headers["content-type"]).toBe("application/json")
    expect(req.headers["user-agent"]).toBe("medusa-payment-cryptocloud")
    expect(req.body).toBe('{"shop_id":"shop-1","amount":"2.68","currency":"RUB","order_id":"sess_1"}')
  })

  it("sends no body and no content type for the balance", async () => {
    await client.getBalances()
    const [req] = server.received
    expect(req.url).toBe("/v2/merchant/wallet/balance/all")
    expect(req.body).toBe("")
    expect(req.headers["content-type"]).toBeUndefined()
  })

  it("keeps a base URL path prefix", async () => {
    const prefixed = new CryptoCloudClient({ apiKey: API_KEY, shopId: "s", baseUrl: `${server.url}/proxy/` })
    await prefixed.getInvoices(["abc12345"])
    await prefixed.close()
    expect(server.received[0].url).toBe("/proxy/v2/invoice/merchant/info")
    expect(JSON.parse(server.received[0].body)).toEqual({ uuids: ["INV-ABC12345"] })
  })

  it("uses the withdrawal key for withdrawals and reads the legacy `data` envelope", async () => {
    handler = (_req, res) => json(res, 200, { status: "success", data: { invoice_id: "INV-WD123456", status: "created", currency: "BTC", amount: 1e-5 } })
    const wd = await client.createWithdrawal({ currency_code: "BTC", to_address: "bc1qxyz", amount: "0.00001" })
    expect(server.received[0].headers.authorization).toBe(`Token ${WD_KEY}`)
    expect(JSON.parse(server.received[0].body)).toEqual({ currency_code: "BTC", to_address: "bc1qxyz", amount: "0.00001" })
    expect(wd).toMatchObject({ uuid: "INV-WD123456", status: "created", currency: "BTC", amount: "0.00001", envelope: "data" })
  })

  it("reads the full withdrawal answer", async () => {
    handler = (_req, res) => json(res, 200, { status: "success", result: fullWithdrawal() })
    const wd = await client.createWithdrawal({ currency_code: "USDT_TRC20", to_address: "TXyz", amount: "10.5" })
    expect(wd).toMatchObject({ uuid: "INV-WD123456", currency: "USDT_TRC20", amount: "10.5", envelope: "result" })
    // The raw payload keeps every JSON number as its exact source text.
    expect(wd.raw.step).toBe("1")
  })
})

describe("error answers", () => {
  it("maps a `{detail}` body without status to an auth error that never shows the key", async () => {
    handler = (_req, res) => json(res, 401, { detail: `Invalid token ${API_KEY}.` })
    const err = await failure(client.getInvoices(["abc12345"]))
    expect(err).toBeInstanceOf(CryptoCloudAuthError)
    expect((err as CryptoCloudAuthError).httpStatus).toBe(401)
    expect(err.message).toMatch(/project API key/)
    expect(err.message).toContain("[redacted]")
    expect(server.received).toHaveLength(1)
  })

  it("maps HTTP 400 with the authorization area to an auth error naming the withdrawal key", async () => {
    handler = (_req, res) => json(res, 400, { status: "error", result: { authorization: "Invalid token" } })
    const err = await failure(client.createWithdrawal({ currency_code: "BTC", to_address: "bc1q", amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudAuthError)
    expect((err as CryptoCloudAuthError).keyKind).toBe("withdrawal")
    expect(err.message).toMatch(/withdrawal API key/)
  })

  it("maps an error envelope to an API error with its area", async () => {
    handler = (_req, res) => json(res, 400, { status: "error", result: { amount: "Minimum amount 0.5 USD" } })
    const err = await failure(client.createInvoice({ amount: "0.1" }))
    expect(err).toBeInstanceOf(CryptoCloudApiError)
    expect(err).toMatchObject({ httpStatus: 400, area: "amount", serviceMessage: "Minimum amount 0.5 USD" })
    expect(err.message).toBe("CryptoCloud rejected the request (amount): Minimum amount 0.5 USD")
    expect(isAmbiguousFailure(err)).toBe(false)
  })

  it("reads DRF-style list messages and error envelopes sent with HTTP 200", async () => {
    handler = (_req, res) => json(res, 200, { status: "error", result: { validate_error: ["Invoice is not created"] } })
    const err = await failure(client.cancelInvoice("INV-ABC12345"))
    expect(err).toMatchObject({ httpStatus: 200, area: "validate_error", serviceMessage: "Invoice is not created" })
  })

  it("does not retry 4xx reads", async () => {
    handler = (_req, res) => json(res, 400, { status: "error", result: { uuids: "bad" } })
    await failure(client.getInvoices(["abc12345"]))
    expect(server.received).toHaveLength(1)
  })

  it("maps an HTML 502 to bad_response and retries reads", async () => {
    handler = (_req, res) => {
      res.writeHead(502, { "content-type": "text/html" })
      res.end("<html><body>502 Bad Gateway</body></html>")
    }
    const err = await failure(client.getStatistics({ start: "2026-11-01", end: "2026-11-22" }))
    expect(err).toBeInstanceOf(CryptoCloudNetworkError)
    expect(err).toMatchObject({ kind: "bad_response", httpStatus: 502 })
    expect(err.message).toMatch(/HTTP 502 .*not a JSON object \(text\/html\)/)
    expect(server.received).toHaveLength(3)
  })

  it("never retries a create, even on a 5xx", async () => {
    handler = (_req, res) => json(res, 500, { status: "error", result: { server: "boom" } })
    const err = await failure(client.createInvoice({ amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudApiError)
    expect(isAmbiguousFailure(err)).toBe(true)
    expect(server.received).toHaveLength(1)
  })

  it("maps a 429 to a service rate-limit error with Retry-After", async () => {
    handler = (_req, res) => json(res, 429, { status: "error", result: { rate_limit: "slow down" } }, { "retry-after": "2" })
    const err = await failure(client.getBalances())
    expect(err).toBeInstanceOf(CryptoCloudRateLimitError)
    expect(err).toMatchObject({ source: "service", retryAfterMs: 2000, httpStatus: 429 })
    expect(server.received).toHaveLength(1)
  })

  it("gives a service-side withdrawal rate limit the 12 s interval as retryAfterMs", async () => {
    handler = (_req, res) => json(res, 400, { status: "error", result: { rate_limit: "Too many requests" } })
    const err = await failure(client.createWithdrawal({ currency_code: "BTC", to_address: "bc1q", amount: "1" }))
    expect(err).toMatchObject({ source: "service", retryAfterMs: 12_000 })
  })

  it("treats an answer of the wrong shape as bad_response with issues, without retrying", async () => {
    handler = (_req, res) => json(res, 200, { status: "success", result: [{ ...infoInvoice(), status: "refunded" }] })
    const err = await failure(client.getInvoices(["abc12345"]))
    expect(err).toMatchObject({ kind: "bad_response", httpStatus: 200 })
    expect((err as CryptoCloudNetworkError).issues[0]).toMatchObject({ path: "[0].status" })
    expect(server.received).toHaveLength(1)
  })

  it("treats a JSON array or a status-less body as bad_response", async () => {
    handler = (_req, res) => json(res, 200, [1, 2])
    expect(await failure(client.getBalances())).toMatchObject({ kind: "bad_response" })
    handler = (_req, res) => json(res, 200, { hello: "world" })
    expect(await failure(client.getBalances())).toMatchObject({ kind: "bad_response" })
  })
})

describe("transport failures", () => {
  it("times out a server that never answers within about timeoutMs", async () => {
    handler = () => {} // hold the request forever
    const quick = new CryptoCloudClient({ apiKey: API_KEY, shopId: "s", baseUrl: server.url, timeoutMs: 300 })
    const started = Date.now()
    const err = await failure(quick.createInvoice({ amount: "1" }))
    const elapsed = Date.now() - started
    await quick.close()
    expect(err).toMatchObject({ kind: "timeout" })
    expect(isAmbiguousFailure(err)).toBe(true)
    expect(elapsed).toBeGreaterThanOrEqual(250)
    expect(elapsed).toBeLessThan(1500)
  })

  it("times out a body that stalls after the headers", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" })
      res.write('{"status":"succ')
    }
    const quick = new CryptoCloudClient({ apiKey: API_KEY, shopId: "s", baseUrl: server.url, timeoutMs: 300, retry: { retries: 0 } })
    const err = await failure(quick.getBalances())
    await quick.close()
    expect(err).toMatchObject({ kind: "timeout" })
  })

  it("reports a reset after sending as an ambiguous network error", async () => {
    handler = (_req, res) => res.socket?.destroy()
    const err = await failure(client.createInvoice({ amount: "1" }))
    expect(err).toMatchObject({ kind: "network" })
    expect(isAmbiguousFailure(err)).toBe(true)
    expect(server.received).toHaveLength(1)
  })

  it("reports a refused connection as not ambiguous", async () => {
    const dead = new CryptoCloudClient({ apiKey: API_KEY, shopId: "s", withdrawalApiKey: WD_KEY, baseUrl: "http://127.0.0.1:1", retry: { retries: 0 } })
    const err = await failure(dead.createInvoice({ amount: "1" }))
    expect(err).toMatchObject({ kind: "network" })
    expect(isAmbiguousFailure(err)).toBe(false)
    // A withdrawal that provably never left does not use up the 12-second slot.
    await failure(dead.createWithdrawal({ currency_code: "BTC", to_address: "bc1q", amount: "1" }))
    expect(dead.withdrawalGuard.retryAfterMs()).toBe(0)
    await dead.close()
  })

  it("refuses calls after close()", async () => {
    await client.close()
    expect(await failure(client.getBalances())).toBeInstanceOf(CryptoCloudConfigError)
    expect(server.received).toHaveLength(0)
  })
})

describe("options", () => {
  it("validates options with messages that name the option, never the value", () => {
    const attempt = (options: Record<string, unknown>) => {
      try {
        new CryptoCloudClient(options as never)
      } catch (err) {
        expect(err).toBeInstanceOf(CryptoCloudConfigError)
        expect((err as Error).message).not.toContain("SECRET")
        return (err as Error).message
      }
      throw new Error("expected a config error")
    }
    expect(attempt({ shopId: "s" })).toMatch(/apiKey/)
    expect(attempt({ apiKey: "has SECRET space", shopId: "s" })).toMatch(/apiKey must not contain spaces/)
    expect(attempt({ apiKey: "k", shopId: "" })).toMatch(/shopId must not be empty/)
    expect(attempt({ apiKey: "k", shopId: "s", baseUrl: "ftp://x" })).toMatch(/baseUrl must be an http\(s\) URL/)
    expect(attempt({ apiKey: "k", shopId: "s", timeoutMs: 0 })).toMatch(/timeoutMs/)
    expect(attempt({ apiKey: "k", shopId: "s", retry: { minDelayMs: 500, maxDelayMs: 100 } })).toMatch(/retry.maxDelayMs/)
    expect(attempt({ apiKey: "k", shopId: "s", locale: "english!" })).toMatch(/locale/)
    expect(attempt({ apiKey: "k", shopId: "s", withdrawalApiKey: "SECRET with space" })).toMatch(/withdrawalApiKey/)
  })

  it("treats an empty withdrawal key as none", async () => {
    const c = new CryptoCloudClient({ apiKey: "k", shopId: "s", withdrawalApiKey: "", baseUrl: server.url })
    expect(c.withdrawalsEnabled).toBe(false)
    const err = await failure(c.createWithdrawal({ currency_code: "BTC", to_address: "bc1q", amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudConfigError)
    expect(err.message).toBe("withdrawals are disabled: set withdrawalApiKey / CRYPTOCLOUD_WITHDRAWAL_API_KEY")
    expect(server.received).toHaveLength(0)
    await c.close()
  })
})

describe("info read invoice by invoice", () => {
  it("returns the good invoices and names the malformed one instead of failing the answer", async () => {
    const good = { ...infoInvoice(), uuid: "INV-GOOD0001" }
    const bad = { ...infoInvoice(), uuid: "INV-BAD00001", status: "mystery" }
    handler = (_req, res) => json(res, 200, { status: "success", result: [good, bad, 42] })
    const answer = await client.getInvoicesEach(["INV-GOOD0001", "INV-BAD00001"])
    expect(answer.invoices.map((i) => i.uuid)).toEqual(["INV-GOOD0001"])
    expect(answer.rejected).toEqual([
      { uuid: "INV-BAD00001", problem: expect.stringMatching(/status/) },
      { uuid: null, problem: expect.any(String) },
    ])
    // The whole read fails only when the answer is not an array of invoices at all.
    await expect(client.getInvoices(["INV-GOOD0001", "INV-BAD00001"])).rejects.toMatchObject({ kind: "bad_response" })
  })

  it("chunks any number of ids and gathers what was rejected", async () => {
    handler = (req, res) => {
      const uuids: string[] = JSON.parse(req.body).uuids
      json(res, 200, { status: "success", result: uuids.map((uuid, i) => (i === 0 ? { uuid, status: "??" } : { ...infoInvoice(), uuid })) })
    }
    const ids = Array.from({ length: 150 }, (_, i) => `INV-${String(i).padStart(8, "0")}`)
    const answer = await getInvoicesBatchedEach(client, ids)
    expect(server.received).toHaveLength(2)
    expect(answer.invoices).toHaveLength(148)
    expect(answer.rejected.map((r) => r.uuid)).toEqual(["INV-00000000", "INV-00000100"])
  })
})
