import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124043546 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_attention_item" drop constraint if exists "cryptocloud_attention_item_kind_check";`);

    this.addSql(`alter table if exists "cryptocloud_attention_item" add constraint "cryptocloud_attention_item_kind_check" check("kind" in ('unmatched_payment', 'expired_partial', 'overpayment', 'late_payment', 'withdrawal_unknown', 'refund_owed', 'capture_failed'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_attention_item" drop constraint if exists "cryptocloud_attention_item_kind_check";`);

    this.addSql(`alter table if exists "cryptocloud_attention_item" add constraint "cryptocloud_attention_item_kind_check" check("kind" in ('unmatched_payment', 'expired_partial', 'overpayment', 'late_payment', 'withdrawal_unknown', 'refund_owed'));`);
  }

}
