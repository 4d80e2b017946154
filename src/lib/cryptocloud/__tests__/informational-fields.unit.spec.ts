/**
 * Only what a decision needs may fail a read. Informational fields that are missing or
 * unreadable are null, and the client says so once per call through `onWarning`, naming
 * fields and ids, never values, keys or bodies.
 */
import { CryptoCloudClient } from "../client"
import { CryptoCloudConfigError } from "../errors"
import { balanceArraySchema, staticWalletSchema, statisticsSchema, withdrawalPayloadSchema } from "../schemas/account"
import { invoiceSchema } from "../schemas/invoice"
import { notesOf } from "../schemas/notes"
import { balanceEntry, createResponseInvoice, docsInfoAnswerText, fullWithdrawal, infoInvoice, staticWallet } from "./fixtures"
import { json, jsonText, serverForFile, type Handler } from "./http-server"

const API_KEY = "info-api-key-SECRET-1234"

let handler: Handler
const server = serverForFile(() => handler)
let warnings: string[]
let client: CryptoCloudClient

beforeEach(() => {
  warnings = []
  client = new CryptoCloudClient({
    apiKey: API_KEY,
    shopId: "shop-1",
    baseUrl: server.url,
    retry: { retries: 0 },
    onWarning: (message) => warnings.push(message),
  })
})
afterEach(() => client.close())

const paths = (value: unknown) => notesOf(value).map((n) => `${n.path} ${n.problem}`)

describe("the service's documented info answer (no `created`)", () => {
  const decisionFields = {
    uuid: "INV-XXXXXXXX",
    status: "overpaid",
    amount: "100.2",
    amount_usd: "100.2",
    received: "100.2",
    received_usd: "100.2",
    fee: "1.4",
    service_fee: "0",
    service_fee_usd: "1.9",
    order_id: "1111",
    test_mode: false,
    expiry_date: "2023-01-01T12:00:00.000Z",
    fiat_currency: null,
    amount_in_fiat: null,
  }

  it("is read with its decision fields right, `created` null, and one warning", async () => {
    handler = (_req, res) => jsonText(res, 200, docsInfoAnswerText)
    const invoices = await client.getInvoices(["INV-XXXXXXXX"])
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({ ...decisionFields, created: null, address: null, date_finished: null, tx_list: null })
    expect(invoices[0].currency).toMatchObject({ code: "USDT", fullcode: "USDT_TRC20", network: { code: "TRC20" } })
    expect(invoices[0].project).toMatchObject({ name: "MyStore", logo: null })
    expect(warnings).toEqual(["CryptoCloud getInvoices: informational fields missing or unreadable, read as null or left out: created missing (INV-XXXXXXXX)"])
  })

  it("does not stop the per-invoice read that postbacks and reconciliation use", async () => {
    handler = (_req, res) => jsonText(res, 200, docsInfoAnswerText)
    const answer = await client.getInvoicesEach(["INV-XXXXXXXX"])
    expect(answer.rejected).toEqual([])
    expect(answer.invoices[0]).toMatchObject(decisionFields)
    expect(await client.getInvoice("XXXXXXXX")).toMatchObject(decisionFields)
  })

  it("parses through the schema alone too", () => {
    const [entry] = JSON.parse(docsInfoAnswerText).result
    const invoice = invoiceSchema.parse(entry)
    expect(invoice).toMatchObject({ ...decisionFields, created: null })
    expect(paths(invoice)).toEqual(["created missing"])
  })
})

describe("informational fields: null and a note, never a failed read", () => {
  const odd = {
    ...infoInvoice(),
    created: "yesterday",
    date_finished: 5,
    project: "MyStore",
    tx_list: ["0xabc", { foo: 1 }, true],
    link: { href: "x" },
    is_email_required: "sometimes",
    currency: { ...createResponseInvoice().currency, icon_base: true, network: "TRC20", name: ["Tether"] },
  }

  it("in the schema", () => {
    const invoice = invoiceSchema.parse(odd)
    expect(invoice).toMatchObject({ created: null, date_finished: null, project: null, link: null, is_email_required: null, tx_list: ["0xabc"] })
    expect(invoice.currency).toMatchObject({ code: "USDT", fullcode: "USDT_TRC20", icon_base: null, network: null, name: null })
    expect(paths(invoice).sort()).toEqual(
      [
        "created unreadable (string)",
        "date_finished unreadable (number)",
        "project unreadable (string)",
        "link unreadable (object)",
        "is_email_required unreadable (string)",
        "tx_list[1] unreadable (object), left out",
        "tx_list[2] unreadable (boolean), left out",
        "currency.icon_base unreadable (boolean)",
        "currency.network unreadable (string)",
        "currency.name unreadable (array)",
      ].sort()
    )
  })

  it("through the client: one grouped warning naming fields and ids, never values, keys or bodies", async () => {
    const second = { ...odd, uuid: "INV-SECOND01" }
    handler = (_req, res) =>
      json(res, 200, { status: "success", result: [odd, second, infoInvoice()].map((i, n) => (n === 2 ? { ...i, uuid: "INV-CLEAN001" } : i)) })
    const invoices = await client.getInvoices(["INV-XS6D3L3K", "INV-SECOND01", "INV-CLEAN001"])
    expect(invoices).toHaveLength(3)
    expect(warnings).toHaveLength(1)
    const [message] = warnings
    expect(message).toMatch(/^CryptoCloud getInvoices: .* in 2 of 3 records/)
    expect(message).toContain("created unreadable (string) (INV-XS6D3L3K, INV-SECOND01)")
    expect(message).toContain("currency.name unreadable (array) (INV-XS6D3L3K, INV-SECOND01)")
    expect(message).toMatch(/; 2 more not shown$/)
    expect(message).not.toContain("INV-CLEAN001")
    for (const secret of [API_KEY, "yesterday", "MyStore", "0xabc", "Tether", "c***@example.com"]) expect(message).not.toContain(secret)
  })

  it("a clean answer warns nothing, a throwing hook changes nothing, and no hook is needed", async () => {
    handler = (_req, res) => json(res, 200, { status: "success", result: [infoInvoice()] })
    await client.getInvoices(["INV-XS6D3L3K"])
    expect(warnings).toEqual([])

    handler = (_req, res) => jsonText(res, 200, docsInfoAnswerText)
    const throwing = new CryptoCloudClient({
      apiKey: API_KEY,
      shopId: "s",
      baseUrl: server.url,
      onWarning: () => {
        throw new Error("logger down")
      },
    })
    const silent = new CryptoCloudClient({ apiKey: API_KEY, shopId: "s", baseUrl: server.url })
    expect(await throwing.getInvoices(["INV-XXXXXXXX"])).toHaveLength(1)
    expect(await silent.getInvoices(["INV-XXXXXXXX"])).toHaveLength(1)
    await Promise.all([throwing.close(), silent.close()])
  })

  it("refuses an onWarning that is not a function", () => {
    expect(() => new CryptoCloudClient({ apiKey: API_KEY, shopId: "s", onWarning: "log" as never })).toThrow(CryptoCloudConfigError)
  })
})

