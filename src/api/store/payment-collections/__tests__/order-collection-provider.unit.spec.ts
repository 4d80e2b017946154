import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { providerOfferedForCollection } from "../order-collection-provider"

type Collection = { order?: { id: string; region_id: string | null } | null; cart?: { id: string; region_id: string; completed_at: unknown } | null }

/** A request scope whose query answers one collection and the regions' providers. */
function scope(collection: Collection | undefined, regions: Record<string, string[]>) {
  const graph = jest.fn(async ({ entity, filters }: { entity: string; filters: { id: string } }) => {
    if (entity === "payment_collection") return { data: collection ? [{ id: filters.id, ...collection }] : [] }
    const providers = regions[filters.id]
    return { data: providers ? [{ id: filters.id, payment_providers: providers.map((id) => ({ id })) }] : [] }
  })
  const resolve = (key: string) => {
    if (key !== ContainerRegistrationKeys.QUERY) throw new Error(key)
    return { graph }
  }
  return { scope: { resolve } as never, graph }
}

const REGIONS = { reg_eu: ["pp_cryptocloud_cryptocloud", "pp_system_default"], reg_jp: ["pp_cryptocloud_asia"] }

describe("a CryptoCloud session on an order's payment collection", () => {
  it("is allowed only with a provider the order's region offers", async () => {
    const order = { order: { id: "order_1", region_id: "reg_eu" } }
    expect(await providerOfferedForCollection(scope(order, REGIONS).scope, "pay_1", "pp_cryptocloud_cryptocloud")).toBe(true)
    expect(await providerOfferedForCollection(scope(order, REGIONS).scope, "pay_1", "pp_cryptocloud_asia")).toBe(false)
  })

  it("on a completed cart's collection, the cart's region decides", async () => {
    const completed = { cart: { id: "cart_1", region_id: "reg_jp", completed_at: new Date() } }
    expect(await providerOfferedForCollection(scope(completed, REGIONS).scope, "pay_1", "pp_cryptocloud_asia")).toBe(true)
    expect(await providerOfferedForCollection(scope(completed, REGIONS).scope, "pay_1", "pp_cryptocloud_cryptocloud")).toBe(false)
  })

  it("an order without a region offers no CryptoCloud provider", async () => {
    expect(await providerOfferedForCollection(scope({ order: { id: "order_1", region_id: null } }, REGIONS).scope, "pay_1", "pp_cryptocloud_cryptocloud")).toBe(
      false
    )
  })

  it("an active cart's collection is Medusa's to check; another provider and an unknown collection pass without a look", async () => {
    const active = scope({ cart: { id: "cart_1", region_id: "reg_jp", completed_at: null } }, REGIONS)
    expect(await providerOfferedForCollection(active.scope, "pay_1", "pp_cryptocloud_cryptocloud")).toBe(true)
    const other = scope({ order: { id: "order_1", region_id: "reg_jp" } }, REGIONS)
    expect(await providerOfferedForCollection(other.scope, "pay_1", "pp_system_default")).toBe(true)
    expect(other.graph).not.toHaveBeenCalled()
    expect(await providerOfferedForCollection(scope(undefined, REGIONS).scope, "pay_x", "pp_cryptocloud_asia")).toBe(true)
  })
})
