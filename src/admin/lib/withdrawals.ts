import { PAYMENT_CURRENCY_CODES } from "../../lib/cryptocloud/codes"

/** The withdrawal route accepts the spec's payment currency codes only. */
export function isWithdrawableCurrency(code: string): boolean {
  return (PAYMENT_CURRENCY_CODES as readonly string[]).includes(code)
}

/** Badge colour of a withdrawal log status (models/withdrawal.ts). */
export function withdrawalStatusColor(status: string): "green" | "orange" | "red" | "grey" {
  if (status === "sent") return "green"
  if (status === "pending") return "orange"
  if (status === "failed" || status === "refused") return "red"
  return "grey"
}

export function withdrawalStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    sent: "Sent",
    pending: "Pending",
    failed: "Failed (check CryptoCloud)",
    refused: "Refused",
  }
  return labels[status] ?? status
}
