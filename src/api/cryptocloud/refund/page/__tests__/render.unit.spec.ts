/**
 * The refund page's HTML: every step in both languages, the reasons by problem code, escaping,
 * and the frame every answer shares (CSP with the stylesheet's hash, noindex, no script).
 */
import { createHash } from "node:crypto"
import { ADDRESS_PROBLEM_CODES, checkPayoutAddress, type AddressProblem, type AddressProblemCode } from "../../../../../lib/addresses"
import type { PaymentCurrencyCode } from "../../../../../lib/cryptocloud"
import { problemWords, refundWords } from "../format"
import { html, escapeHtml } from "../../../page-kit/html"
import { CONTENT_SECURITY_POLICY, PAGE_HEADERS } from "../layout"
import { stringsFor } from "../language"
import type { PageStrings } from "../strings"
import { confirmPage, donePage, formPage, messagePage, type PageRefund } from "../views"

const en = stringsFor("en")
const ru = stringsFor("ru")

const TRON = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW"
const refundIn = (strings: PageStrings, crypto_currency = "USDT_TRC20", crypto_amount = "12.5"): PageRefund => ({
  words: refundWords({ crypto_amount, crypto_currency }, strings),
  expiresAt: "2026-12-01T10:00:00.000Z",
})

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

const problemOf = (code: PaymentCurrencyCode, address: string) => {
  const check = checkPayoutAddress(code, address)
  if (check.ok) throw new Error(`${address} was accepted`)
  return check
}

