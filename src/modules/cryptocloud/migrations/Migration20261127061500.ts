import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127061500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "former_session_ids" text[] null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_former_session_ids" ON "cryptocloud_invoice" USING GIN ("former_session_ids") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_former_session_ids";`);
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "former_session_ids";`);
  }

}
