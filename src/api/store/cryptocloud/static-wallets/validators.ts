/**
 * Zod schemas of the store's static-wallet routes (applied in src/api/middlewares.ts). Custom
 * messages name their field: Medusa prints a custom issue's message without its path.
 */
import { z } from "@medusajs/framework/zod"
import { staticWalletCurrencyProblem } from "../../../../domain/static-wallets"
import type { PaymentCurrencyCode } from "../../../../lib/cryptocloud"

export const StoreStaticWalletsQuery = z.object({}).strict()

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
  })
  .strict()

export type StoreCreateStaticWalletType = z.infer<typeof StoreCreateStaticWallet>
