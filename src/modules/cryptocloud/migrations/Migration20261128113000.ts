import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * "Ask for the rest" (design.md, "Money that is on no order"): a pay link may be for an attention
 * item's shortfall instead of an order's difference. Its cart has no order yet, so `order_id` is
 * null on such a link and `attention_item_id` names the item; its collection is a standalone
 * payment collection made for the rest (workflows/cryptocloud/attention/request-rest.ts).
 */
export class Migration20261128113000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_pay_link" add column if not exists "attention_item_id" text null;`);
    this.addSql(`alter table if exists "cryptocloud_pay_link" alter column "order_id" drop not null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_pay_link_attention_item_id" ON "cryptocloud_pay_link" ("attention_item_id") WHERE deleted_at IS NULL;`);
    // Every read of an invoice with neither cart nor order asks whether its collection is a rest's.
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_pay_link_payment_collection_id" ON "cryptocloud_pay_link" ("payment_collection_id") WHERE attention_item_id IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_pay_link_payment_collection_id";`);
    this.addSql(`drop index if exists "IDX_cryptocloud_pay_link_attention_item_id";`);
    this.addSql(`delete from "cryptocloud_pay_link" where "order_id" is null;`);
    this.addSql(`alter table if exists "cryptocloud_pay_link" alter column "order_id" set not null;`);
    this.addSql(`alter table if exists "cryptocloud_pay_link" drop column if exists "attention_item_id";`);
  }

}
