import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StaticWalletListResponse, StaticWalletResponse } from "../../../../contracts"
import type { PaymentCurrencyCode } from "../../../../lib/cryptocloud"
import { withServiceErrors } from "../errors"
import { cryptocloudService, DEFAULT_PAGE_SIZE, period } from "../helpers"
import { requestedProject } from "../project-scope"
import type { AdminCreateStaticWalletType, AdminPagedPeriodQueryType } from "../validators"

/**
 * GET /admin/cryptocloud/static-wallets?shop_id&start&end&offset&limit — a project's static
 * wallets (default the first project; 404 for a shop id the store does not have) created in a
 * period (default: the last 30 days), read with that project's key. `count` is null when the
 * service does not report one.
 */
export const GET = withServiceErrors(
  "list the CryptoCloud static wallets",
  async (req: MedusaRequest<unknown, AdminPagedPeriodQueryType>, res: MedusaResponse) => {
    const project = requestedProject(req)
    const { start, end } = period(req.validatedQuery)
    const offset = req.validatedQuery.offset ?? 0
    const limit = req.validatedQuery.limit ?? DEFAULT_PAGE_SIZE
    const page = await cryptocloudService(req).getClient(project.shopId).listStaticWallets({ start, end, offset, limit })
    res.json({ static_wallets: page.wallets, count: page.allCount, offset, limit, start, end } satisfies StaticWalletListResponse)
  }
)

/**
 * POST /admin/cryptocloud/static-wallets?shop_id { currency, identify } — a permanent deposit
 * address in a project (default the first) for one customer identifier and one currency (not on
 * the TON network), made with that project's key. Deposits arrive as postbacks whose order_id is
 * `identify`.
 */
export const POST = withServiceErrors(
  "create the CryptoCloud static wallet",
  async (req: AuthenticatedMedusaRequest<AdminCreateStaticWalletType>, res: MedusaResponse) => {
    const project = requestedProject(req)
    const { currency, identify } = req.validatedBody
    // The validator allows static-wallet codes only.
    const wallet = await cryptocloudService(req)
      .getClient(project.shopId)
      .createStaticWallet({ currency: currency as PaymentCurrencyCode, identify })
    res.status(201).json({ static_wallet: wallet } satisfies StaticWalletResponse)
  },
  { call: "write" }
)
