import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127045246 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_pay_link" drop constraint if exists "cryptocloud_pay_link_token_hash_unique";`);
    this.addSql(`create table if not exists "cryptocloud_pay_link" ("id" text not null, "token_hash" text not null, "order_id" text not null, "payment_collection_id" text not null, "expires_at" timestamptz not null, "replaced_at" timestamptz null, "requested_by" text null, "invoice_uuids" text[] null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_pay_link_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_pay_link_deleted_at" ON "cryptocloud_pay_link" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_pay_link_token_hash_unique" ON "cryptocloud_pay_link" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_pay_link_order_id_payment_collection_id" ON "cryptocloud_pay_link" ("order_id", "payment_collection_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_pay_link" cascade;`);
  }

}
