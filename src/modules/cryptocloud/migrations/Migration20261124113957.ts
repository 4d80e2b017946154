import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124113957 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_postback" add column if not exists "reason_code" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_postback" drop column if exists "reason_code";`);
  }

}
