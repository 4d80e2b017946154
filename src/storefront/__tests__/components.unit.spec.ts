/**
 * The embedded checkout's pieces rendered to HTML (no browser; the browser suite drives the real
 * thing): what the invoice panel says in each phase, the accessible structure, and the strings.
 */
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { listPaymentCurrencies } from "../../lib/cryptocloud/currency-info"
import type { SessionStatusView } from "../../contracts/store-routes"
import type { StartedPayment } from "../session"
import { CoinPicker } from "../react/coin-picker"
import { InvoicePanel, type InvoicePhase } from "../react/invoice-panel"
import { checkoutStrings, EN, RU } from "../react/strings"
import { CryptoOrderPayment, formatAmount, OrderPaymentSummary } from "../react/crypto-order-payment"
import { CryptoCheckout } from "../react/crypto-checkout"
import { EmbeddedCheckout } from "../react/embedded-checkout"

const payment = {
  sessionId: "payses_1",
  link: "https://pay.example/INV-1",
  invoiceId: "INV-1",
  expiresAt: "2099-01-01T00:00:00.000Z",
  address: "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW",
  amount: "12.345678",
  currency: "USDT_TRC20",
  amountInFiat: "10.00",
  fiatCurrency: "EUR",
  testMode: false,
}
const status = (overrides: Partial<SessionStatusView["invoice"]>, session: SessionStatusView["status"]): SessionStatusView => ({
  id: "payses_1",
  status: session,
  order_id: null,
  invoice: {
    uuid: "INV-1",
    status: "partial",
    link: payment.link,
    address: payment.address,
    amount: payment.amount,
    currency: "USDT_TRC20",
    amount_in_fiat: "10.00",
    fiat_currency: "EUR",
    amount_paid: "5",
    to_surcharge: "7.345678",
    received: "5",
    expiry_date: payment.expiresAt,
    test_mode: false,
    read_at: null,
    ...overrides,
  },
})
const panel = (phase: InvoicePhase, s: SessionStatusView | null = null, locale = "en") =>
  renderToStaticMarkup(createElement(InvoicePanel, { payment, status: s, phase, strings: checkoutStrings(locale), onChangeCoin: () => undefined }))

describe("InvoicePanel", () => {
  it("shows the amount, the address, a QR code of the address (Tron: no URI), the network warning and the countdown", () => {
    const html = panel("waiting")
    expect(html).toContain('<output class="cc-amount" aria-labelledby="cc-amount-label">12.345678</output>')
    expect(html).toContain(payment.address)
    expect(html).toContain(`data-value="${payment.address}"`)
    expect(html).toContain("Send only on Tron.")
    expect(html).toContain('class="cc-countdown"')
    expect(html).toContain('role="status" aria-live="polite"')
    expect(html).toContain(`href="${payment.link}"`)
  })

  it("part paid: the status and the amount are what is still due", () => {
    const html = panel("requires_more", status({}, "requires_more"))
    expect(html).toContain("Still to pay: 7.345678 USDT")
    expect(html).toContain(">7.345678</output>")
    expect(html).not.toContain(">12.345678</output>")
  })

  it("placing, placed, and paid with the order left to the server: no payment details any more", () => {
    expect(panel("placing")).toContain(EN.placingOrder)
    expect(panel("paid")).toContain(EN.paidOrderLater)
    expect(panel("paid")).not.toContain(EN.startAgain)
    expect(panel("placed")).not.toContain("cc-qr")
  })

  it("in Russian", () => {
    const html = panel("requires_more", status({}, "requires_more"), "ru-RU")
    expect(html).toContain("Осталось оплатить: 7.345678 USDT")
    expect(html).toContain("Отправляйте только в сети Tron.")
  })

  it("a hosted link that is not https (or http on a loopback host) is never an href", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,x", "http://pay.example/INV-1"]) {
      const html = renderToStaticMarkup(
        createElement(InvoicePanel, { payment: { ...payment, link }, status: null, phase: "waiting", strings: EN, onChangeCoin: () => undefined })
      )
      expect(html).toContain(payment.address) // the rest of the invoice is still shown
      expect(html).not.toContain("cc-hosted")
      expect(html).not.toContain(link.slice(0, 10))
    }
    expect(panel("waiting")).toContain('class="cc-hosted" href="https://pay.example/INV-1"')
  })
})

