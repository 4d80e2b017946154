import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StaticWalletListResponse, StaticWalletResponse } from "../../../../contracts"
import type { PaymentCurrencyCode } from "../../../../lib/cryptocloud"
import { withServiceErrors } from "../errors"
import { cryptocloudService, DEFAULT_PAGE_SIZE, period } from "../helpers"
import type { AdminCreateStaticWalletType, AdminPagedPeriodQueryType } from "../validators"

/**
 * GET /admin/cryptocloud/static-wallets?start&end&offset&limit — static wallets created in a
 * period (default: the last 30 days). `count` is null when the service does not report one.
 */
export const GET = withServiceErrors(
  "list the CryptoCloud static wallets",
  async (req: MedusaRequest<unknown, AdminPagedPeriodQueryType>, res: MedusaResponse) => {
    const { start, end } = period(req.validatedQuery)
    const offset = req.validatedQuery.offset ?? 0
    const limit = req.validatedQuery.limit ?? DEFAULT_PAGE_SIZE
    const page = await cryptocloudService(req).getClient().listStaticWallets({ start, end, offset, limit })
    res.json({ static_wallets: page.wallets, count: page.allCount, offset, limit, start, end } satisfies StaticWalletListResponse)
  }
)

/**
 * POST /admin/cryptocloud/static-wallets { currency, identify } — a permanent deposit address
 * for one customer identifier and one currency (not on the TON network). Deposits arrive as
 * postbacks whose order_id is `identify`.
 */
export const POST = withServiceErrors(
  "create the CryptoCloud static wallet",
  async (req: AuthenticatedMedusaRequest<AdminCreateStaticWalletType>, res: MedusaResponse) => {
    const { currency, identify } = req.validatedBody
    // The validator allows static-wallet codes only.
    const wallet = await cryptocloudService(req)
      .getClient()
      .createStaticWallet({ currency: currency as PaymentCurrencyCode, identify })
    res.status(201).json({ static_wallet: wallet } satisfies StaticWalletResponse)
  },
  { call: "write" }
)
