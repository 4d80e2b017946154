/**
 * Which field a 400 of the withdrawal or payout route is about, from the server's message
 * ("Invalid request: to_address … Expected a Tron address …", "amount … is more than the
 * refund"); the message itself is the server's, without Medusa's "Invalid request: " prefix.
 */
export function fieldOfServerMessage(message: string): { field: "address" | "amount" | null; text: string } {
  const text = message.replace(/^Invalid request:\s*/i, "")
  const lead = text.split(/[.:;]/)[0] ?? ""
  if (/address/i.test(lead)) return { field: "address", text }
  if (/amount/i.test(lead)) return { field: "amount", text }
  return { field: null, text }
}
