import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124040736 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_refund" drop constraint if exists "cryptocloud_refund_status_check";`);

    this.addSql(`alter table if exists "cryptocloud_refund" add column if not exists "crypto_paid" text not null default '0', add column if not exists "crypto_received" text null, add column if not exists "test_mode" boolean not null default false, add column if not exists "owing_seq" integer not null default 0;`);
    this.addSql(`alter table if exists "cryptocloud_refund" add constraint "cryptocloud_refund_status_check" check("status" in ('awaiting_address', 'awaiting_payout', 'payout_pending', 'payout_requested', 'paid_out', 'payout_failed', 'payout_unknown'));`);

    this.addSql(`alter table if exists "cryptocloud_withdrawal" add column if not exists "payout_key" text null;`);
    // Refunds paid out before partial payouts existed were paid in full by their one withdrawal.
    this.addSql(`update "cryptocloud_refund" r set "crypto_paid" = w."amount" from "cryptocloud_withdrawal" w where w."id" = r."withdrawal_id" and r."status" in ('payout_requested', 'paid_out');`);
    // Rows still in flight or unknown keep blocking an identical payout (the newest per key; the
    // address as written, since the canonical spelling needs the address checks, not SQL).
    this.addSql(`update "cryptocloud_withdrawal" w set "payout_key" = k."key" from (select distinct on ("currency_code", "to_address", "amount") "id", "currency_code" || ':' || trim("to_address") || ':' || "amount" as "key" from "cryptocloud_withdrawal" where "status" in ('pending', 'unknown') and "resolution" is null and "deleted_at" is null order by "currency_code", "to_address", "amount", "created_at" desc) k where w."id" = k."id";`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_payout_key_in_flight" ON "cryptocloud_withdrawal" ("payout_key") WHERE status IN ('pending', 'unknown') AND resolution IS NULL AND payout_key IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_refund" drop constraint if exists "cryptocloud_refund_status_check";`);

    this.addSql(`alter table if exists "cryptocloud_refund" drop column if exists "crypto_paid", drop column if exists "crypto_received", drop column if exists "test_mode", drop column if exists "owing_seq";`);

    this.addSql(`alter table if exists "cryptocloud_refund" add constraint "cryptocloud_refund_status_check" check("status" in ('awaiting_address', 'awaiting_payout', 'payout_requested', 'paid_out', 'payout_failed', 'payout_unknown'));`);

    this.addSql(`drop index if exists "IDX_cryptocloud_withdrawal_payout_key_in_flight";`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop column if exists "payout_key";`);
  }

}
