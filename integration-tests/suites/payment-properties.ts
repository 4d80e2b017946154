/**
 * Property-based: random sequences of invoice events (partial, exact, overpay, expiry) and
 * deliveries (postbacks through Medusa's webhook processing, stale postbacks, job runs,
 * storefront completions). Whatever the order, a paid invoice ends as exactly one order with
 * one capture equal to the cart total, an unpaid one ends with none, and a capture never
 * goes away once made.
 */
import { ContainerRegistrationKeys, MathBN, Modules } from "@medusajs/framework/utils"
import { processPaymentWorkflow } from "@medusajs/core-flows"
import fc from "fast-check"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { ordersForCart, paymentsForSession } from "../helpers/orders"
import { reconcileCryptoCloudInvoices as reconcileCryptoCloudSessions } from "../../src/workflows/cryptocloud/reconcile-invoices"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import type { Invoice } from "../../src/lib/cryptocloud"
import { applyCryptoCloudInvoiceWorkflow } from "../../src/workflows/cryptocloud/apply-invoice"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { propertyRuns, propertySeed } from "../helpers/property-runs"

const sandbox = appSandbox

const STEPS = ["partial", "exact", "overpay", "expire", "postback", "stale-postback", "job", "complete"] as const
type Step = (typeof STEPS)[number]

const stats = { sequences: 0, steps: 0, paidEnds: 0, unpaidEnds: 0 }

/**
 * Cart changes and payments on old and new invoices, with messy deliveries — and money that comes
 * late (after expiry, in full or in part), reads that race (an older read applied after a newer
 * one), and captures Medusa refuses.
 */
const MONEY_STEPS = [
  "change-cart",
  "pay-old",
  "pay-new",
  "partial-new",
  "postback",
  "duplicate",
  "job",
  "complete",
  "expire-new",
  "late-pay",
  "late-partial",
  "snapshot",
  "stale-read",
  "break-cart",
] as const
type MoneyStep = (typeof MONEY_STEPS)[number]
const moneyStats = { sequences: 0, invoicesWithMoney: 0, captured: 0, flagged: 0, captureFailed: 0 }

