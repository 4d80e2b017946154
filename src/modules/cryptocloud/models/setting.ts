import { model } from "@medusajs/framework/utils"
import { SETTINGS_TABLE } from "../../../domain/settings"

/**
 * The admin's overrides of the non-secret options: ONE row (id SETTINGS_ROW_ID). Every column
 * is nullable and null means "use the config option". Secrets are never stored here.
 * The provider reads this table directly (domain/settings-store.ts), so renaming a column needs a
 * matching change there.
 */
export const Setting = model.define(SETTINGS_TABLE, {
  id: model.id({ prefix: "ccset" }).primaryKey(),
  available_currencies: model.array().nullable(),
  time_to_pay_hours: model.number().nullable(),
  time_to_pay_minutes: model.number().nullable(),
  send_customer_email: model.boolean().nullable(),
  underpaid_tolerance_percent: model.float().nullable(),
  /** Fixed shortfall slack per coin `{ default?, BTC? }`, decimal strings in the store currency. */
  underpaid_tolerance_amount: model.json().nullable(),
  locale: model.text().nullable(),
  order_flow: model.text().nullable(),
  /** Static-wallet currencies customers may create wallets in (null: every static-wallet currency). */
  static_wallet_currencies: model.array().nullable(),
  /** Wallets one customer may hold (null: the default, 3). */
  static_wallet_customer_cap: model.number().nullable(),
  /** Wallets all customers together may create per hour (null: the default). */
  static_wallet_hourly_budget: model.number().nullable(),
  /** Staff alerts and the books by e-mail (domain/notices/notice-settings.ts); null = the option. */
  alerts_to: model.array().nullable(),
  alerts_postback_silence_hours: model.number().nullable(),
  alerts_balance_above_usd: model.text().nullable(),
  books_to: model.array().nullable(),
  books_every: model.text().nullable(),
  /** Admin user id of the last save. */
  updated_by: model.text().nullable(),
})
