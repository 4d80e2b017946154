/**
 * A payout never goes to an address the refund no longer has (issue 34): the customer gives an
 * address through the link, the admin's form shows it, a new address request replaces it and the
 * customer gives another — the form's old address, sent back as typed or as the one it showed,
 * is a 409 `refund_changed` and nothing is sent; an address the admin really types still goes.
 * Run by money-out.spec.ts (live invoices: no test-mode confirmation).
 */
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { refundedOrder, type RefundContext } from "../helpers/refunds"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const OUT = "/v2/invoice/api/out/create"
const FIRST = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" // given through the first link
const SECOND = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW" // given through the newer one
const TYPED = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL" // typed by the admin

export default defineSuite("refund-payout-address", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => sandbox.current.clearFaults())

  const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }
  const storeConfig = () => ({ headers: { "x-publishable-api-key": store.publishableKey }, validateStatus: () => true })
  /** A new address link, answered by the customer with `address` (when given). */
  const customerGives = async (refundId: string, address?: string) => {
    const request = await api.post(`/admin/cryptocloud/refunds/${refundId}/address-request`, {}, admin.config)
    expect(request.status).toBe(200)
    if (!address) return
    const token = request.data.url.split("/").pop()
    expect((await api.post(`/store/cryptocloud/refund-address/${token}`, { address }, storeConfig())).status).toBe(200)
  }
  const refundOf = async (orderId: string) => (await api.get(`/admin/cryptocloud/refunds?order_id=${orderId}`, admin.config)).data.refunds[0]
  const payout = (refundId: string, body: Record<string, unknown>) => api.post(`/admin/cryptocloud/refunds/${refundId}/payout`, body, admin.config)

  it("a superseded customer address, sent as typed or as the one the form showed, is 409 refund_changed; a typed fresh one goes", async () => {
    const { orderId, refund } = await refundedOrder(ctx, "eur", "exact", 5)
    await customerGives(refund.id, FIRST)
    const read = await refundOf(orderId) // what the admin's drawer shows
    expect(read).toEqual(expect.objectContaining({ address: FIRST, address_source: "customer", address_submitted_at: expect.any(String) }))

    const sentBefore = sandbox.current.countRequests(OUT)
    await customerGives(refund.id) // a new request: the refund waits for the new address
    const waiting = await payout(refund.id, { address: FIRST })
    expect(waiting.status).toBe(409)
    expect(waiting.data).toEqual(expect.objectContaining({ type: "conflict", code: "refund_changed" }))
    expect(waiting.data.refund).toEqual(expect.objectContaining({ id: refund.id, status: "awaiting_address", address: null }))

    await customerGives(refund.id, SECOND)
    const typedStale = await payout(refund.id, { address: FIRST })
    expect(typedStale.status).toBe(409)
    expect(typedStale.data).toEqual(expect.objectContaining({ code: "refund_changed", message: expect.stringMatching(/gave earlier.*nothing was sent/) }))
    expect(typedStale.data.refund).toEqual(expect.objectContaining({ address: SECOND, address_source: "customer", status: "awaiting_payout" }))
    const shownStale = await payout(refund.id, { expected_address: FIRST })
    expect(shownStale.status).toBe(409)
    expect(shownStale.data).toEqual(expect.objectContaining({ code: "refund_changed", message: expect.stringMatching(/not the one your form showed/) }))
    expect(shownStale.data.refund.address).toBe(SECOND)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore)
    expect(sandbox.current.listWithdrawals()).toEqual([])
    expect(await refundOf(orderId)).toEqual(expect.objectContaining({ status: "awaiting_payout", address: SECOND, withdrawal_id: null }))

    // The form showing the current address, with an address the admin typed: paid there, once.
    const typed = await payout(refund.id, { expected_address: SECOND, address: TYPED })
    expect(typed.status).toBe(200)
    expect(typed.data.refund).toEqual(expect.objectContaining({ status: "payout_requested", address: TYPED, address_source: "admin" }))
    expect(sandbox.current.listWithdrawals()).toEqual([expect.objectContaining({ address: TYPED, amount: refund.crypto_amount })])
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)
  })
})
