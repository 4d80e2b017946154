import { model } from "@medusajs/framework/utils"

/**
 * A logged-in customer's permanent deposit address: one per customer and currency, created at
 * the service on the customer's first request (never for a guest). `identify` is what the
 * service writes into the `order_id` of the wallet's deposit postbacks
 * (domain/static-wallets.ts builds it from the customer id and the currency, no personal data),
 * so it is unique and is how a deposit finds its customer.
 *
 * The unique (customer_id, currency, shop_id) index is the backstop of the claims
 * (static-wallet-claims.ts): whatever happens, a customer never holds two wallets for one
 * currency in one project here (a wallet is made at one project's service account, and what
 * arrives on it is that project's money). `created_at` (indexed) is what the hourly creation
 * budget counts.
 */
export const CustomerStaticWallet = model
  .define("cryptocloud_static_wallet", {
    id: model.id({ prefix: "ccsw" }).primaryKey(),
    customer_id: model.text(),
    /** Static wallet currency code with network, e.g. USDT_TRC20 (never a TON network code). */
    currency: model.text(),
    /** The service's wallet id (32 characters, no prefix); null while claimed. */
    uuid: model.text().nullable(),
    address: model.text().nullable(),
    identify: model.text().unique(),
    /** "claimed": a request holds the row and is calling the service (no lock, no connection
     * held meanwhile); "ready": the service answered and the wallet is usable. */
    state: model.enum(["claimed", "ready"]).default("ready"),
    /** When the claim was made; a claim older than the request timeout is abandoned and may be taken again. */
    claimed_at: model.dateTime().nullable(),
    /** The CryptoCloud project (its shop id) the record belongs to; filled at boot on rows from before projects. */
    shop_id: model.text().nullable(),
  })
  .indexes([{ on: ["customer_id", "currency", "shop_id"], unique: true }, { on: ["created_at"] }])
