/**
 * The postback log's reasons said again in the admin language (the server's wording, from
 * src/providers/cryptocloud/webhook.ts), and "5 minutes ago" in the admin language.
 */
import en from "../../i18n/json/en.json"
import ru from "../../i18n/json/ru.json"
import { formatAgo } from "../format"
import { postbackOutcomeColor, postbackOutcomeLabel, postbackReason } from "../postbacks"

/** A t() over a dictionary, with i18next's {{placeholders}}. */
function translator(dict: unknown) {
  return (key: string, values: Record<string, unknown> = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict)
    if (typeof text !== "string") throw new Error(`no ${key}`)
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
  }
}
const t = translator(en)
const tRu = translator(ru)

describe("postbackReason", () => {
  it("says the token failures in words", () => {
    expect(postbackReason("token check failed (bad_signature)", t)).toEqual({
      text: "Token check failed: the signature does not match the secret key (a wrong secret key, or not sent by CryptoCloud).",
      detail: null,
      original: "token check failed (bad_signature)",
    })
    expect(postbackReason("token check failed (expired)", tRu).text).toBe("Токен не прошёл проверку: срок действия токена истёк.")
  })

  it("says an applied postback with the invoice status and what Medusa was told", () => {
    expect(postbackReason("invoice is paid: captured", t).text).toBe("Invoice status: Paid; payment captured.")
    expect(postbackReason("invoice is partial: requires_more", tRu).text).toBe("Статус счёта: Оплачен частично; нужна доплата.")
  })

  it("reads a duplicate's reason without its 'repeated:' prefix (the badge says it)", () => {
    expect(postbackReason("repeated: invoice is paid: captured", t).text).toBe("Invoice status: Paid; payment captured.")
  })

  it("keeps the server's error message of an unreadable invoice as a detail", () => {
    expect(postbackReason("could not read the invoice (HTTP 503 from CryptoCloud)", t)).toMatchObject({
      text: "Could not read the invoice from CryptoCloud; the scheduled reconciliation checks it again.",
      detail: "HTTP 503 from CryptoCloud",
    })
  })

  it("says the fixed reasons of counted lines (no error message, no session id)", () => {
    expect(postbackReason("could not read the invoice", t)).toMatchObject({
      text: "Could not read the invoice from CryptoCloud; the scheduled reconciliation checks it again.",
      detail: null,
    })
    expect(postbackReason("invoice belongs to another payment session", t).text).toBe("The invoice belongs to another payment session.")
    expect(postbackReason("the payment session now uses another invoice; needs the merchant's attention", tRu).text).toBe(
      "Платёжная сессия теперь использует другой счёт; см. «Требует внимания»."
    )
    expect(postbackReason("invoice amount does not match the payment session", t).text).toBe("The invoice amount does not match the payment session.")
    expect(postbackReason("other reason", tRu).text).toBe("Другая причина; см. журнал сервера.")
  })

  it("names the session of a mismatch (lines written before reasons were fixed)", () => {
    expect(postbackReason("invoice amount does not match session payses_01ABC", t).text).toBe(
      "The invoice amount does not match payment session payses_01ABC."
    )
    expect(postbackReason("session payses_01ABC now uses another invoice; needs the merchant's attention", tRu).text).toBe(
      "Платёжная сессия payses_01ABC теперь использует другой счёт; см. «Требует внимания»."
    )
    expect(postbackReason("invoice belongs to another session than payses_01ABC", t).text).toContain("payses_01ABC")
  })

  it("knows the fixed reasons", () => {
    for (const reason of [
      "unknown invoice",
      "static-wallet deposit, recorded by the plugin",
      "order_id is not a payment session of this store",
      "no payment session of this provider matches the invoice",
    ]) {
      expect(postbackReason(reason, tRu).text).toMatch(/[а-яё]/i)
    }
  })

  it("leaves wording it does not know as the server wrote it", () => {
    expect(postbackReason("something new", t)).toEqual({ text: null, detail: null, original: "something new" })
    expect(postbackReason("token check failed (new_code)", t).text).toBeNull()
    expect(postbackReason("invoice is paid: teleported", t).text).toBeNull()
  })
})

describe("postback outcomes", () => {
  it("are named and coloured; an unknown one is shown as its code", () => {
    expect(postbackOutcomeLabel("rejected", tRu)).toBe("Отклонён")
    expect(postbackOutcomeColor("rejected")).toBe("red")
    expect(postbackOutcomeColor("applied")).toBe("green")
    expect(postbackOutcomeLabel("lost", t)).toBe("lost")
    expect(postbackOutcomeColor("lost")).toBe("grey")
  })
})

describe("formatAgo", () => {
  const now = Date.parse("2026-11-23T12:00:00Z")
  const before = (ms: number) => new Date(now - ms).toISOString()

  it("uses the largest whole unit", () => {
    expect(formatAgo(before(5 * 60_000 + 20_000), "en", now)).toBe("5 minutes ago")
    expect(formatAgo(before(42_000), "en", now)).toBe("42 seconds ago")
    expect(formatAgo(before(3 * 3_600_000), "en", now)).toBe("3 hours ago")
    expect(formatAgo(before(2 * 86_400_000), "en", now)).toBe("2 days ago")
  })

  it("speaks the admin language, Russian plurals included", () => {
    expect(formatAgo(before(5 * 60_000), "ru", now)).toBe("5 минут назад")
    expect(formatAgo(before(2 * 60_000), "ru", now)).toBe("2 минуты назад")
    expect(formatAgo(before(21 * 60_000), "ru", now)).toBe("21 минуту назад")
  })

  it("counts a moment ahead of this clock as one second ago, and shows no date as a dash", () => {
    expect(formatAgo(new Date(now + 5_000).toISOString(), "en", now)).toBe("1 second ago")
    expect(formatAgo(null, "en", now)).toBe("–")
  })
})
