/**
 * Nothing a shopper writes into a payment session's `data` touches another customer's invoice
 * ([K]). A visitor with only the publishable key copies a victim's invoice id (it is in the
 * victim's pay-page URL) into the data of a session on their own cart. Medusa stores that raw
 * data on the session row before it calls initiatePayment, and hands it to deletePayment when the
 * session is deleted — the window is held open here with the sandbox's latency (and timeout)
 * fault on invoice creation, and the session is replaced inside it, against a real `medusa
 * start`.
 *
 * Before the fix: deletePayment released the victim's invoice, which the handover cancelled ~10 s
 * later (victim's pay page dead); the visitor's status route answered with the victim's invoice
 * (address, amounts); and the first reconciliation pass of a process bound an invoice the
 * ledger did not know to the oldest open session whose data named it — the visitor's.
 *
 * And [S] 4: what a stranger plants in `data.address`/`data.link` of a session on an order's own
 * collection (an order id is all it takes) while its create is held never reaches the customer
 * through the storefront package's order payment (`createOrderPayment(sdk).load`, what
 * `<CryptoOrderPayment>` runs) nor the merchant through the order card (its ledger route and
 * `orderCardState`). Before the fix both showed the planted address and the `javascript:` link.
 */
import Medusa from "@medusajs/js-sdk"
import { orderCardState } from "../../src/admin/lib/order-card"
import { HANDOVER_GRACE_MS } from "../../src/domain/ledger/handover"
import { createOrderPayment } from "../../src/storefront"
import { useAppStack, type App } from "../helpers/app-processes"
import { orderChanges } from "../helpers/order-changes"
import { PROVIDER_ID } from "../helpers/sandbox"
import { storefront, type Checkout } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"

jest.setTimeout(240 * 1000)

const CREATE = "/v2/invoice/create"
const HOLD_MS = 3_000

const stack = useAppStack({ name: "session-trust" })

