/**
 * One found invoice (domain/found-money.ts): money the service shows that the ledger does not
 * know. Under a lock per invoice, and only while the ledger still does not know it:
 *   1. decide where it belongs from its `order_id` (checkout-reference.ts) and the store's records;
 *   2. write its ledger row (from the invoice, never from any session's data), marked found —
 *      from then on it is an invoice like any other, and no later pass finds it again;
 *   3. for a cart that is still open for that amount: give the invoice a session of the cart's
 *      own collection (the same adoption an order's collection uses: domain/ledger/adoption.ts);
 *      for anything that is not an order: raise the `unmatched_payment` item that says what it is;
 *   4. apply it as every read is applied (apply-invoice.ts): capture — which completes the cart
 *      into an order through Medusa's processPaymentWorkflow — or the items its money calls for.
 * A crash between 2 and 4 leaves a ledger row the ordinary reconciliation settles (the session
 * made in 3 holds the invoice; without one the row is money no order holds: an item).
 */
import type { IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createPaymentCollectionForCartWorkflow } from "@medusajs/medusa/core-flows"
import type { Invoice } from "../../../lib/cryptocloud"
import { attentionKey } from "../../../domain/attention"
import { checkoutReferenceKey, readCheckoutReference } from "../../../domain/checkout-reference"
import { foundMoneyDescription, foundMoneyPlan, type FoundAs } from "../../../domain/found-money"
import { withinAdoption } from "../../../domain/ledger/adoption"
import { FiatMoney } from "../../../domain/money"
import { readStoreId } from "../../../domain/session-cart"
import { applyCryptoCloudInvoiceWorkflow } from "../apply-invoice"
import { collectionOf } from "../collection-links"
import { regionProviders } from "../crypto-provider"
import { cryptocloudModule } from "../module-access"
import { raiseAttentionWorkflow } from "../raise-attention"

export type FoundResult = { taken: false } | { taken: true; foundAs: FoundAs }

interface Placement {
  foundAs: FoundAs
  sessionId: string | null
  collectionId: string | null
  /** A provider of the invoice's project that the cart's region offers: the cart is completed with it. */
  providerId?: string
}

type CartRow = {
  id: string
  completed_at: Date | null
  region_id: string | null
  currency_code: string
  payment_collection?: { id: string; amount: unknown; currency_code: string } | null
}

/** The cart still open for this invoice's amount, in a region that offers the project: its collection and provider. */
async function cartPlacement(container: MedusaContainer, invoice: Invoice, cartId: string, sessionId: string, shopId: string): Promise<Placement> {
  const gone: Placement = { foundAs: "cart_gone", sessionId, collectionId: null }
  const changed: Placement = { foundAs: "cart_changed", sessionId, collectionId: null }
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "completed_at", "region_id", "currency_code", "payment_collection.id", "payment_collection.amount", "payment_collection.currency_code"],
    filters: { id: cartId },
  })
  const cart = data[0] as CartRow | undefined
  if (!cart) return gone
  if (cart.completed_at) {
    // Order-first: the order was placed from the cart before the money came; its collection waits for it.
    const collectionId = cart.payment_collection?.id
    const known = collectionId ? await collectionOf(container, collectionId) : null
    return known?.order ? { foundAs: "order_collection", sessionId, collectionId: collectionId! } : gone
  }
  const own = cryptocloudModule(container).projects.providerIds(shopId)
  const offered = new Set(cart.region_id ? await regionProviders(container, cart.region_id) : [])
  const providerId = own.filter((id) => offered.has(id)).sort()[0]
  if (!providerId) return changed
  let collection = cart.payment_collection ?? null
  if (!collection) {
    // The checkout began after the backup: the restored cart has no collection yet. Medusa makes
    // it for the cart's current total, as its storefront step would.
    const { result } = await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
    collection = result as unknown as NonNullable<CartRow["payment_collection"]>
  }
  const money = FiatMoney.ofInvoice(invoice)
  if (!money || !FiatMoney.of(collection.amount as string, cart.currency_code).equals(money)) return changed
  return { foundAs: "cart", sessionId, collectionId: collection.id, providerId }
}

