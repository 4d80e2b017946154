import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124070954 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_postback" drop constraint if exists "cryptocloud_postback_bucket_unique";`);
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "payment_collection_id" text null, add column if not exists "released_at" timestamptz null, add column if not exists "cancel_sent_at" timestamptz null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_payment_collection_id" ON "cryptocloud_invoice" ("payment_collection_id") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "cryptocloud_postback" add column if not exists "count" integer not null default 1, add column if not exists "bucket" text null;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_bucket_unique" ON "cryptocloud_postback" ("bucket") WHERE bucket IS NOT NULL AND deleted_at IS NULL;`);

    this.addSql(`alter table if exists "cryptocloud_setting" add column if not exists "static_wallet_currencies" text[] null, add column if not exists "static_wallet_customer_cap" integer null, add column if not exists "static_wallet_hourly_budget" integer null;`);

    this.addSql(`alter table if exists "cryptocloud_static_wallet" add column if not exists "state" text check ("state" in ('claimed', 'ready')) not null default 'ready', add column if not exists "claimed_at" timestamptz null;`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "uuid" type text using ("uuid"::text);`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "uuid" drop not null;`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "address" type text using ("address"::text);`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "address" drop not null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_created_at" ON "cryptocloud_static_wallet" ("created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_payment_collection_id";`);
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "payment_collection_id", drop column if exists "released_at", drop column if exists "cancel_sent_at";`);

    this.addSql(`drop index if exists "IDX_cryptocloud_postback_bucket_unique";`);
    this.addSql(`alter table if exists "cryptocloud_postback" drop column if exists "count", drop column if exists "bucket";`);

    this.addSql(`alter table if exists "cryptocloud_setting" drop column if exists "static_wallet_currencies", drop column if exists "static_wallet_customer_cap", drop column if exists "static_wallet_hourly_budget";`);

    this.addSql(`drop index if exists "IDX_cryptocloud_static_wallet_created_at";`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" drop column if exists "state", drop column if exists "claimed_at";`);

    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "uuid" type text using ("uuid"::text);`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "uuid" set not null;`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "address" type text using ("address"::text);`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" alter column "address" set not null;`);
  }

}
