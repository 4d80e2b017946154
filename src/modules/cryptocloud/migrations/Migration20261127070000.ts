import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127070000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_settled_at_last_checked_at";`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_open_last_checked_at" ON "cryptocloud_invoice" ("last_checked_at") WHERE settled_at IS NULL AND deleted_at IS NULL;`);
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_former_session_ids";`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_former_session_ids" ON "cryptocloud_invoice" USING GIN ("former_session_ids") WHERE former_session_ids IS NOT NULL AND deleted_at IS NULL;`);
    this.addSql(`drop index if exists "IDX_cryptocloud_postback_received_at";`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_received_at" ON "cryptocloud_postback" ("received_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_postback_received_at";`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_received_at" ON "cryptocloud_postback" ("received_at") WHERE deleted_at IS NULL;`);
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_former_session_ids";`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_former_session_ids" ON "cryptocloud_invoice" USING GIN ("former_session_ids") WHERE deleted_at IS NULL;`);
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_open_last_checked_at";`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_settled_at_last_checked_at" ON "cryptocloud_invoice" ("settled_at", "last_checked_at") WHERE deleted_at IS NULL;`);
  }

}
