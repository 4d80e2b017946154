/**
 * Payouts as an admin makes them, against an app stack of real `medusa start` processes
 * (helpers/app-processes.ts): a refunded order, the 12 s interval between withdrawals, and what
 * the admin API then lists.
 */
import { refundFromAdmin } from "./refunds"
import { storefront } from "./storefront"
import { waitFor } from "./wait-for"
import type { App, AppStack } from "./app-processes"

// ── payouts, as an admin makes them ──────────────────────────────────────────────────────────

export const OUT = "/v2/invoice/api/out/create"
export const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
/** Withdrawal requests at least this far apart (the service's rule; plugin and sandbox hold it). */
const WITHDRAWAL_INTERVAL_MS = 12_000

export const withdrawal = { currency_code: "USDT_TRC20", to_address: ADDRESS, amount: "5" }

/**
 * A paid EUR order, refunded in part from the admin through `app`: checkout through the store
 * API, the sandbox pays, the cart completes, `POST /admin/payments/:id/refund`. The plugin's
 * refund row.
 */
export async function refundedOrder(stack: AppStack, app: App, fiat: number) {
  const shop = storefront(app.api, stack.store)
  const checkout = await shop.checkout("eur")
  // A live invoice: paying out a test-mode refund would need confirm_test_mode.
  stack.sandbox.alterInvoice(checkout.data.uuid, { testMode: false })
  await stack.sandbox.pay(checkout.data.uuid, "exact", { postback: false })
  const completed = await shop.complete(checkout.cartId)
  if (completed.data.type !== "order") throw new Error(`the cart did not complete: ${JSON.stringify(completed.data)}`)
  const orderId: string = completed.data.order.id
  const order = await app.api.get(`/admin/orders/${orderId}?fields=id,*payment_collections.payments`, stack.admin)
  const payment = order.data.order?.payment_collections?.[0]?.payments?.[0]
  if (!payment) throw new Error(`no payment on ${orderId}: HTTP ${order.status} ${JSON.stringify(order.data)}`)
  const ctx = {
    api: app.api,
    container: () => {
      throw new Error("the app runs in another process")
    },
    store: () => stack.store,
    sandbox: { current: stack.sandbox },
    admin: () => ({ userId: "", config: stack.admin }),
  }
  const [refund] = await refundFromAdmin(ctx, { orderId, paymentId: payment.id, total: Number(payment.amount), invoiceUuid: checkout.data.uuid }, fiat)
  return refund as { id: string; order_id: string; status: string; crypto_amount: string; crypto_currency: string; [key: string]: any }
}

/**
 * Until a withdrawal may leave again: the plugin's interval (its `retry_after_ms`, counted from
 * when its row was written) and the sandbox's (counted from when the request arrived, a little
 * later). Polled, not slept: usually it is long over.
 */
export async function waitForWithdrawalInterval(stack: AppStack, app: App) {
  await waitFor(
    async () => {
      const history = await app.api.get("/admin/cryptocloud/withdrawals?limit=1", stack.admin)
      const last = stack.sandbox.listWithdrawals().at(-1)
      const sandboxReady = !last || stack.sandbox.now().getTime() - last.at.getTime() >= WITHDRAWAL_INTERVAL_MS
      return history.status === 200 && history.data.retry_after_ms === 0 && sandboxReady
    },
    { timeoutMs: 2 * WITHDRAWAL_INTERVAL_MS, intervalMs: 250, what: "the 12 s interval between withdrawals" }
  )
}

export async function refundOf(stack: AppStack, app: App, orderId: string, refundId: string) {
  const res = await app.api.get(`/admin/cryptocloud/refunds?order_id=${orderId}`, stack.admin)
  return (res.data.refunds as any[]).find((r) => r.id === refundId)
}

export async function withdrawalRows(stack: AppStack, app: App) {
  const res = await app.api.get("/admin/cryptocloud/withdrawals?limit=100", stack.admin)
  if (res.status !== 200) throw new Error(`withdrawal history: HTTP ${res.status}`)
  return res.data.withdrawals as any[]
}

export async function openItems(stack: AppStack, app: App, kind: string) {
  const res = await app.api.get("/admin/cryptocloud/attention?status=open&limit=100", stack.admin)
  return (res.data.attention_items as any[]).filter((item) => item.kind === kind)
}
