import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122084735 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_static_wallet_deposit" drop constraint if exists "cryptocloud_static_wallet_deposit_invoice_id_unique";`);
    this.addSql(`create table if not exists "cryptocloud_setting" ("id" text not null, "available_currencies" text[] null, "time_to_pay_hours" integer null, "time_to_pay_minutes" integer null, "send_customer_email" boolean null, "underpaid_tolerance_percent" real null, "locale" text null, "order_flow" text null, "updated_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_setting_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_setting_deleted_at" ON "cryptocloud_setting" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "cryptocloud_static_wallet_deposit" ("id" text not null, "wallet_uuid" text null, "identify" text not null, "invoice_id" text not null, "currency" text null, "amount" text not null, "amount_usd" text null, "received_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_static_wallet_deposit_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_deposit_invoice_id_unique" ON "cryptocloud_static_wallet_deposit" ("invoice_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_deposit_deleted_at" ON "cryptocloud_static_wallet_deposit" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "cryptocloud_withdrawal" ("id" text not null, "admin_user_id" text null, "currency_code" text not null, "to_address" text not null, "amount" text not null, "status" text check ("status" in ('pending', 'sent', 'failed', 'refused')) not null default 'pending', "sent_at" timestamptz null, "withdrawal_id" text null, "service_status" text null, "error_code" text null, "error_area" text null, "error_message" text null, "response" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_withdrawal_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_deleted_at" ON "cryptocloud_withdrawal" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_sent_at" ON "cryptocloud_withdrawal" ("sent_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_created_at" ON "cryptocloud_withdrawal" ("created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_setting" cascade;`);

    this.addSql(`drop table if exists "cryptocloud_static_wallet_deposit" cascade;`);

    this.addSql(`drop table if exists "cryptocloud_withdrawal" cascade;`);
  }

}
