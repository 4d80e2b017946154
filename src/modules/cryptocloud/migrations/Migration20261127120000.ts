import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Several projects in one store: every record names its project by shop id. The column is filled
 * at boot for rows from before (modules/cryptocloud/project-backfill.ts: the configured project,
 * which a migration cannot know); the partial indexes keep that boot-time check free once done.
 */
export class Migration20261127120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "shop_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_shop_id_missing" ON "cryptocloud_invoice" ("id") WHERE shop_id IS NULL AND deleted_at IS NULL;`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" add column if not exists "shop_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_shop_id_missing" ON "cryptocloud_withdrawal" ("id") WHERE shop_id IS NULL AND deleted_at IS NULL;`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" add column if not exists "shop_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_shop_id_missing" ON "cryptocloud_static_wallet" ("id") WHERE shop_id IS NULL AND deleted_at IS NULL;`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet_deposit" add column if not exists "shop_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_deposit_shop_id_missing" ON "cryptocloud_static_wallet_deposit" ("id") WHERE shop_id IS NULL AND deleted_at IS NULL;`);
    this.addSql(`alter table if exists "cryptocloud_postback" add column if not exists "shop_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_shop_id_missing" ON "cryptocloud_postback" ("id") WHERE shop_id IS NULL AND deleted_at IS NULL;`);
    this.addSql(`alter table if exists "cryptocloud_attention_item" add column if not exists "shop_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_attention_item_shop_id_missing" ON "cryptocloud_attention_item" ("id") WHERE shop_id IS NULL AND deleted_at IS NULL;`);
    this.addSql(`alter table if exists "cryptocloud_refund" add column if not exists "shop_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_refund_shop_id_missing" ON "cryptocloud_refund" ("id") WHERE shop_id IS NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_shop_id_missing";`);
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "shop_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_withdrawal_shop_id_missing";`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop column if exists "shop_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_static_wallet_shop_id_missing";`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" drop column if exists "shop_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_static_wallet_deposit_shop_id_missing";`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet_deposit" drop column if exists "shop_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_postback_shop_id_missing";`);
    this.addSql(`alter table if exists "cryptocloud_postback" drop column if exists "shop_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_attention_item_shop_id_missing";`);
    this.addSql(`alter table if exists "cryptocloud_attention_item" drop column if exists "shop_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_refund_shop_id_missing";`);
    this.addSql(`alter table if exists "cryptocloud_refund" drop column if exists "shop_id";`);
  }

}
