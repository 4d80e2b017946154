import { spawn } from "node:child_process"
import path from "node:path"
import { optionsFromArgs } from "../cli"
import type { Sandbox } from "../types"
import { Receiver, call, closeWithReceiver, createInvoice, resetWithReceiver, startWithReceiver, validInvoice } from "./helpers"

const ctl = (sb: Sandbox, route: string, body?: unknown, method: "GET" | "POST" | "DELETE" = "POST") =>
  call(sb, `/_sandbox/${route}`, body, { key: null, method })

describe("sandbox control routes", () => {
  let sb: Sandbox
  let rx: Receiver
  beforeAll(async () => {
    ;({ sb, rx } = await startWithReceiver(() => ({ balances: { BTC: "1" } })))
  })
  afterAll(() => closeWithReceiver(sb, rx))
  beforeEach(() => resetWithReceiver(sb, rx))

  it("GET state, requests and postbacks", async () => {
    const inv = await createInvoice(sb)
    const state = await ctl(sb, "state", undefined, "GET")
    expect(state.status).toBe(200)
    expect(state.json.invoices).toEqual([expect.objectContaining({ uuid: inv.uuid, status: "created" })])
    expect(state.json.balances.BTC).toEqual({ balance: "1", available: "1" })
    const requests = await ctl(sb, "requests", undefined, "GET")
    expect(requests.json[0]).toMatchObject({ path: "/v2/invoice/create", status: 200, auth: "api" })
    expect((await ctl(sb, "postbacks", undefined, "GET")).json).toEqual([])
  })

  it("pays and expires invoices, with postbacks when wait is set", async () => {
    await ctl(sb, "postback-url", { url: rx.url, format: "urlencoded" })
    const a = await createInvoice(sb)
    const paid = await ctl(sb, `invoices/${a.uuid}/pay`, { kind: "partial", fraction: 0.1, wait: true })
    expect(paid.json).toMatchObject({ status: "partial", amountPaid: "1" })
    expect(rx.received).toHaveLength(1)
    expect(rx.received[0].contentType).toBe("application/x-www-form-urlencoded")
    const b = await createInvoice(sb)
    expect((await ctl(sb, `invoices/${b.uuid.slice(4)}/expire`)).json.status).toBe("canceled")
    expect((await ctl(sb, `invoices/${b.uuid}/expire`)).status).toBe(409)
    expect((await ctl(sb, "invoices/INV-ZZZZZZZZ/pay", { kind: "exact" })).status).toBe(404)
    expect((await ctl(sb, `invoices/${a.uuid}/pay`, { kind: "steal" })).status).toBe(400)
    const resent = await ctl(sb, `invoices/${a.uuid}/postback`, { format: "json" })
    expect(resent.json).toEqual([expect.objectContaining({ outcome: "sent", format: "json" })])
  })

  it("injects request faults (string path and pattern) and clears them", async () => {
    expect((await ctl(sb, "faults", { kind: "5xx", path: "/v2/invoice/create", times: 1, afterProcessing: true })).status).toBe(200)
    expect((await call(sb, "/v2/invoice/create", validInvoice())).status).toBe(502)
    expect(sb.listInvoices()).toHaveLength(1)
    await ctl(sb, "faults", { kind: "non-json", pathPattern: "^/v2/invoice/" })
    expect((await call(sb, "/v2/invoice/create", validInvoice())).json).toBeUndefined()
    await ctl(sb, "faults", undefined, "DELETE")
    expect((await call(sb, "/v2/invoice/create", validInvoice())).status).toBe(200)
    expect((await ctl(sb, "faults", { kind: "explode" })).status).toBe(400)
  })

  it("sets postback faults, balances, quirks, the clock; deposits; resets", async () => {
    sb.setPostbackUrl(rx.url, "json")
    await ctl(sb, "postback-faults", { drop: 1 })
    const inv = await createInvoice(sb)
    await ctl(sb, `invoices/${inv.uuid}/pay`, { wait: true })
    expect(sb.postbacks.map((p) => p.outcome)).toEqual(["dropped"])
    expect((await ctl(sb, "balances", { currency: "ETH", amount: "2.5" })).json.ETH).toEqual({ balance: "2.5", available: "2.5" })
    expect((await ctl(sb, "balances", { currency: "DOGE", amount: "1" })).status).toBe(400)
    await ctl(sb, "quirks", { numbersAsStrings: true })
    expect((await createInvoice(sb)).amount_usd).toBe("10")
    const before = sb.now().getTime()
    const clock = await ctl(sb, "clock", { advanceMs: 3_600_000 })
    expect(new Date(clock.json.now).getTime() - before).toBeGreaterThanOrEqual(3_600_000)
    await call(sb, "/v2/invoice/static/create", { shop_id: sb.options.shopId, currency: "BTC", identify: "w1" })
    const dep = await ctl(sb, "static-wallets/w1/deposit", { amount: "0.01", wait: true })
    expect(dep.json).toMatchObject({ status: "paid", orderId: "w1" })
    expect((await ctl(sb, "reset")).status).toBe(200)
    expect(sb.listInvoices()).toHaveLength(0)
    expect(sb.postbacks).toHaveLength(0)
    expect(sb.getBalances()).toEqual({ BTC: { balance: "1", available: "1" } })
    expect((await ctl(sb, "nope")).status).toBe(404)
  })
})

describe("sandbox CLI", () => {
  it("reads flags and env vars (flags win)", () => {
    const opts = optionsFromArgs(["--port", "0", "--api-key", "k1", "--postback-format", "urlencoded", "--balance", "BTC=1", "--withdrawal-key", "none"], {
      CRYPTOCLOUD_SANDBOX_API_KEY: "env-key",
      CRYPTOCLOUD_SANDBOX_SHOP_ID: "env-shop",
      CRYPTOCLOUD_SANDBOX_SECRET: "env-secret",
    })
    expect(opts).toMatchObject({
      port: 0,
      apiKey: "k1",
      shopId: "env-shop",
      secret: "env-secret",
      postbackFormat: "urlencoded",
      balances: { BTC: "1" },
      withdrawalApiKey: null,
      postbackUrl: null,
    })
    expect(optionsFromArgs([], {}).port).toBe(4010)
  })

  it("starts, serves, never prints secrets, and exits cleanly on SIGTERM", async () => {
    const root = path.resolve(__dirname, "../../..")
    const child = spawn(
      process.execPath,
      ["-r", "ts-node/register/transpile-only", "src/sandbox/cli.ts", "--port", "0", "--secret", "top-secret-value", "--api-key", "cli-key"],
      {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: "" },
      }
    )
    let out = ""
    child.stdout.on("data", (d: Buffer) => (out += d.toString()))
    child.stderr.on("data", (d: Buffer) => (out += d.toString()))
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", () => {
        const m = /listening on (http:\/\/\S+)/.exec(out)
        if (m) resolve(m[1])
      })
      child.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)))
    })
    const sbLike = { url } as Sandbox
    const res = await call(sbLike, "/v2/merchant/wallet/balance/all", undefined, { key: "cli-key" })
    expect(res.status).toBe(200)
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
    child.kill("SIGTERM")
    expect(await exited).toBe(0)
    expect(out).toContain("Hint:")
    expect(out).not.toContain("top-secret-value")
    expect(out).not.toContain("cli-key")
  })
})
