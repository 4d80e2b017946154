import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123173623 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "cryptocloud_postback" ("id" text not null, "received_at" timestamptz not null, "invoice_id" text null, "outcome" text check ("outcome" in ('applied', 'duplicate', 'rejected', 'ignored')) not null, "status" text null, "reason" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_postback_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_deleted_at" ON "cryptocloud_postback" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_received_at" ON "cryptocloud_postback" ("received_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_outcome_received_at" ON "cryptocloud_postback" ("outcome", "received_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_postback_invoice_id" ON "cryptocloud_postback" ("invoice_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_postback" cascade;`);
  }

}
