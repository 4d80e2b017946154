/**
 * Builds a small but real store with Medusa's own workflows, as a merchant's seed script would:
 * sales channel + publishable key, regions offering the CryptoCloud provider, a warehouse with
 * stock, a shipping option and products.
 *
 * Shared by the demo (`npm run dev` → scripts/seed/demo.ts), the integration tests
 * (integration-tests/helpers/seed-store.ts) and the packaging test, which copies this file into a
 * fresh Medusa app. So it imports nothing but Medusa packages an ordinary store has installed
 * (`@medusajs/framework`, `@medusajs/medusa`) — no relative imports.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createStockLocationsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"

export const CRYPTOCLOUD_PROVIDER_ID = "pp_cryptocloud_cryptocloud"

/** Prices are in major units (20 = EUR 20.00), per lower-case currency code. */
export type Prices = Record<string, number>

export interface StorePlan {
  /** Name of the sales channel and title of its publishable key. */
  channel: string
  /** `paymentProviders`: this region's, instead of the plan's (a store with several CryptoCloud projects). */
  regions: Array<{ key: string; name: string; currency: string; countries: string[]; paymentProviders?: string[] }>
  /** Payment providers enabled in every region; default the CryptoCloud provider + manual. */
  paymentProviders?: string[]
  shipping: { name: string; prices: Prices }
  products: Array<{
    title: string
    handle?: string
    description?: string
    /** One option with these values; one variant per value. */
    option: { title: string; values: string[] }
    variants: Array<{ value: string; sku: string; prices: Prices }>
  }>
  stockPerVariant: number
}

export interface SeedResult {
  publishableKey: string
  salesChannelId: string
  regions: Record<string, { id: string; currency: string; countries: string[] }>
  /** Variant id per SKU. */
  variants: Record<string, string>
}

const priceList = (table: Prices) => Object.entries(table).map(([currency_code, amount]) => ({ currency_code, amount }))

/** Seeds `plan` into an empty store. Use `findSeededStore` first when it may already exist. */
export async function seedStore(container: MedusaContainer, plan: StorePlan): Promise<SeedResult> {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const fulfillment = container.resolve(Modules.FULFILLMENT)
  const countries = plan.regions.flatMap((r) => r.countries)

  const {
    result: [salesChannel],
  } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: plan.channel }] },
  })

  await createRegionsWorkflow(container).run({
    input: {
      regions: plan.regions.map((r) => ({
        name: r.name,
        currency_code: r.currency,
        countries: r.countries,
        payment_providers: r.paymentProviders ?? plan.paymentProviders ?? [CRYPTOCLOUD_PROVIDER_ID, "pp_system_default"],
      })),
    },
  })

  const {
    result: [location],
  } = await createStockLocationsWorkflow(container).run({
    input: { locations: [{ name: "Warehouse", address: { city: "Berlin", country_code: "DE", address_1: "Main st 1" } }] },
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [salesChannel.id] } })

  // A fresh store has a default shipping profile (created at boot); create one if not.
  let [profile] = await fulfillment.listShippingProfiles({ type: "default" })
  if (!profile) {
    ;[profile] = await fulfillment.createShippingProfiles([{ name: "Default", type: "default" }])
  }
  const fulfillmentSet = await fulfillment.createFulfillmentSets({
    name: `${plan.channel} delivery`,
    type: "shipping",
    service_zones: [{ name: "All regions", geo_zones: countries.map((country_code) => ({ country_code, type: "country" as const })) }],
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  })
  await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: plan.shipping.name,
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: fulfillmentSet.service_zones[0].id,
        shipping_profile_id: profile.id,
        type: { label: "Standard", description: "2-3 days", code: "standard" },
        prices: priceList(plan.shipping.prices),
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "false", operator: "eq" },
        ],
      },
    ],
  })

  await createProductsWorkflow(container).run({
    input: {
      products: plan.products.map((p) => ({
        title: p.title,
        handle: p.handle,
        description: p.description,
        status: ProductStatus.PUBLISHED,
        shipping_profile_id: profile.id,
        options: [{ title: p.option.title, values: p.option.values }],
        variants: p.variants.map((v) => ({
          title: v.value,
          sku: v.sku,
          options: { [p.option.title]: v.value },
          prices: priceList(v.prices),
        })),
        sales_channels: [{ id: salesChannel.id }],
      })),
    },
  })

  const { data: items } = await query.graph({ entity: "inventory_item", fields: ["id"] })
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: items.map((item: { id: string }) => ({
        location_id: location.id,
        inventory_item_id: item.id,
        stocked_quantity: plan.stockPerVariant,
      })),
    },
  })

  // The publishable key comes last: findSeededStore treats it as the "seed finished" marker.
  const {
    result: [apiKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: plan.channel, type: "publishable", created_by: "seed" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [salesChannel.id] } })

  return (await findSeededStore(container, plan)) ?? failHalfSeeded(plan)
}

/**
 * The store `plan` describes when it was seeded completely before (its publishable key exists),
 * otherwise null. Throws when a previous seed stopped half-way, since seeding again on top of
 * it would duplicate regions and products.
 */
export async function findSeededStore(container: MedusaContainer, plan: StorePlan): Promise<SeedResult | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: keys } = await query.graph({
    entity: "api_key",
    fields: ["id", "token", "type", "revoked_at", "sales_channels.id", "sales_channels.name"],
    filters: { title: plan.channel, type: "publishable" },
  })
  const key = keys.find((k: any) => !k.revoked_at)
  const channel = key?.sales_channels?.find((c: any) => c?.name === plan.channel)
  if (!key || !channel) {
    const { data: channels } = await query.graph({ entity: "sales_channel", fields: ["id"], filters: { name: plan.channel } })
    return channels.length ? failHalfSeeded(plan) : null
  }

  const { data: regionRows } = await query.graph({
    entity: "region",
    fields: ["id", "name", "currency_code", "countries.iso_2"],
    filters: { name: plan.regions.map((r) => r.name) },
  })
  const regions: SeedResult["regions"] = {}
  for (const r of plan.regions) {
    const row = regionRows.find((x: any) => x.name === r.name && x.currency_code === r.currency)
    if (!row) return failHalfSeeded(plan)
    regions[r.key] = { id: row.id, currency: row.currency_code, countries: r.countries }
  }

  const skus = plan.products.flatMap((p) => p.variants.map((v) => v.sku))
  const { data: variantRows } = await query.graph({ entity: "product_variant", fields: ["id", "sku"], filters: { sku: skus } })
  const variants = Object.fromEntries(variantRows.map((v: any) => [v.sku, v.id]))
  return { publishableKey: key.token, salesChannelId: channel.id, regions, variants }
}

function failHalfSeeded(plan: StorePlan): never {
  throw new Error(
    `The store "${plan.channel}" is only partly seeded (a previous seed stopped half-way). ` +
      "Start from an empty database: `npm run dev -- --reset` for the demo."
  )
}
