/**
 * Payouts (an admin's withdrawal or a refund's) as the module hands them out: checked, logged
 * before they leave, sent once, and settled. The exactly-once rules and their SQL live in
 * withdrawal-log.ts; this class adds the client call and the options it needs.
 *
 * A payout leaves from one project's balance: it is sent with that project's client (its
 * withdrawal key), logged with its shop id, and paced and guarded per project. Without a shop id,
 * the first project's (the one project of a store configured the older way).
 */
import { CryptoCloudConfigError, CryptoCloudRateLimitError, DEFAULT_TIMEOUT_MS, WITHDRAWAL_MIN_INTERVAL_MS } from "../../lib/cryptocloud"
import type { Project } from "../../domain/projects"
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
import type { ProjectDirectory } from "./project-directory"
import { projectScope, type ProjectScope } from "./project-scope"

export class Payouts {
  constructor(
    private readonly log: WithdrawalLog,
    /** The store's projects (read when needed: the module resolves them after making this). */
    private readonly projects: () => ProjectDirectory
  ) {}

  /** The project a payout leaves from; unknown shop id → 404 naming it (ProjectDirectory.get). */
  project(shopId?: string | null): Project {
    return this.projects().get(shopId)
  }

  private scope(project: Project): ProjectScope {
    return projectScope(this.projects().shopIds(), project.shopId)
  }

  /** A payout request checked for its network and coin precision, with its identity key (400 otherwise). */
  prepare(input: { currency_code: string; to_address: string; amount: string }): PayoutRequest {
    // litecoinLegacyP2sh is one of the options every project shares.
    return preparePayout(input, { litecoinLegacyP2sh: this.project().options.litecoinLegacyP2sh === true })
  }

  /** Before this, a `pending` row was surely left by a process that stopped mid-request. */
  stalePendingCutoff(now = Date.now()): Date {
    // requestTimeoutMs is shared by every project's client.
    return new Date(now - stalePendingAfterMs(this.project().options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS))
  }

  /**
   * Every key and secret of every project: an error kept in the log is cleared of all of them,
   * whichever project's request it came from (a key never belongs in one; defence in depth).
   */
  private redactor(): (text: string) => string {
    return secretRedactor(
      this.projects()
        .list()
        .flatMap(({ options: o }) => [o.apiKey, o.withdrawalApiKey, o.secretKey])
    )
  }

  /**
   * Send a payout from a project's balance (`shopId`; default the first project) and log it. The
   * row is written, and the refund claimed, before the request leaves (WithdrawalLog.reserve): an
   * identical request of that project while one is pending or unknown is refused
   * (WithdrawalBlockedError), and so is a refund no longer owed (RefundNotOwedError); inside the
   * project's 12 s interval (any instance) the attempt is logged as refused and
   * CryptoCloudRateLimitError thrown. A request that was sent and failed returns its row (and
   * refund) with the error, so the caller can act on an `unknown` outcome.
   */
  async send(payout: PayoutRequest, adminUserId: string | null, claim: RefundClaim | null = null, shopId?: string | null) {
    const project = this.project(shopId)
    const client = this.projects().client(project.shopId)
    const reservation = await this.log.reserve(payout, adminUserId, claim, this.scope(project))
    if (reservation.kind === "too_early") {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000)
      throw new CryptoCloudRateLimitError(
        reservation.retryAfterMs,
        "client",
        `Withdrawal refused: CryptoCloud allows one withdrawal request every ${WITHDRAWAL_MIN_INTERVAL_MS / 1000} s; retry in ${seconds} s`
      )
    }
    let failure: Error | null = null
    let update: WithdrawalLogUpdate
    try {
      // To the address logged with the reservation — the one the refund's claim pinned in the
      // same transaction (withdrawal-log.ts claimRefund) — never one read before it.
      const { currency_code, amount } = payout
      const to_address = reservation.row.to_address
      if (!project.options.withdrawalApiKey && this.projects().list().length > 1) {
        // The client's own refusal names no project; with several, the merchant must know whose key is missing.
        throw new CryptoCloudConfigError(
          `withdrawals are disabled for CryptoCloud project "${project.shopId}": set its withdrawalApiKey in the plugin's \`projects\``
        )
      }
      update = outcomeOfSuccess(await client.createWithdrawal({ currency_code, to_address, amount }))
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error))
      update = outcomeOfError(error, this.redactor())
    }
    const { row, refund, changed } = await this.log.complete(reservation.row.id, update)
    return { row, refund, changed, failure }
  }

  /** Milliseconds until the project's next withdrawal request may be sent (0 = now), from the shared log. */
  async retryAfterMs(shopId?: string | null): Promise<number> {
    return intervalLeftMs(await this.log.lastSentAt(this.scope(this.project(shopId))))
  }

  /**
   * An admin's answer for a withdrawal whose outcome was unknown (after checking the CryptoCloud
   * dashboard): "sent" keeps it counted as paid out, "not_sent" frees an identical request. The
   * refund it paid follows in the same transaction. The row keeps its own project; a `shopId`
   * (the history the admin was looking at) must be that project, else 404.
   */
  resolve(id: string, resolution: WithdrawalResolution, adminUserId: string | null, shopId?: string | null) {
    const scope = shopId ? this.scope(this.project(shopId)) : null
    return this.log.resolve(id, resolution, adminUserId, this.stalePendingCutoff(), scope)
  }

  /** Pending rows a stopped process left behind become `unknown` (the reconciliation pass). */
  abandonStale() {
    return this.log.abandonStalePending(this.stalePendingCutoff())
  }
}
