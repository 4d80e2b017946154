import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Refunds under CryptoCloud's autoconversion (design.md, "Money that is on no order"): a refund
 * may be paid in another coin of the balance, and its withdrawal row says so — the refund's coin,
 * the amount of it the payout settles, the rate and where the rate came from. Null on every
 * other row (rows from before this are plain payouts).
 */
export class Migration20261128103000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_withdrawal" add column if not exists "converted_from_currency" text null, add column if not exists "converted_from_amount" text null, add column if not exists "conversion_rate" text null, add column if not exists "conversion_rate_source" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_withdrawal" drop column if exists "converted_from_currency", drop column if exists "converted_from_amount", drop column if exists "conversion_rate", drop column if exists "conversion_rate_source";`);
  }

}
