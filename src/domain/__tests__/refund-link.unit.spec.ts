/**
 * The customer's refund link, as both of its pages read it (the JSON store route and the HTML
 * page): open only with the refund's current nonce while it awaits an address; single use.
 */
import { openRefundLink, refundLinkFacts, type LinkRefund, type RefundLinkStore } from "../refunds/link"
import { signAddressToken } from "../refunds/token"

const SECRET = "project-secret"
const ASIA_SECRET = "asia-project-secret"
const soon = () => new Date(Date.now() + 60_000)

function storeWith(rows: LinkRefund[]): RefundLinkStore & { rows: LinkRefund[] } {
  return {
    rows,
    linkSecret: async (refund) => (refund.shop_id === "gone" ? null : refund.shop_id === "asia" ? ASIA_SECRET : SECRET),
    listRefunds: async ({ id }) => rows.filter((row) => row.id === id),
    // The store's conditional claim: only with the current nonce, only while awaiting an address.
    claimRefundAddress: async (id, nonce, _address) => {
      const row = rows.find((r) => r.id === id && r.token_nonce === nonce && r.status === "awaiting_address")
      if (!row) return false
      Object.assign(row, { status: "awaiting_payout", token_nonce: null })
      return true
    },
  }
}

const row = (nonce: string, over: Partial<LinkRefund> = {}): LinkRefund => ({
  id: "ccref_1",
  order_id: "order_1",
  invoice_uuid: "INV-AAAA1111",
  crypto_amount: "12.5",
  crypto_currency: "USDT_TRC20",
  status: "awaiting_address",
  token_nonce: nonce,
  token_expires_at: new Date("2026-12-01T10:00:00Z"),
  ...over,
})

describe("openRefundLink", () => {
  it("open with the current nonce; used once claimed, replaced by a newer link, or no longer awaiting an address", async () => {
    const { token, nonce } = await signAddressToken(SECRET, "ccref_1", soon())
    const store = storeWith([row(nonce)])
    const open = await openRefundLink(store, token)
    expect(open).toEqual({ state: "open", refund: expect.objectContaining({ id: "ccref_1", token_nonce: nonce }) })
    expect(await store.claimRefundAddress("ccref_1", nonce, "T…")).toBe(true)
    expect((await openRefundLink(store, token)).state).toBe("used")

    const newer = await signAddressToken(SECRET, "ccref_1", soon())
    expect((await openRefundLink(storeWith([row(newer.nonce)]), token)).state).toBe("used")
    expect((await openRefundLink(storeWith([row(nonce, { status: "payout_requested" })]), token)).state).toBe("used")
  })

  it("expired and invalid links", async () => {
    const expired = await signAddressToken(SECRET, "ccref_1", new Date(Date.now() - 1000))
    expect(await openRefundLink(storeWith([row(expired.nonce)]), expired.token)).toEqual({ state: "expired" })
    const foreign = await signAddressToken("another secret", "ccref_1", soon())
    expect(await openRefundLink(storeWith([row(foreign.nonce)]), foreign.token)).toEqual({ state: "invalid" })
    expect(await openRefundLink(storeWith([]), "not-a-token")).toEqual({ state: "invalid" })
    const orphan = await signAddressToken(SECRET, "ccref_gone", soon())
    expect(await openRefundLink(storeWith([row(orphan.nonce)]), orphan.token)).toEqual({ state: "invalid" })
  })

  it("checked with the secret of the refund's own project: another project's secret does not open it", async () => {
    const own = await signAddressToken(ASIA_SECRET, "ccref_1", soon())
    expect((await openRefundLink(storeWith([row(own.nonce, { shop_id: "asia" })]), own.token)).state).toBe("open")
    // Signed with the first project's secret for a refund of the second project's money: not valid.
    const other = await signAddressToken(SECRET, "ccref_1", soon())
    expect(await openRefundLink(storeWith([row(other.nonce, { shop_id: "asia" })]), other.token)).toEqual({ state: "invalid" })
    // A refund of a project the store no longer has: no secret can open its link.
    expect(await openRefundLink(storeWith([row(other.nonce, { shop_id: "gone" })]), other.token)).toEqual({ state: "invalid" })
  })
})

describe("refundLinkFacts", () => {
  it("the amount, coin, network and expiry: nothing about the order", () => {
    expect(refundLinkFacts(row("n"))).toEqual({
      amount: "12.5",
      currency: "USDT_TRC20",
      coin: "Tether",
      network: "Tron",
      expires_at: "2026-12-01T10:00:00.000Z",
    })
  })
})