describe("a session whose data names another customer's invoice", () => {
  let app: App
  beforeAll(() => {
    app = stack.apps[0]
  })
  const shop = () => storefront(app.api, stack.store)
  /** A checkout with a coin chosen, so its invoice has an address to leak. */
  const victimCheckout = async () => {
    const victim = shop()
    // Three items: its amounts differ from the visitor's one-item carts.
    const checkout = await victim.initiateSession(await victim.createCart("eur", "standard", 3), { cryptocurrency: "USDT_TRC20" })
    expect(checkout.data.address).toEqual(expect.any(String))
    return checkout
  }
  const ledgerRow = async (uuid: string) => (await stack.sql(`SELECT * FROM cryptocloud_invoice WHERE uuid = $1 AND deleted_at IS NULL`, [uuid]))[0]
  /** Everything the visitor's status polls answered, to scan for the victim's invoice. */
  const seenByVisitor: unknown[] = []

  /**
   * The attack: a session on the visitor's own cart with `data.uuid` = the victim's invoice,
   * whose create is held by the sandbox (`fault`); while it is held, the visitor polls that
   * session's status and then asks for a new session on the same collection (Medusa deletes the
   * held one, handing its raw data to deletePayment).
   */
  async function plantAndReplace(victim: Checkout, fault: "latency" | "timeout") {
    const visitor = shop()
    const cartId = await visitor.createCart("eur")
    const collection = await visitor.call("post", "/store/payment-collections", { cart_id: cartId })
    const collectionId = collection.data.payment_collection.id as string
    stack.sandbox.injectFault({ path: CREATE, kind: fault, ms: HOLD_MS, times: 1 })
    const held = visitor.call("post", `/store/payment-collections/${collectionId}/payment-sessions`, {
      provider_id: PROVIDER_ID,
      data: { uuid: victim.data.uuid, link: victim.data.link },
    })
    // The row with the planted data exists while its create waits at the sandbox.
    const [planted] = await waitFor(
      async () => {
        const rows = await stack.sql(`SELECT id, data FROM payment_session WHERE payment_collection_id = $1 AND deleted_at IS NULL`, [collectionId])
        return rows.length ? rows : null
      },
      { what: "the planted session's row", intervalMs: 20 }
    )
    expect(planted.data.uuid).toBe(victim.data.uuid)
    const status = await visitor.call("get", `/store/cryptocloud/payment-sessions/${planted.id}`)
    seenByVisitor.push({ status: status.status, body: status.data })
    // Medusa deletes the held session in parallel with creating this one.
    const replaced = await visitor.call("post", `/store/payment-collections/${collectionId}/payment-sessions`, { provider_id: PROVIDER_ID })
    expect(replaced.status).toBe(200)
    await held
    for (const session of replaced.data.payment_collection.payment_sessions) {
      const again = await visitor.call("get", `/store/cryptocloud/payment-sessions/${session.id}`)
      seenByVisitor.push({ status: again.status, body: again.data })
    }
    return { collectionId, plantedId: planted.id as string }
  }

  it(
    "replaced while its create is slow, or while its create fails: the victim's invoice stays open and payable, its cart completes, the visitor never sees it",
    stack.guard(async () => {
      const victim = await victimCheckout()
      const uuid = victim.data.uuid as string
      const victimRow = await ledgerRow(uuid)
      const started = Date.now()

      await plantAndReplace(victim, "latency")
      await plantAndReplace(victim, "timeout")

      // The visitor's status route never showed the victim's invoice.
      const seen = JSON.stringify(seenByVisitor)
      expect(seenByVisitor.length).toBeGreaterThanOrEqual(4)
      expect(seen).not.toContain(uuid)
      expect(seen).not.toContain(String(victim.data.address))
      expect(seen).not.toContain(`"amount":"${victim.data.amount}"`)

      // Nothing released: the ledger still gives the invoice to the victim's session.
      expect(await ledgerRow(uuid)).toEqual(
        expect.objectContaining({ session_id: victim.sessionId, session_live: true, released_at: null, cancel_sent_at: null })
      )
      expect(victimRow.session_id).toBe(victim.sessionId)
      // A released invoice nobody takes is cancelled HANDOVER_GRACE_MS after its release. That
      // something does *not* happen can only be seen by letting that time pass.
      const quiet = HANDOVER_GRACE_MS + 2_000 - (Date.now() - started)
      if (quiet > 0) await new Promise((resolve) => setTimeout(resolve, quiet))
      expect(stack.sandbox.getInvoice(uuid)?.status).toBe("created")
      expect(await ledgerRow(uuid)).toEqual(expect.objectContaining({ session_live: true, cancel_sent_at: null }))

      // The victim's own status poll and payment work as if nothing happened.
      const mine = await shop().sessionStatus(victim.sessionId, victim.cartId)
      expect(mine.invoice).toEqual(expect.objectContaining({ uuid, address: victim.data.address }))
      await stack.sandbox.pay(uuid, "exact", { postback: false })
      const completed = await shop().complete(victim.cartId)
      expect(completed.status).toBe(200)
      expect(completed.data.type).toBe("order")
    })
  )

  it(
    "the first reconciliation pass of a process binds an invoice the ledger does not know to the session the service names, never to a planted one",
    stack.guard(async () => {
      const victim = await victimCheckout()
      const visitor = await shop().checkout("eur")
      const uuid = victim.data.uuid as string
      // An invoice from before the ledger (an upgrade), and an older open session of the
      // visitor's whose data names it — as a session killed mid-create keeps its raw data.
      await stack.sql(`DELETE FROM cryptocloud_invoice WHERE uuid = $1`, [uuid])
      await stack.sql(`UPDATE payment_session SET data = jsonb_build_object('uuid', $2::text), created_at = created_at - interval '1 hour' WHERE id = $1`, [
        visitor.sessionId,
        uuid,
      ])

      await stack.reconcile() // a fresh process: its first pass walks the open sessions

      const rows = await stack.sql(`SELECT uuid, session_id FROM cryptocloud_invoice WHERE deleted_at IS NULL AND (uuid = $1 OR session_id = $2)`, [
        uuid,
        visitor.sessionId,
      ])
      expect(rows.filter((row) => row.uuid === uuid)).toEqual([{ uuid, session_id: victim.sessionId }])
      expect(rows.filter((row) => row.session_id === visitor.sessionId).map((row) => row.uuid)).toEqual([visitor.data.uuid])
      const status = await shop().call("get", `/store/cryptocloud/payment-sessions/${visitor.sessionId}`)
      expect(JSON.stringify(status.data)).not.toContain(uuid)
      expect(JSON.stringify(status.data)).not.toContain(String(victim.data.address))
    })
  )
})

