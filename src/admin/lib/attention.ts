/**
 * The attention queue in the admin's words: each kind's label, what happened and what to do,
 * with the item's amount, invoice and order filled in. The server's `description`/`advice`
 * are English sentences; they are shown only for a kind this admin does not know yet.
 */
import type { AttentionItem, AttentionKind } from "../../contracts"
import type { Formatters, Translate } from "./use-format"

interface KindTexts {
  label: string
  what: string
  todo: string
  color: "red" | "orange" | "blue"
}

const KINDS: Record<AttentionKind, KindTexts> = {
  unmatched_payment: {
    label: "cryptocloud.attention.kinds.unmatched_payment.label",
    what: "cryptocloud.attention.kinds.unmatched_payment.what",
    todo: "cryptocloud.attention.kinds.unmatched_payment.todo",
    color: "red",
  },
  expired_partial: {
    label: "cryptocloud.attention.kinds.expired_partial.label",
    what: "cryptocloud.attention.kinds.expired_partial.what",
    todo: "cryptocloud.attention.kinds.expired_partial.todo",
    color: "orange",
  },
  overpayment: {
    label: "cryptocloud.attention.kinds.overpayment.label",
    what: "cryptocloud.attention.kinds.overpayment.what",
    todo: "cryptocloud.attention.kinds.overpayment.todo",
    color: "orange",
  },
  late_payment: {
    label: "cryptocloud.attention.kinds.late_payment.label",
    what: "cryptocloud.attention.kinds.late_payment.what",
    todo: "cryptocloud.attention.kinds.late_payment.todo",
    color: "red",
  },
  withdrawal_unknown: {
    label: "cryptocloud.attention.kinds.withdrawal_unknown.label",
    what: "cryptocloud.attention.kinds.withdrawal_unknown.what",
    todo: "cryptocloud.attention.kinds.withdrawal_unknown.todo",
    color: "red",
  },
  refund_owed: {
    label: "cryptocloud.attention.kinds.refund_owed.label",
    what: "cryptocloud.attention.kinds.refund_owed.what",
    todo: "cryptocloud.attention.kinds.refund_owed.todo",
    color: "blue",
  },
  capture_failed: {
    label: "cryptocloud.attention.kinds.capture_failed.label",
    what: "cryptocloud.attention.kinds.capture_failed.what",
    todo: "cryptocloud.attention.kinds.capture_failed.todo",
    color: "red",
  },
}

const known = (kind: string): KindTexts | undefined => KINDS[kind as AttentionKind]

export function attentionColor(kind: string): KindTexts["color"] {
  return known(kind)?.color ?? "orange"
}

/** The kind's name; a kind this admin does not know is shown as its code. */
export function attentionLabel(kind: string, t: Translate): string {
  const texts = known(kind)
  return texts ? t(texts.label) : kind
}

/** The item's amount with its currency, or words for "not stated". */
export function attentionAmount(item: Pick<AttentionItem, "amount" | "currency">, t: Translate, f: Formatters): string {
  return item.amount ? f.amount(item.amount, item.currency) : t("cryptocloud.attention.amountUnknown")
}

/** What happened and what to do, in the admin language, with the item's facts filled in. */
export function attentionTexts(item: AttentionItem, t: Translate, f: Formatters): { what: string; todo: string } {
  const texts = known(item.kind)
  if (!texts) return { what: item.description, todo: item.advice }
  const values = {
    amount: attentionAmount(item, t, f),
    invoice: item.invoice_uuid ?? "–",
  }
  return { what: t(texts.what, values), todo: t(texts.todo) }
}
