import { CryptoCloudValidationError } from "../errors"
import {
  createInvoiceRequestSchema,
  createStaticWalletRequestSchema,
  createWithdrawalRequestSchema,
  invoiceIdsRequestSchema,
  listInvoicesRequestSchema,
  statisticsRequestSchema,
  validateRequest,
} from "../schemas/requests"

function issuesOf(schema: Parameters<typeof validateRequest>[1], input: unknown, field?: string) {
  try {
    validateRequest("op", schema, input, field)
  } catch (err) {
    expect(err).toBeInstanceOf(CryptoCloudValidationError)
    return (err as CryptoCloudValidationError).issues
  }
  throw new Error("expected a validation error")
}

describe("createInvoice request", () => {
  it("produces the wire body with the amount as a normalised string", () => {
    expect(
      validateRequest("createInvoice", createInvoiceRequestSchema, {
        amount: "2.680",
        currency: "EUR",
        order_id: "sess_1",
        email: "a@example.com",
        add_fields: { time_to_pay: { hours: 0, minutes: 30 }, available_currencies: ["BTC", "USDT_TRC20"], cryptocurrency: "BTC" },
      })
    ).toEqual({
      amount: "2.68",
      currency: "EUR",
      order_id: "sess_1",
      email: "a@example.com",
      add_fields: { time_to_pay: { hours: 0, minutes: 30 }, available_currencies: ["BTC", "USDT_TRC20"], cryptocurrency: "BTC" },
    })
  })

  it.each([
    [{ amount: 2.68 }, "amount"],
    [{ amount: "-1" }, "amount"],
    [{ amount: "0" }, "amount"],
    [{ amount: "abc" }, "amount"],
    [{}, "amount"],
    [{ amount: "1", currency: "XYZ" }, "currency"],
    [{ amount: "1", currency: "usd" }, "currency"],
    [{ amount: "1", email: "not-an-email" }, "email"],
    [{ amount: "1", order_id: "" }, "order_id"],
    [{ amount: "1", order_id: "x".repeat(256) }, "order_id"],
    [{ amount: "1", add_fields: { time_to_pay: { hours: 0, minutes: 0 } } }, "add_fields.time_to_pay"],
    [{ amount: "1", add_fields: { time_to_pay: { hours: -1, minutes: 10 } } }, "add_fields.time_to_pay.hours"],
    [{ amount: "1", add_fields: { time_to_pay: { hours: 1.5, minutes: 10 } } }, "add_fields.time_to_pay.hours"],
    [{ amount: "1", add_fields: { available_currencies: ["DOGE"] } }, "add_fields.available_currencies[0]"],
    [{ amount: "1", add_fields: { available_currencies: [] } }, "add_fields.available_currencies"],
    [{ amount: "1", add_fields: { cryptocurrency: "USDT" } }, "add_fields.cryptocurrency"],
    [{ amount: "1", add_fields: { available_currencies: ["BTC"], cryptocurrency: "ETH" } }, "add_fields.cryptocurrency"],
    [{ amount: "1", orderId: "typo" }, ""],
  ])("refuses %j (issue at %s)", (input, path) => {
    const issues = issuesOf(createInvoiceRequestSchema, input)
    expect(issues.map((i) => i.path)).toContain(path)
  })

  it("names the field in the error message", () => {
    expect(() => validateRequest("createInvoice", createInvoiceRequestSchema, { amount: 2.5 })).toThrow(
      /^Invalid createInvoice request: amount: must be a positive decimal string/
    )
  })
})

describe("period requests", () => {
  it("converts dates to the service form and keeps paging", () => {
    expect(validateRequest("listInvoices", listInvoicesRequestSchema, { start: "2026-11-01", end: "2026-11-22", offset: 0, limit: 100 })).toEqual({
      start: "01.11.2026",
      end: "22.11.2026",
      offset: 0,
      limit: 100,
    })
    expect(validateRequest("s", statisticsRequestSchema, { start: "2026-11-22", end: "2026-11-22" })).toEqual({
      start: "22.11.2026",
      end: "22.11.2026",
    })
  })

  it.each([
    [{ start: "2026-11-22", end: "2026-11-01" }, "end"],
    [{ start: "22.11.2026", end: "2026-11-23" }, "start"],
    [{ start: "2026-02-30", end: "2026-03-01" }, "start"],
    [{ start: "2026-11-01", end: "2026-11-22", limit: 0 }, "limit"],
    [{ start: "2026-11-01", end: "2026-11-22", limit: 101 }, "limit"],
    [{ start: "2026-11-01", end: "2026-11-22", offset: -1 }, "offset"],
    [{ start: "2026-11-01", end: "2026-11-22", offset: 1.5 }, "offset"],
  ])("refuses %j (issue at %s)", (input, path) => {
    expect(issuesOf(listInvoicesRequestSchema, input).map((i) => i.path)).toContain(path)
  })
})

describe("id requests", () => {
  it("normalises and de-duplicates", () => {
    expect(validateRequest("info", invoiceIdsRequestSchema, ["abc12345", "INV-ABC12345", "INV-ZZZ99999"], "uuids")).toEqual(["INV-ABC12345", "INV-ZZZ99999"])
  })

  it("refuses empty lists, more than 100 ids and bad ids", () => {
    expect(issuesOf(invoiceIdsRequestSchema, [], "uuids")[0].path).toBe("uuids")
    const many = Array.from({ length: 101 }, (_, i) => `INV-${String(i).padStart(8, "0")}`)
    expect(issuesOf(invoiceIdsRequestSchema, many, "uuids")[0].message).toMatch(/at most 100/)
    expect(issuesOf(invoiceIdsRequestSchema, ["INV-ABC12345", "INV-1"], "uuids")[0].path).toBe("uuids[1]")
    expect(issuesOf(invoiceIdsRequestSchema, "INV-ABC12345", "uuids")[0].path).toBe("uuids")
  })
})

describe("static wallet and withdrawal requests", () => {
  it("refuses TON network currencies for static wallets", () => {
    const issues = issuesOf(createStaticWalletRequestSchema, { currency: "USDT_TON", identify: "c1" })
    expect(issues[0]).toEqual({ path: "currency", message: "USDT_TON: static wallets are not supported on the TON network" })
    expect(issuesOf(createStaticWalletRequestSchema, { currency: "BTC", identify: "  " })[0].path).toBe("identify")
    expect(issuesOf(createStaticWalletRequestSchema, { currency: "BTC", identify: "x".repeat(256) })[0].path).toBe("identify")
    expect(validateRequest("s", createStaticWalletRequestSchema, { currency: "USDT_TRC20", identify: " c1 " })).toEqual({
      currency: "USDT_TRC20",
      identify: "c1",
    })
  })

  it("checks withdrawals", () => {
    expect(validateRequest("w", createWithdrawalRequestSchema, { currency_code: "USDT_TON", to_address: "UQabc", amount: "1.5" })).toEqual({
      currency_code: "USDT_TON",
      to_address: "UQabc",
      amount: "1.5",
    })
    expect(issuesOf(createWithdrawalRequestSchema, { currency_code: "USDT", to_address: "a", amount: "1" })[0].path).toBe("currency_code")
    expect(issuesOf(createWithdrawalRequestSchema, { currency_code: "BTC", to_address: "a b", amount: "1" })[0].path).toBe("to_address")
    expect(issuesOf(createWithdrawalRequestSchema, { currency_code: "BTC", to_address: "a", amount: 1 })[0].path).toBe("amount")
  })
})
