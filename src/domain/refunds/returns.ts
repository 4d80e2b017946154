/**
 * A return (design.md, "Money that is on no order"): money an attention item is about, paid back
 * to the customer. It is a refund row with `attention_item_id` set and no Medusa refund, so it
 * pays out through the refund machinery that already sends exactly once (the address link, the
 * claim in the withdrawal log's transaction, pending/unknown outcomes). One row per item: the
 * unique index on `attention_item_id` makes two admins' first returns one row.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId, MathBN, MedusaError } from "@medusajs/framework/utils"
import { currencyDigits } from "../money"
import { REFUNDS_TABLE, type RefundRow } from "./store"

/** The item fields a return is made from (the attention item row). */
export interface ReturnableItem {
  id: string
  invoice_uuid: string | null
  order_id: string | null
  amount: string | null
  currency: string | null
  test_mode: boolean
  shop_id?: string | null
}

/** The invoice's figures, for the fiat value of the return at the invoice's own rate. */
export interface ReturnInvoice {
  fiat_amount: string
  fiat_currency: string
  crypto_amount: string | null
  shop_id?: string | null
}

export type NewReturn = Pick<
  RefundRow,
  "order_id" | "invoice_uuid" | "amount" | "currency_code" | "crypto_amount" | "crypto_currency" | "crypto_received" | "test_mode" | "shop_id"
> & { attention_item_id: string }

/**
 * The return's row: all of the item's money in its coin (`crypto_amount`; payouts add up in
 * `crypto_paid`, so what is left to return is the difference), and its fiat value at the
 * invoice's rate for the refunds list and report (the coin itself when the ledger cannot say).
 */
export function returnDraft(item: ReturnableItem, invoice: ReturnInvoice | null): NewReturn {
  if (!item.invoice_uuid || !item.amount || !item.currency || !MathBN.gt(item.amount, 0)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Attention item ${item.id} names no invoice money to return; resolve it with a note instead.`)
  }
  const fiat =
    invoice?.crypto_amount && MathBN.gt(invoice.crypto_amount, 0)
      ? {
          amount: MathBN.div(MathBN.mult(item.amount, invoice.fiat_amount), invoice.crypto_amount)
            .decimalPlaces(currencyDigits(invoice.fiat_currency), 1)
            .toFixed(),
          currency_code: invoice.fiat_currency,
        }
      : { amount: item.amount, currency_code: item.currency }
  return {
    attention_item_id: item.id,
    order_id: item.order_id,
    invoice_uuid: item.invoice_uuid,
    ...fiat,
    crypto_amount: item.amount,
    crypto_currency: item.currency,
    crypto_received: item.amount,
    test_mode: Boolean(item.test_mode),
    shop_id: item.shop_id ?? invoice?.shop_id ?? null,
  }
}

const UNIQUE_VIOLATION = "23505"

/** The item's return, made on the first call; a concurrent first call's row is reused (the unique index). */
export async function openReturnOnce(pg: Knex, draft: NewReturn): Promise<RefundRow> {
  const existing = () => pg(REFUNDS_TABLE).whereNull("deleted_at").where({ attention_item_id: draft.attention_item_id }).first()
  const found = await existing()
  if (found) return found as RefundRow
  try {
    const [row] = await pg(REFUNDS_TABLE)
      .insert({ id: generateEntityId(undefined, "ccref"), status: "awaiting_address", crypto_paid: "0", ...draft })
      .returning("*")
    return row as RefundRow
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error
    return (await existing()) as RefundRow
  }
}
