/**
 * Static wallets in the admin: the service's list and creation (the client's own wallet type),
 * and the deposits the plugin recorded on customers' wallets (src/domain/static-wallets.ts).
 */
import type { StaticWallet } from "../lib/cryptocloud/types"
import type { ListPage, PageQuery, PeriodQuery, PeriodRange } from "./admin-paging"
import type { ProjectQuery } from "./admin-projects"

export type { StaticWallet }

/** GET /admin/cryptocloud/static-wallets?shop_id&start&end&offset&limit: that project's wallets at the service (`count`: null when the service reports none). */
export interface StaticWalletListResponse extends PeriodRange {
  static_wallets: StaticWallet[]
  count: number | null
  offset: number
  limit: number
}

export type StaticWalletListQuery = PeriodQuery & PageQuery & ProjectQuery

/** POST /admin/cryptocloud/static-wallets?shop_id (201): made with that project's key. */
export interface StaticWalletResponse {
  static_wallet: StaticWallet
}

/** A static-wallet currency code (not on the TON network); the route says which in a 400. */
export interface CreateStaticWalletBody {
  currency: string
  identify: string
}

/** A recorded deposit (ids and money only): GET /admin/cryptocloud/deposits, and the deposit event. */
export interface DepositView {
  id: string
  invoice_id: string
  wallet_address: string | null
  wallet_uuid: string | null
  customer_id: string | null
  amount: string
  received: string | null
  amount_usd: string | null
  currency: string | null
  test_mode: boolean
  received_at: string
  /** The invoice status last read (null: recorded before the plugin kept it), and whether more may still come. */
  status: string | null
  final: boolean
  /** The project (shop id) whose wallet received it: the money is on that project's balance. */
  shop_id: string | null
}

/** GET /admin/cryptocloud/deposits?shop_id&customer_id&offset&limit: one project's deposits. */
export interface DepositListResponse extends ListPage {
  deposits: DepositView[]
}

export interface DepositQuery extends PageQuery, ProjectQuery {
  customer_id?: string
}
