import { z } from "@medusajs/framework/zod"
import { MAX_PAGE_SIZE } from "../../../../lib/cryptocloud"

/** GET /admin/cryptocloud/deposits: one project's (default the first), paged like the other admin lists, optionally one customer's. */
export const AdminDepositsQuery = z
  .object({
    // validators.ts `projectScope` (not imported: validators.ts reads this file's type).
    shop_id: z.string().trim().min(1, { error: "shop_id must not be empty" }).max(255).optional(),
    customer_id: z.string().trim().min(1).max(100).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .strict()

export type AdminDepositsQueryType = z.infer<typeof AdminDepositsQuery>
