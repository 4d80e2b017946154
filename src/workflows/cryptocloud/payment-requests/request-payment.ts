/**
 * A payment request (design.md, "Routes"): an opaque pay link for what an order owes, valid 7
 * days, from now on the order's only open one (a newer request replaces the older links), and
 * e-mailed to the order's address where the store can send e-mail. The link's token is made here
 * and kept only as a hash (domain/payment-requests/token.ts); the order's metadata is not touched.
 *
 * Two steps: the link (undone by its compensation: the row goes, and the links it replaced open
 * again), then the e-mail, which cannot be unsent and is last, so nothing after it can fail.
 */
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PAY_LINK_TTL_MS } from "../../../domain/payment-requests/link"
import { newPayToken } from "../../../domain/payment-requests/token"
import { cryptocloudModule } from "../module-access"
import { sendCustomerEmail } from "../notifications/send-email"

export interface PaymentRequestInput {
  orderId: string
  paymentCollectionId: string
  /** The pay page's address without the token: `<public origin>/cryptocloud/pay`. */
  pageUrl: string
  /** The admin user who asked. */
  requestedBy: string | null
  /** What the e-mail says besides the link (template `cryptocloud-payment-request`). */
  email: { to: string | null; display_id: number | null; amount: string; currency_code: string; shop_name: string }
}

/** What the template gets (documented in the merchant guide). */
export interface PayLinkEmailData {
  order_id: string
  display_id: number | null
  url: string
  expires_at: string
  amount: string
  currency_code: string
  shop_name: string
}

interface IssuedLink {
  link_id: string
  url: string
  expires_at: string
}

const issuePayLinkStep = createStep(
  "cryptocloud-issue-pay-link",
  async (input: PaymentRequestInput, { container }) => {
    const { token, hash } = newPayToken()
    const expiresAt = new Date(Date.now() + PAY_LINK_TTL_MS)
    const { link, replaced } = await cryptocloudModule(container).payLinks.issue({
      tokenHash: hash,
      orderId: input.orderId,
      paymentCollectionId: input.paymentCollectionId,
      expiresAt,
      requestedBy: input.requestedBy,
    })
    const issued: IssuedLink = { link_id: link.id, url: `${input.pageUrl}/${token}`, expires_at: expiresAt.toISOString() }
    return new StepResponse(issued, { linkId: link.id, replaced })
  },
  async (undo, { container }) => {
    if (undo) await cryptocloudModule(container).payLinks.withdraw(undo.linkId, undo.replaced)
  }
)

/**
 * Only where the store has an e-mail provider and `customerEmails.paymentRequest` is not false;
 * once per link (the idempotency key names the link). A failure to send is the admin's to see
 * (`emailed: false`, the link is still returned for copying), never a failed request.
 */
const emailPayLinkStep = createStep(
  "cryptocloud-email-pay-link",
  async ({ input, issued }: { input: PaymentRequestInput; issued: IssuedLink }, { container }) => {
    const { to, ...facts } = input.email
    const data: PayLinkEmailData = { order_id: input.orderId, ...facts, url: issued.url, expires_at: issued.expires_at }
    const sent = await sendCustomerEmail(container, "paymentRequest", to, { ...data }, `cryptocloud-payment-request-${input.orderId}-${issued.link_id}`)
    return new StepResponse({ sent })
  }
)

export const requestPaymentWorkflow = createWorkflow("cryptocloud-request-order-payment", (input: PaymentRequestInput) => {
  const issued = issuePayLinkStep(input)
  const emailed = emailPayLinkStep({ input, issued })
  return new WorkflowResponse(
    transform({ issued, emailed }, ({ issued, emailed }) => ({ url: issued.url, expires_at: issued.expires_at, emailed: emailed.sent }))
  )
})