/** One real refusal per code (for the refund's own currency). */
const SAMPLES: Record<AddressProblemCode, [PaymentCurrencyCode, string]> = {
  empty: ["USDT_TRC20", ""],
  malformed: ["USDT_TRC20", "TJCnKsPa7y5okkXvQAidZ Bzqx3QyQ6sxMW"],
  payment_link: ["USDT_TRC20", `tron:${TRON}?amount=1`],
  other_network: ["USDT_TRC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"],
  testnet: ["BTC", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7"],
  checksum: ["USDT_TRC20", TRON.slice(0, -1) + "N"],
  burn: ["TRX", "TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy"],
  litecoin_p2sh: ["LTC", "3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX"],
  format: ["USDT_TRC20", TRON.slice(0, -1)],
}

describe("html", () => {
  it("escapes every interpolated value, not the template's own markup", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    expect(html`<p title="${'"><script>'}">${"<b>"}${html`<i>ok</i>`}${null}${false}${["a", html`<br>`]}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;">&lt;b&gt;<i>ok</i>a<br></p>'
    )
  })
})

describe("the form", () => {
  it("shows the amount, the coin and network, the expiry and one labelled address field", () => {
    const page = formPage(en, refundIn(en))
    expect(page.status).toBe(200)
    expect(page.kind).toBe("form")
    const shown = text(page.body)
    expect(shown).toContain("12.5 USDT on Tron (TRC-20)")
    expect(shown).toContain("This link can be used once, until 1 December 2026 at 10:00 UTC")
    expect(page.body).toMatch(/<label for="address">Your USDT address on Tron \(TRC-20\)<\/label>/)
    expect(page.body.match(/<input type="text"/g)).toHaveLength(1)
    expect(page.body).toMatch(/<form method="post" novalidate>/)
    expect(page.body).not.toMatch(/action=/) // posts back to the page's own URL, ?lang= included
  })

  it("in Russian: Russian words, a decimal comma", () => {
    const page = formPage(ru, refundIn(ru, "USDT_TRC20", "1234.5"))
    const shown = text(page.body)
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="ru" dir="ltr">/)
    expect(shown).toContain("1\u00a0234,5 USDT в сети Tron (TRC-20)")
    expect(shown).toContain("Ссылкой можно воспользоваться один раз, до 1 декабря 2026")
    expect(shown).toContain("Адрес вашего кошелька USDT в сети Tron (TRC-20)")
    expect(shown).toContain("English") // the switch link to the other language
    expect(page.body).toMatch(/<li><a href="\?lang=en" hreflang="en" lang="en">English<\/a><\/li>/)
  })

  it("names the network of native coins and other networks without a token standard", () => {
    expect(en.refund(refundWords({ crypto_amount: "0.0015", crypto_currency: "BTC" }, en))).toBe("0.0015 BTC on Bitcoin")
    expect(en.refund(refundWords({ crypto_amount: "3", crypto_currency: "USDT_BSC" }, en))).toBe("3 USDT on BNB Smart Chain (BEP-20)")
    expect(ru.refund(refundWords({ crypto_amount: "2.5", crypto_currency: "USDT_TON" }, ru))).toBe("2,5 USDT в сети TON")
  })

  it("a refused address: the form again (422), the address kept, the reason and the expected format", () => {
    const address = TRON.slice(0, -1) + "N"
    const page = formPage(en, refundIn(en), { address, problem: problemWords(problemOf("USDT_TRC20", address), refundIn(en).words) })
    expect(page.status).toBe(422)
    expect(page.body).toContain(`value="${address}"`)
    expect(page.body).toMatch(/aria-invalid="true"/)
    expect(page.body).toMatch(/data-code="checksum"/)
    expect(text(page.body)).toContain("This address has a typo")
    expect(text(page.body)).toContain("It should be a Tron address: 34 characters, starting with T.")
  })

  it("escapes what the customer typed", () => {
    const typed = `"><script>alert(1)</script>`
    const page = formPage(en, refundIn(en), { address: typed, problem: problemWords(problemOf("USDT_TRC20", typed), refundIn(en).words) })
    expect(page.body).not.toContain("<script>")
    expect(page.body).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
  })
})

describe("reasons by problem code", () => {
  it.each(ADDRESS_PROBLEM_CODES)("%s: a reason in each language, the Russian one in Russian", (code) => {
    const [currency, address] = SAMPLES[code]
    const problem: AddressProblem = problemOf(currency, address)
    expect(problem.code).toBe(code)
    for (const strings of [en, ru]) {
      const words = problemWords(problem, refundWords({ crypto_amount: "1", crypto_currency: currency }, strings))
      const { reason, expected } = strings.problem(words)
      expect(reason.length).toBeGreaterThan(10)
      expect(expected.length).toBeGreaterThan(10)
      // Shoppers never see configuration hints.
      expect(`${reason} ${expected}`).not.toMatch(/option|litecoinLegacyP2sh|config/i)
      if (strings === ru) expect(`${reason} ${expected}`).toMatch(/[а-яё]{4}/i)
    }
  })

  it("names both networks when the address is another network's", () => {
    const problem = problemOf("USDT_TRC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    const words = problemWords(problem, refundWords({ crypto_amount: "1", crypto_currency: "USDT_TRC20" }, ru))
    expect(ru.problem(words).reason).toMatch(/^Похоже, это адрес сети Ethereum \(или другой EVM-сети\), а возврат отправляется в сети Tron\./)
    expect(en.problem(words).reason).toMatch(/^This looks like an Ethereum \(EVM\) address, but the refund is sent on Tron\./)
    expect(ru.problem(words).expected).toBe("Нужен адрес сети Tron: 34 символа, начинается с T.")
  })

  it("the Russian expected format names the refund's EVM network", () => {
    const problem = problemOf("USDT_ARB", "0x1234")
    const words = problemWords(problem, refundWords({ crypto_amount: "1", crypto_currency: "USDT_ARB" }, ru))
    expect(ru.problem(words).expected).toMatch(/^Нужен адрес сети Arbitrum: 0x и ещё 40/)
  })
})

describe("confirmation and done", () => {
  it("repeats the address large and exact, with Confirm and Change", () => {
    const page = confirmPage(en, refundIn(en), TRON)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`<input type="hidden" name="address" value="${TRON}">`)
    const block = /<p class="address"[^>]*>(.*?)<\/p>/.exec(page.body)![1]!
    expect(text(block)).toBe(TRON) // groups of four, copied as one string
    expect(block).toContain("<span>TJCn</span><span>KsPa</span>")
    expect(page.body).toMatch(/<button type="submit" name="step" value="confirm" class="primary">Confirm<\/button>/)
    expect(page.body).toMatch(/<button type="submit" name="step" value="change" class="secondary">Change<\/button>/)
  })

  it("in Russian", () => {
    const page = confirmPage(ru, refundIn(ru), TRON)
    expect(text(page.body)).toContain("Подтвердить")
    expect(text(page.body)).toContain("Изменить")
  })

  it("the done page names the refund and the address", () => {
    const page = donePage(en, refundIn(en), TRON)
    expect(page.status).toBe(200)
    expect(text(page.body)).toContain("The shop will send 12.5 USDT on Tron (TRC-20) to this address:")
    expect(text(page.body)).toContain(TRON)
    expect(text(donePage(ru, refundIn(ru), TRON).body)).toContain("Магазин отправит 12,5 USDT в сети Tron (TRC-20) на этот адрес:")
  })
})

describe("dead ends", () => {
  it.each([
    ["used", 410, "This link has already been used", "Эта ссылка уже использована"],
    ["expired", 410, "This link has expired", "Срок действия ссылки истёк"],
    ["invalid", 404, "This link is not valid", "Ссылка недействительна"],
    ["unpayable", 409, "cannot be paid in crypto", "нельзя получить в криптовалюте"],
    ["bad_form", 400, "The form could not be read", "Не удалось прочитать форму"],
    ["error", 500, "Something went wrong", "Что-то пошло не так"],
  ] as const)("%s → %i, in both languages", (kind, status, english, russian) => {
    const page = messagePage(en, kind)
    expect(page.status).toBe(status)
    expect(text(page.body)).toContain(english)
    expect(text(messagePage(ru, kind).body)).toContain(russian)
  })

  it("a used or expired link says to ask the shop for a new one", () => {
    for (const kind of ["used", "expired", "invalid"] as const) expect(text(messagePage(en, kind).body)).toMatch(/ask the shop for a new link/)
  })
})

describe("every page's frame", () => {
  const pages = [formPage(en, refundIn(en)), confirmPage(ru, refundIn(ru), TRON), donePage(en, refundIn(en), TRON), messagePage(ru, "used")]

  it("no script, no external asset, noindex, the stylesheet allowed by its hash only", () => {
    for (const page of pages) {
      expect(page.body).not.toMatch(/<script|<link|<img|src=|https?:\/\//i)
      expect(page.body).toContain('<meta name="robots" content="noindex">')
      const css = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!
      const hash = createHash("sha256").update(css).digest("base64")
      expect(CONTENT_SECURITY_POLICY).toContain(`style-src 'sha256-${hash}'`)
    }
  })

  it("headers: strict CSP, no referrer, no framing, no sniffing, no cache, noindex", () => {
    expect(CONTENT_SECURITY_POLICY.split("; ")).toEqual([
      "default-src 'none'",
      expect.stringMatching(/^style-src 'sha256-[A-Za-z0-9+/]+=*'$/),
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ])
    expect(PAGE_HEADERS).toEqual(
      expect.objectContaining({
        "Content-Type": "text/html; charset=utf-8",
        "Referrer-Policy": "no-referrer",
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      })
    )
  })
})
