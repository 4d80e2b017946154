import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123171625 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_refund" drop constraint if exists "cryptocloud_refund_medusa_refund_id_unique";`);
    this.addSql(`create table if not exists "cryptocloud_refund" ("id" text not null, "medusa_refund_id" text null, "payment_id" text null, "order_id" text null, "invoice_uuid" text not null, "amount" text not null, "currency_code" text not null, "crypto_amount" text not null, "crypto_currency" text not null, "status" text check ("status" in ('awaiting_address', 'awaiting_payout', 'payout_requested', 'paid_out', 'payout_failed', 'payout_unknown')) not null default 'awaiting_address', "address" text null, "address_source" text check ("address_source" in ('customer', 'admin')) null, "withdrawal_id" text null, "token_nonce" text null, "token_expires_at" timestamptz null, "address_requested_at" timestamptz null, "address_submitted_at" timestamptz null, "paid_out_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_refund_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_refund_medusa_refund_id_unique" ON "cryptocloud_refund" ("medusa_refund_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_refund_deleted_at" ON "cryptocloud_refund" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_refund_order_id" ON "cryptocloud_refund" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_refund_status" ON "cryptocloud_refund" ("status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_refund_invoice_uuid" ON "cryptocloud_refund" ("invoice_uuid") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_refund" cascade;`);
  }

}
