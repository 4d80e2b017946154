/**
 * What a postback leaves behind when it changes nothing: a reason from the fixed list (so the
 * log can count it on one line per minute), and at most one server log line per reason and minute.
 */
import type { Invoice } from "../../../lib/cryptocloud"
import { IGNORED_REASONS } from "../../../domain/postback-reasons"
import { forgetPostbackReads } from "../../../domain/postback-reads"
import { forgetPostbackWarnings, webhookActionFromPostback, type WebhookDeps } from "../webhook"

const SECRET = "project-secret"
const SESSION = "payses_01TEST"

const invoice = (over: Partial<Invoice> = {}): Invoice =>
  ({
    uuid: "INV-AB12CD34",
    status: "paid",
    amount: "10.5",
    amount_paid: "10.5",
    amount_in_fiat: "9.70",
    fiat_currency: "EUR",
    currency: { code: "USDT", fullcode: "USDT_TRC20" },
    order_id: SESSION,
    ...over,
  }) as unknown as Invoice

async function signed(invoiceId = "INV-AB12CD34", secret = SECRET) {
  const { SignJWT } = await import("jose")
  const token = await new SignJWT({ id: invoiceId })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(new TextEncoder().encode(secret))
  return { invoice_id: invoiceId.replace(/^INV-/, ""), status: "success", token }
}

function deps(over: Partial<WebhookDeps> = {}) {
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() }
  const logged: Array<{ outcome: string; reason: string; reason_code: string; invoice_id: string | null }> = []
  const d: WebhookDeps = {
    client: { getInvoice: jest.fn().mockResolvedValue(invoice()) },
    secretKey: SECRET,
    logger: logger as never,
    ledger: { observed: jest.fn(async () => null), postbackReceived: jest.fn(async (entry) => void logged.push(entry)) },
    currentTolerancePercent: async () => 0,
    findSession: jest.fn(async () => ({
      id: SESSION,
      provider_id: "pp_cryptocloud_cryptocloud",
      amount: "9.70",
      currency_code: "eur",
      data: { uuid: "INV-AB12CD34" },
    })),
    ...over,
  }
  return { d, logger, logged }
}

beforeEach(() => {
  forgetPostbackWarnings()
  forgetPostbackReads()
})

describe("rejected and ignored postbacks", () => {
  it("a flood of forged postbacks: one log line per reason, every one counted by the log", async () => {
    const { d, logger, logged } = deps()
    for (let i = 0; i < 200; i++) await webhookActionFromPostback({ data: {} }, d)
    for (let i = 0; i < 50; i++) await webhookActionFromPostback({ data: { invoice_id: `X${i}`, token: "a.b.c" } }, d)
    expect(logger.warn).toHaveBeenCalledTimes(2)
    expect(logger.warn).toHaveBeenCalledWith("CryptoCloud postback ignored: token check failed (no_body)")
    expect(logged.filter((l) => l.reason === "token check failed (no_body)")).toHaveLength(200)
    expect(new Set(logged.map((l) => `${l.outcome}|${l.reason}|${l.reason_code}`))).toEqual(
      new Set(["rejected|token check failed (no_body)|token_no_body", "rejected|token check failed (no_invoice_id)|token_no_invoice_id"])
    )
  })

  it("an unreadable invoice: a fixed reason in the log, the error only in the server log line", async () => {
    const { d, logger, logged } = deps({ client: { getInvoice: jest.fn().mockRejectedValue(new Error("HTTP 503 from CryptoCloud")) } })
    await webhookActionFromPostback({ data: await signed() }, d)
    expect(logged).toEqual([
      { invoice_id: "INV-AB12CD34", outcome: "ignored", reason: IGNORED_REASONS.unreadable.text, reason_code: "invoice_unreadable", status: null },
    ])
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("could not read the invoice (HTTP 503 from CryptoCloud) (invoice INV-AB12CD34)"))
  })

  it("a mismatch: a fixed reason without the session id", async () => {
    const { d, logged } = deps({
      findSession: jest.fn(async () => ({
        id: SESSION,
        provider_id: "pp_cryptocloud_cryptocloud",
        amount: "12.00",
        currency_code: "eur",
        data: { uuid: "INV-AB12CD34" },
      })),
    })
    await webhookActionFromPostback({ data: await signed() }, d)
    expect(logged).toEqual([expect.objectContaining({ outcome: "ignored", reason: IGNORED_REASONS.amountMismatch.text, reason_code: "amount_mismatch" })])
  })

  it("the next line of a reason says how many went unlogged before it", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] })
    try {
      const { d, logger } = deps()
      for (let i = 0; i < 10; i++) await webhookActionFromPostback({ data: {} }, d)
      jest.setSystemTime(Date.now() + 61_000)
      await webhookActionFromPostback({ data: {} }, d)
      expect(logger.warn).toHaveBeenCalledTimes(2)
      expect(logger.warn).toHaveBeenLastCalledWith(expect.stringMatching(/token check failed \(no_body\) \(9 more like it since the last such line/))
    } finally {
      jest.useRealTimers()
    }
  })

  it("a static-wallet deposit and money after expiry are logged as applied with their own codes", async () => {
    const deposit = deps({ client: { getInvoice: jest.fn().mockResolvedValue(invoice({ order_id: "ccsw-cus_01" })) } })
    await webhookActionFromPostback({ data: await signed() }, deposit.d)
    expect(deposit.logged).toEqual([
      expect.objectContaining({ outcome: "applied", reason: "static-wallet deposit, recorded by the plugin", reason_code: "static_wallet_deposit" }),
    ])

    forgetPostbackReads()
    const history = [
      { status: "created", at: "2026-11-24T07:00:00.000Z" },
      { status: "canceled", at: "2026-11-24T08:00:00.000Z" },
    ]
    const late = deps({
      ledger: {
        observed: jest.fn(async () => ({ session_id: SESSION, status: "canceled", tolerance_percent: 0, history }) as never),
        postbackReceived: jest.fn(async (entry) => void late.logged.push(entry)),
      },
    })
    await webhookActionFromPostback({ data: await signed() }, late.d)
    expect(late.logged).toEqual([
      expect.objectContaining({ outcome: "applied", reason: "invoice is paid after it expired: decided by the plugin", reason_code: "paid_after_expiry" }),
    ])
  })

  it("a verified postback is still logged as applied, with the status", async () => {
    const { d, logged } = deps()
    const result = await webhookActionFromPostback({ data: await signed() }, d)
    expect(result.action).toBe("captured")
    expect(logged).toEqual([
      expect.objectContaining({
        outcome: "applied",
        invoice_id: "INV-AB12CD34",
        status: "paid",
        reason: "invoice is paid: captured",
        reason_code: "payment_captured",
      }),
    ])
  })
})

