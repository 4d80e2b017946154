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
 *
 * A customer's pay link (api/cryptocloud/pay) has a budget of its own, per link: its *Pay* is
 * never charged to nor refused by the collection's or the instance's anonymous buckets, since
 * anyone who knows an order id can spend those (design.md, "Trust"). Only an admin makes links,
 * so a budget per link bounds what a leaked link can cost.
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
  scope?: "cart" | "instance" | "link"
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

/** New invoices one pay link's *Pay* may cause per hour (its own bucket, nobody else's). */
export const PAY_LINK_INVOICES_PER_HOUR = 20

/** One hourly bucket per pay link; in memory, per instance, like the others. */
export class PayLinkBudget {
  private readonly links = new Map<string, Bucket>()

  constructor(readonly perLinkPerHour = PAY_LINK_INVOICES_PER_HOUR, private readonly clock: () => number = Date.now) {}

  private bucket(linkKey: string, now: number): Bucket {
    let bucket = this.links.get(linkKey)
    if (bucket) this.links.delete(linkKey)
    else {
      bucket = new Bucket(this.perLinkPerHour, 3_600_000, now)
      if (this.links.size >= MAX_CARTS) this.links.delete(this.links.keys().next().value as string)
    }
    this.links.set(linkKey, bucket)
    return bucket
  }

  check(linkKey: string): BudgetVerdict {
    const wait = this.bucket(linkKey, this.clock()).waitMs(this.clock())
    return wait ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), scope: "link" } : { ok: true, retryAfterSeconds: 0 }
  }

  take(linkKey: string): BudgetVerdict {
    const verdict = this.check(linkKey)
    if (verdict.ok) this.bucket(linkKey, this.clock()).take(this.clock())
    return verdict
  }
}

let sharedPayLinks = new PayLinkBudget()

export function payLinkBudget(): PayLinkBudget {
  return sharedPayLinks
}

/** Tests: a pay-link budget of another size or clock. */
export function configurePayLinkBudget(budget: PayLinkBudget): PayLinkBudget {
  sharedPayLinks = budget
  return budget
}

type RequestScope = { kind: "store"; cartKey: string | null } | { kind: "pay_link"; linkKey: string }

const storeRequest = new AsyncLocalStorage<RequestScope>()

/** Run a store request that may create invoices (the payment-sessions route) under the budget. */
export function withinStoreSessionRequest<T>(cartKey: string | null, run: () => T): T {
  return storeRequest.run({ kind: "store", cartKey }, run)
}

/** Run a pay link's *Pay* under that link's budget alone. */
export function withinPayLinkRequest<T>(linkKey: string, run: () => T): T {
  return storeRequest.run({ kind: "pay_link", linkKey }, run)
}

/** Take a token when the creation happens inside a store request or a pay link's *Pay*; anything else is not budgeted. */
export function takeForStoreRequest(): BudgetVerdict {
  const scope = storeRequest.getStore()
  if (!scope) return { ok: true, retryAfterSeconds: 0 }
  return scope.kind === "pay_link" ? sharedPayLinks.take(scope.linkKey) : shared.take(scope.cartKey)
}

/** The message a shopper sees when a budget is spent (no configuration hints). */
export function budgetSpentMessage(verdict: BudgetVerdict): string {
  return `Too many crypto payment attempts; try again in ${verdict.retryAfterSeconds} seconds.`
}
