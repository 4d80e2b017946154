/**
 * A small but real store: sales channel + publishable key, regions (EUR, USD, JPY, CHF) with
 * the CryptoCloud provider, a warehouse with stock, a shipping option and one product whose
 * variants have plain and awkward prices. Built with Medusa's own workflows, as a merchant's
 * seed script would.
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
} from "@medusajs/core-flows"
import { PROVIDER_ID } from "./sandbox"

export interface SeededStore {
  publishableKey: string
  salesChannelId: string
  regions: Record<"eur" | "usd" | "jpy" | "chf", { id: string; country: string }>
  variants: { standard: string; awkward: string }
}

const REGIONS = [
  { key: "eur", name: "Europe", country: "de" },
  { key: "usd", name: "United States", country: "us" },
  { key: "jpy", name: "Japan", country: "jp" },
  { key: "chf", name: "Switzerland", country: "ch" },
] as const

const prices = (table: Record<string, number>) =>
  Object.entries(table).map(([currency_code, amount]) => ({ currency_code, amount }))

export async function seedStore(container: MedusaContainer): Promise<SeededStore> {
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const fulfillment = container.resolve(Modules.FULFILLMENT)

  const { result: [salesChannel] } = await createSalesChannelsWorkflow(container).run({
    input: { salesChannelsData: [{ name: "Webshop" }] },
  })
  const { result: [apiKey] } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: "Webshop", type: "publishable", created_by: "seed" }] },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [salesChannel.id] } })

  const { result: regionRows } = await createRegionsWorkflow(container).run({
    input: {
      regions: REGIONS.map((r) => ({
        name: r.name,
        currency_code: r.key,
        countries: [r.country],
        payment_providers: [PROVIDER_ID, "pp_system_default"],
      })),
    },
  })
  const regions = Object.fromEntries(
    REGIONS.map((r, i) => [r.key, { id: regionRows[i].id, country: r.country }])
  ) as SeededStore["regions"]

  const { result: [location] } = await createStockLocationsWorkflow(container).run({
    input: { locations: [{ name: "Warehouse", address: { city: "Berlin", country_code: "DE", address_1: "Main st 1" } }] },
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: "manual_manual" },
  })
  await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [salesChannel.id] } })

  let [profile] = await fulfillment.listShippingProfiles({ type: "default" })
  if (!profile) {
    ;[profile] = await fulfillment.createShippingProfiles([{ name: "Default", type: "default" }])
  }
  const fulfillmentSet = await fulfillment.createFulfillmentSets({
    name: "Warehouse delivery",
    type: "shipping",
    service_zones: [
      { name: "World", geo_zones: REGIONS.map((r) => ({ country_code: r.country, type: "country" as const })) },
    ],
  })
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  })
  await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: "Standard shipping",
        price_type: "flat",
        provider_id: "manual_manual",
        service_zone_id: fulfillmentSet.service_zones[0].id,
        shipping_profile_id: profile.id,
        type: { label: "Standard", description: "2-3 days", code: "standard" },
        prices: prices({ eur: 5, usd: 5, jpy: 500, chf: 5 }),
        rules: [
          { attribute: "enabled_in_store", value: "true", operator: "eq" },
          { attribute: "is_return", value: "false", operator: "eq" },
        ],
      },
    ],
  })

  const { result: [product] } = await createProductsWorkflow(container).run({
    input: {
      products: [
        {
          title: "Crypto T-shirt",
          status: ProductStatus.PUBLISHED,
          shipping_profile_id: profile.id,
          options: [{ title: "Size", values: ["M", "L"] }],
          variants: [
            { title: "M", sku: "SHIRT-M", options: { Size: "M" }, prices: prices({ eur: 20, usd: 22, jpy: 3000, chf: 21 }) },
            // Awkward on purpose: half-cent and half-yen totals must round like Medusa rounds.
            { title: "L", sku: "SHIRT-L", options: { Size: "L" }, prices: prices({ eur: 2.675, usd: 2.675, jpy: 1234.5, chf: 2.675 }) },
          ],
          sales_channels: [{ id: salesChannel.id }],
        },
      ],
    },
  })

  const { data: items } = await query.graph({ entity: "inventory_item", fields: ["id"] })
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: items.map((item: { id: string }) => ({
        location_id: location.id,
        inventory_item_id: item.id,
        stocked_quantity: 1000,
      })),
    },
  })

  const bySku = Object.fromEntries(product.variants.map((v: { sku: string | null; id: string }) => [v.sku, v.id]))
  return {
    publishableKey: apiKey.token,
    salesChannelId: salesChannel.id,
    regions,
    variants: { standard: bySku["SHIRT-M"], awkward: bySku["SHIRT-L"] },
  }
}
