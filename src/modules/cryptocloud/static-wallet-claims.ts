/**
 * The SQL of creating customers' static wallets without holding a connection across the
 * service call (the rules are in domain/static-wallet-limits.ts):
 *
 * 1. claim — one short transaction: under one advisory lock for all claims (so two customers'
 *    claims cannot both take the budget's last slot, nor one customer's parallel requests for
 *    several currencies pass the cap together), check the cap and the hourly budget and insert
 *    the row as `claimed`. Commit. The unique (customer_id, currency) index stays the backstop.
 * 2. the caller asks the service, holding nothing;
 * 3. fill — the answer's uuid and address, state `ready`.
 *
 * A second request for the same customer and currency finds the claim and polls the row until
 * it is ready (no lock wait, no connection held between polls). A claim whose call ended without
 * a trustworthy answer is `abandoned` (claimed_at cleared), and so is one older than the request
 * timeout plus a margin (its process died); whoever takes it over looks the wallet up at the
 * service before creating one. `claimed_at` is also the claim's token: only the request that set
 * it may give the claim up.
 *
 * A wallet belongs to one project (a store with several projects): it is made with that project's
 * key, so what arrives on it is that project's money. A customer holds one wallet per currency
 * per project; the cap and the hourly budget count one project's wallets.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { PaymentCurrencyCode } from "../../lib/cryptocloud"
import { staticWalletIdentify, staticWalletIdentifyIn } from "../../domain/static-wallets"
import { whereInProject, type ProjectScope } from "./project-scope"
import {
  budgetRefusal,
  budgetWindowStart,
  claimView,
  currencyRefusal,
  customerCapRefusal,
  freeingOffset,
  pendingRefusal,
  secondsUntilStale,
  STATIC_WALLET_CLAIM_POLL_MS,
  type StaticWalletLimits,
  type StaticWalletRefusal,
} from "../../domain/static-wallet-limits"

export const WALLET_TABLE = "cryptocloud_static_wallet"
/** Advisory-lock key (hashed by Postgres): one claim at a time across every instance. */
const CLAIM_LOCK = "cryptocloud:static-wallet-claims"

export interface StaticWalletRow {
  id: string
  customer_id: string
  currency: string
  /** Null while claimed. */
  uuid: string | null
  address: string | null
  identify: string
  state: "claimed" | "ready"
  claimed_at: Date | null
  /** The project whose key made (or is making) it; null only on rows from before projects. */
  shop_id: string | null
  created_at: Date
}

/** A wallet the service made: what customers see and deposits are matched to. */
export interface ReadyWalletRow extends StaticWalletRow {
  uuid: string
  address: string
  state: "ready"
}

/**
 * A claim this request holds: `claimed_at` is its token (a string once a workflow has passed it
 * on); `lookup` when a wallet may exist at the service already (a claim taken over), created since
 * `since` (the row's first claim).
 */
export interface HeldClaim {
  id: string
  /** The project the wallet is made in: its wallet client calls the service. */
  shopId: string
  identify: string
  currency: PaymentCurrencyCode
  claimed_at: Date | string
  since: Date | string
  lookup: boolean
}

export type ClaimOutcome = { kind: "ready"; wallet: ReadyWalletRow } | { kind: "claimed"; claim: HeldClaim } | { kind: "refused"; refusal: StaticWalletRefusal }

export interface ClaimRules {
  limits: StaticWalletLimits
  /** After this long a claim is abandoned (domain claimStaleAfterMs). */
  staleAfterMs: number
  /** How long to wait for another request's claim before answering "still being created". */
  waitMs: number
  now?: () => Date
  sleep?: (ms: number) => Promise<void>
}