async function placementOf(container: MedusaContainer, invoice: Invoice, shopId: string): Promise<Placement> {
  const cryptocloud = cryptocloudModule(container)
  const storeId = await readStoreId(container.resolve(ContainerRegistrationKeys.PG_CONNECTION))
  const key = storeId ? checkoutReferenceKey(cryptocloud.projects.options(shopId).secretKey, storeId) : null
  const reference = readCheckoutReference(invoice.order_id, key)
  const plan = foundMoneyPlan(reference)
  if (reference.kind === "ours" && plan === "cart") return cartPlacement(container, invoice, reference.owner.id, reference.sessionId, shopId)
  if (reference.kind === "ours") {
    const known = await collectionOf(container, reference.owner.id)
    // An order's collection: the invoice workflow adopts and captures there while it takes a payment.
    return known?.order
      ? { foundAs: "order_collection", sessionId: reference.sessionId, collectionId: reference.owner.id }
      : { foundAs: "cart_gone", sessionId: reference.sessionId, collectionId: null }
  }
  if (reference.kind === "session_only") {
    const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    const [session] = await payment.listPaymentSessions({ id: reference.sessionId }, { select: ["id", "payment_collection_id"] })
    return session
      ? { foundAs: "session", sessionId: session.id, collectionId: session.payment_collection_id }
      : { foundAs: "session_gone", sessionId: reference.sessionId, collectionId: null }
  }
  return { foundAs: reference.kind, sessionId: reference.kind === "other_store" ? reference.sessionId : null, collectionId: null }
}

/** Take one found invoice of project `shopId`; `taken: false` when the ledger knows it by now. */
export async function takeFoundInvoice(container: MedusaContainer, invoice: Invoice, shopId: string, now = new Date()): Promise<FoundResult> {
  const cryptocloud = cryptocloudModule(container)
  if (await cryptocloud.ledger.find(invoice.uuid)) return { taken: false }
  // The row's fiat value: the invoice's own, else its USD value (an invoice made in the dashboard may carry only that).
  const money = FiatMoney.ofInvoice(invoice) ?? (invoice.amount_usd ? FiatMoney.of(invoice.amount_usd, "USD") : null)
  if (!money) throw new Error(`invoice ${invoice.uuid} gives no fiat or USD amount`)
  const place = await placementOf(container, invoice, shopId)
  const settings = await cryptocloud.getInvoiceSettings(shopId)
  await cryptocloud.ledger.recordCreated({
    invoice,
    // The row needs a holder: the session it names (gone, or another store's), else a name no session has.
    sessionId: place.sessionId ?? `found:${invoice.uuid}`,
    money,
    tolerancePercent: settings.underpaidTolerancePercent,
    toleranceAmount: settings.underpaidToleranceAmount,
    collectionId: place.collectionId,
    shopId,
    now,
    foundAs: place.foundAs,
  })

  if (place.foundAs === "cart") {
    const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    await withinAdoption(invoice.uuid, () =>
      payment.createPaymentSession(place.collectionId!, {
        provider_id: place.providerId!,
        amount: money.toDecimalString(),
        currency_code: money.currency.toLowerCase(),
        data: {},
      })
    )
  } else if (place.foundAs !== "order_collection" && place.foundAs !== "session") {
    await raiseAttentionWorkflow(container).run({
      input: {
        items: [
          {
            kind: "unmatched_payment",
            dedupe_key: attentionKey("unmatched_payment", invoice.uuid),
            invoice_uuid: invoice.uuid,
            amount: invoice.amount_paid ?? invoice.received ?? null,
            currency: invoice.currency?.fullcode ?? null,
            test_mode: Boolean(invoice.test_mode),
            description: foundMoneyDescription(invoice, place.foundAs),
            shop_id: shopId,
          },
        ],
      },
    })
  }
  await applyCryptoCloudInvoiceWorkflow(container).run({ input: { invoice, shopId } })
  return { taken: true, foundAs: place.foundAs }
}