describe("an address or pay link planted on an order's collection while its session's create is slow", () => {
  const PLANTED = {
    uuid: "INV-PLANTED0",
    address: "TPlantedAttackerAddr0000000000000",
    link: "javascript:alert(document.cookie)",
    amount: "0.000001",
    currency: "BTC",
  }
  /** Whatever was shown, as text: none of the planted values may be in it. */
  const expectNothingPlanted = (what: string, shown: unknown) => {
    const text = JSON.stringify(shown) ?? ""
    for (const value of [PLANTED.uuid, PLANTED.address, "javascript:", PLANTED.amount]) expect([what, text.includes(value)]).toEqual([what, false])
  }

  it(
    "the storefront's order payment and the admin order card show the ledger's invoice, or nothing, never the planted values",
    stack.guard(async () => {
      const app = stack.apps[0]
      const changes = orderChanges(
        app.api,
        () => ({ userId: "", config: stack.admin }),
        () => stack.store
      )
      const orderId = await changes.draftOrderConverted(stack.store.variants.standard) // owes its total on a collection of its own
      const [{ payment_collection_id: collectionId }] = await stack.sql(
        `SELECT payment_collection_id FROM order_payment_collection WHERE order_id = $1 AND deleted_at IS NULL`,
        [orderId]
      )
      const sdk = new Medusa({ baseUrl: app.url, publishableKey: stack.store.publishableKey })
      const adminOrder = async () =>
        (
          await app.api.get(
            `/admin/orders/${orderId}?fields=id,metadata,*payment_collections,*payment_collections.payment_sessions,*payment_collections.payments`,
            stack.admin
          )
        ).data.order
      const card = async () => {
        const res = await app.api.get(`/admin/cryptocloud/orders/${orderId}/payments`, stack.admin)
        expect(res.status).toBe(200)
        const order = await adminOrder()
        return { payments: res.data.payments, state: orderCardState({ order, payments: res.data.payments, owes: true, offersCrypto: true }), order }
      }

      // A stranger opens a crypto session on the order's collection with planted data; the
      // sandbox holds its create, so Medusa keeps the raw data on the session row meanwhile.
      stack.sandbox.injectFault({ path: CREATE, kind: "latency", ms: HOLD_MS * 2, times: 1 })
      const held = storefront(app.api, stack.store).call("post", `/store/payment-collections/${collectionId}/payment-sessions`, {
        provider_id: PROVIDER_ID,
        data: PLANTED,
      })
      await waitFor(
        async () => {
          const rows = await stack.sql(`SELECT data FROM payment_session WHERE payment_collection_id = $1 AND deleted_at IS NULL`, [collectionId])
          return rows.some((row) => row.data?.address === PLANTED.address) ? rows : null
        },
        { what: "the planted session's row", intervalMs: 20 }
      )
      // Medusa hands that data out with the order, to anyone with its id (what the old code showed).
      const asMedusaHasIt = await sdk.client.fetch<any>(`/store/orders/${orderId}`, {
        query: { fields: "id,*payment_collections,*payment_collections.payment_sessions" },
      })
      expect(JSON.stringify(asMedusaHasIt)).toContain(PLANTED.address)

      // While the create is held: the customer's page and the merchant's card show no invoice.
      const quick = await createOrderPayment(sdk, { readWaitMs: 500 }).load(collectionId, orderId)
      expectNothingPlanted("storefront while held", quick)
      expect(quick.payment).toBeNull()
      const during = await card()
      expect(JSON.stringify(during.order)).toContain(PLANTED.address) // the card's input has it…
      expect(during.payments).toEqual([])
      expect(during.state).toEqual({ kind: "no_record", request: true }) // …its output does not
      expectNothingPlanted("admin card while held", during.state)

      // A page that waits (the default) gets the ledger's invoice once the create has answered.
      const waited = await createOrderPayment(sdk).load(collectionId, orderId)
      await held
      expectNothingPlanted("storefront after the wait", waited)
      const ledger = await stack.sql(`SELECT uuid, address, link FROM cryptocloud_invoice WHERE payment_collection_id = $1 AND deleted_at IS NULL`, [
        collectionId,
      ])
      expect(ledger).toHaveLength(1)
      expect(waited.payment).toEqual(expect.objectContaining({ invoiceId: ledger[0].uuid, link: ledger[0].link }))
      expect(waited.payment!.link).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/pay\//) // the sandbox's page (loopback http)

      const after = await card()
      expectNothingPlanted("admin route and card after the create", after.payments)
      expectNothingPlanted("admin card after the create", after.state)
      expect(after.state).toEqual(
        expect.objectContaining({ kind: "payment", payment: expect.objectContaining({ invoice_uuid: ledger[0].uuid, link: ledger[0].link }) })
      )
    })
  )
})
