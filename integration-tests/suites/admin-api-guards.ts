/**
 * Every admin route: no session → 401, bad input → 400 with a message that names the
 * problem, and in both cases nothing reaches the payment service.
 */
import { ANONYMOUS, loginAdmin, type AdminSession } from "../helpers/admin"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

type Call = { method: "get" | "post"; url: string; body?: unknown }

/** One valid call per route (valid input: only the session is missing). */
const VALID: Call[] = [
  { method: "get", url: "/admin/cryptocloud/balance" },
  { method: "get", url: "/admin/cryptocloud/invoices?start=2026-01-01&end=2026-01-31&offset=0&limit=10" },
  { method: "get", url: "/admin/cryptocloud/invoices/INV-ABCD1234" },
  { method: "post", url: "/admin/cryptocloud/invoices/INV-ABCD1234/cancel" },
  { method: "get", url: "/admin/cryptocloud/statistics?start=2026-01-01&end=2026-01-31" },
  {
    method: "post",
    url: "/admin/cryptocloud/withdrawals",
    body: { currency_code: "USDT_TRC20", to_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", amount: "1.5" },
  },
  { method: "get", url: "/admin/cryptocloud/withdrawals" },
  { method: "post", url: "/admin/cryptocloud/withdrawals/ccwd_01ABC/resolve", body: { outcome: "sent" } },
  { method: "get", url: "/admin/cryptocloud/attention?status=resolved" },
  { method: "post", url: "/admin/cryptocloud/attention/ccatt_01ABC/resolve", body: { note: "done" } },
  { method: "get", url: "/admin/cryptocloud/static-wallets" },
  { method: "post", url: "/admin/cryptocloud/static-wallets", body: { currency: "USDT_TRC20", identify: "customer-1" } },
  { method: "get", url: "/admin/cryptocloud/settings" },
  { method: "post", url: "/admin/cryptocloud/settings", body: { locale: "en" } },
  { method: "post", url: "/admin/cryptocloud/connection-test" },
]

/** Bad input per route, and a piece of the message the admin must see. */
const BAD: Array<Call & { expect: RegExp }> = [
  { method: "get", url: "/admin/cryptocloud/balance?currency=BTC", expect: /Unrecognized fields: 'currency'/ },
  { method: "get", url: "/admin/cryptocloud/invoices?start=2026-02-30", expect: /start must be a calendar date in YYYY-MM-DD form/ },
  { method: "get", url: "/admin/cryptocloud/invoices?start=2026-03-02&end=2026-03-01", expect: /end must be the same as or later than start/ },
  { method: "get", url: "/admin/cryptocloud/invoices?limit=101", expect: /limit.*at most: '100'/ },
  { method: "get", url: "/admin/cryptocloud/invoices?offset=-1", expect: /offset/ },
  { method: "get", url: "/admin/cryptocloud/invoices/not-an-invoice", expect: /Invalid invoice id "not-an-invoice"/ },
  { method: "post", url: "/admin/cryptocloud/invoices/INV-1/cancel", expect: /Invalid invoice id "INV-1"/ },
  { method: "post", url: "/admin/cryptocloud/invoices/INV-ABCD1234/cancel", body: { force: true }, expect: /Unrecognized fields: 'force'/ },
  { method: "get", url: "/admin/cryptocloud/statistics?start=01.01.2026", expect: /start must be a calendar date/ },
  { method: "post", url: "/admin/cryptocloud/withdrawals", body: { currency_code: "DOGE", to_address: "TXabc", amount: "1" }, expect: /currency_code/ },
  {
    method: "post",
    url: "/admin/cryptocloud/withdrawals",
    body: { currency_code: "BTC", to_address: "TXabc", amount: 1.5 },
    expect: /amount must be a positive decimal string.*numbers are refused/,
  },
  {
    method: "post",
    url: "/admin/cryptocloud/withdrawals",
    body: { currency_code: "BTC", to_address: "bc1 q", amount: "1" },
    expect: /to_address must not contain spaces/,
  },
  { method: "post", url: "/admin/cryptocloud/withdrawals", body: { currency_code: "BTC", amount: "1" }, expect: /Field 'to_address' is required/ },
  { method: "get", url: "/admin/cryptocloud/withdrawals?limit=0", expect: /limit.*at least: '1'/ },
  // Payout addresses are checked per network before anything is sent: a one-character typo,
  // another network's address, a wrong length — each names the expected format.
  ...(
    [
      ["BTC", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr", /Expected a Bitcoin mainnet address/], // BIP-173 example, last character changed
      ["BTC", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", /looks like an Ethereum\/EVM address/],
      ["LTC", "LhK2kQwiaAvhjWY799cZvMyYwnQAcxkarx", /Expected a Litecoin mainnet address/], // Bitcoin wiki example, last character changed
      ["USDT_ERC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", /EIP-55|checksum/], // EIP-55 example with one case flipped
      ["USDT_ERC20", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", /looks like a Tron address/],
      ["USDT_TRC20", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF", /Expected a Tron address/],
      ["SOL", "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB", /Expected a Solana address/], // too short
      ["TON", "EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHG", /Expected a TON mainnet address/], // CRC16 off by one character
    ] as const
  ).map(([currency_code, to_address, expect]) => ({
    method: "post" as const,
    url: "/admin/cryptocloud/withdrawals",
    body: { currency_code, to_address, amount: "1" },
    expect,
  })),
  { method: "get", url: "/admin/cryptocloud/static-wallets?end=tomorrow", expect: /end must be a calendar date/ },
  { method: "post", url: "/admin/cryptocloud/static-wallets", body: { currency: "USDT_TON", identify: "c-1" }, expect: /TON network/ },
  { method: "post", url: "/admin/cryptocloud/static-wallets", body: { currency: "BTC", identify: "" }, expect: /identify/ },
  { method: "get", url: "/admin/cryptocloud/settings?secret=1", expect: /Unrecognized fields: 'secret'/ },
  { method: "post", url: "/admin/cryptocloud/settings", body: { underpaid_tolerance_percent: 50 }, expect: /underpaid_tolerance_percent.*at most: '5'/ },
  { method: "post", url: "/admin/cryptocloud/withdrawals/ccwd_01ABC/resolve", body: { outcome: "maybe" }, expect: /'sent, not_sent' for field 'outcome'/ },
  { method: "get", url: "/admin/cryptocloud/attention?status=closed", expect: /status/ },
  { method: "post", url: "/admin/cryptocloud/attention/ccatt_01ABC/resolve", body: {}, expect: /note/ },
  { method: "post", url: "/admin/cryptocloud/settings", body: { apiKey: "new-key" }, expect: /Unrecognized fields: 'apiKey'/ },
  { method: "post", url: "/admin/cryptocloud/settings", body: { available_currencies: ["BTC", "DOGE"] }, expect: /available_currencies/ },
  { method: "post", url: "/admin/cryptocloud/settings", body: { time_to_pay: { hours: 0, minutes: 0 } }, expect: /time_to_pay must be longer than zero/ },
  { method: "post", url: "/admin/cryptocloud/settings", body: { locale: "english please" }, expect: /locale must be a language code/ },
  { method: "post", url: "/admin/cryptocloud/settings", body: { order_flow: "whenever" }, expect: /order_flow/ },
  { method: "post", url: "/admin/cryptocloud/connection-test", body: { apiKey: "x" }, expect: /Unrecognized fields: 'apiKey'/ },
]

export default defineSuite("admin-api-guards", ({ api, getContainer }) => {
  let admin: AdminSession
  beforeAll(async () => {
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => sandbox.current.reset())

  const send = (call: Call, config: object) => (call.method === "get" ? api.get(call.url, config) : api.post(call.url, call.body ?? {}, config))

  describe("admin routes without a session", () => {
    it.each(VALID.map((c) => [`${c.method.toUpperCase()} ${c.url}`, c] as const))("%s → 401", async (_, call) => {
      const res = await send(call, ANONYMOUS)
      expect(res.status).toBe(401)
      expect(sandbox.current.requests).toHaveLength(0)
    })
  })

  describe("admin routes with bad input", () => {
    it.each(BAD.map((c) => [`${c.method.toUpperCase()} ${c.url} ${JSON.stringify(c.body ?? "")}`, c] as const))("%s → 400", async (_, call) => {
      const res = await send(call, admin.config)
      expect(res.status).toBe(400)
      expect(res.data.message).toMatch(call.expect)
      expect(sandbox.current.requests).toHaveLength(0)
    })

    it("covers every route", () => {
      const route = (url: string) =>
        url
          .split("?")[0]
          .replace(/INV-[A-Za-z0-9]+|not-an-invoice/, ":uuid")
          .replace(/cc(wd|att)_[A-Za-z0-9]+/, ":id")
      const bad = new Set(BAD.map((c) => `${c.method} ${route(c.url)}`))
      expect(VALID.map((c) => `${c.method} ${route(c.url)}`).filter((r) => !bad.has(r))).toEqual([])
    })
  })
})
