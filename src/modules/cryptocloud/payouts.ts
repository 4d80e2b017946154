/**
 * Payouts (an admin's withdrawal or a refund's) as the module hands them out: checked, logged
 * before they leave, sent once, and settled. The exactly-once rules and their SQL live in
 * withdrawal-log.ts; this class adds the client call and the options it needs.
 */
import type { CryptoCloudClient } from "../../lib/cryptocloud"
import { CryptoCloudRateLimitError, DEFAULT_TIMEOUT_MS, WITHDRAWAL_MIN_INTERVAL_MS } from "../../lib/cryptocloud"
import type { CryptoCloudOptions } from "../../domain/options"
import { preparePayout, type PayoutRequest } from "../../domain/payout-request"
import {
  intervalLeftMs,
  outcomeOfError,
  outcomeOfSuccess,
  secretRedactor,
  stalePendingAfterMs,
  type WithdrawalLogUpdate,
  type WithdrawalResolution,
} from "../../domain/withdrawals"
import type { RefundClaim, WithdrawalLog } from "./withdrawal-log"

export class Payouts {
  constructor(
    private readonly log: WithdrawalLog,
    private readonly options: (shopId?: string | null) => CryptoCloudOptions,
    private readonly client: (shopId?: string | null) => CryptoCloudClient
  ) {}

  /** A payout request checked for its network and coin precision, with its identity key (400 otherwise). */
  prepare(input: { currency_code: string; to_address: string; amount: string }): PayoutRequest {
    return preparePayout(input, { litecoinLegacyP2sh: this.options().litecoinLegacyP2sh === true })
  }

  /** Before this, a `pending` row was surely left by a process that stopped mid-request. */
  stalePendingCutoff(now = Date.now()): Date {
    return new Date(now - stalePendingAfterMs(this.options().requestTimeoutMs ?? DEFAULT_TIMEOUT_MS))
  }

  /**
   * Send a payout and log it. The row is written, and the refund claimed, before the request
   * leaves (WithdrawalLog.reserve): an identical request while one is pending or unknown is
   * refused (WithdrawalBlockedError), and so is a refund no longer owed (RefundNotOwedError);
   * inside the 12 s interval of any instance the attempt is logged as refused and
   * CryptoCloudRateLimitError thrown. A request that was sent and failed returns its row (and
   * refund) with the error, so the caller can act on an `unknown` outcome.
   */
  async send(payout: PayoutRequest, adminUserId: string | null, claim: RefundClaim | null = null) {
    const client = this.client()
    const reservation = await this.log.reserve(payout, adminUserId, claim)
    if (reservation.kind === "too_early") {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000)
      throw new CryptoCloudRateLimitError(
        reservation.retryAfterMs,
        "client",
        `Withdrawal refused: CryptoCloud allows one withdrawal request every ${WITHDRAWAL_MIN_INTERVAL_MS / 1000} s; retry in ${seconds} s`
      )
    }
    let failure: unknown = null
    let update: WithdrawalLogUpdate
    try {
      // To the address logged with the reservation — the one the refund's claim pinned in the
      // same transaction (withdrawal-log.ts claimRefund) — never one read before it.
      const { currency_code, amount } = payout
      const to_address = reservation.row.to_address
      update = outcomeOfSuccess(await client.createWithdrawal({ currency_code, to_address, amount }))
    } catch (error) {
      failure = error
      const { apiKey, withdrawalApiKey, secretKey } = this.options()
      update = outcomeOfError(error, secretRedactor([apiKey, withdrawalApiKey, secretKey]))
    }
    const { row, refund } = await this.log.complete(reservation.row.id, update)
    return { row, refund, failure }
  }

  /** Milliseconds until the next withdrawal request may be sent (0 = now), from the shared log. */
  async retryAfterMs(): Promise<number> {
    return intervalLeftMs(await this.log.lastSentAt())
  }

  /**
   * An admin's answer for a withdrawal whose outcome was unknown (after checking the CryptoCloud
   * dashboard): "sent" keeps it counted as paid out, "not_sent" frees an identical request. The
   * refund it paid follows in the same transaction.
   */
  resolve(id: string, resolution: WithdrawalResolution, adminUserId: string | null) {
    return this.log.resolve(id, resolution, adminUserId, this.stalePendingCutoff())
  }

  /** Pending rows a stopped process left behind become `unknown` (the reconciliation pass). */
  abandonStale() {
    return this.log.abandonStalePending(this.stalePendingCutoff())
  }
}
