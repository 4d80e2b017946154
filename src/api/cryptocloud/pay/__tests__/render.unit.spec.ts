/**
 * The pay page's HTML: every state in both languages, the amount due and the coins on offer,
 * escaping, the self-reload of a waiting page, the hand-over to the hosted page, and the frame
 * it shares with the refund page (CSP by the stylesheet's hash, no script, noindex).
 */
import { createHash } from "node:crypto"
import type { PaymentCurrencyCode } from "../../../../lib/cryptocloud"
import { coinWords } from "../../page-kit/coins"
import { CONTENT_SECURITY_POLICY } from "../../page-kit/frame"
import { payStringsFor } from "../page/language"
import type { PayStrings } from "../page/strings"
import {
  formPage,
  messagePage,
  nothingOwedPage,
  paidPage,
  partialPage,
  redirectPage,
  REFRESH_SECONDS,
  waitingPage,
  type CoinChoice,
  type MessageKind,
  type PayView,
} from "../page/views"
import { renderState } from "../render-state"

const en = payStringsFor("en")
const ru = payStringsFor("ru")

const view = (over: Partial<PayView> = {}): PayView => ({
  shop: "Crypto Shop",
  displayId: "1042",
  amountDue: "45.00 EUR",
  linkExpiresAt: "2026-12-01T10:00:00.000Z",
  ...over,
})
const coins = (codes: PaymentCurrencyCode[]): CoinChoice[] => codes.map((code) => ({ code, words: coinWords(code) }))
const OFFER = coins(["USDT_TRC20", "BTC", "ETH"])
const invoiceView = { crypto: "50.25 USDT on Tron (TRC-20)", link: "https://pay.example/AAAA1111?x=1&y=2", expiresAt: "2026-11-25T12:00:00.000Z" }

/** The visible text of a page, tags removed and entities decoded (enough for these pages). */
const text = (body: string) =>
  body
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

describe("the form", () => {
  it("names the shop, the order and the amount due, offers the coins, posts to itself", () => {
    const page = formPage(en, view(), OFFER)
    expect(page.status).toBe(200)
    expect(page.kind).toBe("form")
    const shown = text(page.body)
    expect(shown).toContain("Pay for order #1042")
    expect(shown).toContain("Crypto Shop asks you to pay what is still due on your order:")
    expect(page.body).toMatch(/<p class="amount due" data-testid="amount-due">45.00 EUR<\/p>/)
    expect(page.body.match(/<input type="radio" name="cryptocurrency"/g)).toHaveLength(3)
    expect(shown).toContain("USDT · Tron (TRC-20)")
    expect(shown).toContain("BTC · Bitcoin")
    expect(page.body).toMatch(/<form method="post">/)
    expect(page.body).not.toMatch(/action=/) // posts back to the page's own URL, ?lang= included
    expect(shown).toContain("This link works until 1 December 2026 at 10:00 UTC")
    expect(page.body).not.toMatch(/http-equiv="refresh"/)
  })

  it("in Russian, with the shop's name as the top line and a switch to English", () => {
    const page = formPage(ru, view({ amountDue: "1\u00a0234,50 EUR" }), OFFER)
    const shown = text(page.body)
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="ru" dir="ltr">/)
    expect(shown).toContain("Оплата заказа №1042")
    expect(shown).toContain("1\u00a0234,50 EUR")
    expect(shown).toContain("Чем оплатить")
    expect(page.body).toMatch(/<div class="top"><span>Crypto Shop<\/span>/)
    expect(page.body).toMatch(/<li><a href="\?lang=en" hreflang="en" lang="en">English<\/a><\/li>/)
  })

  it("many coins: a drop-down, the chosen one selected", () => {
    const many = coins(["BTC", "LTC", "TRX", "SOL", "TON", "BNB", "ETH", "ETH_ARB", "ETH_BASE", "ETH_OPT", "USDT_ARB", "USDT_BSC", "USDT_TRC20"])
    const page = formPage(en, view(), many, { chosen: "USDT_TRC20" })
    expect(page.body).toMatch(/<select id="coin" name="cryptocurrency" required>/)
    expect(page.body).toContain('<option value="USDT_TRC20" selected>USDT on Tron (TRC-20)</option>')
    expect(page.body.match(/<option /g)).toHaveLength(13)
  })

  it("sent without a coin: the form again (422) saying so", () => {
    const page = formPage(en, view(), OFFER, { noCoin: true })
    expect(page.status).toBe(422)
    expect(text(page.body)).toContain("Please choose what to pay with.")
  })

  it("escapes the shop's name and every value", () => {
    const page = formPage(en, view({ shop: `<script>alert(1)</script>`, displayId: `"><b>` }), OFFER)
    expect(page.body).not.toContain("<script>")
    expect(page.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(page.body).not.toContain(`"><b>`)
  })
})

