/**
 * Money after the order exists (issue 28): an order edit, an exchange and a draft order leave the
 * order owing a difference on a payment collection of its own (no cart), made through the admin
 * API as Medusa's admin makes them; the customer pays it with a crypto session on that collection
 * through the store API. Paid → captured once, no attention item; part paid → told as a part;
 * expired → the order stays as it is, in both order flows; late → late_payment; refunds per
 * payment at each invoice's rate; the order widget's route lists both payments.
 */
import BigNumber from "bignumber.js"
import { ContainerRegistrationKeys, MathBN, Modules } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { orderSummary, paymentsForSession, paymentSession } from "../helpers/orders"
import { orderChanges, type DifferenceSession } from "../helpers/order-changes"
import { WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, TEST_PLAN, type SeededStore, type StorePlan } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { trackWebhooks } from "../helpers/webhooks"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { sessionIdOfOrderId } from "../../src/domain/checkout-reference"

const sandbox = appSandbox
const HOODIE = "HOODIE-1"
const HOODIE_EUR = 45
/** The test store and a hoodie: the item an order edit adds. */
export const HOODIE_PLAN: StorePlan = {
  ...TEST_PLAN,
  products: [
    ...TEST_PLAN.products,
    {
      title: "Crypto hoodie",
      option: { title: "Size", values: ["One"] },
      variants: [{ value: "One", sku: HOODIE, prices: { eur: HOODIE_EUR, usd: 49, jpy: 7000, chf: 46 } }],
    },
  ],
}

