import {
  ALERT_MAX_HOLD_MS,
  ALERT_QUIET_MS,
  attentionAlert,
  balanceAlert,
  digestOf,
  DIGEST_MAX_LINES,
  isDue,
  POSTBACK_SILENCE_GRACE_MS,
  postbackSilence,
} from "../staff-alerts"

const now = new Date("2026-11-28T12:00:00.000Z")
const ago = (ms: number) => new Date(now.getTime() - ms)
const HOUR = 3_600_000

describe("postback silence", () => {
  const base = { shopId: "shop-1", hours: 6, now }

  it("is a payment the service shows within the hours, with no verified postback in them", () => {
    const found = postbackSilence({ ...base, lastVerifiedAt: ago(7 * HOUR), paidAt: [ago(HOUR)] })
    expect(found).toEqual({ cause: `postback_silence:shop-1:${ago(7 * HOUR).toISOString()}`, paidCount: 1 })
    expect(postbackSilence({ ...base, lastVerifiedAt: null, paidAt: [ago(HOUR)] })?.cause).toBe("postback_silence:shop-1:never")
  })

  it("is not a recent postback, a payment younger than a postback takes, an old payment, or the alert switched off", () => {
    expect(postbackSilence({ ...base, lastVerifiedAt: ago(5 * HOUR), paidAt: [ago(HOUR)] })).toBeNull()
    expect(postbackSilence({ ...base, lastVerifiedAt: null, paidAt: [ago(POSTBACK_SILENCE_GRACE_MS - 1000)] })).toBeNull()
    expect(postbackSilence({ ...base, lastVerifiedAt: null, paidAt: [ago(7 * HOUR)] })).toBeNull()
    expect(postbackSilence({ ...base, hours: 0, lastVerifiedAt: null, paidAt: [ago(HOUR)] })).toBeNull()
    expect(postbackSilence({ ...base, lastVerifiedAt: null, paidAt: [] })).toBeNull()
  })

  it("names the last postback, so one silence is one alert and the next silence another", () => {
    const first = postbackSilence({ ...base, lastVerifiedAt: ago(8 * HOUR), paidAt: [ago(HOUR)] })
    const same = postbackSilence({ ...base, now: new Date(now.getTime() + HOUR), lastVerifiedAt: ago(8 * HOUR), paidAt: [ago(HOUR)] })
    expect(same?.cause).toBe(first?.cause)
    const next = postbackSilence({ ...base, lastVerifiedAt: ago(6.5 * HOUR), paidAt: [ago(HOUR)] })
    expect(next?.cause).not.toBe(first?.cause)
  })
})

describe("when a recipient's alerts go out", () => {
  it("once none joined them for the quiet time, or the oldest waited the longest hold", () => {
    expect(isDue(ago(ALERT_QUIET_MS), ago(ALERT_QUIET_MS), now)).toBe(true)
    expect(isDue(ago(ALERT_QUIET_MS), ago(ALERT_QUIET_MS - 1), now)).toBe(false)
    // A flood that never pauses still goes out after the hold.
    expect(isDue(ago(ALERT_MAX_HOLD_MS), ago(10), now)).toBe(true)
  })
})

describe("alert content", () => {
  const item = {
    id: "ccatt_1",
    kind: "overpayment" as const,
    shop_id: "shop-1",
    amount: "0.0001",
    currency: "BTC",
    order_id: "order_1",
    invoice_uuid: "INV-1",
    test_mode: false,
    description: "The customer paid 0.0001 BTC more",
    detected_at: now,
  }

  it("an item: its kind, amount, order, the action that settles it and the admin link; one cause per item", () => {
    const alert = attentionAlert(item, { url: "https://api.shop.example/app/cryptocloud?shop_id=shop-1", orderDisplayId: 42 })
    expect(alert.cause).toBe("attention:ccatt_1")
    expect(alert.data).toEqual(
      expect.objectContaining({
        kind: "overpayment",
        title: "A customer paid more than the order total (0.0001 BTC)",
        action: expect.stringMatching(/Refund the surplus/),
        order_display_id: 42,
        url: "https://api.shop.example/app/cryptocloud?shop_id=shop-1",
      })
    )
    expect(attentionAlert({ ...item, test_mode: true }, { url: null }).data).toEqual(
      expect.objectContaining({ title: expect.stringMatching(/^\[test\] /), url: null })
    )
  })

  it("a balance: once per project and UTC day", () => {
    const alert = balanceAlert({ shopId: "shop-1", totalUsd: "12000.00", thresholdUsd: "5000", url: null, now })
    expect(alert.cause).toBe("balance_above:shop-1:2026-11-28")
    expect(alert.data).toEqual(expect.objectContaining({ kind: "balance_above", amount: "12000.00", currency: "USD" }))
  })

  it("a digest counts every alert, lists the first ones and says how many more", () => {
    const alerts = Array.from(
      { length: DIGEST_MAX_LINES + 7 },
      (_, i) => attentionAlert({ ...item, id: `ccatt_${i}`, shop_id: i % 2 ? "shop-2" : "shop-1" }, { url: null }).data
    )
    const digest = digestOf(alerts)
    expect(digest).toEqual(
      expect.objectContaining({ kind: "digest", count: DIGEST_MAX_LINES + 7, counts: { overpayment: DIGEST_MAX_LINES + 7 }, shop_ids: ["shop-1", "shop-2"] })
    )
    expect(digest.alerts).toHaveLength(DIGEST_MAX_LINES)
    expect(digest.description.split("\n").pop()).toBe("…and 7 more.")
  })
})
