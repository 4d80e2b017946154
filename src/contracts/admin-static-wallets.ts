/**
 * Static wallets in the admin: the service's list and creation (the client's own wallet type),
 * and the deposits the plugin recorded on customers' wallets (src/domain/static-wallets.ts).
 */
import type { StaticWallet } from "../lib/cryptocloud/types"
import type { ListPage, PageQuery, PeriodQuery, PeriodRange } from "./admin-paging"

export type { StaticWallet }

/** GET /admin/cryptocloud/static-wallets?start&end&offset&limit (`count`: null when the service reports none). */
export interface StaticWalletListResponse extends PeriodRange {
  static_wallets: StaticWallet[]
  count: number | null
  offset: number
  limit: number
}

export type StaticWalletListQuery = PeriodQuery & PageQuery

/** POST /admin/cryptocloud/static-wallets (201) */
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
}

/** GET /admin/cryptocloud/deposits?customer_id&offset&limit */
export interface DepositListResponse extends ListPage {
  deposits: DepositView[]
}

export interface DepositQuery extends PageQuery {
  customer_id?: string
}
