/**
 * A logged-in customer's deposit address for one currency, in two steps so that the service
 * call holds no database connection or lock (modules/cryptocloud/static-wallet-claims.ts):
 *
 * 1. claim — the stored wallet, a refusal (currency not offered, the customer's cap, the hourly
 *    budget, another request's creation still in flight), or a claimed row, committed;
 * 2. create — only for a claim: ask the service (after looking the wallet up, when the claim was
 *    taken over from a call that may have made it), then fill the row.
 *
 * The service has no call to delete a static wallet, so nothing here undoes one. What a failed
 * creation leaves is decided by what may exist at the service: provably nothing (a first claim,
 * the service refused or was never reached) → the claim goes; maybe a wallet (a lost answer, or
 * a claim that was already in doubt) → the claim stays, abandoned, and the next request looks the
 * wallet up before creating one — never two wallets for one customer and currency in a project.
 *
 * Everything is the project's (`shop_id`, which the route resolved): its settings' limits, its
 * wallets, and its wallet client — the wallet is made in that project's account.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DEFAULT_TIMEOUT_MS, isAmbiguousFailure, type CryptoCloudClient, type PaymentCurrencyCode, type StaticWallet } from "../../../lib/cryptocloud"
import {
  STATIC_WALLET_LOOKUP_MAX_PAGES,
  STATIC_WALLET_LOOKUP_PAGE_SIZE,
  staticWalletClaimRules,
  walletLookupPeriod,
  walletWithIdentify,
  type StaticWalletRefusal,
} from "../../../domain/static-wallet-limits"
import type { ClaimOutcome, HeldClaim, ReadyWalletRow } from "../../../modules/cryptocloud/static-wallet-claims"
import { projectScope } from "../../../modules/cryptocloud/project-scope"
import { cryptocloudModule } from "../module-access"

export interface EnsureStaticWalletInput {
  customer_id: string
  currency: PaymentCurrencyCode
  /** The project the wallet is in (a shop id of the store's). */
  shop_id: string
}

export type EnsureStaticWalletResult = { kind: "wallet"; wallet: ReadyWalletRow; created: boolean } | { kind: "refused"; refusal: StaticWalletRefusal }

export const claimStaticWalletStep = createStep(
  "cryptocloud-claim-static-wallet",
  async ({ customer_id, currency, shop_id }: EnsureStaticWalletInput, { container }) => {
    const cryptocloud = cryptocloudModule(container)
    const project = cryptocloud.projects.get(shop_id)
    const timeoutMs = project.options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS
    const rules = staticWalletClaimRules(await cryptocloud.getPersistedSettings(project.shopId), timeoutMs)
    const scope = projectScope(cryptocloud.projects.shopIds(), project.shopId)
    const outcome = await cryptocloud.staticWallets.acquire(customer_id, currency, scope, rules)
    return new StepResponse(outcome, outcome.kind === "claimed" ? outcome.claim : null)
  },
  async (claim, { container }) => {
    // Reached only when the create step could not say what it left (it settles its own claim
    // otherwise, and then this matches nothing): a wallet may exist, so the claim is abandoned.
    if (claim) await cryptocloudModule(container).staticWallets.abandon(claim)
  }
)

export const createClaimedStaticWalletStep = createStep("cryptocloud-create-claimed-static-wallet", async (outcome: ClaimOutcome, { container }) => {
  if (outcome.kind === "ready") return new StepResponse<EnsureStaticWalletResult>({ kind: "wallet", wallet: outcome.wallet, created: false })
  if (outcome.kind === "refused") return new StepResponse<EnsureStaticWalletResult>({ kind: "refused", refusal: outcome.refusal })
  const cryptocloud = cryptocloudModule(container)
  const { claim } = outcome
  let answered = false
  try {
    const client = cryptocloud.getStaticWalletClient(claim.shopId)
    const found = claim.lookup ? await lookUp(client, claim) : null
    const remote = found ?? (await client.createStaticWallet({ currency: claim.currency, identify: claim.identify }))
    answered = true
    const wallet = await cryptocloud.staticWallets.fill(claim, remote)
    return new StepResponse<EnsureStaticWalletResult>({ kind: "wallet", wallet, created: true })
  } catch (error) {
    const nothingMade = !answered && !claim.lookup && !isAmbiguousFailure(error)
    // If this write fails too, the claim step's compensation abandons the claim: the safe side.
    await (nothingMade ? cryptocloud.staticWallets.release(claim) : cryptocloud.staticWallets.abandon(claim)).catch(() => undefined)
    throw error
  }
})

/**
 * The wallet an earlier call for this claim may have made, from the service's list (newest
 * first) since the claim began; null when it is not there. The list is read at most
 * STATIC_WALLET_LOOKUP_MAX_PAGES pages deep. Past that, the create call carries the same identify:
 * the sandbox answers it with the wallet it has; the spec does not say what the service does, but
 * a second wallet would carry the same identify, so its deposits would still be this customer's.
 */
async function lookUp(client: CryptoCloudClient, claim: HeldClaim): Promise<StaticWallet | null> {
  const period = walletLookupPeriod(claim.since, new Date())
  for (let page = 0; page < STATIC_WALLET_LOOKUP_MAX_PAGES; page++) {
    const offset = page * STATIC_WALLET_LOOKUP_PAGE_SIZE
    const { wallets } = await client.listStaticWallets({ ...period, offset, limit: STATIC_WALLET_LOOKUP_PAGE_SIZE })
    const found = walletWithIdentify(wallets, claim.identify)
    if (found) return found
    if (wallets.length < STATIC_WALLET_LOOKUP_PAGE_SIZE) return null
  }
  return null
}
