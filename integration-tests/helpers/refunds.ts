/**
 * A paid order refunded from the admin, as a merchant does it: checkout through the store API,
 * the sandbox pays, the cart completes, `POST /admin/payments/:id/refund`, and the plugin's
 * refund appears at `GET /admin/cryptocloud/refunds`.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
import type { Sandbox } from "../../src/sandbox"
import type { AdminSession } from "./admin"
import { paymentsForSession } from "./orders"
import type { SeededStore } from "./seed-store"
import { storefront, type RegionKey } from "./storefront"
import { waitFor } from "./wait-for"

export interface RefundContext {
  api: AxiosInstance
  container: () => MedusaContainer
  store: () => SeededStore
  sandbox: { readonly current: Sandbox }
  admin: () => AdminSession
}

export interface PaidOrder {
  orderId: string
  paymentId: string
  /** The payment's amount (the cart total), in the order's currency. */
  total: number
  invoiceUuid: string
}

export async function paidOrder(
  ctx: RefundContext,
  region: RegionKey,
  pay: { kind: "exact" | "partial" | "overpay"; fraction?: number; testMode?: boolean; tolerancePercent?: number } = { kind: "exact" }
): Promise<PaidOrder> {
  const shop = storefront(ctx.api, ctx.store())
  // The provider reads admin settings through a short cache (domain/settings-store.ts): after a
  // change, checkouts are started until one is created under the new tolerance.
  const checkout = await waitFor(
    async () => {
      const started = await shop.checkout(region)
      if (pay.tolerancePercent === undefined) return started
      const row = await ctx
        .container()
        .resolve<{ ledger: { find(uuid: string): Promise<{ tolerance_percent: number } | null> } }>("cryptocloud")
        .ledger.find(started.data.uuid)
      return row?.tolerance_percent === pay.tolerancePercent ? started : null
    },
    { what: "a checkout under the new tolerance", intervalMs: 500 }
  )
  if (pay.testMode !== undefined) ctx.sandbox.current.alterInvoice(checkout.data.uuid, { testMode: pay.testMode })
  await ctx.sandbox.current.pay(checkout.data.uuid, pay.kind, { postback: false, ...(pay.fraction ? { fraction: pay.fraction } : {}) })
  const completed = await shop.complete(checkout.cartId)
  if (completed.data.type !== "order") throw new Error(`the cart did not complete: ${JSON.stringify(completed.data)}`)
  const [payment] = await paymentsForSession(ctx.container(), checkout.sessionId)
  return { orderId: completed.data.order.id, paymentId: payment.id, total: Number(payment.amount), invoiceUuid: checkout.data.uuid }
}

/** Refund `amount` of a paid order from the admin; the plugin's refund rows of the order, newest first. */
export async function refundFromAdmin(ctx: RefundContext, order: PaidOrder, amount: number, count = 1) {
  const res = await ctx.api.post(`/admin/payments/${order.paymentId}/refund`, { amount }, ctx.admin().config)
  if (res.status !== 200) throw new Error(`refund failed: HTTP ${res.status} ${JSON.stringify(res.data)}`)
  return waitFor(
    async () => {
      const list = await ctx.api.get(`/admin/cryptocloud/refunds?order_id=${order.orderId}`, ctx.admin().config)
      return list.data.refunds?.length >= count ? (list.data.refunds as any[]) : null
    },
    { what: "the refund on the order" }
  )
}

/** Paid order + one refund from the admin. */
export async function refundedOrder(ctx: RefundContext, region: RegionKey, kind: "exact" | "overpay", refund: number) {
  const order = await paidOrder(ctx, region, { kind })
  const [row] = await refundFromAdmin(ctx, order, refund)
  return { orderId: order.orderId, refund: row, invoice: ctx.sandbox.current.getInvoice(order.invoiceUuid)!, order }
}

/**
 * Every step starts past CryptoCloud's 12 s interval (the scenarios are about identity, not
 * pacing): at the sandbox, in the shared withdrawal log, and in a fresh API client, as a restart
 * or another instance would have.
 */
export async function pastWithdrawalInterval(ctx: RefundContext, service: unknown) {
  ctx.sandbox.current.advanceTime(13_000)
  await ctx
    .container()
    .resolve(ContainerRegistrationKeys.PG_CONNECTION)
    .raw("UPDATE cryptocloud_withdrawal SET sent_at = sent_at - interval '13 seconds' WHERE sent_at IS NOT NULL")
  freshClients(service)
}

/**
 * What a restart, or another instance behind the load balancer, has: fresh API clients (every
 * project's) whose in-process withdrawal guard knows nothing; only the database can still stop
 * a request. The module keeps its clients in its project directory (modules/cryptocloud/project-directory.ts).
 */
export function freshClients(service: unknown) {
  ;(service as { projects: { clients: Map<string, unknown> } }).projects.clients.clear()
}
