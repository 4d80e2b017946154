import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The events catalogue (design.md, "Telling the merchant"; src/domain/events.ts): the invoice
 * events already emitted for each invoice, claimed one by one by the run that emits them, so a
 * re-delivered postback, the next reconciliation pass or a second instance never emits one again
 * (domain/ledger/announced.ts). Null on every row until its first event.
 */
export class Migration20261128175500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "announced" text[] null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "announced";`);
  }

}
