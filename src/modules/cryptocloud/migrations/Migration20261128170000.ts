import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Telling the merchant (design.md): each project's settings row may override the staff alerts
 * and the books by e-mail (domain/notices/notice-settings.ts); null = the medusa-config option.
 */
export class Migration20261128170000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_setting" add column if not exists "alerts_to" text[] null, add column if not exists "alerts_postback_silence_hours" integer null, add column if not exists "alerts_balance_above_usd" text null, add column if not exists "books_to" text[] null, add column if not exists "books_every" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_setting" drop column if exists "alerts_to", drop column if exists "alerts_postback_silence_hours", drop column if exists "alerts_balance_above_usd", drop column if exists "books_to", drop column if exists "books_every";`);
  }

}
