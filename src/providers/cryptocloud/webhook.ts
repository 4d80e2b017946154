/**
 * Postback → Medusa webhook action.
 *
 * Medusa's hook route answers 200 before the provider sees anything, so a forged or broken
 * postback cannot be refused to its sender; it must simply change nothing. Order of trust:
 * 1. the JWT must verify (lib/cryptocloud/postback.ts) — otherwise `not_supported`;
 * 2. the invoice is re-read with `info`: its status, amount and `order_id` are the truth;
 * 3. `order_id` must be a payment session of this store, of this provider, that still points
 *    at this invoice, for the same amount — then, and only then, a `session_id` is returned.
 */
import type { BigNumberValue, Logger, WebhookActionResult } from "@medusajs/framework/types"
import { PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import { readPostbackBody, tryNormalizeInvoiceId, verifyPostback, type CryptoCloudClient, type Invoice } from "../../lib/cryptocloud"
import { isCryptoCloudProviderId } from "../../domain/constants"
import { holderSessionId, invoiceMismatch } from "../../domain/invoice-match"
import { wasCanceledBefore, type LedgerRow } from "../../domain/ledger/columns"
import type { PostbackLogEntry, PostbackOutcome } from "../../domain/postback-log"
import {
  capturedByPlugin,
  IGNORED_REASONS,
  mismatchReason,
  paidAfterExpiry,
  replacedOnOrder,
  STATIC_WALLET_DEPOSIT,
  statusApplied,
  tokenCheckFailed,
  type PostbackReason,
} from "../../domain/postback-reasons"
import { PostbackWarnings, unloggedSuffix } from "../../domain/postback-warnings"
import { mapInvoiceStatus, mergeStatus, webhookActionFor } from "../../domain/status-map"
import { isStaticWalletIdentify } from "../../domain/static-wallets"
import { readInvoiceForPostback } from "../../domain/postback-reads"
import { toleranceOfRow, type ToleranceInput } from "../../domain/tolerance-amount"

export interface WebhookSession {
  id: string
  provider_id: string
  amount: BigNumberValue
  currency_code: string
  data: Record<string, unknown> | null
  status?: string
  /** Whether the session's payment collection is an order's (unknown when the lookup could not tell). */
  order_linked?: boolean
}

export interface WebhookDeps {
  client: Pick<CryptoCloudClient, "getInvoice">
  secretKey: string
  /** This registration's project: an invoice the ledger gives to another project is none of its business. */
  shopId?: string
  logger: Logger
  /** Every `info` read is recorded on the ledger (null row: an invoice it does not know), and every postback in the log. */
  ledger: {
    observed(invoice: Invoice): Promise<LedgerRow | null>
    /** observed() with the payment session the row names, in one statement (null: no row). */
    observedWithHolder?(invoice: Invoice): Promise<{ row: LedgerRow; holder: WebhookSession | null; onOrderCollection?: boolean } | null>
    postbackReceived(entry: PostbackLogEntry): Promise<void>
  }
  /** Used only for invoices older than the ledger: the others carry their own tolerance. */
  /** Today's tolerance, for an invoice the ledger does not know (a known one's is frozen on its row). */
  currentTolerancePercent: () => Promise<ToleranceInput>
  /** Looks a payment session up by id in this store; null when there is none. */
  findSession: (sessionId: string) => Promise<WebhookSession | null>
}

export interface WebhookPayload {
  data?: Record<string, unknown>
  rawData?: unknown
  headers?: Record<string, unknown>
}

const NOT_SUPPORTED: WebhookActionResult = { action: PaymentActions.NOT_SUPPORTED }

/** Session statuses under which the money is on the order already. */
const SETTLED_SESSION = new Set<string>([PaymentSessionStatus.AUTHORIZED, PaymentSessionStatus.CAPTURED])

/** One warn per reason per minute in this process: anyone can post, and each post would log. */
const warnings = new PostbackWarnings()

/** Tests only: every reason logs again. */
export function forgetPostbackWarnings(): void {
  warnings.clear()
}

export async function webhookActionFromPostback(payload: WebhookPayload, deps: WebhookDeps): Promise<WebhookActionResult & { invoice?: Invoice }> {
  const body = readPostbackBody(payload?.data, payload?.rawData)
  // Logged in the canonical `INV-` form whatever the body said, so one invoice's rejected and
  // applied postbacks share an id in the log (and its `invoice_id` filter).
  const named = typeof body?.invoice_id === "string" ? (tryNormalizeInvoiceId(body.invoice_id) ?? body.invoice_id) : null
  // Every reason comes from postback-reasons.ts: its text and its code, written together.
  const log = (outcome: PostbackOutcome, reason: PostbackReason, invoiceId: string | null = named, status: string | null = null) =>
    deps.ledger.postbackReceived({ invoice_id: invoiceId, outcome, reason: reason.text, reason_code: reason.code, status })
  // `reason` is one of the fixed list (the log counts per reason); `detail` (an error message)
  // goes to the server log only.
  const ignore = async (reason: PostbackReason, invoiceId?: string, outcome: PostbackOutcome = "ignored", detail?: string) => {
    // One line, no body, no token: enough to debug a misconfigured secret or URL.
    const said = warnings.note(reason.text)
    if (said) {
      deps.logger.warn(
        `CryptoCloud postback ignored: ${reason.text}${detail ? ` (${detail})` : ""}${invoiceId ? ` (invoice ${invoiceId})` : ""}${unloggedSuffix(said.unlogged)}`
      )
    }
    await log(outcome, reason, invoiceId ?? named)
    return NOT_SUPPORTED
  }

  const verification = await verifyPostback(body, { secret: deps.secretKey })
  if (!verification.ok) return ignore(tokenCheckFailed(verification.reason), undefined, "rejected")
  const { invoiceId } = verification

  let invoice: Invoice | null
  try {
    // Shared with the plugin's own subscriber of the same delivery: one `info` call, not two.
    invoice = await readInvoiceForPostback(body, invoiceId, (id) => deps.client.getInvoice(id), { shopId: deps.shopId })
  } catch (error) {
    // The reconciliation job re-checks open invoices, so a service outage loses nothing here.
    return ignore(IGNORED_REASONS.unreadable, invoiceId, "ignored", (error as Error).message)
  }
  if (!invoice) return ignore(IGNORED_REASONS.unknownInvoice, invoiceId)
  // The ledger row and the session it names in one statement where the ledger can (the common
  // case); else the row, and the session looked up by itself below.
  const observed = deps.ledger.observedWithHolder ? await deps.ledger.observedWithHolder(invoice) : undefined
  const row = observed === undefined ? await deps.ledger.observed(invoice) : (observed?.row ?? null)

  if (isStaticWalletIdentify(invoice.order_id)) {
    // Not a checkout: the plugin's postback subscriber records it as a deposit (the provider
    // cannot reach the plugin module, and needs nothing from it to tell).
    deps.logger.info(`CryptoCloud postback for invoice ${invoiceId}: static-wallet deposit, recorded by the plugin`)
    await log("applied", STATIC_WALLET_DEPOSIT, invoice.uuid, invoice.status)
    return NOT_SUPPORTED
  }
  if (row?.shop_id && deps.shopId && row.shop_id !== deps.shopId) {
    // Another project's invoice (two projects sharing a secret, or a key that reads more than
    // its project): its own hook decides it, never this one.
    return ignore(IGNORED_REASONS.otherProject, invoiceId)
  }
  const sessionId = holderSessionId(invoice, row)
  if (!sessionId) {
    return ignore(IGNORED_REASONS.notThisStore, invoiceId)
  }
  const session = observed ? observed.holder : await deps.findSession(sessionId)
  if (!session && observed?.onOrderCollection) {
    // Its session was replaced on an order's collection (anyone who knows the order id can):
    // the plugin's subscriber decides it — paid, it is captured for the order (adopt-invoice.ts).
    const status = mergeStatus(observed.row.status, invoice.status)
    await log("applied", replacedOnOrder(status), invoice.uuid, status)
    return NOT_SUPPORTED
  }
  if (!session || !isCryptoCloudProviderId(session.provider_id)) {
    return ignore(IGNORED_REASONS.noSession, invoiceId)
  }
  const mismatch = invoiceMismatch(invoice, session, sessionId)
  if (mismatch) return ignore(mismatchReason(mismatch), invoiceId, "ignored", mismatch)

  const tolerance = row ? toleranceOfRow(row) : await deps.currentTolerancePercent()
  const status = row ? mergeStatus(row.status, invoice.status) : invoice.status
  const action = webhookActionFor(mapInvoiceStatus({ ...invoice, status }, tolerance))
  if (action === PaymentActions.SUCCESSFUL && wasCanceledBefore(row)) {
    // Money after expiry: whether it may be captured (the order may have been cancelled) is the
    // plugin's decision (its postback subscriber runs the same workflow as reconciliation), not
    // a capture Medusa's webhook handler would make blindly.
    await log("applied", paidAfterExpiry(status), invoice.uuid, status)
    return { ...NOT_SUPPORTED, data: { session_id: session.id, amount: session.amount } }
  }
  if (action === PaymentActions.SUCCESSFUL && session.order_linked === true && !SETTLED_SESSION.has(session.status ?? "")) {
    // An order's payment collection — its own (an edit, exchange, claim or draft order owing a
    // difference: Medusa's processPaymentWorkflow locks only a cart, so its webhook handler would
    // race the plugin's postback subscriber) or its cart's in an order-first store. Anyone who
    // knows the order id can open sessions there, so two of its invoices may be paid: Medusa's
    // handler would capture each onto the order. The plugin's subscriber captures it alone, under
    // its lock per collection, only while the collection still takes a payment
    // (workflows/cryptocloud/capture-session.ts). A session already authorized or captured (a
    // repeated postback of a cart its first delivery made an order) goes to Medusa as before:
    // its processPaymentWorkflow finds the payment and captures nothing more.
    await log("applied", capturedByPlugin(status), invoice.uuid, status)
    return { ...NOT_SUPPORTED, data: { session_id: session.id, amount: session.amount } }
  }
  await log("applied", statusApplied(status, action), invoice.uuid, status)
  // Captured at the session amount, never the received crypto: Medusa records the order
  // transaction with this amount, and it must equal the cart total.
  return { action, data: { session_id: session.id, amount: session.amount }, invoice }
}