describe("decision fields stay strict", () => {
  const fails = (patch: Record<string, unknown>) => invoiceSchema.safeParse({ ...infoInvoice(), ...patch })

  it.each([
    ["expiry_date", { expiry_date: "soon" }],
    ["test_mode", { test_mode: "maybe" }],
    ["order_id", { order_id: { id: 1 } }],
    ["fiat_currency", { fiat_currency: ["RUB"] }],
    ["currency", { currency: 42 }],
    ["currency", { currency: { code: { x: 1 } } }],
  ])("an unusable %s fails the read", (field, patch) => {
    const result = fails(patch)
    expect(result.success).toBe(false)
    expect(result.error!.issues[0].path).toEqual([field])
  })

  it("absent decision fields of other variants are still null, as before", () => {
    const { expiry_date: _e, test_mode: _t, order_id: _o, ...rest } = infoInvoice()
    expect(invoiceSchema.parse(rest)).toMatchObject({ expiry_date: null, test_mode: false, order_id: null })
  })
})

describe("the other answers follow the same rule", () => {
  it("static wallets: created and status only inform, identify and address decide", () => {
    const wallet = staticWalletSchema.parse({ ...staticWallet(), created: "yesterday", active: "maybe" })
    expect(wallet).toMatchObject({ created: null, active: true, identify: "customer-1" })
    expect(paths(wallet).sort()).toEqual(["active unreadable (string)", "created unreadable (string)"])
    expect(staticWalletSchema.safeParse({ ...staticWallet(), identify: { id: 1 } }).success).toBe(false)
    expect(staticWalletSchema.safeParse({ ...staticWallet(), currency: "USDT_TRC20" }).success).toBe(false)
  })

  it("balances: the currency's name and network only inform, its code decides", () => {
    const entry = balanceEntry()
    const [balance] = balanceArraySchema.parse([{ ...entry, currency: { ...entry.currency, name: false, obj_network: "TRC20" } }])
    expect(balance.currency).toMatchObject({ code: "USDT_TRC20", name: null, network: null })
    expect(paths(balance)).toEqual(["currency.name unreadable (boolean)", "currency.network unreadable (string)"])
    expect(balanceArraySchema.safeParse([{ ...entry, currency: { ...entry.currency, code: ["x"] } }]).success).toBe(false)
  })

  it("statistics: an unreadable count is zero with a note, an unreadable total fails", () => {
    const stats = statisticsSchema.parse({ count: { all: 2, paid: "lots" }, amount: { all: "5.5" } })
    expect(stats.count).toMatchObject({ all: 2, paid: 0 })
    expect(paths(stats)).toEqual(["count.paid unreadable (string)"])
    const bad = statisticsSchema.safeParse({ count: {}, amount: { paid: "lots" } })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues[0].path).toEqual(["amount", "paid"])
  })

  it("withdrawals: created only informs; the short form without it is no news", () => {
    const wd = withdrawalPayloadSchema.parse({ ...fullWithdrawal(), created: "yesterday" })
    expect(wd).toMatchObject({ uuid: "INV-WD123456", amount: "10.5", created: null })
    expect(paths(wd)).toEqual(["created unreadable (string)"])
    const short = withdrawalPayloadSchema.parse({ invoice_id: "INV-WD123456", status: "created", currency: "BTC", amount: "1" })
    expect(paths(short)).toEqual([])
    expect(withdrawalPayloadSchema.safeParse({ invoice_id: "INV-WD123456", status: { s: 1 }, currency: "BTC", amount: "1" }).success).toBe(false)
  })

  it("every recorded and documented fixture parses without a failure", () => {
    expect(() => invoiceSchema.parse(createResponseInvoice())).not.toThrow()
    expect(() => invoiceSchema.parse(infoInvoice())).not.toThrow()
    expect(() => invoiceSchema.parse(JSON.parse(docsInfoAnswerText).result[0])).not.toThrow()
    expect(() => balanceArraySchema.parse([balanceEntry()])).not.toThrow()
    expect(() => staticWalletSchema.parse(staticWallet())).not.toThrow()
    expect(() => withdrawalPayloadSchema.parse(fullWithdrawal())).not.toThrow()
  })
})
