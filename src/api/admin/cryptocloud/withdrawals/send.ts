/**
 * Sending a withdrawal on an admin's behalf, shared by manual withdrawals and refund payouts:
 * the module logs and sends it under the 12 s guard; an identical request while an earlier one
 * is `unknown` is refused (409); a lost answer raises a `withdrawal_unknown` attention item.
 * A request that was logged and failed comes back with its row and the error (the caller
 * records it, then answers with the error).
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import type { CreateWithdrawalInput } from "../../../../lib/cryptocloud"
import { attentionKey } from "../../../../domain/attention"
import { WithdrawalBlockedError } from "../../../../domain/withdrawals"
import { raiseAttentionWorkflow } from "../../../../workflows/cryptocloud/raise-attention"
import { adminUserId, cryptocloudService } from "../helpers"

export type SentWithdrawal = Awaited<ReturnType<ReturnType<typeof cryptocloudService>["sendWithdrawal"]>>["row"]

export async function sendLoggedWithdrawal(
  req: MedusaRequest,
  input: CreateWithdrawalInput,
  link: { refundId?: string; orderId?: string | null } = {}
): Promise<{ row: SentWithdrawal; failure: unknown } | { blocked: { type: "conflict"; code: string; message: string; withdrawal_id: string } }> {
  let sent
  try {
    sent = await cryptocloudService(req).sendWithdrawal(input, adminUserId(req), { refundId: link.refundId })
  } catch (error) {
    if (!(error instanceof WithdrawalBlockedError)) throw error
    return { blocked: { type: "conflict", code: "withdrawal_outcome_unknown", message: error.message, withdrawal_id: error.withdrawalId } }
  }
  const { row, failure } = sent
  if (row.status === "unknown") {
    await raiseAttentionWorkflow(req.scope).run({
      input: {
        items: [{
          kind: "withdrawal_unknown",
          dedupe_key: attentionKey("withdrawal_unknown", row.id),
          withdrawal_id: row.id,
          refund_id: link.refundId ?? null,
          order_id: link.orderId ?? null,
          amount: row.amount,
          currency: row.currency_code,
          description: `CryptoCloud's answer to withdrawal ${row.id} (${row.amount} ${row.currency_code} to ${row.to_address}) was lost; it may have been sent.`,
        }],
      },
    })
  }
  return { row, failure }
}
