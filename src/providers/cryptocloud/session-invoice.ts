/**
 * A new invoice for a payment session, recorded on the ledger before the session is returned:
 * within the store route's creation budget (domain/invoice-creation-budget.ts), in the cart's
 * language when the pay page has it (domain/pay-page-locale.ts), created exactly once
 * (invoice-factory.ts).
 */
import type { Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { CryptoCloudClient } from "../../lib/cryptocloud"
import { checkoutReferenceKey, invoiceOrderId, type CheckoutOwner } from "../../domain/checkout-reference"
import { anonymousStoreRequest, budgetSpentMessage, takeForStoreRequest } from "../../domain/invoice-creation-budget"
import { FiatMoney } from "../../domain/money"
import { payPageLanguageOf } from "../../domain/pay-page-locale"
import type { SessionCart } from "../../domain/session-cart"
import type { EffectiveSettings } from "../../domain/settings"
import { createInvoiceForSession, type SessionInvoiceRequest } from "./invoice-factory"
import type { ProviderLedger } from "./ledger-access"
import { sessionDataFromInvoice } from "./session-data"

export interface SessionInvoiceDeps {
  client: CryptoCloudClient
  ledger: ProviderLedger
  logger: Logger
  /** The project's secret key: the checkout reference in `order_id` is sealed with a key derived from it. */
  secretKey?: string
}

/** The cart the session pays for, else the order's payment collection: what `order_id` carries (checkout-reference.ts). */
function checkoutOwner(cart: SessionCart): CheckoutOwner | null {
  if (cart.cartId) return { kind: "cart", id: cart.cartId }
  return cart.collectionId ? { kind: "collection", id: cart.collectionId } : null
}

export async function createSessionInvoice(
  deps: SessionInvoiceDeps,
  request: Omit<SessionInvoiceRequest, "settings" | "logger">,
  { cart, settings }: { cart: SessionCart; settings: EffectiveSettings }
) {
  // Anonymous traffic may not make invoices without bound.
  const budget = await takeForStoreRequest()
  if (!budget.ok) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, budgetSpentMessage(budget))
  const cartLanguage = payPageLanguageOf(cart.locale)
  const key = deps.secretKey && cart.storeId ? checkoutReferenceKey(deps.secretKey, cart.storeId) : null
  const invoice = await createInvoiceForSession(deps.client, {
    ...request,
    orderId: invoiceOrderId(request.sessionId, checkoutOwner(cart), key),
    settings: cartLanguage ? { ...settings, locale: cartLanguage } : settings,
    logger: deps.logger,
  })
  const row = await deps.ledger.created({
    invoice,
    sessionId: request.sessionId,
    money: FiatMoney.of(request.amount, request.currencyCode),
    tolerancePercent: settings.underpaidTolerancePercent,
    toleranceAmount: settings.underpaidToleranceAmount,
    collectionId: cart.collectionId,
    // On an order's collection, anonymous traffic is a stranger's as far as the plugin can tell.
    anonymous: anonymousStoreRequest(),
  })
  return { invoice, data: sessionDataFromInvoice(invoice, row) }
}
