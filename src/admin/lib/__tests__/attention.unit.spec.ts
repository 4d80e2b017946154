/**
 * The attention queue and withdrawal helpers of the admin: every kind and status said through
 * the dictionaries with the item's facts filled in (amounts exact, never floats), and which
 * field a server refusal is about.
 */
import i18next from "i18next"
import en from "../../i18n/json/en.json"
import ru from "../../i18n/json/ru.json"
import { attentionLabel, attentionTexts } from "../attention"
import { fieldOfServerMessage } from "../server-message"
import type { AttentionItem, AttentionKind, WithdrawalStatus } from "../../../contracts"
import { formattersFor } from "../use-format"
import { STALE_PENDING_FALLBACK_MS, canResolveWithdrawal, keptAnswer, withdrawalStatusColor, withdrawalStatusLabel } from "../withdrawals"

const i18n = i18next.createInstance()
beforeAll(() => i18n.init({ lng: "en", resources: { en: { translation: en }, ru: { translation: ru } }, interpolation: { escapeValue: false } }))
const tIn = (lng: string) => i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, unknown>) => string

const item = (over: Partial<AttentionItem> = {}): AttentionItem => ({
  id: "ccatt_1",
  kind: "overpayment",
  status: "open",
  invoice_uuid: "INV-ABC123",
  withdrawal_id: null,
  refund_id: null,
  order_id: "order_1",
  amount: "1234.5",
  currency: "USDT_TRC20",
  test_mode: false,
  description: "server says",
  advice: "server advises",
  detected_at: "2025-05-01T10:00:00.000Z",
  note: null,
  resolved_by: null,
  resolved_at: null,
  shop_id: "shop_1",
  project_name: "Shop",
  resolution: null,
  actions: ["return", "resolve"],
  ...over,
})

describe("attention items in the admin language", () => {
  const kinds: AttentionKind[] = ["unmatched_payment", "expired_partial", "overpayment", "late_payment", "withdrawal_unknown", "refund_owed"]

  it.each(kinds)("%s: a label, what happened with the amount, what to do — in English and Russian", (kind) => {
    for (const lng of ["en", "ru"]) {
      const t = tIn(lng)
      const f = formattersFor(lng)
      const label = attentionLabel(kind, t)
      const { what, todo } = attentionTexts(item({ kind }), t, f)
      expect(label).not.toContain("cryptocloud.")
      expect(what).toContain(f.amount("1234.5", "USDT_TRC20"))
      if (kind !== "withdrawal_unknown" && kind !== "refund_owed") expect(what).toContain("INV-ABC123")
      expect(what).not.toContain("server says")
      expect(todo).not.toContain("server advises")
      expect(todo.length).toBeGreaterThan(10)
    }
  })

  it("formats the amount exactly in the language (no float)", () => {
    const { what } = attentionTexts(item({ amount: "0.000000000000000001", currency: "ETH" }), tIn("ru"), formattersFor("ru"))
    expect(what).toContain("0,000000000000000001 ETH")
  })

  it("says when the amount is not known", () => {
    expect(attentionTexts(item({ amount: null }), tIn("en"), formattersFor("en")).what).toContain("amount unknown")
  })

  it("shows the server's sentences for a kind it does not know", () => {
    // A kind from a newer server than this admin (an admin tab open across an upgrade).
    const texts = attentionTexts(item({ kind: "something_new" as AttentionKind }), tIn("en"), formattersFor("en"))
    expect(texts).toEqual({ what: "server says", todo: "server advises" })
    expect(attentionLabel("something_new", tIn("en"))).toBe("something_new")
  })
})

describe("server refusals", () => {
  it("are placed under the field they are about", () => {
    expect(
      fieldOfServerMessage(
        'Invalid request: to_address "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF" is not a valid USDT_TRC20 address: bad checksum. Expected a Tron address.'
      )
    ).toEqual({
      field: "address",
      text: 'to_address "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF" is not a valid USDT_TRC20 address: bad checksum. Expected a Tron address.',
    })
    expect(fieldOfServerMessage("Invalid request: amount must have at most 18 decimals").field).toBe("amount")
    expect(fieldOfServerMessage("Could not create the withdrawal: insufficient balance").field).toBeNull()
  })
})

describe("withdrawals whose outcome is unknown", () => {
  it("are labelled by their resolution once resolved", () => {
    const t = tIn("en")
    expect(withdrawalStatusLabel({ status: "unknown", resolution: null }, t)).toBe("Outcome unknown")
    expect(withdrawalStatusLabel({ status: "unknown", resolution: "sent" }, t)).toBe("Sent (checked)")
    expect(withdrawalStatusLabel({ status: "unknown", resolution: "not_sent" }, t)).toBe("Not sent (checked)")
    expect(withdrawalStatusColor({ status: "unknown", resolution: null })).toBe("orange")
    expect(withdrawalStatusColor({ status: "failed", resolution: null })).toBe("red")
  })

  it("can be answered when unknown, or pending and left behind by a stopped process", () => {
    const now = Date.parse("2025-06-01T12:00:00Z")
    const ago = (ms: number) => new Date(now - ms).toISOString()
    const row = (status: WithdrawalStatus, ageMs: number, extra: { stale?: boolean; resolution?: "sent" | "not_sent" | null } = {}) => ({
      status,
      created_at: ago(ageMs),
      resolution: null,
      ...extra,
    })
    expect(canResolveWithdrawal(row("unknown", 1000), now)).toBe(true)
    expect(canResolveWithdrawal(row("unknown", 1000, { resolution: "sent" }), now)).toBe(false)
    // A pending row may still be waiting for a slow answer: not before the longest deadline.
    expect(canResolveWithdrawal(row("pending", 60_000), now)).toBe(false)
    expect(canResolveWithdrawal(row("pending", STALE_PENDING_FALLBACK_MS + 1), now)).toBe(true)
    // The server's word wins when it gives one.
    expect(canResolveWithdrawal(row("pending", 60_000, { stale: true }), now)).toBe(true)
    expect(canResolveWithdrawal(row("pending", STALE_PENDING_FALLBACK_MS * 2, { stale: false }), now)).toBe(false)
    expect(canResolveWithdrawal(row("sent", STALE_PENDING_FALLBACK_MS * 2), now)).toBe(false)
    const t = tIn("en")
    expect(withdrawalStatusLabel({ status: "pending", resolution: "not_sent" }, t)).toBe("Not sent (checked)")
    expect(withdrawalStatusColor({ status: "pending", resolution: "sent" })).toBe("green")
    expect(withdrawalStatusColor({ status: "pending", resolution: null })).toBe("orange")
  })

  it("show what was kept of the lost answer", () => {
    expect(keptAnswer({ answer: { status: 502, body: "Bad gateway" }, error: null })).toBe("status: 502, body: Bad gateway")
    expect(keptAnswer({ answer: null, error: { code: "HTTP_502", area: null, message: "HTTP 502" } })).toBe("HTTP 502")
    expect(keptAnswer({ answer: {}, error: null })).toBeNull()
  })
})
