import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Every attention item has an action (design.md, "Money that is on no order"): an item says how it
 * was settled (`resolution`; items resolved before this were resolved with a note), and a refund
 * row may be a return of an item's money (`attention_item_id`, one per item: the unique index is
 * what makes two admins' returns one).
 */
export class Migration20261128100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_attention_item" add column if not exists "resolution" text check ("resolution" in ('noted', 'returned', 'accepted', 'rest_paid')) null;`);
    this.addSql(`update "cryptocloud_attention_item" set "resolution" = 'noted' where "status" = 'resolved' and "resolution" is null;`);
    this.addSql(`alter table if exists "cryptocloud_refund" add column if not exists "attention_item_id" text null;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_refund_attention_item_id_unique" ON "cryptocloud_refund" ("attention_item_id") WHERE "attention_item_id" IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_refund_attention_item_id_unique";`);
    this.addSql(`alter table if exists "cryptocloud_refund" drop column if exists "attention_item_id";`);
    this.addSql(`alter table if exists "cryptocloud_attention_item" drop column if exists "resolution";`);
  }

}
