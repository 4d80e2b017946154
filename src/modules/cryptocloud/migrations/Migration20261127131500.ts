import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Several projects in one store, money going out: an identical payout is refused while one is in
 * flight in the same project only (another project's balance pays another payout), and a customer
 * holds one static wallet per currency per project (each project is its own account at the
 * service). Rows without a project yet count as distinct; the module's loader gives them the
 * first project at boot, and the plugin's reservations and claims check under a lock before the
 * index is ever reached.
 */
export class Migration20261127131500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_withdrawal_payout_key_in_flight";`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_project_payout_key_in_flight" ON "cryptocloud_withdrawal" ("shop_id", "payout_key") WHERE status IN ('pending', 'unknown') AND resolution IS NULL AND payout_key IS NOT NULL AND deleted_at IS NULL;`);
    this.addSql(`drop index if exists "IDX_cryptocloud_static_wallet_customer_id_currency_unique";`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_customer_id_currency_shop_id_unique" ON "cryptocloud_static_wallet" ("customer_id", "currency", "shop_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_static_wallet_customer_id_currency_shop_id_unique";`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_customer_id_currency_unique" ON "cryptocloud_static_wallet" ("customer_id", "currency") WHERE deleted_at IS NULL;`);
    this.addSql(`drop index if exists "IDX_cryptocloud_withdrawal_project_payout_key_in_flight";`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_payout_key_in_flight" ON "cryptocloud_withdrawal" ("payout_key") WHERE status IN ('pending', 'unknown') AND resolution IS NULL AND payout_key IS NOT NULL AND deleted_at IS NULL;`);
  }

}
