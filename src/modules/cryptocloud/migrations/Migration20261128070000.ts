import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * An invoice made for a session that a request knowing only the order id opened on an order's
 * payment collection (no customer or pay-link scope) is marked: only the customer's own invoices
 * decide whether an order-first order still waits for its money, and strangers' unpaid ones are
 * read at the churned cadence. Rows from before count as the customer's (the rule they were made under).
 */
export class Migration20261128070000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "opened_by_stranger" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "opened_by_stranger";`);
  }

}
