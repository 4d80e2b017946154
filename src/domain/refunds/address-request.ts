/**
 * "Request address" as a compare-and-set (issue 27). The request reads the refund, checks it is
 * owed, and writes `awaiting_address` with a new link's nonce and no address — only while the
 * refund is still in the state it read; its compensation puts the old values back only while the
 * refund is still in the state the request wrote. Unconditional, either write could undo a
 * payout's claim committed in between (`payout_pending`): the withdrawal's outcome would then be
 * ignored, `crypto_paid` never recorded, and the refund owed in full again — payable twice.
 * Pure: which fields identify a state, what is written, what is restored.
 */
import type { RefundRow } from "./store"

/**
 * What identifies the state a refund is in: every change that matters here moves one of them —
 * a payout's claim or outcome (status, withdrawal_id, crypto_paid), a customer's address
 * (status, address, token_nonce), another link (token_nonce).
 */
export type RefundState = Pick<RefundRow, "status" | "withdrawal_id" | "token_nonce" | "crypto_paid" | "address">

/** The fields an address request writes (and its compensation restores). */
export type AddressLinkFields = Pick<RefundRow, "status" | "address" | "address_source" | "token_nonce" | "superseded_addresses"> & {
  token_expires_at: Date | string | null
  address_requested_at: Date | string | null
}

/** A conditional write: `set` only while the row still matches `expected`. */
export interface RefundWrite {
  expected: RefundState
  set: AddressLinkFields
}

export function refundStateOf(refund: RefundState): RefundState {
  const { status, withdrawal_id, token_nonce, crypto_paid, address } = refund
  return { status, withdrawal_id, token_nonce, crypto_paid, address }
}

/** The request's write (from the state read) and its compensation (from the state written back to the read one). */
export function addressRequestChange(
  refund: RefundState & AddressLinkFields,
  link: { nonce: string; expiresAt: Date; now: Date }
): { write: RefundWrite; undo: RefundWrite } {
  const read = refundStateOf(refund)
  const set: AddressLinkFields = {
    status: "awaiting_address",
    address: null,
    address_source: null,
    token_nonce: link.nonce,
    token_expires_at: link.expiresAt,
    address_requested_at: link.now,
    superseded_addresses: supersede(refund),
  }
  const before: AddressLinkFields = {
    status: refund.status,
    address: refund.address,
    address_source: refund.address_source,
    token_nonce: refund.token_nonce,
    token_expires_at: refund.token_expires_at,
    address_requested_at: refund.address_requested_at,
    superseded_addresses: refund.superseded_addresses,
  }
  return {
    write: { expected: read, set },
    undo: { expected: { ...read, status: set.status, address: set.address, token_nonce: link.nonce }, set: before },
  }
}

/**
 * The customer's addresses a request clears, kept: a form read before the request still shows
 * the old one, and would send it as if the admin had typed it (routes answer it with
 * `refund_changed`). An address the admin typed is theirs to type again; it is not kept.
 */
export function supersede(refund: Pick<RefundRow, "address" | "address_source" | "superseded_addresses">): string[] | null {
  const kept = refund.superseded_addresses ?? []
  if (!refund.address || refund.address_source !== "customer" || kept.includes(refund.address)) return refund.superseded_addresses
  return [...kept, refund.address]
}
