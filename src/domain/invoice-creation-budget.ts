/**
 * How many invoices anonymous traffic may make the plugin create. Creating a payment session
 * needs only the publishable key, and each new invoice is a `create` call on the merchant's API
 * quota plus a ledger row that reconciliation reads until it closes. Reuse (ledger/handover.ts)
 * makes replacing a session free; what is left is bounded here, per cart and per instance.
 *
 * Token buckets, in memory: per instance by design (a store with N instances allows N times
 * the instance budget; the per-cart budget likewise follows the instance a request lands on).
 * Only the store route is budgeted: its middleware (api/store/payment-collections/
 * invoice-creation-budget.ts) answers 429 with `Retry-After` before anything is created when a
 * bucket is empty, and runs the request in a scope the provider sees; the provider takes the
 * token when it creates inside that scope. Sessions the store makes itself (Medusa's
 * compensation, admin tools, scripts) are not anonymous traffic and are never refused.
 */
import { AsyncLocalStorage } from "node:async_hooks"

export interface InvoiceCreationLimits {
  /** New invoices one cart (payment collection) may cause per hour; default 20. */
  perCartPerHour: number
  /** New invoices one server instance may create per minute, all carts together; default 120. */
  perInstancePerMinute: number
}

export const DEFAULT_INVOICE_CREATION_LIMITS: InvoiceCreationLimits = { perCartPerHour: 20, perInstancePerMinute: 120 }

/** Carts remembered at once; the least recently used goes first beyond it. */
const MAX_CARTS = 20_000

class Bucket {
  private tokens: number
  private at: number
  constructor(private readonly capacity: number, private readonly windowMs: number, now: number) {
    this.tokens = capacity
    this.at = now
  }
  private refill(now: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) * this.capacity) / this.windowMs)
    this.at = now
  }
  /** Milliseconds until one token is there (0: now). */
  waitMs(now: number): number {
    this.refill(now)
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) * this.windowMs) / this.capacity)
  }
  take(now: number): void {
    this.refill(now)
    this.tokens -= 1
  }
}

export interface BudgetVerdict {
  ok: boolean
  /** Seconds until a creation is allowed again (when not ok). */
  retryAfterSeconds: number
  /** Which budget is spent. */
  scope?: "cart" | "instance"
}

export class InvoiceCreationBudget {
  private readonly carts = new Map<string, Bucket>()
  private readonly instance: Bucket

  constructor(readonly limits: InvoiceCreationLimits, private readonly clock: () => number = Date.now) {
    this.instance = new Bucket(limits.perInstancePerMinute, 60_000, clock())
  }

  private cart(cartKey: string, now: number): Bucket {
    let bucket = this.carts.get(cartKey)
    if (bucket) {
      this.carts.delete(cartKey) // re-insert: the map's order is least recently used first
    } else {
      bucket = new Bucket(this.limits.perCartPerHour, 3_600_000, now)
      // Forgetting the least recently used cart hands it a fresh budget; the instance budget
      // still bounds whatever a flood of new carts could gain from that.
      if (this.carts.size >= MAX_CARTS) this.carts.delete(this.carts.keys().next().value as string)
    }
    this.carts.set(cartKey, bucket)
    return bucket
  }

  /** Whether a creation for this cart would be allowed now (takes nothing). */
  check(cartKey: string | null): BudgetVerdict {
    const now = this.clock()
    const instanceWait = this.instance.waitMs(now)
    const cartWait = cartKey ? this.cart(cartKey, now).waitMs(now) : 0
    const wait = Math.max(instanceWait, cartWait)
    if (!wait) return { ok: true, retryAfterSeconds: 0 }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), scope: cartWait >= instanceWait ? "cart" : "instance" }
  }

  /** Take a token for a creation, or say why not (nothing is taken then). */
  take(cartKey: string | null): BudgetVerdict {
    const verdict = this.check(cartKey)
    if (!verdict.ok) return verdict
    const now = this.clock()
    this.instance.take(now)
    if (cartKey) this.cart(cartKey, now).take(now)
    return verdict
  }
}

/**
 * The process's budget. The provider configures it from its options at boot; the store route's
 * middleware reads the same one (they run in one process and share this module).
 */
let shared = new InvoiceCreationBudget(DEFAULT_INVOICE_CREATION_LIMITS)

export function configureInvoiceCreationBudget(limits: Partial<InvoiceCreationLimits> | undefined): InvoiceCreationBudget {
  shared = new InvoiceCreationBudget({ ...DEFAULT_INVOICE_CREATION_LIMITS, ...(limits ?? {}) })
  return shared
}

export function invoiceCreationBudget(): InvoiceCreationBudget {
  return shared
}

const storeRequest = new AsyncLocalStorage<{ cartKey: string | null }>()

/** Run a store request that may create invoices (the payment-sessions route) under the budget. */
export function withinStoreSessionRequest<T>(cartKey: string | null, run: () => T): T {
  return storeRequest.run({ cartKey }, run)
}

/** Take a token when the creation happens inside a store request; anything else is not budgeted. */
export function takeForStoreRequest(): BudgetVerdict {
  const scope = storeRequest.getStore()
  return scope ? shared.take(scope.cartKey) : { ok: true, retryAfterSeconds: 0 }
}

/** The message a shopper sees when a budget is spent (no configuration hints). */
export function budgetSpentMessage(verdict: BudgetVerdict): string {
  return `Too many crypto payment attempts; try again in ${verdict.retryAfterSeconds} seconds.`
}
