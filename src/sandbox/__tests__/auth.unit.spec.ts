import { startSandbox } from "../index"
import type { Sandbox } from "../types"
import { API_KEY, WITHDRAWAL_KEY, call, validInvoice } from "./helpers"

const WITHDRAW = "/v2/invoice/api/out/create"
const withdrawal = { currency_code: "USDT_TRC20", to_address: "TXYZ", amount: 1 }

describe("sandbox auth", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox({ balances: { USDT_TRC20: "100" }, withdrawalIntervalMs: 0 })
  })
  afterAll(() => sb.close())
  beforeEach(() => sb.reset())

  it("rejects a missing header with 401 and the authorization envelope", async () => {
    const res = await call(sb, "/v2/invoice/create", validInvoice(), { key: null })
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ status: "error", result: { authorization: expect.any(String) } })
    expect(sb.listInvoices()).toHaveLength(0)
  })

  it("rejects a wrong key", async () => {
    const res = await call(sb, "/v2/merchant/wallet/balance/all", undefined, { key: "nope" })
    expect(res.status).toBe(401)
    expect(res.json.result.authorization).toBe("Invalid token.")
  })

  it("refuses the withdrawal key on normal endpoints and the API key on withdrawals", async () => {
    const a = await call(sb, "/v2/invoice/create", validInvoice(), { key: WITHDRAWAL_KEY })
    expect(a.status).toBe(401)
    expect(a.json.result).toHaveProperty("authorization")
    const b = await call(sb, WITHDRAW, withdrawal, { key: API_KEY })
    expect(b.status).toBe(401)
    expect(b.json.result).toHaveProperty("authorization")
    const c = await call(sb, WITHDRAW, withdrawal, { key: WITHDRAWAL_KEY })
    expect(c.status).toBe(200)
  })

  it("treats a malformed header as invalid (envelope by default)", async () => {
    const res = await call(sb, "/v2/merchant/wallet/balance/all", undefined, { authorization: `Bearer ${API_KEY}` })
    expect(res.status).toBe(401)
    expect(res.json.status).toBe("error")
    expect(sb.requests.at(-1)?.auth).toBe("invalid")
  })

  it("quirk authErrorsAs400 answers 400", async () => {
    sb.setQuirks({ authErrorsAs400: true })
    const res = await call(sb, "/v2/merchant/wallet/balance/all", undefined, { key: "nope" })
    expect(res.status).toBe(400)
    expect(res.json.result.authorization).toBeDefined()
  })

  it("quirk detailAuthErrors answers {detail} for headers not of the form Token <x>", async () => {
    sb.setQuirks({ detailAuthErrors: true })
    const malformed = await call(sb, "/v2/merchant/wallet/balance/all", undefined, { authorization: "Bearer abc" })
    expect(malformed.status).toBe(401)
    expect(malformed.json).toEqual({ detail: expect.any(String) })
    const missing = await call(sb, "/v2/merchant/wallet/balance/all", undefined, { key: null })
    expect(missing.json).toEqual({ detail: expect.any(String) })
    // A well-formed but wrong key still gets the envelope.
    const wrong = await call(sb, "/v2/merchant/wallet/balance/all", undefined, { key: "nope" })
    expect(wrong.json).toEqual({ status: "error", result: { authorization: "Invalid token." } })
  })

  it("reset() restores the configured quirks", async () => {
    sb.setQuirks({ authErrorsAs400: true })
    sb.reset()
    expect((await call(sb, "/v2/merchant/wallet/balance/all", undefined, { key: "x" })).status).toBe(401)
  })

  it("logs only the kind of key, never its value", async () => {
    await call(sb, "/v2/merchant/wallet/balance/all")
    await call(sb, WITHDRAW, withdrawal, { key: WITHDRAWAL_KEY })
    await call(sb, "/v2/merchant/wallet/balance/all", undefined, { key: "wrong-key-value" })
    await call(sb, "/v2/merchant/wallet/balance/all", undefined, { key: null })
    expect(sb.requests.map((r) => r.auth)).toEqual(["api", "withdrawal", "invalid", "none"])
    const dump = JSON.stringify(sb.requests)
    expect(dump).not.toContain(API_KEY)
    expect(dump).not.toContain(WITHDRAWAL_KEY)
    expect(dump).not.toContain("wrong-key-value")
  })

  it("answers unknown paths with 404 and wrong methods with 405", async () => {
    expect((await call(sb, "/v2/nope", {})).status).toBe(404)
    expect((await call(sb, "/v2/invoice/create", undefined, { method: "GET" })).status).toBe(405)
  })

  it("rejects a body that is not JSON after auth", async () => {
    const res = await call(sb, "/v2/invoice/create", undefined, { rawBody: "{nope" })
    expect(res.status).toBe(400)
    expect(res.json.status).toBe("error")
  })
})

describe("sandbox without a withdrawal key", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox({ withdrawalApiKey: null, balances: { USDT_TRC20: "100" } })
  })
  afterAll(() => sb.close())

  it("always refuses withdrawals", async () => {
    for (const key of [API_KEY, WITHDRAWAL_KEY, "sandbox-withdrawal-key"]) {
      const res = await call(sb, WITHDRAW, withdrawal, { key })
      expect(res.status).toBe(401)
    }
    expect(sb.listWithdrawals()).toHaveLength(0)
  })
})
