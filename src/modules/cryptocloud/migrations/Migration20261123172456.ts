import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123172456 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_static_wallet" drop constraint if exists "cryptocloud_static_wallet_customer_id_currency_unique";`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet" drop constraint if exists "cryptocloud_static_wallet_identify_unique";`);
    this.addSql(`create table if not exists "cryptocloud_static_wallet" ("id" text not null, "customer_id" text not null, "currency" text not null, "uuid" text not null, "address" text not null, "identify" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_static_wallet_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_identify_unique" ON "cryptocloud_static_wallet" ("identify") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_deleted_at" ON "cryptocloud_static_wallet" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_customer_id_currency_unique" ON "cryptocloud_static_wallet" ("customer_id", "currency") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "cryptocloud_static_wallet_deposit" add column if not exists "customer_id" text null, add column if not exists "wallet_address" text null, add column if not exists "received" text null, add column if not exists "test_mode" boolean not null default false;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_deposit_customer_id_received_at" ON "cryptocloud_static_wallet_deposit" ("customer_id", "received_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_static_wallet_deposit_received_at" ON "cryptocloud_static_wallet_deposit" ("received_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_static_wallet" cascade;`);

    this.addSql(`drop index if exists "IDX_cryptocloud_static_wallet_deposit_customer_id_received_at";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_static_wallet_deposit_received_at";`);
    this.addSql(`alter table if exists "cryptocloud_static_wallet_deposit" drop column if exists "customer_id", drop column if exists "wallet_address", drop column if exists "received", drop column if exists "test_mode";`);
  }

}