const live = (pg: Knex) => pg<StaticWalletRow>(WALLET_TABLE).whereNull("deleted_at")
const isReady = (row: StaticWalletRow): row is ReadyWalletRow => row.state === "ready" && !!row.uuid && !!row.address
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export class StaticWalletClaims {
  constructor(private readonly pg: Knex) {}

  /** The customer's row for a currency in a project (any state), or null. */
  async find(customerId: string, currency: string, scope: ProjectScope): Promise<StaticWalletRow | null> {
    return (await whereInProject(live(this.pg).where({ customer_id: customerId, currency }), scope).first()) ?? null
  }

  /** The customer's usable wallets in a project, oldest first (claims are never shown). */
  async listReady(customerId: string, scope: ProjectScope): Promise<ReadyWalletRow[]> {
    const rows = await whereInProject(live(this.pg).where({ customer_id: customerId, state: "ready" }), scope).orderBy([
      { column: "created_at" },
      { column: "id" },
    ])
    return rows.filter(isReady)
  }

  /**
   * The customer's wallet for `currency` in the scope's project: `ready` (existing, or made by
   * another request while this one waited), `claimed` (this request must call the service with
   * the project's key, then fill or give it up), or `refused` (currency not offered, cap, budget,
   * or another request's creation still in flight after `waitMs`) — the project's rules.
   */
  async acquire(customerId: string, currency: PaymentCurrencyCode, scope: ProjectScope, rules: ClaimRules): Promise<ClaimOutcome> {
    const now = rules.now ?? (() => new Date())
    const sleep = rules.sleep ?? defaultSleep
    const deadline = now().getTime() + rules.waitMs
    for (;;) {
      const row = await this.find(customerId, currency, scope)
      if (!row) {
        // Only new wallets need an allowed currency: one the customer holds keeps working.
        const notOffered = currencyRefusal(rules.limits, currency)
        if (notOffered) return { kind: "refused", refusal: notOffered }
        const claimed = await this.claim(customerId, currency, scope, rules.limits, now())
        // null: another request inserted the row first; read it again.
        if (claimed) return claimed
        continue
      }
      const view = claimView(row, now(), rules.staleAfterMs)
      if (view === "ready" && isReady(row)) return { kind: "ready", wallet: row }
      if (view === "abandoned") {
        const taken = await this.takeOver(row, scope, now())
        if (taken) return { kind: "claimed", claim: taken }
        continue
      }
      if (now().getTime() >= deadline) {
        return { kind: "refused", refusal: pendingRefusal(secondsUntilStale(row.claimed_at ?? now(), now(), rules.staleAfterMs)) }
      }
      await sleep(STATIC_WALLET_CLAIM_POLL_MS)
    }
  }

  /** The short transaction of step 1; null when the row exists after all (unique index). */
  private async claim(
    customerId: string,
    currency: PaymentCurrencyCode,
    scope: ProjectScope,
    limits: StaticWalletLimits,
    now: Date
  ): Promise<ClaimOutcome | null> {
    try {
      return await this.claimOnce(customerId, currency, scope, limits, now)
    } catch (error) {
      // The unique index caught a row made outside the claim lock (an instance still running an
      // older version during a deploy): read it again like any other.
      if ((error as { code?: unknown })?.code === "23505") return null
      throw error
    }
  }

  private claimOnce(
    customerId: string,
    currency: PaymentCurrencyCode,
    scope: ProjectScope,
    limits: StaticWalletLimits,
    now: Date
  ): Promise<ClaimOutcome | null> {
    return this.pg.transaction(async (trx) => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [CLAIM_LOCK])
      const mine = () => whereInProject(live(trx), scope)
      if (await mine().where({ customer_id: customerId, currency }).first()) return null
      const held = await count(mine().where({ customer_id: customerId }))
      const capped = customerCapRefusal(limits, held)
      if (capped) return { kind: "refused" as const, refusal: capped }
      const since = budgetWindowStart(now)
      const created = await count(mine().where("created_at", ">", since))
      let freeing: Date | null = null
      if (created >= limits.hourlyBudget && created > 0) {
        const row = await mine().where("created_at", ">", since).orderBy("created_at", "asc").offset(freeingOffset(limits, created)).first()
        freeing = row ? new Date(row.created_at) : null
      }
      const spent = budgetRefusal(limits, created, freeing, now)
      if (spent) return { kind: "refused" as const, refusal: spent }
      // The plain identify unless another project's wallet of this customer and currency has it.
      const plain = staticWalletIdentify(customerId, currency)
      const taken = await live(trx).where({ identify: plain }).first("id")
      const identify = taken ? staticWalletIdentifyIn(customerId, currency, scope.shopId) : plain
      // One clock for created_at and the window it is counted in (this instance's).
      const row = {
        id: generateEntityId(undefined, "ccsw"),
        customer_id: customerId,
        currency,
        identify,
        state: "claimed",
        claimed_at: now,
        shop_id: scope.shopId,
        created_at: now,
        updated_at: now,
      }
      await trx(WALLET_TABLE).insert(row)
      return { kind: "claimed" as const, claim: { id: row.id, shopId: scope.shopId, identify, currency, claimed_at: now, since: now, lookup: false } }
    })
  }

  /** Take an abandoned claim over (compare-and-set on its token); null when another request did. */
  private async takeOver(row: StaticWalletRow, scope: ProjectScope, now: Date): Promise<HeldClaim | null> {
    const query = live(this.pg).where({ id: row.id, state: "claimed" })
    if (row.claimed_at === null) query.whereNull("claimed_at")
    else query.where({ claimed_at: row.claimed_at })
    const updated = await query.update({ claimed_at: now, updated_at: now } as Partial<StaticWalletRow>)
    // The row's currency was checked when it was first claimed.
    const currency = row.currency as PaymentCurrencyCode
    return updated
      ? { id: row.id, shopId: row.shop_id ?? scope.shopId, identify: row.identify, currency, claimed_at: now, since: row.created_at, lookup: true }
      : null
  }

  /** Step 3: the service's answer makes the claim a wallet (whoever holds the claim now). */
  async fill(claim: HeldClaim, remote: { uuid: string; address: string }): Promise<ReadyWalletRow> {
    const [filled] = await live(this.pg)
      .where({ id: claim.id, state: "claimed" })
      .update({ uuid: remote.uuid, address: remote.address, state: "ready", updated_at: new Date() } as Partial<StaticWalletRow>)
      .returning("*")
    if (filled && isReady(filled)) return filled
    // Filled by a request that took the claim over meanwhile: the same identify, the same wallet.
    const row = await live(this.pg).where({ id: claim.id }).first()
    if (row && isReady(row)) return row
    throw new Error(`static wallet ${claim.id} is no longer claimed; it could not be stored`)
  }

  /**
   * The call ended without an answer to trust (it may have created the wallet): the next request
   * takes the claim over at once and looks the wallet up first. Still counts against the cap.
   */
  async abandon(claim: HeldClaim): Promise<void> {
    await live(this.pg)
      .where({ id: claim.id, state: "claimed", claimed_at: claim.claimed_at })
      .update({ claimed_at: null, updated_at: new Date() } as Partial<StaticWalletRow>)
  }

  /** The service provably made no wallet: the claim goes, and stops counting against the cap. */
  async release(claim: HeldClaim): Promise<void> {
    await live(this.pg).where({ id: claim.id, state: "claimed", claimed_at: claim.claimed_at }).delete()
  }
}

async function count(query: Knex.QueryBuilder): Promise<number> {
  const [row] = await query.clone().clearSelect().count<{ count: string | number }[]>({ count: "*" })
  return Number(row?.count ?? 0)
}
