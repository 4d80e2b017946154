/**
 * Incoming money, every path ([G]): each unit that arrives ends in an order or an item that tells
 * the truth about it now — when Medusa refuses the capture, when money comes late or twice, when
 * reads race — and the ledger's records stay exact (backfill of old sessions, values as given).
 */
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { FiatMoney } from "../../src/domain/money"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { restartBackfill } from "../../src/workflows/cryptocloud/steps/select-ledger-rows"
import { applyCryptoCloudInvoiceWorkflow } from "../../src/workflows/cryptocloud/apply-invoice"
import { expectOneCapturedOrder, paymentSession } from "../helpers/orders"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

export default defineSuite("incoming-money", ({ api, getContainer }) => {
  let store: SeededStore
  let service: CryptoCloudModuleService

  beforeAll(async () => {
    store = await seedStore(getContainer())
    service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  })
  beforeEach(() => sandbox.current.clearFaults())

  const reconcile = () => reconcileCryptoCloudInvoices(getContainer())
  const pg = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const items = (uuid: string, kind?: string) =>
    service.listAttentionItems({ invoice_uuid: uuid, ...(kind ? { kind } : {}) }, { order: { detected_at: "ASC" } })

  it("a partial payment after expiry: one late_payment item with the amount, the session stays cancelled (no 'pay the rest')", async () => {
    const checkout = await storefront(api, store).checkout("eur")
    sandbox.current.expire(checkout.data.uuid)
    await reconcile()
    const paid = await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    await reconcile()
    await reconcile()
    expect(await items(checkout.data.uuid)).toEqual([expect.objectContaining({ kind: "late_payment", amount: paid.amountPaid, status: "open" })])
    expect(await paymentSession(getContainer(), checkout.sessionId)).toEqual(expect.objectContaining({ status: "canceled" }))
    expect(await service.ledger.find(checkout.data.uuid)).toEqual(expect.objectContaining({ settled_at: null }))
  })

  it("partial, expiry, then the rest: the order is captured, expired_partial resolved with the reason, one open late_payment", async () => {
    const checkout = await storefront(api, store).checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    await reconcile()
    sandbox.current.expire(checkout.data.uuid)
    await reconcile()
    expect(await items(checkout.data.uuid)).toEqual([expect.objectContaining({ kind: "expired_partial", status: "open" })])
    const full = await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    await reconcile()
    await expectOneCapturedOrder(getContainer(), checkout.cartId, checkout.sessionId, checkout.total)
    const after = await items(checkout.data.uuid)
    expect(after).toEqual([
      expect.objectContaining({ kind: "expired_partial", status: "resolved", note: expect.stringMatching(/captured on order order_.*nothing to refund/) }),
      expect.objectContaining({ kind: "late_payment", status: "open", amount: full.amountPaid }),
    ])
  })

  it("paid, but the cart can no longer become an order: Medusa refunds it (its compensation), and that refund alone tells the money", async () => {
    const checkout = await storefront(api, store).checkout("eur")
    const carts = getContainer().resolve(Modules.CART)
    const methods = await carts.listShippingMethods({ cart_id: checkout.cartId })
    await carts.softDeleteShippingMethods(methods.map((m) => m.id))
    const paid = await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    await reconcile()
    await reconcile()
    // One item naming the money, never two (a refund_owed and an unmatched_payment would have
    // the merchant send it back twice).
    const found = await items(checkout.data.uuid)
    expect(found).toEqual([expect.objectContaining({ kind: "refund_owed", status: "open", amount: paid.amountPaid })])
    expect(await service.ledger.find(checkout.data.uuid)).toEqual(expect.objectContaining({ settled_at: expect.any(Date) }))
  })

  it("unmatched_payment resolved, then more money on the same invoice: a new open item with the new amount", async () => {
    const checkout = await storefront(api, store).checkout("eur")
    // An invoice no session holds for its amount (another integration, a changed cart).
    sandbox.current.alterInvoice(checkout.data.uuid, { amountInFiat: "1.00" })
    const part = await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    await reconcile()
    const [first] = await items(checkout.data.uuid)
    expect(first).toEqual(expect.objectContaining({ kind: "unmatched_payment", amount: part.amountPaid }))
    await service.resolveAttention(first.id, "refunded the first part", null)
    const rest = await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    await reconcile()
    const open = (await items(checkout.data.uuid)).filter((item) => item.status === "open")
    expect(open).toEqual([expect.objectContaining({ kind: "unmatched_payment", amount: rest.amountPaid })])
  })

  it("a read older than a postback's never lowers amount_paid, and raises nothing for the older figure", async () => {
    const checkout = await storefront(api, store).checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    const [stale] = await service.getClient().getInvoices([checkout.data.uuid]) // a batch read…
    const newer = await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    await reconcile() // …a newer read is applied first (a postback)
    await applyCryptoCloudInvoiceWorkflow(getContainer()).run({ input: { invoice: stale } }) // …then the stale one
    expect(await service.ledger.find(checkout.data.uuid)).toEqual(expect.objectContaining({ amount_paid: newer.amountPaid }))
  })

  it("a brand-new invoice is not cancelled by a pass that runs before its session stores it; an old orphan is", async () => {
    const checkout = await storefront(api, store).checkout("eur")
    // The window between the ledger insert and Medusa storing the session data, held open:
    // an invoice for the session exists on the ledger, the session still names the old one.
    const invoice = await service.getClient().createInvoice({ amount: "20.00", currency: "EUR", order_id: checkout.sessionId })
    await service.ledger.recordCreated({ invoice, sessionId: checkout.sessionId, money: FiatMoney.of(20, "eur"), tolerancePercent: 0 })
    await reconcile()
    expect(sandbox.current.getInvoice(invoice.uuid)?.status).toBe("created")
    // Minutes later the session still does not hold it: an orphan, cancelled at the service.
    await pg().raw("UPDATE cryptocloud_invoice SET created_at = created_at - interval '5 minutes' WHERE uuid = ?", [invoice.uuid])
    await reconcile()
    expect(sandbox.current.getInvoice(invoice.uuid)?.status).toBe("canceled")
  })

  it("600 open manual sessions older than 3 crypto sessions without ledger rows: all 3 are backfilled", async () => {
    const payment = getContainer().resolve(Modules.PAYMENT)
    const [collection] = await payment.createPaymentCollections([{ currency_code: "eur", amount: 10 }])
    for (let i = 0; i < 600; i++) {
      await payment.createPaymentSession(collection.id, { provider_id: "pp_system_default", amount: 10, currency_code: "eur", data: {} })
    }
    const shop = storefront(api, store)
    const crypto = [await shop.checkout("eur"), await shop.checkout("usd"), await shop.checkout("jpy")]
    const uuids = crypto.map((c) => c.data.uuid as string)
    // Sessions from before the ledger existed (an upgrade): their invoices have no rows.
    await pg()("cryptocloud_invoice").whereIn("uuid", uuids).delete()
    restartBackfill()

    await reconcile()
    const rows = await service.ledger.findMany(uuids)
    expect(rows.map((row) => row.uuid).sort()).toEqual([...uuids].sort())
    expect(rows.map((row) => row.session_id).sort()).toEqual(crypto.map((c) => c.sessionId).sort())
  })

  it("the backfill walks the sessions from before the ledger began (a week's margin), not every open one since", async () => {
    const shop = storefront(api, store)
    const [old, recent] = [await shop.checkout("eur"), await shop.checkout("usd")]
    const uuids = [old.data.uuid as string, recent.data.uuid as string]
    await pg()("cryptocloud_invoice").whereIn("uuid", uuids).delete()
    // The ledger began 30 days ago; the old session is from 40 days ago, before it existed.
    await service.ledger.recordCreated({
      invoice: { uuid: "INV-FIRSTROW", status: "created" },
      sessionId: "payses_first",
      money: FiatMoney.of(10, "eur"),
      tolerancePercent: 0,
    })
    await pg()("cryptocloud_invoice")
      .where({ uuid: "INV-FIRSTROW" })
      .update({ created_at: new Date(Date.now() - 30 * 86_400_000) })
    await pg()("payment_session")
      .where({ id: old.sessionId })
      .update({ created_at: new Date(Date.now() - 40 * 86_400_000) })
    restartBackfill()

    await reconcile()
    // The old one is put on the ledger; the recent one (made by code that writes its row at
    // create, so in a real store never without one) is past the walk's end and not looked at.
    const rows = await service.ledger.findMany(uuids)
    expect(rows.map((row) => [row.uuid, row.session_id])).toEqual([[uuids[0], old.sessionId]])
  })

  it("a pay link with a query string is stored as given", async () => {
    const link = "https://pay.example/INV-QUERY01?a=1&b=2"
    await service.ledger.recordCreated({
      invoice: { uuid: "INV-QUERY01", status: "created", link, address: "T?x" },
      sessionId: "payses_query",
      money: FiatMoney.of(10, "eur"),
      tolerancePercent: 0,
    })
    expect(await service.ledger.find("INV-QUERY01")).toEqual(expect.objectContaining({ link, address: "T?x" }))
  })
})
