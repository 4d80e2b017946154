import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "cryptocloud_budget_bucket" ("id" text not null, "capacity" integer not null, "window_ms" integer not null, "tokens" real not null, "granted" boolean not null, "refilled_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_budget_bucket_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_budget_bucket_deleted_at" ON "cryptocloud_budget_bucket" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_budget_bucket" cascade;`);
  }

}
