import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123164019 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" drop constraint if exists "cryptocloud_invoice_uuid_unique";`);
    this.addSql(`alter table if exists "cryptocloud_attention_item" drop constraint if exists "cryptocloud_attention_item_dedupe_key_unique";`);
    this.addSql(`create table if not exists "cryptocloud_attention_item" ("id" text not null, "kind" text check ("kind" in ('unmatched_payment', 'expired_partial', 'overpayment', 'late_payment', 'withdrawal_unknown', 'refund_owed')) not null, "dedupe_key" text not null, "invoice_uuid" text null, "withdrawal_id" text null, "refund_id" text null, "order_id" text null, "amount" text null, "currency" text null, "test_mode" boolean not null default false, "description" text not null, "detected_at" timestamptz not null, "status" text check ("status" in ('open', 'resolved')) not null default 'open', "note" text null, "resolved_by" text null, "resolved_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_attention_item_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_attention_item_dedupe_key_unique" ON "cryptocloud_attention_item" ("dedupe_key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_attention_item_deleted_at" ON "cryptocloud_attention_item" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_attention_item_status_detected_at" ON "cryptocloud_attention_item" ("status", "detected_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_attention_item_order_id" ON "cryptocloud_attention_item" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_attention_item_invoice_uuid" ON "cryptocloud_attention_item" ("invoice_uuid") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "cryptocloud_invoice" ("id" text not null, "uuid" text not null, "session_id" text not null, "cart_id" text null, "order_id" text null, "fiat_amount" text not null, "fiat_currency" text not null, "crypto_amount" text null, "crypto_currency" text null, "status" text not null, "amount_paid" text null, "received" text null, "test_mode" boolean not null default false, "tolerance_percent" real not null default 0, "expires_at" timestamptz null, "last_checked_at" timestamptz null, "session_live" boolean not null default true, "link" text null, "address" text null, "history" jsonb null, "outcome" text null, "settled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_invoice_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_uuid_unique" ON "cryptocloud_invoice" ("uuid") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_deleted_at" ON "cryptocloud_invoice" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_session_id" ON "cryptocloud_invoice" ("session_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_settled_at_last_checked_at" ON "cryptocloud_invoice" ("settled_at", "last_checked_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_created_at" ON "cryptocloud_invoice" ("created_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop constraint if exists "cryptocloud_withdrawal_status_check";`);
    // 0.1 logged "failed" for answers that were lost (the payout may have gone out): that is
    // "unknown" now, which blocks an identical request until an admin resolves it. A "refused"
    // row that the service itself refused (or whose connection never opened) is "failed" now;
    // "refused" is left for our own guard (interval, bad input, no key).
    this.addSql(`update "cryptocloud_withdrawal" set "status" = 'unknown' where "status" = 'failed';`);
    this.addSql(`update "cryptocloud_withdrawal" set "status" = 'failed' where "status" = 'refused' and "error_code" in ('CRYPTOCLOUD_API_ERROR', 'CRYPTOCLOUD_AUTH_ERROR', 'CRYPTOCLOUD_NETWORK_ERROR');`);

    this.addSql(`alter table if exists "cryptocloud_withdrawal" add column if not exists "resolution" text null, add column if not exists "resolved_by" text null, add column if not exists "resolved_at" timestamptz null, add column if not exists "refund_id" text null;`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" add constraint "cryptocloud_withdrawal_status_check" check("status" in ('pending', 'sent', 'failed', 'refused', 'unknown'));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_status" ON "cryptocloud_withdrawal" ("status") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_attention_item" cascade;`);

    this.addSql(`drop table if exists "cryptocloud_invoice" cascade;`);

    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop constraint if exists "cryptocloud_withdrawal_status_check";`);

    this.addSql(`drop index if exists "IDX_cryptocloud_withdrawal_status";`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop column if exists "resolution", drop column if exists "resolved_by", drop column if exists "resolved_at", drop column if exists "refund_id";`);

    this.addSql(`update "cryptocloud_withdrawal" set "status" = 'refused' where "status" = 'failed';`);
    this.addSql(`update "cryptocloud_withdrawal" set "status" = 'failed' where "status" = 'unknown';`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" add constraint "cryptocloud_withdrawal_status_check" check("status" in ('pending', 'sent', 'failed', 'refused'));`);
  }

}
