import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Withdrawals made outside the plugin (CryptoCloud's dashboard, its automatic withdrawals) are
 * written to the withdrawal log from the service's invoice list as `external` rows
 * (modules/cryptocloud/external-withdrawals.ts): the status joins the check, and one row per
 * service request id among them — the unique index is what keeps a second instance's pass from
 * writing it twice.
 */
export class Migration20261128140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop constraint if exists "cryptocloud_withdrawal_status_check";`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" add constraint "cryptocloud_withdrawal_status_check" check("status" in ('pending', 'sent', 'failed', 'refused', 'unknown', 'external'));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_external_withdrawal_id" ON "cryptocloud_withdrawal" ("withdrawal_id") WHERE status = 'external' AND deleted_at IS NULL;`);
    // The reports and the match of a listed request to the log read by request id.
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_withdrawal_withdrawal_id" ON "cryptocloud_withdrawal" ("withdrawal_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_withdrawal_withdrawal_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_withdrawal_external_withdrawal_id";`);
    this.addSql(`delete from "cryptocloud_withdrawal" where "status" = 'external';`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop constraint if exists "cryptocloud_withdrawal_status_check";`);
    this.addSql(`alter table if exists "cryptocloud_withdrawal" add constraint "cryptocloud_withdrawal_status_check" check("status" in ('pending', 'sent', 'failed', 'refused', 'unknown'));`);
  }

}