describe("<CryptoCheckout> on a cart that already has a crypto session", () => {
  it("waits for the status route instead of showing the session's data (an address or link someone planted)", () => {
    const sdk = { client: { config: { baseUrl: "http://localhost:9000", publishableKey: "pk" } } } as never
    const planted = {
      address: "TAttackerAddr",
      amount: "0.01",
      currency: "USDT_TRC20",
      link: "javascript:alert(1)",
      uuid: "INV-EVIL",
      expiry_date: "2099-01-01T00:00:00.000Z",
    }
    const cart = { id: "cart_1", payment_collection: { payment_sessions: [{ id: "payses_1", provider_id: "pp_cryptocloud_cryptocloud", data: planted }] } }
    const html = renderToStaticMarkup(createElement(CryptoCheckout, { sdk, cart: cart as never, onComplete: () => undefined }))
    expect(html).toContain('data-phase="loading"')
    expect(html).toContain(EN.loadingOrder)
    expect(html).not.toMatch(/TAttackerAddr|javascript|INV-EVIL/)
    const fresh = renderToStaticMarkup(createElement(CryptoCheckout, { sdk, cart: { id: "cart_2" } as never, onComplete: () => undefined }))
    expect(fresh).toContain(EN.loadingCurrencies) // no session: the picker's first state at once
  })
})

describe("CoinPicker", () => {
  it("radio groups with legends: the coins, then the networks of the chosen one", () => {
    const html = renderToStaticMarkup(
      createElement(CoinPicker, {
        currencies: listPaymentCurrencies(["BTC", "USDT_TRC20", "USDT_ERC20"]),
        initial: "USDT_TRC20",
        busy: false,
        strings: EN,
        onPick: () => undefined,
      })
    )
    expect(html).toContain("<legend>Pay with</legend>")
    expect(html).toContain("<legend>Network</legend>")
    expect(html).toContain(`checked="" value="USDT"/>`)
    expect(html).toContain(`checked="" value="USDT_TRC20"/>`)
    expect(html).toContain('data-currency="USDT_TRC20"')
  })
})

describe("checkoutStrings", () => {
  it("English by default, the cart locale's language (ru-*, de, …), with the store's overrides on top", () => {
    expect(checkoutStrings(undefined)).toBe(EN)
    expect(checkoutStrings("ru")).toBe(RU)
    expect(checkoutStrings("de").continue).toBe("Weiter")
    expect(checkoutStrings("sw").continue).toBe("Continue")
    expect(checkoutStrings("ru", { continue: "Оплатить" }).continue).toBe("Оплатить")
  })

  it("every English text has a Russian one", () => {
    expect(Object.keys(RU).sort()).toEqual(Object.keys(EN).sort())
    for (const key of Object.keys(EN) as Array<keyof typeof EN>) expect(typeof RU[key]).toBe(typeof EN[key])
  })
})

describe("order payment (Medusa admin's payment link)", () => {
  const due = {
    order: { id: "order_1", display_id: 42, currency_code: "eur" },
    collection: { id: "pay_col_1", amount: 12.5, currency_code: "eur", status: "not_paid" as const, payment_sessions: [] },
    amountDue: 12.5,
    paid: false,
    payment: null,
  }

  it("the summary names the order and the amount due in its currency; paid, it says so instead", () => {
    const html = renderToStaticMarkup(createElement(OrderPaymentSummary, { due, paid: false, strings: EN, locale: "en" }))
    expect(html).toContain("Payment for order #42")
    expect(html).toContain("Amount due")
    expect(html).toContain("€12.50")
    const paid = renderToStaticMarkup(createElement(OrderPaymentSummary, { due, paid: true, strings: RU, locale: "ru" }))
    expect(paid).toContain("Оплата заказа #42")
    expect(paid).toContain(RU.orderPaid)
    expect(paid).not.toContain("12,50")
  })

  it("amounts: the currency's own format, the code when Intl does not know it", () => {
    expect(formatAmount(1234.5, "usd", "en")).toBe("$1,234.50")
    expect(formatAmount(5, "xx1")).toBe("5 XX1")
  })

  it("<CryptoOrderPayment> first says it is loading (the order is read in the browser)", () => {
    const html = renderToStaticMarkup(createElement(CryptoOrderPayment, { sdk: {} as never, paymentCollectionId: "pay_col_1", orderId: "order_1" }))
    expect(html).toContain('class="cc-root cc-order-payment"')
    expect(html).toContain(EN.loadingOrder)
  })

  it("the embedded checkout on a collection resumes its invoice; without one (or without an address) it offers the coins", () => {
    const sdk = { client: { config: { baseUrl: "http://localhost:9000", publishableKey: "pk" } } } as never
    const target = (current: StartedPayment | null) => ({
      kind: "collection" as const,
      id: "pay_col_1",
      current,
      currencies: async () => ({ currencies: [] }),
      start: async () => payment,
      wait: () => new Promise<never>(() => undefined),
      settle: async () => null,
    })
    const render = (current: StartedPayment | null) =>
      renderToStaticMarkup(createElement(EmbeddedCheckout, { sdk, target: target(current), strings: EN, lang: "en", onSettled: () => undefined }))
    const resumed = render(payment)
    expect(resumed).toContain('data-phase="invoice" data-target="collection"')
    expect(resumed).toContain(payment.address)
    expect(render({ ...payment, address: null })).toContain('data-phase="choose"')
    expect(render(null)).toContain(EN.loadingCurrencies)
  })
})
