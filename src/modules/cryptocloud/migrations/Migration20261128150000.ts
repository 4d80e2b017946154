import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Found money (design.md, "The service is the source of truth"): an invoice the reconciliation
 * found in the service's invoice list that the ledger did not know (a database restored from a
 * backup, a ledger write lost) gets a ledger row like any other, marked with when it was found
 * and what the plugin made of it (`found_as`: domain/found-money.ts). Null on every other row.
 */
export class Migration20261128150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "found_at" timestamptz null, add column if not exists "found_as" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "found_at", drop column if exists "found_as";`);
  }

}
