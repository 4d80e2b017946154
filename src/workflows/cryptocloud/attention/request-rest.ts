/**
 * "Ask for the rest" (design.md, "Money that is on no order"): for an expired part payment or a
 * late payment whose cart is still open and short, a pay link for the difference on the pay page
 * that order differences use (`/cryptocloud/pay/:token`, the same token rules: 7 days, a newer
 * request replaces the older link), e-mailed like a payment request.
 *
 * Design: the cart has no order, and its own payment collection holds the first invoice's
 * session (which the completion reuses), so the rest is asked on a standalone Medusa payment
 * collection made for it (amount = the difference, the cart's currency), linked to neither cart
 * nor order; the link names the item (`attention_item_id`) instead of an order. Paid, the apply
 * path captures the rest invoice on that collection (Medusa's processPaymentWorkflow authorizes
 * and captures a session of a collection without a cart) and complete-rest.ts makes the cart one
 * order with both invoices' money.
 */
import type { IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acceptedMoney } from "../../../domain/accepted-money"
import { attentionActions } from "../../../domain/attention-actions"
import { PAY_LINK_TTL_MS } from "../../../domain/payment-requests/link"
import { newPayToken } from "../../../domain/payment-requests/token"
import { cryptocloudModule } from "../module-access"
import { sendCustomerEmail } from "../notifications/send-email"

export interface RequestRestInput {
  itemId: string
  /** The first invoice, whose rest is asked for. */
  uuid: string
  amount: string
  currency_code: string
  /** The pay page's address without the token: `<public origin>/cryptocloud/pay`. */
  pageUrl: string
  requestedBy: string | null
  email: { to: string | null; shop_name: string }
}

const restCollectionStep = createStep(
  "cryptocloud-rest-collection",
  async (input: { amount: string; currency_code: string }, { container }) => {
    const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const [collection] = await payment.createPaymentCollections([{ amount: input.amount, currency_code: input.currency_code }])
    return new StepResponse(collection!.id, collection!.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<IPaymentModuleService>(Modules.PAYMENT).deletePaymentCollections([id])
  }
)

const issueRestLinkStep = createStep(
  "cryptocloud-issue-rest-link",
  async ({ input, collectionId }: { input: RequestRestInput; collectionId: string }, { container }) => {
    const { token, hash } = newPayToken()
    const expiresAt = new Date(Date.now() + PAY_LINK_TTL_MS)
    const { link, replaced } = await cryptocloudModule(container).payLinks.issue({
      tokenHash: hash,
      orderId: null,
      attentionItemId: input.itemId,
      paymentCollectionId: collectionId,
      expiresAt,
      requestedBy: input.requestedBy,
    })
    return new StepResponse({ link_id: link.id, url: `${input.pageUrl}/${token}`, expires_at: expiresAt.toISOString() }, { linkId: link.id, replaced })
  },
  async (undo, { container }) => {
    if (undo) await cryptocloudModule(container).payLinks.withdraw(undo.linkId, undo.replaced)
  }
)

/** Like a payment request's e-mail (same template), its data saying it is the rest of an earlier payment. */
const emailRestLinkStep = createStep(
  "cryptocloud-email-rest-link",
  async ({ input, issued }: { input: RequestRestInput; issued: { link_id: string; url: string; expires_at: string } }, { container }) => {
    const data = {
      order_id: null,
      display_id: null,
      attention_item_id: input.itemId,
      rest_of_invoice: input.uuid,
      is_rest: true,
      url: issued.url,
      expires_at: issued.expires_at,
      amount: input.amount,
      currency_code: input.currency_code,
      shop_name: input.email.shop_name,
    }
    const sent = await sendCustomerEmail(container, "paymentRequest", input.email.to, data, `cryptocloud-rest-request-${input.itemId}-${issued.link_id}`)
    return new StepResponse({ sent })
  }
)

export const requestRestWorkflow = createWorkflow("cryptocloud-request-rest", (input: RequestRestInput) => {
  const collectionId = restCollectionStep(transform({ input }, ({ input }) => ({ amount: input.amount, currency_code: input.currency_code })))
  const issued = issueRestLinkStep({ input, collectionId })
  const emailed = emailRestLinkStep({ input, issued })
  return new WorkflowResponse(
    transform({ issued, emailed }, ({ issued, emailed }) => ({ url: issued.url, expires_at: issued.expires_at, emailed: emailed.sent }))
  )
})

const refuse = (message: string) => new MedusaError(MedusaError.Types.NOT_ALLOWED, message)

/** Refused (NOT_ALLOWED, 400) unless `request_rest` is among the item's actions now. */
export async function requestRest(container: MedusaContainer, itemId: string, pageUrl: string, requestedBy: string | null, shopName: string) {
  const cryptocloud = cryptocloudModule(container)
  return container.resolve(Modules.LOCKING).execute(
    `cryptocloud:attention:${itemId}`,
    async () => {
      const item = await cryptocloud.retrieveAttentionItem(itemId)
      const facts = (await cryptocloud.attentionFacts([item])).get(item.id)!
      if (!attentionActions(item, facts).includes("request_rest")) {
        throw refuse(
          item.status !== "open"
            ? `Attention item ${itemId} is already resolved; there is no rest to ask for.`
            : `Attention item ${itemId} has no rest to ask for: only an expired part payment or a late payment whose cart is still open, short of the invoice and not being returned can. Accept what arrived, return the money or resolve the item instead.`
        )
      }
      const row = item.invoice_uuid ? await cryptocloud.ledger.find(item.invoice_uuid) : null
      const money = row ? acceptedMoney(row) : null
      if (!row?.cart_id || !money || !(Number(money.shortfall) > 0)) {
        throw refuse(
          `Attention item ${itemId} names no invoice short of its amount on an open cart; accept what arrived, return the money or resolve the item.`
        )
      }
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [cart],
      } = await query.graph({ entity: "cart", fields: ["id", "email", "currency_code"], filters: { id: row.cart_id } })
      const currency_code = String((cart as { currency_code?: string } | undefined)?.currency_code ?? money.currency).toLowerCase()
      const { result } = await requestRestWorkflow(container).run({
        input: {
          itemId,
          uuid: row.uuid,
          amount: money.shortfall,
          currency_code,
          pageUrl,
          requestedBy,
          email: { to: (cart as { email?: string | null } | undefined)?.email ?? null, shop_name: shopName },
        },
      })
      return { ...result, amount: money.shortfall, currency_code }
    },
    { timeout: 60 }
  )
}