describe("after *Pay*", () => {
  it("hands over to the hosted page with a meta refresh (a redirect would be checked against form-action)", () => {
    const page = redirectPage(en, view(), invoiceView.link)
    expect(page.kind).toBe("redirect")
    expect(page.body).toContain('<meta http-equiv="refresh" content="0;url=https://pay.example/AAAA1111?x=1&amp;y=2">')
    expect(page.body).toContain('<a class="button primary" href="https://pay.example/AAAA1111?x=1&amp;y=2" rel="noreferrer"')
  })

  it("waiting: reloads itself, links the hosted page, says what to send", () => {
    const page = waitingPage(en, view(), invoiceView)
    expect(page.kind).toBe("waiting")
    expect(page.body).toContain(`<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`)
    expect(text(page.body)).toContain("Send 50.25 USDT on Tron (TRC-20) on the payment page.")
    expect(page.body).toMatch(/data-testid="open-payment-page">Open the payment page<\/a>/)
    expect(text(page.body)).toContain("The payment page is open until 25 November 2026 at 12:00 UTC")
    expect(text(page.body)).toContain("#1042")
  })

  it("part paid: what arrived and what is still to send; reloads itself", () => {
    const page = partialPage(ru, view(), { ...invoiceView, received: "20,25 USDT в сети Tron (TRC-20)", stillDue: "30 USDT в сети Tron (TRC-20)" })
    expect(page.kind).toBe("partial")
    expect(page.body).toContain(`<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`)
    const shown = text(page.body)
    expect(shown).toContain("Пришла часть оплаты")
    expect(shown).toContain("Получено20,25 USDT в сети Tron (TRC-20)")
    expect(shown).toContain("Осталось отправить30 USDT в сети Tron (TRC-20)")
  })

  it("paid, in both languages; no reload", () => {
    const page = paidPage(en, view())
    expect(page.status).toBe(200)
    expect(text(page.body)).toContain("Thank you — your payment has arrived")
    expect(text(page.body)).toContain("Order #1042 is paid.")
    expect(page.body).not.toMatch(/http-equiv="refresh"/)
    expect(text(paidPage(ru, view()).body)).toContain("Заказ №1042 оплачен.")
  })

  it("nothing owed says so", () => {
    expect(text(nothingOwedPage(en, view()).body)).toContain("Order #1042 has nothing left to pay.")
    expect(text(nothingOwedPage(ru, view()).body)).toContain("Оплачивать нечего")
  })

  it("a cancelled order's or a replaced link's page names nothing of the order: no shop, number or amount", () => {
    const done = [renderState(en, { kind: "canceled" }, view(), OFFER), renderState(en, { kind: "replaced" }, view(), OFFER)]
    for (const page of done) {
      expect(text(page.body)).not.toMatch(/Crypto Shop|1042|45\.00|EUR|USDT/)
      expect(page.body).not.toContain("<form")
    }
  })
})