export default defineSuite("payment-properties", ({ api, getContainer }) => {
  let store: SeededStore

  beforeAll(async () => {
    store = await seedStore(getContainer())
  })

  /** What Medusa's webhook subscriber does with a postback, without its fixed 5 s delay. */
  async function deliver(body: Record<string, unknown>) {
    const payment = getContainer().resolve(Modules.PAYMENT)
    const result = await payment.getWebhookActionAndData({
      provider: "cryptocloud_cryptocloud",
      payload: { data: body, rawData: Buffer.from(JSON.stringify(body)), headers: {} },
    })
    if (result.action === "captured" || result.action === "authorized") {
      await processPaymentWorkflow(getContainer()).run({ input: result as any })
    }
  }

  async function captures(sessionId: string) {
    const payments = await paymentsForSession(getContainer(), sessionId)
    return payments.flatMap((p) => p.captures)
  }

  it("a capture equals the cart total, happens exactly once for a paid invoice, and never regresses", async () => {
    const shop = storefront(api, store)
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<Step>(...STEPS), { minLength: 1, maxLength: 8 }), async (steps) => {
        stats.sequences++
        const checkout = await shop.checkout("eur")
        const uuid: string = checkout.data.uuid
        const postbacks: Record<string, unknown>[] = []
        let captured = false

        for (const step of steps) {
          stats.steps++
          try {
            if (step === "partial" || step === "exact" || step === "overpay") {
              await sandbox.current.pay(uuid, step, { postback: false })
              postbacks.push(await sandbox.current.buildPostback(uuid))
            } else if (step === "expire") {
              sandbox.current.expire(uuid)
            } else if (step === "postback") {
              await deliver(await sandbox.current.buildPostback(uuid))
            } else if (step === "stale-postback" && postbacks.length) {
              await deliver(postbacks[0])
            } else if (step === "job") {
              await reconcileCryptoCloudSessions(getContainer())
            } else if (step === "complete") {
              await shop.complete(checkout.cartId)
            }
          } catch {
            // An impossible event for the current state (e.g. paying a paid invoice): skip it.
          }
          const now = await captures(checkout.sessionId)
          expect(now.length).toBeLessThanOrEqual(1)
          if (captured) expect(now).toHaveLength(1) // never regresses
          captured = now.length === 1
        }

        // Let the reconciliation job settle whatever the deliveries left open.
        await reconcileCryptoCloudSessions(getContainer())
        const invoice = sandbox.current.getInvoice(uuid)!
        const final = await captures(checkout.sessionId)
        const orders = await ordersForCart(getContainer(), checkout.cartId)
        if (invoice.status === "paid" || invoice.status === "overpaid") {
          stats.paidEnds++
          expect(final).toHaveLength(1)
          expect(MathBN.eq(final[0].amount, checkout.total)).toBe(true)
          expect(orders).toHaveLength(1)
        } else {
          stats.unpaidEnds++
          expect(final).toHaveLength(0)
          expect(orders).toHaveLength(0)
        }
      }),
      { numRuns: propertyRuns("PROPERTY_RUNS", 25, 3), seed: propertySeed() }
    )
    process.stdout.write(`property runs: ${JSON.stringify(stats)}\n`)
  })

  it("every invoice that received money ends captured on an order or as an attention item — exactly one, never twice", async () => {
    const shop = storefront(api, store)
    const cryptocloud = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<MoneyStep>(...MONEY_STEPS), { minLength: 2, maxLength: 8 }), async (steps) => {
        moneyStats.sequences++
        const cartId = await shop.createCart("eur")
        const invoices: Array<{ uuid: string; sessionId: string }> = []
        const start = async () => {
          const checkout = await shop.initiateSession(cartId)
          invoices.push({ uuid: checkout.data.uuid, sessionId: checkout.sessionId })
        }
        await start()
        const snapshots: Invoice[] = []
        const expired = new Set<string>()
        const pay = async (uuid: string, kind: "exact" | "partial") => {
          await sandbox.current.pay(uuid, kind, { postback: false })
        }
        for (const step of steps) {
          try {
            const newest = invoices[invoices.length - 1]
            if (step === "change-cart") {
              await shop.addItem(cartId, "standard")
              await start()
            } else if (step === "pay-old" && invoices.length > 1) {
              await pay(invoices[0].uuid, "exact")
            } else if (step === "pay-new") {
              await pay(newest.uuid, "exact")
            } else if (step === "partial-new") {
              await pay(newest.uuid, "partial")
            } else if (step === "postback" || step === "duplicate") {
              const target = invoices[Math.floor(Math.random() * invoices.length)]
              const body = await sandbox.current.buildPostback(target.uuid)
              await deliver(body)
              if (step === "duplicate") await deliver(body)
            } else if (step === "job") {
              await reconcileCryptoCloudSessions(getContainer())
            } else if (step === "complete") {
              await shop.complete(cartId)
            } else if (step === "expire-new") {
              sandbox.current.expire(newest.uuid)
              expired.add(newest.uuid)
            } else if (step === "late-pay" || step === "late-partial") {
              if (sandbox.current.getInvoice(newest.uuid)?.status === "canceled") await pay(newest.uuid, step === "late-pay" ? "exact" : "partial")
            } else if (step === "break-cart") {
              // The cart can no longer become an order (its shipping method is gone): Medusa
              // refuses the capture for good, and the money must still be told.
              const carts = getContainer().resolve(Modules.CART)
              const methods = await carts.listShippingMethods({ cart_id: cartId })
              if (methods.length) await carts.softDeleteShippingMethods(methods.map((m) => m.id))
            } else if (step === "snapshot") {
              snapshots.push(...(await cryptocloud.getClient().getInvoices([newest.uuid])))
            } else if (step === "stale-read" && snapshots.length) {
              // A batch read made earlier, applied after newer ones (a postback overtook it).
              await applyCryptoCloudInvoiceWorkflow(getContainer()).run({ input: { invoice: snapshots.shift()! } })
            }
          } catch {
            // Impossible in this state (a completed cart cannot change, a paid invoice cannot be paid): skip.
          }
        }
        // The end of the story: every unpaid invoice expires, and the job has its last say.
        // Expired now, not by moving the sandbox's clock ahead: expiry dates stay on the plugin's
        // clock, which decides whether a late part payment came after the expiry.
        for (const { uuid } of invoices) {
          const status = sandbox.current.getInvoice(uuid)?.status
          if (!expired.has(uuid) && (status === "created" || status === "partial")) sandbox.current.expire(uuid)
        }
        // …and time passes: rows the plugin reads at the slow cadence (cancelled with nothing
        // received when last read; domain/ledger/check-order.ts) are due again, as they are
        // within 30 minutes — money that landed on one since is then found.
        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        await pg.raw("UPDATE cryptocloud_invoice SET last_checked_at = last_checked_at - interval '31 minutes' WHERE uuid = ANY(?)", [
          invoices.map((i) => i.uuid),
        ])
        await reconcileCryptoCloudSessions(getContainer())
        await reconcileCryptoCloudSessions(getContainer())

        const items = await cryptocloud.listAttentionItems({ invoice_uuid: invoices.map((i) => i.uuid), status: "open" })
        for (const { uuid, sessionId } of invoices) {
          const invoice = sandbox.current.getInvoice(uuid)!
          const mine = items.filter((item) => item.invoice_uuid === uuid)
          // Never duplicated: one open item per kind and invoice.
          expect(new Set(mine.map((i) => i.kind)).size).toBe(mine.length)
          const payments = await paymentsForSession(getContainer(), sessionId)
          // Held by an order: a capture Medusa recorded while the cart could not become an
          // order (a refused completion) is money on no order, which an item must tell.
          const captured = payments.some((p) => p.captures.length > 0 && p.data?.uuid === uuid) && (await ordersForCart(getContainer(), cartId)).length > 0
          // Items that say "this money is on no order" (a late_payment of a captured order only flags the order).
          // A refund_owed of the invoice is Medusa's own compensation (a paid cart it could not complete).
          const unheld = mine.filter(
            (i) => ["unmatched_payment", "expired_partial", "capture_failed", "refund_owed"].includes(i.kind) || (i.kind === "late_payment" && !captured)
          )
          if (!MathBN.gt(invoice.amountPaid, 0)) {
            expect(unheld).toEqual([])
            continue
          }
          moneyStats.invoicesWithMoney++
          // One item tells the money, naming it as it is now (a refund owes it at the invoice's
          // rate, never more than arrived) — two would have the merchant send it back twice.
          expect(unheld.length).toBeLessThanOrEqual(1)
          for (const item of unheld) {
            if (item.kind === "refund_owed") expect(MathBN.lte(item.amount!, invoice.amountPaid)).toBe(true)
            else expect(MathBN.eq(item.amount!, invoice.amountPaid)).toBe(true)
          }
          const flagged = unheld.length > 0
          // Exactly one of {captured on an order, an attention item}: never lost, never both.
          expect([captured, flagged].filter(Boolean)).toHaveLength(1)
          if (captured) {
            moneyStats.captured++
            expect(await ordersForCart(getContainer(), cartId)).toHaveLength(1)
          } else {
            moneyStats.flagged++
            if (unheld.some((i) => i.kind === "capture_failed")) moneyStats.captureFailed++
          }
        }
      }),
      { numRuns: propertyRuns("PROPERTY_RUNS_MONEY", 12, 2), seed: propertySeed() }
    )
    process.stdout.write(`money property runs: ${JSON.stringify(moneyStats)}\n`)
  })
})
