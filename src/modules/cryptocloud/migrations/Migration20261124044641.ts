import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124044641 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_static_wallet_deposit" add column if not exists "status" text null, add column if not exists "last_checked_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_static_wallet_deposit" drop column if exists "status", drop column if exists "last_checked_at";`);
  }

}
