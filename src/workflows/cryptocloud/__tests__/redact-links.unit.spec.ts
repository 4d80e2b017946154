/**
 * The stored copy of an e-mail with a live link loses the link once sent (the provider got it);
 * e-mails without a link of ours, and rows already redacted, are left alone.
 */
import { Modules } from "@medusajs/framework/utils"
import { LINK_FIELDS, REDACTED_LINK, redactStoredLinks } from "../notifications/redact-links"

function fakeNotifications(rows: Array<{ id: string; idempotency_key: string; data: Record<string, unknown> | null }>) {
  const updates: unknown[] = []
  const service = {
    async listNotifications(filters: { idempotency_key: string }) {
      return rows.filter((row) => row.idempotency_key === filters.idempotency_key).map((row) => ({ id: row.id, data: row.data }))
    },
    async updateNotifications(data: unknown[]) {
      updates.push(...data)
      return data
    },
  }
  const container = { resolve: (key: string) => (key === Modules.NOTIFICATION ? service : undefined) } as any
  return { container, updates }
}

describe("redactStoredLinks", () => {
  const url = "https://shop.example/cryptocloud/pay/3q2-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcde"

  it("replaces the link of the rows sent under the key, and nothing else of their data", async () => {
    const { container, updates } = fakeNotifications([
      { id: "noti_1", idempotency_key: "k1", data: { order_id: "order_1", url, amount: "10.00" } },
      { id: "noti_2", idempotency_key: "k2", data: { order_id: "order_2", url } },
    ])
    expect(await redactStoredLinks(container, "paymentRequest", "k1")).toBe(1)
    expect(updates).toEqual([{ id: "noti_1", data: { order_id: "order_1", url: REDACTED_LINK, amount: "10.00" } }])
    expect(JSON.stringify(updates)).not.toContain("3q2-AbCdEf")
  })

  it("the refund address link too; a row already redacted or without a link is not written again", async () => {
    const { container, updates } = fakeNotifications([
      { id: "noti_3", idempotency_key: "k3", data: { refund_id: "ccref_1", url } },
      { id: "noti_4", idempotency_key: "k4", data: { refund_id: "ccref_2", url: REDACTED_LINK } },
      { id: "noti_5", idempotency_key: "k5", data: null },
    ])
    expect(await redactStoredLinks(container, "refundAddress", "k3")).toBe(1)
    expect(await redactStoredLinks(container, "refundAddress", "k4")).toBe(0)
    expect(await redactStoredLinks(container, "refundAddress", "k5")).toBe(0)
    expect(updates).toEqual([{ id: "noti_3", data: { refund_id: "ccref_1", url: REDACTED_LINK } }])
  })

  it("e-mails that carry no link of the store's (CryptoCloud's own invoice page) are stored as they are", async () => {
    const { container, updates } = fakeNotifications([{ id: "noti_6", idempotency_key: "k6", data: { pay_url: "https://pay.cryptocloud.plus/INV1" } }])
    expect(await redactStoredLinks(container, "partialPayment", "k6")).toBe(0)
    expect(updates).toEqual([])
    expect(Object.keys(LINK_FIELDS).sort()).toEqual(["paymentRequest", "refundAddress", "returnAddress"])
  })
})
