/**
 * An attention item as the admin API shows it (design.md, "Ledger and attention queue"), with
 * what to do about its kind and whose project's money it is.
 */
import type { AttentionItem } from "../../../../contracts"
import { ATTENTION_ADVICE } from "../../../../domain/attention"
import type { AttentionItemRow } from "../../../../modules/cryptocloud/attention-store"
import { isoTime } from "../../../../domain/dates"
import { attentionActions, NO_FACTS, type AttentionFacts } from "../../../../domain/attention-actions"

/** A stored item (the module's row type; dates may come back as strings from some reads). */
export type AttentionRow = Omit<AttentionItemRow, "detected_at" | "resolved_at"> & {
  detected_at: Date | string
  resolved_at: Date | string | null
}

/**
 * `nameOf`: a project's name by its shop id (routes pass project-scope.ts `projectNames`);
 * `facts`: what its actions depend on (service.attentionFacts), absent for a resolved item.
 */
export function toAttentionView(
  row: AttentionRow,
  nameOf: (shopId: string | null) => string | null = () => null,
  facts: AttentionFacts = NO_FACTS
): AttentionItem {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    invoice_uuid: row.invoice_uuid,
    withdrawal_id: row.withdrawal_id,
    refund_id: row.refund_id,
    order_id: row.order_id,
    amount: row.amount,
    currency: row.currency,
    test_mode: row.test_mode,
    description: row.description,
    advice: ATTENTION_ADVICE[row.kind],
    detected_at: isoTime(row.detected_at),
    note: row.note,
    resolved_by: row.resolved_by,
    resolved_at: isoTime(row.resolved_at),
    shop_id: row.shop_id ?? null,
    project_name: nameOf(row.shop_id ?? null),
    resolution: row.resolution ?? (row.status === "resolved" ? "noted" : null),
    actions: attentionActions(row, facts),
  }
}
