/**
 * The postback log's reasons said in the admin language by their code (the closed set of
 * src/lib/cryptocloud/postback-reason-codes.ts), and "5 minutes ago" in the admin language.
 */
import { POSTBACK_REASON_CODES, type PostbackReasonCode } from "../../../lib/cryptocloud/postback-reason-codes"
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

/** A log line as the admin route returns it. */
const line = (reason_code: PostbackReasonCode | null, reason = "server words", status: string | null = null) => ({ reason, reason_code, status })

describe("postbackReason", () => {
  it("says every code of the closed set in English and in Russian", () => {
    for (const code of POSTBACK_REASON_CODES) {
      const en = postbackReason(line(code, "x", "paid"), t).text
      const said = postbackReason(line(code, "x", "paid"), tRu).text
      expect([code, en]).toEqual([code, expect.stringMatching(/^[A-Z].*\.$/)])
      expect([code, said]).toEqual([code, expect.stringMatching(/[а-яё]/i)])
      expect(`${en} ${said}`).not.toMatch(/\{\{|undefined/)
    }
  })

  it("says the token failures in words", () => {
    expect(postbackReason(line("token_bad_signature", "token check failed (bad_signature)"), t)).toEqual({
      text: "Token check failed: the signature does not match the secret key (a wrong secret key, or not sent by CryptoCloud).",
      original: "token check failed (bad_signature)",
    })
    expect(postbackReason(line("token_expired"), tRu).text).toBe("Токен не прошёл проверку: срок действия токена истёк.")
  })

  it("says an applied postback with the line's invoice status and what Medusa was told", () => {
    expect(postbackReason(line("payment_captured", "invoice is paid: captured", "paid"), t).text).toBe("Invoice status: Paid; payment captured.")
    expect(postbackReason(line("payment_requires_more", "invoice is partial: requires_more", "partial"), tRu).text).toBe(
      "Статус счёта: Оплачен частично; нужна доплата."
    )
    expect(postbackReason(line("paid_after_expiry", "invoice is paid after it expired: decided by the plugin", "paid"), t).text).toContain("Paid")
  })

  it("says a duplicate like the applied line it repeats (the badge says it is a repeat)", () => {
    expect(postbackReason(line("payment_captured", "repeated: invoice is paid: captured", "paid"), t).text).toBe("Invoice status: Paid; payment captured.")
  })

  it("says the fixed reasons of counted lines (no error message, no session id)", () => {
    expect(postbackReason(line("invoice_unreadable"), t).text).toBe(
      "Could not read the invoice from CryptoCloud; the scheduled reconciliation checks it again."
    )
    expect(postbackReason(line("other_session"), t).text).toBe("The invoice belongs to another payment session.")
    expect(postbackReason(line("replaced_invoice"), tRu).text).toBe("Платёжная сессия теперь использует другой счёт; см. «Требует внимания».")
    expect(postbackReason(line("amount_mismatch"), t).text).toBe("The invoice amount does not match the payment session.")
    expect(postbackReason(line("other"), tRu).text).toBe("Другая причина; см. журнал сервера.")
  })

  it("goes by the code, not the words", () => {
    expect(postbackReason(line("unknown_invoice", "anything at all"), t).text).toBe("CryptoCloud does not know this invoice.")
  })

  it("shows a line without a code (written before codes existed) as the server wrote it", () => {
    expect(postbackReason(line(null, "token check failed (bad_signature)"), t)).toEqual({ text: null, original: "token check failed (bad_signature)" })
    expect(postbackReason(line(null, "invoice amount does not match session payses_01ABC"), tRu).text).toBeNull()
    // A code this admin does not know (a newer server): the words too.
    expect(postbackReason(line("teleported" as PostbackReasonCode, "invoice is paid: teleported"), t)).toEqual({
      text: null,
      original: "invoice is paid: teleported",
    })
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
