import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * "Accept what arrived" (design.md, "Money that is on no order"): the merchant lets a part-paid
 * invoice's cart become an order with the money that arrived. The ledger row records it: when,
 * the fiat captured (what arrived at the invoice's rate), the crypto it stands for (money beyond
 * that arriving later is surplus), and the fiat shortfall the merchant forwent (the payments
 * report's `accepted_shortfall`). Null on every other row.
 */
export class Migration20261128104500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "accepted_at" timestamptz null, add column if not exists "accepted_amount" text null, add column if not exists "accepted_crypto" text null, add column if not exists "accepted_shortfall" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "accepted_at", drop column if exists "accepted_amount", drop column if exists "accepted_crypto", drop column if exists "accepted_shortfall";`);
  }

}
