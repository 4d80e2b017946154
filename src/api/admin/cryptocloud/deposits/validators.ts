import { z } from "@medusajs/framework/zod"
import { MAX_PAGE_SIZE } from "../../../../lib/cryptocloud"
import { shopIdField } from "../project-query"

/** GET /admin/cryptocloud/deposits: one project's (default the first), paged like the other admin lists, optionally one customer's. */
export const AdminDepositsQuery = z
  .object({
    ...shopIdField,
    customer_id: z.string().trim().min(1).max(100).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .strict()

export type AdminDepositsQueryType = z.infer<typeof AdminDepositsQuery>