export default defineSuite("order-changes", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let hooks: ReturnType<typeof trackWebhooks>
  const changes = orderChanges(
    api,
    () => admin,
    () => store
  )

  beforeAll(async () => {
    store = await seedStore(getContainer(), HOODIE_PLAN)
    admin = await loginAdmin(getContainer(), api)
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
    hooks = trackWebhooks(getContainer())
  })
  beforeEach(() => sandbox.current.clearFaults())

  const attention = async () => (await api.get("/admin/cryptocloud/attention?status=open", admin.config)).data.attention_items as any[]
  const reconcile = () => reconcileCryptoCloudInvoices(getContainer())
  const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  const hoodie = () => store.skus[HOODIE]

  /** A crypto order the shopper paid; its invoice in USDT_TRC20 (the sandbox's default coin). */
  async function paidOrder() {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const res = await shop.complete(checkout.cartId)
    expect(res.data.type).toBe("order")
    return { orderId: res.data.order.id as string, checkout }
  }

  /**
   * Paid with its postback, once the plugin's postback subscriber has applied it: for an
   * order's own collection it is the one that captures (not Medusa's webhook handler, whose
   * runs `hooks` waits for), so the test waits for what it leaves: a settled ledger row (after
   * its attention items), or the session recorded as partly paid.
   */
  async function payWithPostback(diff: DifferenceSession, kind: "exact" | "partial" = "exact") {
    const before = hooks.results.length
    await sandbox.current.pay(diff.data.uuid, kind)
    await hooks.processed(1, before, 30000, diff.sessionId)
    await sandbox.current.flushPostbacks()
    await waitFor(
      async () =>
        kind === "exact"
          ? (await cryptocloud().ledger.find(diff.data.uuid))?.settled_at
          : (await paymentSession(getContainer(), diff.sessionId))?.status === "requires_more",
      { what: `the ${kind} payment applied by the plugin` }
    )
  }

  /**
   * A refund of `amount` from one payment, as the admin's refund form makes it; the plugin's
   * refund row, once linked to that payment (the newest of the payment's `nth`).
   */
  async function refundPayment(paymentId: string, amount: number, nth = 1) {
    const res = await api.post(`/admin/payments/${paymentId}/refund`, { amount }, admin.config)
    if (res.status !== 200) throw new Error(`refund failed: HTTP ${res.status} ${JSON.stringify(res.data)}`)
    return waitFor(
      async () => {
        const mine = ((await api.get("/admin/cryptocloud/refunds", admin.config)).data.refunds as any[]).filter((r) => r.payment_id === paymentId)
        return mine.length >= nth ? mine[0] : null
      },
      { what: `refund ${nth} of payment ${paymentId}` }
    )
  }

  /** One payment, one capture at the difference, the order owing nothing, no attention item. */
  async function expectDifferenceCaptured(diff: DifferenceSession) {
    const payments = await paymentsForSession(getContainer(), diff.sessionId)
    expect(payments).toHaveLength(1)
    expect(payments[0].captures).toHaveLength(1)
    expect(MathBN.eq(payments[0].captures[0].amount, diff.amount)).toBe(true)
    const order = await orderSummary(getContainer(), diff.orderId)
    expect(order.status).not.toBe("canceled")
    expect(MathBN.eq(order.summary.pending_difference, 0)).toBe(true)
    expect(await attention()).toEqual([])
  }

  it("order edit (add an item): the difference paid, announced by postback → captured once, no attention item", async () => {
    const { orderId } = await paidOrder()
    await changes.editAddingItem(orderId, hoodie())
    const diff = await changes.payDifferenceWithCrypto(getContainer(), orderId)
    expect(diff.amount).toBe(HOODIE_EUR)
    const invoice = sandbox.current.getInvoice(diff.data.uuid)!
    expect(invoice).toEqual(expect.objectContaining({ fiatCurrency: "EUR" }))
    expect(sessionIdOfOrderId(invoice?.orderId)).toBe(diff.sessionId)
    expect(MathBN.eq(invoice.amountInFiat, HOODIE_EUR)).toBe(true)

    await payWithPostback(diff)
    await expectDifferenceCaptured(diff)
    const log = (await api.get(`/admin/cryptocloud/postbacks?invoice_id=${diff.data.uuid}`, admin.config)).data.postbacks
    expect(log).toEqual([
      expect.objectContaining({ outcome: "applied", reason_code: "payment_captured", reason: expect.stringMatching(/captured by the plugin/) }),
    ])
    // A later pass finds nothing left to do.
    await reconcile()
    await expectDifferenceCaptured(diff)
    expect((await paymentSession(getContainer(), diff.sessionId))?.status).toBe("authorized")
  })

  it("exchange for a dearer item: paid with the postback lost → the reconciliation captures it once, no attention item", async () => {
    const { orderId } = await paidOrder()
    await changes.exchangeForDearer(orderId, hoodie())
    const diff = await changes.payDifferenceWithCrypto(getContainer(), orderId)
    expect(diff.amount).toBe(HOODIE_EUR - 20)
    await sandbox.current.pay(diff.data.uuid, "exact", { postback: false })
    expect(await paymentsForSession(getContainer(), diff.sessionId)).toEqual([])

    const report = await reconcile()
    expect(report.outcomes.captured).toBe(1)
    await expectDifferenceCaptured(diff)
  })

  it("draft order converted to an order: its total paid by postback → captured once, no attention item", async () => {
    const orderId = await changes.draftOrderConverted(hoodie())
    const diff = await changes.payDifferenceWithCrypto(getContainer(), orderId)
    await payWithPostback(diff)
    await expectDifferenceCaptured(diff)
  })

  it("part of the difference paid → no capture; told as a part, with what is still due (status route, e-mail to the order's address)", async () => {
    const orderId = await changes.draftOrderConverted(hoodie())
    const diff = await changes.payDifferenceWithCrypto(getContainer(), orderId)
    await payWithPostback(diff, "partial")

    expect(await paymentsForSession(getContainer(), diff.sessionId)).toEqual([])
    expect((await paymentSession(getContainer(), diff.sessionId))?.status).toBe("requires_more")
    const status = await storefront(api, store).sessionStatus(diff.sessionId)
    expect(status.status).toBe("requires_more")
    expect(MathBN.gt(status.invoice.to_surcharge, 0)).toBe(true)
    const mail = await waitFor(
      async () => {
        const sent = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ template: "cryptocloud-partial-payment" })
        return sent[0]
      },
      { what: "the partial-payment e-mail" }
    )
    const invoice = sandbox.current.getInvoice(diff.data.uuid)!
    expect(mail).toEqual(
      expect.objectContaining({
        to: "draft@example.com",
        data: expect.objectContaining({
          invoice_uuid: diff.data.uuid,
          order_id: orderId,
          amount_paid: invoice.amountPaid,
          amount_missing: expect.any(String),
          pay_url: invoice.link,
        }),
      })
    )
    expect(MathBN.eq(MathBN.add(mail.data!.amount_missing as string, invoice.amountPaid), invoice.amount!)).toBe(true)
    const order = await orderSummary(getContainer(), orderId)
    expect(MathBN.eq(order.summary.pending_difference, diff.amount)).toBe(true)
    expect(await attention()).toEqual([])
  })

  it.each(["after_payment", "before_payment"])("orderFlow %s: a difference invoice that expires cancels its session, never the order", async (flow) => {
    const saved = await api.post("/admin/cryptocloud/settings", { order_flow: flow }, admin.config)
    expect(saved.status).toBe(200)
    const { orderId: edited } = await paidOrder()
    await changes.editAddingItem(edited, hoodie())
    const drafted = await changes.draftOrderConverted(hoodie())
    const diffs = [await changes.payDifferenceWithCrypto(getContainer(), edited), await changes.payDifferenceWithCrypto(getContainer(), drafted)]
    for (const diff of diffs) sandbox.current.expire(diff.data.uuid)

    const report = await reconcile()
    expect(report.outcomes.canceled).toBe(2)
    for (const diff of diffs) {
      expect((await paymentSession(getContainer(), diff.sessionId))?.status).toBe("canceled")
      const order = await orderSummary(getContainer(), diff.orderId)
      expect(order.status).toBe("pending")
      expect(MathBN.eq(order.summary.pending_difference, diff.amount)).toBe(true)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [withMeta],
      } = await query.graph({ entity: "order", fields: ["metadata"], filters: { id: diff.orderId } })
      expect(withMeta.metadata?.cryptocloud_note ?? "").not.toMatch(/Cancelled/)
    }
    // The customer can pay again: a new session on the same collection gets a new invoice.
    const again = await changes.payDifferenceWithCrypto(getContainer(), drafted)
    expect(again.data.uuid).not.toBe(diffs[1].data.uuid)
    expect(await attention()).toEqual([])
  })

  it("a difference paid after its invoice expired → captured onto the order with one late_payment item, the late e-mail to the order's address", async () => {
    const orderId = await changes.draftOrderConverted(hoodie())
    const diff = await changes.payDifferenceWithCrypto(getContainer(), orderId)
    sandbox.current.expire(diff.data.uuid)
    await reconcile()
    await payWithPostback(diff)
    await reconcile()

    const payments = await paymentsForSession(getContainer(), diff.sessionId)
    expect(payments).toHaveLength(1)
    expect(payments[0].captures).toHaveLength(1)
    expect(await attention()).toEqual([expect.objectContaining({ kind: "late_payment", invoice_uuid: diff.data.uuid, order_id: orderId })])
    const mail = await waitFor(
      async () => (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ template: "cryptocloud-late-payment" }))[0],
      { what: "the late-payment e-mail" }
    )
    expect(mail).toEqual(
      expect.objectContaining({ to: "draft@example.com", data: expect.objectContaining({ invoice_uuid: diff.data.uuid, order_id: orderId }) })
    )
  })

  it("refunds across two payments: each owed from the payment Medusa refunds, at that invoice's own rate and coin", async () => {
    const { orderId, checkout } = await paidOrder()
    await changes.editAddingItem(orderId, hoodie())
    const diff = await changes.payDifferenceWithCrypto(getContainer(), orderId, { cryptocurrency: "BTC" })
    // Captured by the reconciliation: this test is about refunds, whatever path captured.
    await sandbox.current.pay(diff.data.uuid, "exact", { postback: false })
    await reconcile()
    await expectDifferenceCaptured(diff)
    const [original] = await paymentsForSession(getContainer(), checkout.sessionId)
    const [difference] = await paymentsForSession(getContainer(), diff.sessionId)
    const atRate = (fiat: number, uuid: string, decimals: number) => {
      const invoice = sandbox.current.getInvoice(uuid)!
      return new BigNumber(fiat).times(invoice.amount!).div(invoice.amountInFiat).decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFixed()
    }

    const fromDifference = await refundPayment(difference.id, 30)
    expect(fromDifference).toEqual(
      expect.objectContaining({
        order_id: orderId,
        payment_id: difference.id,
        invoice_uuid: diff.data.uuid,
        amount: "30.00",
        currency_code: "EUR",
        crypto_currency: "BTC",
        crypto_amount: atRate(30, diff.data.uuid, 8),
      })
    )
    const fromOriginal = await refundPayment(original.id, 10)
    expect(fromOriginal).toEqual(
      expect.objectContaining({
        payment_id: original.id,
        invoice_uuid: checkout.data.uuid,
        crypto_currency: "USDT_TRC20",
        crypto_amount: atRate(10, checkout.data.uuid, 6),
      })
    )
    // The rest of the difference: still at its own rate, and the invoice's refunds together
    // stay within what arrived on it.
    const rest = await refundPayment(difference.id, 15, 2)
    expect(rest).toEqual(expect.objectContaining({ invoice_uuid: diff.data.uuid, crypto_amount: atRate(15, diff.data.uuid, 8) }))
    const arrived = sandbox.current.getInvoice(diff.data.uuid)!.amountPaid
    expect(MathBN.lte(MathBN.add(rest.crypto_amount, fromDifference.crypto_amount), arrived)).toBe(true)
  })

  it("an edit that removes an item owes the customer: Medusa asks the merchant for a refund, recorded as owed on the crypto payment", async () => {
    const { orderId, checkout } = await paidOrder()
    await changes.editRemovingItem(orderId)
    const order = await orderSummary(getContainer(), orderId)
    expect(MathBN.eq(order.summary.pending_difference, -20)).toBe(true)
    await expect(changes.unpaidCollection(getContainer(), orderId)).rejects.toThrow(/0 unpaid payment collections/)

    const [original] = await paymentsForSession(getContainer(), checkout.sessionId)
    const refund = await refundPayment(original.id, 20)
    expect(refund).toEqual(expect.objectContaining({ status: "awaiting_address", amount: "20.00", invoice_uuid: checkout.data.uuid, order_id: orderId }))
    expect(await waitFor(async () => (await attention()).find((item) => item.kind === "refund_owed"), { what: "the refund_owed item" })).toEqual(
      expect.objectContaining({ refund_id: refund.id, order_id: orderId })
    )
    expect(await attention()).toHaveLength(1)
  })

  it("the order widget's route lists both payments, oldest first, each with its own invoice and timeline", async () => {
    const { orderId, checkout } = await paidOrder()
    await reconcile() // the original's row learns its order
    await changes.editAddingItem(orderId, hoodie())
    const diff = await changes.payDifferenceWithCrypto(getContainer(), orderId)
    await payWithPostback(diff)

    const res = await api.get(`/admin/cryptocloud/orders/${orderId}/payments`, admin.config)
    expect(res.status).toBe(200)
    const [original] = await paymentsForSession(getContainer(), checkout.sessionId)
    const [difference] = await paymentsForSession(getContainer(), diff.sessionId)
    expect(res.data.payments).toEqual([
      expect.objectContaining({
        invoice_uuid: checkout.data.uuid,
        kind: "original",
        session_id: checkout.sessionId,
        payment_id: original.id,
        status: "paid",
        amount: "25.00",
        currency_code: "EUR",
        payment_collection_id: checkout.collectionId,
      }),
      expect.objectContaining({
        invoice_uuid: diff.data.uuid,
        kind: "difference",
        session_id: diff.sessionId,
        payment_id: difference.id,
        status: "paid",
        amount: "45.00",
        payment_collection_id: diff.collectionId,
      }),
    ])
    for (const payment of res.data.payments) {
      expect(payment.history.map((h: any) => h.status)).toEqual(["created", "paid"])
      expect(payment).toEqual(
        expect.objectContaining({ crypto_currency: "USDT_TRC20", test_mode: true, link: expect.stringContaining("/pay/"), created_at: expect.any(String) })
      )
    }
    expect((await api.get(`/admin/cryptocloud/orders/order_missing/payments`, admin.config)).status).toBe(404)
    expect((await api.get(`/admin/cryptocloud/orders/${orderId}/payments?limit=5`, admin.config)).status).toBe(400)
    expect((await api.get(`/admin/cryptocloud/orders/${orderId}/payments`, { validateStatus: () => true })).status).toBe(401)
  })
})
