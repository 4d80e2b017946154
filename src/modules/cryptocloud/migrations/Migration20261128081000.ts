import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * `underpaidToleranceAmount`: a fixed shortfall (store currency, per coin) that counts as paid,
 * beside the percentage. The admin's override is stored with the settings; the value in force
 * is frozen on each invoice at creation like `tolerance_percent`, so changing the setting never
 * re-judges money already asked for. Rows from before have none (the percentage alone).
 */
export class Migration20261128081000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "tolerance_amount" jsonb null;`);
    this.addSql(`alter table if exists "cryptocloud_setting" add column if not exists "underpaid_tolerance_amount" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "tolerance_amount";`);
    this.addSql(`alter table if exists "cryptocloud_setting" drop column if exists "underpaid_tolerance_amount";`);
  }

}
