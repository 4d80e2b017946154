import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The books by e-mail (models/books-mail.ts; domain/notices/books-claims.ts): one row per
 * project, period and address, inserted before the e-mail is sent — the unique
 * (shop_id, every, period_start, address) index is the claim that sends it once whatever the
 * number of instances.
 */
export class Migration20261128181500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "cryptocloud_books_mail" ("id" text not null, "shop_id" text not null, "every" text not null, "period_start" text not null, "period_end" text not null, "address" text not null, "state" text check ("state" in ('claimed', 'sent', 'failed')) not null default 'claimed', "attempts" integer not null default 1, "claimed_at" timestamptz not null, "sent_at" timestamptz null, "next_attempt_at" timestamptz null, "error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_books_mail_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_books_mail_shop_id_every_period_start_address_unique" ON "cryptocloud_books_mail" ("shop_id", "every", "period_start", "address") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_books_mail_deleted_at" ON "cryptocloud_books_mail" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_books_mail" cascade;`);
  }

}
