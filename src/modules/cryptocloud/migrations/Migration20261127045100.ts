import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127045100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_refund" add column if not exists "superseded_addresses" text[] null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_refund" drop column if exists "superseded_addresses";`);
  }

}
