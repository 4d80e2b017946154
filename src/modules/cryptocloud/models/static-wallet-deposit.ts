import { model } from "@medusajs/framework/utils"

/**
 * Money received on a static wallet, recorded from the service's postback (order_id = the
 * wallet's `identify`). `invoice_id` is unique, so a repeated postback records nothing twice.
 */
export const StaticWalletDeposit = model.define("cryptocloud_static_wallet_deposit", {
  id: model.id({ prefix: "ccdep" }).primaryKey(),
  wallet_uuid: model.text().nullable(),
  identify: model.text(),
  invoice_id: model.text().unique(),
  currency: model.text().nullable(),
  /** Decimal strings. */
  amount: model.text(),
  amount_usd: model.text().nullable(),
  received_at: model.dateTime(),
})
