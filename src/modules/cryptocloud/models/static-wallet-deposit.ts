import { model } from "@medusajs/framework/utils"

/**
 * Money received on a customer's static wallet, recorded from the service's postback (order_id =
 * the wallet's `identify`) after the invoice was re-read with `info`, or found by the
 * reconciliation pass in the invoice list. `invoice_id` is unique and the insert is ON CONFLICT
 * DO NOTHING (static-wallet-store.ts), so a postback delivered many times, on several instances
 * at once, records one deposit; later reads that show more raise its money under a row lock.
 */
export const StaticWalletDeposit = model
  .define("cryptocloud_static_wallet_deposit", {
    id: model.id({ prefix: "ccdep" }).primaryKey(),
    wallet_uuid: model.text().nullable(),
    identify: model.text(),
    invoice_id: model.text().unique(),
    currency: model.text().nullable(),
    /** Decimal strings: what the customer sent, in `currency`, and its USD value. */
    amount: model.text(),
    amount_usd: model.text().nullable(),
    received_at: model.dateTime(),
    /** The customer whose wallet it is, and the wallet's address (denormalised for the lists). */
    customer_id: model.text().nullable(),
    wallet_address: model.text().nullable(),
    /** What reached the merchant's balance after the service's fees (decimal string). */
    received: model.text().nullable(),
    /** A test-mode deposit: no real money arrived. */
    test_mode: model.boolean().default(false),
    /** Invoice status of the latest read: `partial` (or null, a row older than the column) is re-read until final. */
    status: model.text().nullable(),
    /** When the pass last re-read it with `info`: its cursor, so a stuck deposit cannot starve the others. */
    last_checked_at: model.dateTime().nullable(),
    /** The CryptoCloud project (its shop id) the record belongs to; filled at boot on rows from before projects. */
    shop_id: model.text().nullable(),
  })
  .indexes([{ on: ["customer_id", "received_at"] }, { on: ["received_at"] }])