describe("renderState", () => {
  const row = {
    uuid: "INV-1",
    crypto_amount: "50.25",
    crypto_currency: "USDT_TRC20",
    amount_paid: null,
    received: null,
    tolerance_percent: 0,
    expires_at: "2026-11-25T12:00:00.000Z",
    link: "https://pay.example/1",
    session_live: true,
    created_at: "2026-11-24T10:00:00.000Z",
  }

  it("expired: the form again with *Pay again*, the previous coin chosen, and what had arrived", () => {
    const page = renderState(en, { kind: "expired", invoice: { ...row, status: "canceled", received: "1.5" } }, view(), OFFER)
    expect(page.kind).toBe("again")
    expect(text(page.body)).toContain("The time to pay ran out")
    expect(text(page.body)).toContain("1.5 USDT on Tron (TRC-20) had arrived before it expired")
    expect(page.body).toMatch(/<button type="submit" class="primary">Pay again<\/button>/)
    expect(page.body).toContain('value="USDT_TRC20" required checked>')
    const nothing = renderState(ru, { kind: "expired", invoice: { ...row, status: "canceled", received: "0" } }, view(), OFFER)
    expect(text(nothing.body)).toContain("Оплатить заново")
    expect(text(nothing.body)).not.toContain("успело прийти")
  })

  it("waiting and part paid show the invoice's crypto in the page's language", () => {
    expect(text(renderState(ru, { kind: "waiting", invoice: { ...row, status: "created" } }, view(), []).body)).toContain(
      "Отправьте 50,25 USDT в сети Tron (TRC-20)"
    )
    const part = renderState(en, { kind: "partial", invoice: { ...row, status: "partial", amount_paid: "20.25" }, stillDue: "30" }, view(), [])
    expect(text(part.body)).toContain("Still to send30 USDT on Tron (TRC-20)")
  })
})

describe("dead ends", () => {
  it.each([
    ["replaced", 410, "This link is no longer valid", "Эта ссылка больше не действует"],
    ["link_expired", 410, "This link has expired", "Срок действия ссылки истёк"],
    ["invalid", 404, "This link is not valid", "Ссылка недействительна"],
    ["canceled", 410, "This order was cancelled", "Этот заказ отменён"],
    ["unavailable", 409, "cannot be paid in crypto", "нельзя оплатить криптовалютой"],
    ["busy", 429, "Too many attempts", "Слишком много попыток"],
    ["bad_form", 400, "The form could not be read", "Не удалось прочитать форму"],
    ["error", 500, "Something went wrong", "Что-то пошло не так"],
  ] as const)("%s → %i, in both languages", (kind: MessageKind, status, english, russian) => {
    const page = messagePage(en, kind)
    expect(page.status).toBe(status)
    expect(text(page.body)).toContain(english)
    expect(text(messagePage(ru, kind).body)).toContain(russian)
  })
})

describe("the frame", () => {
  const pages = (strings: PayStrings) => [
    formPage(strings, view(), OFFER),
    waitingPage(strings, view(), invoiceView),
    paidPage(strings, view()),
    redirectPage(strings, view(), invoiceView.link),
    messagePage(strings, "invalid"),
  ]

  it("no script, noindex, no referrer, and the stylesheet the CSP allows by its hash", () => {
    for (const page of [...pages(en), ...pages(ru)]) {
      expect(page.body).not.toMatch(/<script|javascript:|\son\w+=/i)
      expect(page.body).toContain('<meta name="robots" content="noindex">')
      expect(page.body).toContain('<meta name="referrer" content="no-referrer">')
      const css = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!
      expect(CONTENT_SECURITY_POLICY).toContain(`style-src 'sha256-${createHash("sha256").update(css).digest("base64")}'`)
      expect(page.body).toContain(`data-page="${page.kind}"`)
    }
  })

  it("every state has its words in Russian too (no English left in a Russian page)", () => {
    for (const page of pages(ru)) expect(text(page.body)).not.toMatch(/\b(Pay|Order|Waiting|Thank|link)\b/)
  })
})
