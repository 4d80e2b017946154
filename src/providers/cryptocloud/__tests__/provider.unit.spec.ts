/**
 * Every provider method against a stub client passed in through `createClient`: what it sends,
 * what it returns, and how it refuses. (The real client and sandbox are covered elsewhere.)
 */
import { CryptoCloudAuthError, CryptoCloudNetworkError, type CryptoCloudClient, type Invoice } from "../../../lib/cryptocloud"
import { PAYMENT_METHOD_UNAVAILABLE } from "../../../domain/medusa-errors"
import type { CryptoCloudOptions } from "../../../domain/options"
import { CryptoCloudProviderService } from "../service"

const OPTIONS: CryptoCloudOptions = { apiKey: "key", shopId: "shop", secretKey: "secret" }
const SESSION = "payses_01TEST"

const invoice = (over: Partial<Invoice> = {}): Invoice =>
  ({
    uuid: "INV-AB12CD34",
    status: "created",
    link: "https://pay.example/AB12CD34",
    address: "Tabc",
    amount: "10.5",
    amount_paid: "0",
    to_surcharge: "10.5",
    currency: { code: "USDT", fullcode: "USDT_TRC20" },
    amount_in_fiat: "9.70",
    fiat_currency: "EUR",
    expiry_date: "2026-11-23T08:00:00.000Z",
    test_mode: false,
    received: "0",
    pay_url: null,
    order_id: SESSION,
    ...over,
  }) as unknown as Invoice

type Stub = { [K in "createInvoice" | "getInvoice" | "cancelInvoice" | "iterateInvoices"]: jest.Mock }

function provider(stub: Partial<Stub> = {}, options: Partial<CryptoCloudOptions> = {}) {
  const client: Stub = {
    createInvoice: jest.fn().mockResolvedValue(invoice()),
    getInvoice: jest.fn().mockResolvedValue(invoice()),
    cancelInvoice: jest.fn().mockResolvedValue(undefined),
    iterateInvoices: jest.fn(async function* () {}),
    ...stub,
  }
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() }
  class TestProvider extends CryptoCloudProviderService {
    protected override createClient(): CryptoCloudClient {
      return client as unknown as CryptoCloudClient
    }
  }
  const service = new TestProvider({ logger } as never, { ...OPTIONS, ...options })
  return { service, client, logger }
}

const data = (over: Record<string, unknown> = {}) => ({ uuid: "INV-AB12CD34", session_id: SESSION, ...over })

