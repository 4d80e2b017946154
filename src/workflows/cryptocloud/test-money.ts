/**
 * Test-mode money is never captured onto an order whose region takes real money. A test-mode
 * invoice costs nothing to "pay" (the service's dashboard confirms it without a payment), and
 * anyone who knows an order id may open sessions on its collections: were such money captured,
 * the order would read as paid. On a cart's own checkout this does not arise the same way (the
 * cart's region's project made the invoice; its order is noted "test mode: do not ship"), so the
 * rule is about an order's collections — its own, or its cart's once the cart became the order.
 *
 * The honest rule, since no call tells whether a project is in test mode: a project is live once
 * the ledger holds one of its invoices that was not in test mode (domain/ledger/live-projects.ts).
 * The projects that count are those the order's region offers and the invoice's own project. When
 * any of them is live, the test money is not captured: the merchant is told by a `capture_failed`
 * item (test mode marked) naming the order — the money arrived on an invoice of that order, and the
 * plugin declined to capture it, which is what that kind says; `unmatched_payment` would say that no
 * order holds the invoice, which is untrue.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Invoice } from "../../lib/cryptocloud"
import { ledgerProjects } from "../../domain/ledger/projects"
import type { OrderCollection } from "./collection-links"
import { regionProviders } from "./crypto-provider"
import { cryptocloudModule } from "./module-access"

/**
 * Why this invoice's money may not be captured onto the order's collection, or null when it may
 * (real money, or every project that counts is still a test project).
 */
export async function testMoneyRefusal(
  container: Pick<MedusaContainer, "resolve">,
  invoice: Pick<Invoice, "uuid" | "test_mode">,
  collection: Pick<OrderCollection, "orderId" | "regionId">,
  invoiceShopId: string | null
): Promise<string | null> {
  if (!invoice.test_mode) return null
  const projects = cryptocloudModule(container).projects
  const offered = collection.regionId ? await regionProviders(container, collection.regionId) : []
  const counted = new Set([...offered.map((id) => projects.ofProvider(id)?.shopId), invoiceShopId].filter((id): id is string => Boolean(id)))
  const candidates = ledgerProjects(projects.shopIds()).filter((project) => counted.has(project.shopId))
  const live = await cryptocloudModule(container).ledger.liveProjects(candidates, invoice.uuid)
  if (!live.size) return null
  return `it is test-mode money (no real money was received), and order ${collection.orderId} belongs to a region that takes real payments through CryptoCloud project ${[...live].join(", ")}, so it was not captured onto the order`
}
