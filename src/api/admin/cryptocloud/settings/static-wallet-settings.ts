/**
 * The settings page's part for customers' static wallets (README, "What anonymous traffic can
 * cost you" › "Static wallets"): the currencies customers may create wallets in, the cap per
 * customer and the hourly budget. They have no medusa-config option, so a value is either set
 * here ("admin") or the built-in default ("default"), and `null` goes back to the default.
 */
import type { SettingsResponse, StaticWalletSettingKey } from "../../../../contracts"
import {
  DEFAULT_STATIC_WALLET_CUSTOMER_CAP,
  DEFAULT_STATIC_WALLET_HOURLY_BUDGET,
  staticWalletLimits,
  type StaticWalletSettings,
} from "../../../../domain/static-wallet-limits"
import type { AdminUpdateSettingsType } from "../validators"

const API_NAMES = {
  staticWalletCurrencies: "static_wallet_currencies",
  staticWalletCustomerCap: "static_wallet_customer_cap",
  staticWalletHourlyBudget: "static_wallet_hourly_budget",
} as const satisfies Record<keyof StaticWalletSettings, keyof AdminUpdateSettingsType & StaticWalletSettingKey>

type WalletKey = keyof typeof API_NAMES
type WalletView = SettingsResponse["static_wallets"]
const KEYS = Object.keys(API_NAMES) as WalletKey[]

/** `{ settings, sources, defaults }` in the API's snake_case; `settings` are the values in force. */
export function staticWalletSettingsView(persisted: StaticWalletSettings): WalletView {
  const limits = staticWalletLimits(persisted)
  const sources = Object.fromEntries(KEYS.map((key) => [API_NAMES[key], persisted[key] !== null ? "admin" : "default"])) as WalletView["sources"]
  return {
    settings: {
      static_wallet_currencies: limits.currencies,
      static_wallet_customer_cap: limits.customerCap,
      static_wallet_hourly_budget: limits.hourlyBudget,
    },
    sources,
    defaults: {
      static_wallet_currencies: null,
      static_wallet_customer_cap: DEFAULT_STATIC_WALLET_CUSTOMER_CAP,
      static_wallet_hourly_budget: DEFAULT_STATIC_WALLET_HOURLY_BUDGET,
    },
  }
}

/** The body's wallet fields → the stored settings' patch (absent keys stay as they are). */
export function staticWalletPatchFromBody(body: AdminUpdateSettingsType): Partial<StaticWalletSettings> {
  const patch: Partial<StaticWalletSettings> = {}
  if (body.static_wallet_currencies !== undefined) patch.staticWalletCurrencies = body.static_wallet_currencies
  if (body.static_wallet_customer_cap !== undefined) patch.staticWalletCustomerCap = body.static_wallet_customer_cap
  if (body.static_wallet_hourly_budget !== undefined) patch.staticWalletHourlyBudget = body.static_wallet_hourly_budget
  return patch
}
