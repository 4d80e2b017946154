/**
 * Zod schemas of the store's static-wallet routes (applied in src/api/middlewares.ts). Custom
 * messages name their field: Medusa prints a custom issue's message without its path.
 */
import { z } from "@medusajs/framework/zod"
import { staticWalletCurrencyProblem } from "../../../../domain/static-wallets"
import type { PaymentCurrencyCode } from "../../../../lib/cryptocloud"

/** The project (its shop id) the wallets are in; absent: the store's first project. */
const shopId = z
  .string({ error: "shop_id must be the shop id of one of the store's CryptoCloud projects" })
  .trim()
  .min(1, { error: "shop_id must be the shop id of one of the store's CryptoCloud projects" })
  .max(100)
  .optional()

/** GET (and POST, as an alternative to the body's field) `?shop_id=`. */
export const StoreStaticWalletsQuery = z.object({ shop_id: shopId }).strict()
export type StoreStaticWalletsQueryType = z.infer<typeof StoreStaticWalletsQuery>

export const StoreCreateStaticWallet = z
  .object({
    currency: z
      .string({ error: "currency must be a static wallet currency code such as USDT_TRC20 or BTC" })
      .trim()
      .superRefine((code, ctx) => {
        const problem = staticWalletCurrencyProblem(code)
        if (problem) ctx.addIssue({ code: "custom", message: problem })
      })
      // Checked above: only static-wallet codes get through.
      .transform((code) => code as PaymentCurrencyCode),
    shop_id: shopId,
  })
  .strict()

export type StoreCreateStaticWalletType = z.infer<typeof StoreCreateStaticWallet>
