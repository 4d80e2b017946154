import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The staff alerts' outbox (models/staff-alert.ts): the unique (cause, channel, recipient) index is
 * the claim that sends an alert once whatever the number of instances.
 */
export class Migration20261128171000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "cryptocloud_staff_alert" ("id" text not null, "shop_id" text not null, "cause" text not null, "kind" text not null, "channel" text not null, "recipient" text not null, "data" jsonb not null, "state" text not null default 'pending', "attempts" integer not null default 0, "batch_key" text null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cryptocloud_staff_alert_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cryptocloud_staff_alert_cause_channel_recipient_unique" ON "cryptocloud_staff_alert" ("cause", "channel", "recipient") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_staff_alert_state_channel_recipient" ON "cryptocloud_staff_alert" ("state", "channel", "recipient") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_staff_alert_deleted_at" ON "cryptocloud_staff_alert" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cryptocloud_staff_alert" cascade;`);
  }

}