describe("a paid invoice of an order's payment collection (its own, or its completed cart's)", () => {
  const session = (order_linked?: boolean) => ({
    id: SESSION,
    provider_id: "pp_cryptocloud_cryptocloud",
    amount: "9.70",
    currency_code: "eur",
    data: { uuid: "INV-AB12CD34" },
    ...(order_linked === undefined ? {} : { order_linked }),
  })

  it("is not handed to Medusa's webhook handler (it would capture without a lock): the plugin's subscriber captures it", async () => {
    const { d, logged } = deps({ findSession: jest.fn(async () => session(true)) })
    const result = await webhookActionFromPostback({ data: await signed() }, d)
    expect(result).toEqual({ action: "not_supported", data: { session_id: SESSION, amount: "9.70" } })
    expect(logged).toEqual([
      expect.objectContaining({
        outcome: "applied",
        status: "paid",
        reason_code: "payment_captured",
        reason: "invoice is paid: captured by the plugin (a payment collection of an order)",
      }),
    ])
  })

  it("a cart's collection before its order, or one the lookup could not tell, is captured by Medusa's handler as before", async () => {
    for (const linked of [false, undefined]) {
      forgetPostbackReads()
      const { d } = deps({ findSession: jest.fn(async () => session(linked)) })
      expect((await webhookActionFromPostback({ data: await signed() }, d)).action).toBe("captured")
    }
  })

  it("a repeated postback after its session was captured (a cart its first delivery made an order) goes to Medusa's handler as before", async () => {
    const { d } = deps({ findSession: jest.fn(async () => ({ ...session(true), status: "captured" })) })
    expect((await webhookActionFromPostback({ data: await signed() }, d)).action).toBe("captured")
  })

  it("a part payment of it is told to Medusa as usual (its handler ignores requires_more)", async () => {
    const { d } = deps({
      client: { getInvoice: jest.fn().mockResolvedValue(invoice({ status: "partial", amount_paid: "5" })) },
      findSession: jest.fn(async () => session(true)),
    })
    expect((await webhookActionFromPostback({ data: await signed() }, d)).action).toBe("requires_more")
  })
})

describe("an invoice of an order's payment collection whose session was replaced", () => {
  it("is not told to Medusa as nobody's: applied, decided by the plugin (which captures it for the order)", async () => {
    const row = { uuid: "INV-AB12CD34", session_id: SESSION, status: "created", tolerance_percent: 0, history: [] }
    const { d, logged } = deps({
      ledger: {
        observed: jest.fn(async () => null),
        observedWithHolder: jest.fn(async () => ({ row: row as never, holder: null, onOrderCollection: true })),
        postbackReceived: jest.fn(async (entry) => void logged.push(entry)),
      },
    })
    expect(await webhookActionFromPostback({ data: await signed() }, d)).toEqual({ action: "not_supported" })
    expect(logged).toEqual([expect.objectContaining({ outcome: "applied", status: "paid", reason_code: "replaced_on_order" })])
  })

  it("a cart's collection (before its order) with its session gone is still ignored: no session", async () => {
    const row = { uuid: "INV-AB12CD34", session_id: SESSION, status: "created", tolerance_percent: 0, history: [] }
    const { d, logged } = deps({
      ledger: {
        observed: jest.fn(async () => null),
        observedWithHolder: jest.fn(async () => ({ row: row as never, holder: null, onOrderCollection: false })),
        postbackReceived: jest.fn(async (entry) => void logged.push(entry)),
      },
    })
    expect(await webhookActionFromPostback({ data: await signed() }, d)).toEqual({ action: "not_supported" })
    expect(logged).toEqual([expect.objectContaining({ outcome: "ignored", reason_code: "no_session" })])
  })
})
