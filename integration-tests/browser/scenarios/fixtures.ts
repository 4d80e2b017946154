/**
 * Invoices in every state before the browser opens, made the way they happen in a store:
 * checkouts through the store API, then the customer's action on the sandbox pay page.
 */
import type { Ctx } from "../harness"

export async function createInvoiceFixtures(ctx: Ctx) {
  const { shop, stack } = ctx
  const [paid, partial, expired, waiting] = await Promise.all([shop.checkout("eur"), shop.checkout("usd"), shop.checkout("eur"), shop.checkout("eur", 2)])
  await stack.sandbox.pay(paid.data.uuid, "exact", { currency: "USDT_TRC20" })
  await stack.sandbox.pay(partial.data.uuid, "partial", { currency: "BTC" })
  stack.sandbox.expire(expired.data.uuid)
  await stack.sandbox.flushPostbacks()
  ctx.facts.waitingInvoice = waiting.data.uuid
  ctx.facts.paidInvoice = paid.data.uuid
  ctx.facts.partialInvoice = partial.data.uuid
}
