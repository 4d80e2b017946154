/**
 * An order's id is not a key (issue 34), against a real `medusa start` in an order-first store:
 * the order exists, the customer has their invoice, and a stranger who knows the order id (it is
 * in the customer's links and e-mails) opens sessions on the order's collection through the store
 * API with the publishable key — another coin while the service is slow to create (the sandbox's
 * latency fault), then another provider. Medusa deletes the customer's session each time.
 *
 * Before the fix: the customer's invoice was cancelled at once (superseded by the stranger's), so
 * their payment landed on a cancelled invoice as `unmatched_payment` and the order stayed unpaid;
 * the stranger's invoice, once expired, cancelled the order.
 */
import { MathBN } from "@medusajs/framework/utils"
import { useAppStack, type App } from "../helpers/app-processes"
import { PROVIDER_ID } from "../helpers/sandbox"
import { storefront } from "../helpers/storefront"
import { stranger } from "../helpers/stranger"
import { waitFor } from "../helpers/wait-for"

jest.setTimeout(240 * 1000)

const CREATE = "/v2/invoice/create"

const stack = useAppStack({ name: "stranger-sessions", env: { CRYPTOCLOUD_ORDER_FLOW: "before_payment" } })

describe("a stranger's sessions on an order's payment collection", () => {
  let app: App
  beforeAll(() => {
    app = stack.apps[0]
  })

  it(
    "neither cancel the customer's invoice nor the order: the customer pays it, and it is captured once onto the order",
    stack.guard(async () => {
      const shop = storefront(app.api, stack.store)
      const checkout = await shop.initiateSession(await shop.createCart("eur"), { cryptocurrency: "USDT_TRC20" })
      const placed = await shop.complete(checkout.cartId)
      expect(placed.data.type).toBe("order")
      const orderId = placed.data.order.id as string

      const outsider = stranger(app.api, () => stack.store)
      expect((await outsider.collectionsOf(orderId)).map((pc) => pc.id)).toContain(checkout.collectionId)
      stack.sandbox.injectFault({ path: CREATE, kind: "latency", ms: 1_500, times: 1 })
      const other = await outsider.openSession(checkout.collectionId, PROVIDER_ID, { cryptocurrency: "BTC" })
      expect(other.session?.data.uuid).toEqual(expect.any(String))
      expect((await outsider.openSession(checkout.collectionId, "pp_system_default")).status).toBe(200)

      // The stranger's invoice expires; a reconciliation pass (its own process) follows.
      stack.sandbox.expire(other.session!.data.uuid)
      await stack.reconcile()
      const [order] = await stack.sql(`SELECT status FROM "order" WHERE id = $1`, [orderId])
      expect(order.status).not.toBe("canceled")
      expect(stack.sandbox.getInvoice(checkout.data.uuid)?.status).toBe("created")

      // The customer pays the invoice they were given; its postback goes to the real server.
      await stack.sandbox.pay(checkout.data.uuid, "exact")
      const captures = await waitFor(
        async () => {
          const rows = await stack.sql(
            `SELECT p.id, c.amount FROM payment p JOIN capture c ON c.payment_id = p.id
             WHERE p.payment_collection_id = $1 AND p.deleted_at IS NULL AND c.deleted_at IS NULL`,
            [checkout.collectionId]
          )
          return rows.length ? rows : null
        },
        { what: "the customer's payment captured", timeoutMs: 40_000 }
      )
      expect(captures).toHaveLength(1)
      expect(MathBN.eq(captures[0].amount, checkout.total)).toBe(true)
      // A later pass captures nothing more and tells nothing.
      await stack.reconcile()
      expect(
        await stack.sql(`SELECT c.id FROM capture c JOIN payment p ON c.payment_id = p.id WHERE p.payment_collection_id = $1 AND c.deleted_at IS NULL`, [
          checkout.collectionId,
        ])
      ).toHaveLength(1)
      const items = (await app.api.get("/admin/cryptocloud/attention?status=open", stack.admin)).data.attention_items
      expect(items).toEqual([])
      const [after] = await stack.sql(`SELECT status FROM "order" WHERE id = $1`, [orderId])
      expect(after.status).not.toBe("canceled")
    })
  )
})
