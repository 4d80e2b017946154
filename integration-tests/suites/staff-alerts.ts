/**
 * Staff alerts (README, "Telling the merchant"): the merchant's staff are told by e-mail and in
 * the admin's notification panel, once per cause and recipient, a storm as one digest — through
 * the store and admin APIs as a store would meet them. E-mails go to the tests' provider
 * (notification-outbox), which keeps what it was given.
 */
import { Modules } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { expectOneCapturedOrder } from "../helpers/orders"
import { outboxInProcess, refusedAddresses, type SentNotification } from "../helpers/notification-outbox/store"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { trackWebhooks } from "../helpers/webhooks"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { raiseAttentionWorkflow } from "../../src/workflows/cryptocloud/raise-attention"
import { forgetBalanceReads } from "../../src/workflows/cryptocloud/steps/watch-projects"
import { sendStaffAlertsBackstop } from "../../src/workflows/cryptocloud/notifications/staff-alert-backstop"
import { ALERT_QUIET_MS, STAFF_ALERT_TEMPLATE } from "../../src/domain/notices/staff-alerts"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const OPS = "ops@shop.test"
const OWNER = "owner@shop.test"
const OUT = "/v2/invoice/api/out/create"

export default defineSuite("staff-alerts", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let shop: ReturnType<typeof storefront>
  let hooks: ReturnType<typeof trackWebhooks>
  let mark = 0

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    hooks = trackWebhooks(getContainer())
  })
  beforeEach(async () => {
    shop = storefront(api, store)
    sandbox.current.clearFaults()
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
    const saved = await api.post("/admin/cryptocloud/settings", { alerts: { to: `${OPS}, ${OWNER}` } }, admin.config)
    expect(saved.data.alerts.settings.to).toEqual([OPS, OWNER])
    mark = outboxInProcess().length
  })

  /** The staff alerts sent since the test began, to `to` ("" = the admin's feed). */
  const alertsTo = (to: string): SentNotification[] =>
    outboxInProcess()
      .slice(mark)
      .filter((sent) => sent.template === STAFF_ALERT_TEMPLATE && sent.to === to)
  const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, ALERT_QUIET_MS + 1500))
  const reconcile = (now?: Date) => reconcileCryptoCloudInvoices(getContainer(), { now })
  const notifications = () => getContainer().resolve(Modules.NOTIFICATION) as any
  /** `count` attention items raised the way the plugin raises them (the workflow emits their events). */
  const raiseItems = async (count: number, tag: string) => {
    const { result } = await raiseAttentionWorkflow(getContainer()).run({
      input: {
        items: Array.from({ length: count }, (_, i) => ({
          kind: "unmatched_payment" as const,
          dedupe_key: `unmatched_payment:INV-${tag}${i}`,
          invoice_uuid: `INV-${tag}${i}`,
          amount: "1.5",
          currency: "USDT_TRC20",
          description: `Item ${tag} ${i}`,
          shop_id: SANDBOX_KEYS.shopId,
        })),
      },
    })
    return result as Array<{ id: string }>
  }

  it("an overpayment: one e-mail per staff address and one feed entry; reading the invoice again sends none more", async () => {
    const over = await shop.checkout("usd")
    await sandbox.current.pay(over.data.uuid, "overpay", { postback: false })
    await reconcile()
    const orderId = await expectOneCapturedOrder(getContainer(), over.cartId, over.sessionId, over.total)
    const [ops] = await waitFor(async () => (alertsTo(OPS).length ? alertsTo(OPS) : null), { what: "the alert to ops", timeoutMs: 30_000 })
    expect(ops.channel).toBe("email")
    expect(ops.data).toEqual(
      expect.objectContaining({
        kind: "overpayment",
        shop_id: SANDBOX_KEYS.shopId,
        order_id: orderId,
        order_display_id: expect.any(Number),
        invoice_uuid: over.data.uuid,
        amount: expect.stringMatching(/^\d+(\.\d+)?$/),
        action: expect.stringMatching(/Refund the surplus/),
        url: expect.stringContaining(`/app/cryptocloud?shop_id=${SANDBOX_KEYS.shopId}`),
        title: expect.stringMatching(/paid more than the order total/),
      })
    )
    await waitFor(async () => alertsTo(OWNER).length === 1 && alertsTo("").length === 1, { what: "the owner's e-mail and the feed entry" })
    expect(alertsTo("")[0]).toEqual(
      expect.objectContaining({ channel: "feed", data: expect.objectContaining({ title: ops.data.title, description: expect.any(String) }) })
    )

    // Read again: a re-delivered postback and two more passes find the same item, and tell nobody again.
    const before = hooks.results.length
    await sandbox.current.sendPostback(over.data.uuid)
    await hooks.processed(1, before, 30_000)
    await reconcile()
    await reconcile()
    await quietPeriod()
    expect([alertsTo(OPS).length, alertsTo(OWNER).length, alertsTo("").length]).toEqual([1, 1, 1])
  })

  it("a withdrawal whose answer was lost: one alert per address, naming the withdrawal", async () => {
    sandbox.current.setBalance("USDT_TRC20", "100")
    sandbox.current.injectFault({ path: OUT, kind: "5xx", afterProcessing: true, times: 1 })
    const lost = await api.post(
      "/admin/cryptocloud/withdrawals",
      { currency_code: "USDT_TRC20", to_address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", amount: "7.25" },
      admin.config
    )
    expect(lost.data.type).toBe("cryptocloud_unknown_outcome")
    await waitFor(async () => alertsTo(OPS).length > 0 && alertsTo(OWNER).length > 0 && alertsTo("").length > 0, {
      what: "the withdrawal_unknown alerts",
      timeoutMs: 30_000,
    })
    expect(alertsTo(OPS)[0].data).toEqual(
      expect.objectContaining({ kind: "withdrawal_unknown", amount: "7.25", currency: "USDT_TRC20", action: expect.stringMatching(/resolve the withdrawal/) })
    )
    await reconcile()
    await quietPeriod()
    expect([alertsTo(OPS).length, alertsTo(OWNER).length, alertsTo("").length]).toEqual([1, 1, 1])
  })

  it("postbacks silent for the set hours while CryptoCloud shows a paid invoice: one alert, once", async () => {
    await api.post("/admin/cryptocloud/settings", { alerts: { to: OPS, postbackSilenceHours: 1 } }, admin.config)
    const paid = await shop.checkout("eur")
    // The postback never arrives (a wrong URL at the service, a proxy, an expired certificate).
    await sandbox.current.pay(paid.data.uuid, "exact", { postback: false })
    // A minute after payment is not silence yet: a postback may be on its way.
    await reconcile()
    await quietPeriod()
    expect(alertsTo(OPS).filter((s) => s.data.kind === "postback_silence")).toEqual([])
    // Minutes later, still nothing verified: one alert; the next passes add none.
    const later = new Date(Date.now() + 5 * 60_000)
    await reconcile(later)
    await waitFor(async () => alertsTo(OPS).some((s) => s.data.kind === "postback_silence"), { what: "the silence alert", timeoutMs: 30_000 })
    await reconcile(new Date(later.getTime() + 60_000))
    await quietPeriod()
    const silence = alertsTo(OPS).filter((s) => s.data.kind === "postback_silence")
    expect(silence).toHaveLength(1)
    expect(silence[0].data).toEqual(
      expect.objectContaining({
        shop_id: SANDBOX_KEYS.shopId,
        title: expect.stringMatching(/No postback from CryptoCloud for 1 h/),
        action: expect.stringMatching(/postback URL/),
      })
    )
  })

  it("a balance above the threshold: one alert a day, whatever the number of passes", async () => {
    sandbox.current.setBalance("USDT_TRC20", "1250")
    await api.post("/admin/cryptocloud/settings", { alerts: { to: OPS, balance_above_usd: "1000" } }, admin.config)
    forgetBalanceReads()
    await reconcile()
    await waitFor(async () => alertsTo(OPS).some((s) => s.data.kind === "balance_above"), { what: "the balance alert", timeoutMs: 30_000 })
    forgetBalanceReads()
    await reconcile()
    await quietPeriod()
    const balance = alertsTo(OPS).filter((s) => s.data.kind === "balance_above")
    expect(balance).toHaveLength(1)
    expect(balance[0].data).toEqual(
      expect.objectContaining({ currency: "USD", amount: expect.stringMatching(/^1\d{3}\.\d{2}$/), title: expect.stringMatching(/holds 1\d{3}\.\d{2} USD/) })
    )
  })

  it("a provider that fails: that address's alert waits, then goes out once under the same key; the others are not held up", async () => {
    refusedAddresses().add(OPS)
    const [item] = await raiseItems(1, "FAIL")
    await waitFor(async () => alertsTo(OWNER).length > 0 && alertsTo("").length > 0, { what: "the alerts the provider took" })
    const key = `cryptocloud-alert:email:${OPS}:attention:${item.id}`
    const stored = () => notifications().listNotifications({ idempotency_key: key }, { select: ["id", "status"] })
    await waitFor(async () => (await stored()).some((row: any) => row.status === "failure"), { what: "the failed send on record" })
    refusedAddresses().clear()
    // Not before its back-off: the minute job a moment later sends nothing.
    await sendStaffAlertsBackstop(getContainer())
    expect(alertsTo(OPS)).toEqual([])
    // The next minute's job: sent once, Medusa's failed record replaced by one success.
    await sendStaffAlertsBackstop(getContainer(), new Date(Date.now() + 90_000))
    await sendStaffAlertsBackstop(getContainer(), new Date(Date.now() + 300_000))
    expect(alertsTo(OPS)).toHaveLength(1)
    expect((await stored()).map((row: any) => row.status)).toEqual(["success"])
    expect([alertsTo(OWNER).length, alertsTo("").length]).toEqual([1, 1])
  })

  it("a storm of 500 attention items within a minute: one digest per address, within seconds of the last", async () => {
    const started = Date.now()
    for (let batch = 0; batch < 10; batch++) await raiseItems(50, `STORM${batch}-`)
    expect(Date.now() - started).toBeLessThan(60_000)
    const [digest] = await waitFor(async () => (alertsTo(OPS).length ? alertsTo(OPS) : null), { what: "the digest", timeoutMs: 60_000 })
    await waitFor(async () => alertsTo(OWNER).length > 0 && alertsTo("").length > 0, { what: "the owner's and the feed's digest" })
    await quietPeriod()
    expect([alertsTo(OPS).length, alertsTo(OWNER).length, alertsTo("").length]).toEqual([1, 1, 1])
    expect(digest.data).toEqual(expect.objectContaining({ kind: "digest", count: 500, counts: { unmatched_payment: 500 }, shop_ids: [SANDBOX_KEYS.shopId] }))
    expect(digest.data.alerts).toHaveLength(50)
    expect(digest.data.description).toMatch(/and 450 more/)
  })
})
