import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The merchant's books (reports): what `info` says about the money of an invoice, kept on its
 * ledger row — when money first arrived, its USD value, the service's and the network's fees, the
 * network and the transaction hashes — so a report is one read of the ledger, never a call to the
 * service per row. Rows from before hold what the service said only from their next read on;
 * `received_at` is filled now from what the ledger already recorded: the first status with money
 * in its history (else, for a row with money and no such entry, its last update). The partial
 * index holds only rows that received money: the payments report's range.
 */
export class Migration20261127130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cryptocloud_invoice" add column if not exists "received_at" timestamptz null, add column if not exists "received_usd" text null, add column if not exists "service_fee" text null, add column if not exists "network_fee" text null, add column if not exists "network" text null, add column if not exists "tx_hashes" jsonb null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cryptocloud_invoice_received_at" ON "cryptocloud_invoice" ("received_at") WHERE received_at IS NOT NULL AND deleted_at IS NULL;`);
    this.addSql(`UPDATE "cryptocloud_invoice" AS l SET "received_at" = COALESCE(
      (SELECT min((e->>'at')::timestamptz) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.history) = 'array' THEN l.history ELSE '[]'::jsonb END) AS e
        WHERE e->>'status' IN ('partial', 'paid', 'overpaid') AND e->>'at' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T'),
      l.updated_at)
    WHERE l.received_at IS NULL AND l.deleted_at IS NULL
      AND (l.status IN ('partial', 'paid', 'overpaid') OR l.received ~ '[1-9]' OR l.amount_paid ~ '[1-9]');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cryptocloud_invoice_received_at";`);
    this.addSql(`alter table if exists "cryptocloud_invoice" drop column if exists "received_at", drop column if exists "received_usd", drop column if exists "service_fee", drop column if exists "network_fee", drop column if exists "network", drop column if exists "tx_hashes";`);
  }

}