describe("CryptoCloudProviderService", () => {
  describe("initiatePayment", () => {
    it("creates an invoice for the session amount and returns only the public contract", async () => {
      const { service, client } = provider()
      const out = await service.initiatePayment({
        amount: 9.7,
        currency_code: "eur",
        data: { session_id: SESSION, planted: "x" },
        context: {},
      } as never)
      expect(client.createInvoice).toHaveBeenCalledWith({ amount: "9.70", currency: "EUR", order_id: SESSION }, { locale: undefined })
      expect(out).toMatchObject({ id: "INV-AB12CD34", status: "pending", data: { uuid: "INV-AB12CD34", link: "https://pay.example/AB12CD34" } })
      expect(out.data).toHaveProperty("planted", undefined)
    })

    it("tells the shopper 'unavailable' when the merchant's key is refused, and logs the detail", async () => {
      const { service, logger } = provider({ createInvoice: jest.fn().mockRejectedValue(new CryptoCloudAuthError(401, "api", "bad key")) })
      await expect(service.initiatePayment({ amount: 5, currency_code: "eur", data: { session_id: SESSION } } as never)).rejects.toMatchObject({
        type: "unexpected_state",
        message: PAYMENT_METHOD_UNAVAILABLE,
      })
      expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/refused the credentials/))
    })
  })

  describe("authorizePayment", () => {
    it("reports a paid invoice as captured", async () => {
      const { service } = provider({ getInvoice: jest.fn().mockResolvedValue(invoice({ status: "paid", amount_paid: "10.5" })) })
      const out = await service.authorizePayment({ data: data(), context: { idempotency_key: SESSION } } as never)
      expect(out.status).toBe("captured")
    })

    it("refuses an unpaid invoice with the pay link, or answers pending_authorization order-first", async () => {
      const { service } = provider()
      await expect(service.authorizePayment({ data: data(), context: { idempotency_key: SESSION } } as never)).rejects.toThrow(
        /has not arrived yet.*https:\/\/pay\.example/
      )
      const orderFirst = provider({}, { orderFlow: "before_payment" })
      await expect(orderFirst.service.authorizePayment({ data: data(), context: { idempotency_key: SESSION } } as never)).resolves.toMatchObject({
        status: "pending_authorization",
      })
    })

    it("refuses an invoice the session's data names but the service made for another session", async () => {
      // Session data is the storefront's: without a ledger row, the invoice's own order_id must name the session.
      const { service } = provider({ getInvoice: jest.fn().mockResolvedValue(invoice({ status: "paid", order_id: "payses_other" })) })
      await expect(service.authorizePayment({ data: data(), context: { idempotency_key: SESSION } } as never)).rejects.toThrow(/has no CryptoCloud invoice/)
    })
  })

  describe("capturePayment", () => {
    it("captures a paid invoice without calling the service again, and refuses an unpaid one", async () => {
      const paid = provider({ getInvoice: jest.fn().mockResolvedValue(invoice({ status: "overpaid", amount_paid: "11" })) })
      await expect(paid.service.capturePayment({ data: data() } as never)).resolves.toMatchObject({ data: { status: "overpaid", surplus: "0.5" } })
      const unpaid = provider()
      await expect(unpaid.service.capturePayment({ data: data() } as never)).rejects.toThrow(/is "created", not paid/)
    })
  })

  describe("cancelPayment and deletePayment", () => {
    it("cancel a created invoice at the service and record it", async () => {
      const getInvoice = jest
        .fn()
        .mockResolvedValueOnce(invoice())
        .mockResolvedValueOnce(invoice({ status: "canceled" }))
      const { service, client } = provider({ getInvoice })
      await expect(service.cancelPayment({ data: data() } as never)).resolves.toMatchObject({ data: { status: "canceled" } })
      expect(client.cancelInvoice).toHaveBeenCalledWith("INV-AB12CD34")
    })

    it("never cancel a paid invoice on an order cancellation, and delete a session without an invoice silently", async () => {
      const { service, client, logger } = provider({ getInvoice: jest.fn().mockResolvedValue(invoice({ status: "paid" })) })
      await service.cancelPayment({ data: data() } as never)
      expect(client.cancelInvoice).not.toHaveBeenCalled()
      expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/was not cancelled/))
      await expect(service.deletePayment({ data: {} } as never)).resolves.toEqual({ data: {} })
    })

    it("a deleted session only releases its invoice: no read, no cancel now (the handover grace decides)", async () => {
      const { service, client } = provider()
      await expect(service.deletePayment({ data: data() } as never)).resolves.toEqual({ data: data() })
      expect(client.getInvoice).not.toHaveBeenCalled()
      expect(client.cancelInvoice).not.toHaveBeenCalled()
    })
  })

  describe("refundPayment", () => {
    it("records the refund as owed, in fiat and in crypto at the invoice's own rate, moving no money", async () => {
      const { service, client } = provider({ getInvoice: jest.fn().mockResolvedValue(invoice({ status: "paid", amount_paid: "10.5" })) })
      const out = await service.refundPayment({ data: data(), amount: { value: "4.5", precision: 20 }, context: { idempotency_key: "ref_1" } } as never)
      // 4.50 EUR × 10.5 USDT_TRC20 / 9.70 EUR = 4.8711340… → cut to USDT's 6 decimals
      expect(out.data?.refunds).toEqual([
        expect.objectContaining({ amount: "4.50", currency: "EUR", crypto_amount: "4.871134", crypto_currency: "USDT_TRC20", status: "awaiting_address" }),
      ])
      expect(client.createInvoice).not.toHaveBeenCalled()
      expect(client.cancelInvoice).not.toHaveBeenCalled()
    })
  })

  describe("retrievePayment and getPaymentStatus", () => {
    it("read the invoice fresh and map its status", async () => {
      const { service } = provider({ getInvoice: jest.fn().mockResolvedValue(invoice({ status: "partial", amount_paid: "5" })) })
      await expect(service.retrievePayment({ data: data() } as never)).resolves.toMatchObject({ data: { status: "partial" } })
      await expect(service.getPaymentStatus({ data: data() } as never)).resolves.toMatchObject({ status: "requires_more" })
    })

    it("say clearly when the session names no invoice or the service is down", async () => {
      const { service } = provider({ getInvoice: jest.fn().mockRejectedValue(new CryptoCloudNetworkError("timeout", "t")) })
      await expect(service.getPaymentStatus({ data: {} } as never)).rejects.toThrow(/has no CryptoCloud invoice/)
      await expect(service.getPaymentStatus({ data: data() } as never)).rejects.toThrow(/did not answer in time/)
    })
  })

  describe("updatePayment", () => {
    it("keeps the invoice for the same amount, replaces it for a new amount, never a paid one", async () => {
      const same = provider()
      await expect(
        same.service.updatePayment({ data: data(), amount: 9.7, currency_code: "eur", context: { idempotency_key: SESSION } } as never)
      ).resolves.toMatchObject({ status: "pending" })
      expect(same.client.createInvoice).not.toHaveBeenCalled()

      const getInvoice = jest
        .fn()
        .mockResolvedValueOnce(invoice())
        .mockResolvedValueOnce(invoice())
        .mockResolvedValue(invoice({ status: "canceled" }))
      const changed = provider({ getInvoice, createInvoice: jest.fn().mockResolvedValue(invoice({ uuid: "INV-NEW12345", amount_in_fiat: "20.00" })) })
      await expect(
        changed.service.updatePayment({ data: data(), amount: 20, currency_code: "eur", context: { idempotency_key: SESSION } } as never)
      ).resolves.toMatchObject({ data: { uuid: "INV-NEW12345" } })
      expect(changed.client.cancelInvoice).toHaveBeenCalledWith("INV-AB12CD34")

      const paid = provider({ getInvoice: jest.fn().mockResolvedValue(invoice({ status: "paid" })) })
      await expect(
        paid.service.updatePayment({ data: data(), amount: 20, currency_code: "eur", context: { idempotency_key: SESSION } } as never)
      ).rejects.toThrow(/already paid/)
    })

    it("needs the session named by the caller: the data alone never picks the invoice", async () => {
      const { service, client } = provider()
      await expect(service.updatePayment({ data: data(), amount: 20, currency_code: "eur" } as never)).rejects.toThrow(/idempotency_key/)
      expect(client.getInvoice).not.toHaveBeenCalled()
      expect(client.cancelInvoice).not.toHaveBeenCalled()
    })
  })

  describe("getWebhookActionAndData", () => {
    it("ignores a postback whose token does not verify, without reading the invoice", async () => {
      const { service, client, logger } = provider()
      await expect(service.getWebhookActionAndData({ data: { invoice_id: "AB12CD34", token: "x.y.z" }, rawData: "", headers: {} })).resolves.toEqual({
        action: "not_supported",
      })
      expect(client.getInvoice).not.toHaveBeenCalled()
      expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/postback ignored: token check failed/))
    })
  })
})
