/**
 * How many invoices anonymous traffic may make the plugin create. Creating a payment session
 * needs only the publishable key, and each new invoice is a `create` call on the merchant's API
 * quota plus a ledger row that reconciliation reads until it closes. Reuse (ledger/handover.ts)
 * makes replacing a session free; what is left is bounded here, per cart and for the store.
 *
 * Token buckets counted for the whole store (budgets/sql-buckets.ts: one row per bucket in the
 * plugin's table, every instance takes from the same rows), so a store with several server
 * instances — or an autoscaled one — allows each figure once, wherever a request lands. Only the
 * store route is budgeted: its middleware (api/store/payment-collections/
 * invoice-creation-budget.ts) answers 429 with `Retry-After` before anything is created when a
 * bucket is empty (one read), and runs the request in a scope the provider sees; the provider
 * takes the tokens when it creates inside that scope (one statement). A session that takes its
 * cart's open invoice over creates nothing and takes nothing. Sessions the store makes itself
 * (Medusa's compensation, admin tools, scripts) are not anonymous traffic and are never refused.
 *
 * With several projects (design.md, "Several projects in one store") the cart's bucket stays the
 * cart's (a cart is one checkout, whichever project's provider it uses) and the per-minute figure
 * stays one for the store: it bounds what anonymous traffic may add to the store's own ledger,
 * database and reconciliation pass, which all projects share; and the store route checks it
 * before the request names a provider (the middleware runs ahead of Medusa's route).
 *
 * A customer's pay link (api/cryptocloud/pay) has a budget of its own, per link: its *Pay* is
 * never charged to nor refused by the collection's or the store's anonymous buckets, since
 * anyone who knows an order id can spend those (design.md, "Trust"). Only an admin makes links,
 * so a budget per link bounds what a leaked link can cost.
 *
 * So does the order's customer, signed in (Medusa's customer session or bearer token, whose
 * customer owns the order of the collection): the storefront's order payment
 * (storefront/order-payment.ts) has a bucket per collection for them alone, the per-cart figure,
 * and is never refused by the anonymous ones. Everything else on an order's collection is a
 * stranger's as far as the plugin can tell: its invoices are marked (ledger `opened_by_stranger`).
 */
import { AsyncLocalStorage } from "node:async_hooks"
import { MemoryBucketStore, type BucketSpec, type BucketStore, type BucketVerdict } from "./budgets/token-bucket"

export interface InvoiceCreationLimits {
  /** New invoices one cart (payment collection) may cause per hour; default 20. */
  perCartPerHour: number
  /** New invoices the whole store may create per minute, all carts together; default 120. */
  perStorePerMinute: number
}

export const DEFAULT_INVOICE_CREATION_LIMITS: InvoiceCreationLimits = { perCartPerHour: 20, perStorePerMinute: 120 }

/** The option as merchants write it: `perInstancePerMinute` is the store-wide figure's former name. */
export interface InvoiceCreationBudgetOption {
  perCartPerHour?: number
  perStorePerMinute?: number
  /** @deprecated counted for the whole store now: use `perStorePerMinute`. */
  perInstancePerMinute?: number
}

export function invoiceCreationLimits(option: InvoiceCreationBudgetOption | undefined): InvoiceCreationLimits {
  return {
    perCartPerHour: option?.perCartPerHour ?? DEFAULT_INVOICE_CREATION_LIMITS.perCartPerHour,
    perStorePerMinute: option?.perStorePerMinute ?? option?.perInstancePerMinute ?? DEFAULT_INVOICE_CREATION_LIMITS.perStorePerMinute,
  }
}

/** New invoices one pay link's *Pay* may cause per hour (its own bucket, nobody else's). */
export const PAY_LINK_INVOICES_PER_HOUR = 20

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
/** Bucket keys (rows of the budget table); a cart is its payment collection. */
export const STORE_INVOICES_KEY = "invoices:store"
const cartKeyOf = (cartKey: string) => `invoices:cart:${cartKey}`
const linkKeyOf = (linkKey: string) => `invoices:link:${linkKey}`
const customerKeyOf = (collectionKey: string) => `invoices:customer:${collectionKey}`

export type BudgetScope =
  | { kind: "store"; cartKey: string | null }
  | { kind: "pay_link"; linkKey: string }
  /** The order's own customer, signed in, paying the order's collection `collectionKey`. */
  | { kind: "customer"; collectionKey: string }

export interface BudgetVerdict {
  ok: boolean
  /** Seconds until a creation is allowed again (when not ok). */
  retryAfterSeconds: number
  /** Which budget is spent. */
  scope?: "cart" | "store" | "link" | "customer"
}

export class InvoiceCreationBudget {
  constructor(
    readonly limits: InvoiceCreationLimits,
    private readonly buckets: BucketStore = new MemoryBucketStore(),
    readonly perLinkPerHour = PAY_LINK_INVOICES_PER_HOUR
  ) {}

  /** The buckets a creation in this scope takes from. */
  bucketsOf(scope: BudgetScope): BucketSpec[] {
    if (scope.kind === "pay_link") return [{ key: linkKeyOf(scope.linkKey), capacity: this.perLinkPerHour, windowMs: HOUR_MS }]
    if (scope.kind === "customer") return [{ key: customerKeyOf(scope.collectionKey), capacity: this.limits.perCartPerHour, windowMs: HOUR_MS }]
    const store: BucketSpec = { key: STORE_INVOICES_KEY, capacity: this.limits.perStorePerMinute, windowMs: MINUTE_MS }
    return scope.cartKey ? [{ key: cartKeyOf(scope.cartKey), capacity: this.limits.perCartPerHour, windowMs: HOUR_MS }, store] : [store]
  }

  /** Whether a creation in this scope would be allowed now (takes nothing). */
  async check(scope: BudgetScope): Promise<BudgetVerdict> {
    return verdictFor(await this.buckets.check(this.bucketsOf(scope)))
  }

  /** Take the tokens of a creation, or say why not (nothing is taken then). */
  async take(scope: BudgetScope): Promise<BudgetVerdict> {
    return verdictFor(await this.buckets.take(this.bucketsOf(scope)))
  }
}

function verdictFor(verdict: BucketVerdict): BudgetVerdict {
  if (verdict.ok) return { ok: true, retryAfterSeconds: 0 }
  const scope =
    verdict.key === STORE_INVOICES_KEY
      ? "store"
      : verdict.key.startsWith("invoices:link:")
        ? "link"
        : verdict.key.startsWith("invoices:customer:")
          ? "customer"
          : "cart"
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(verdict.waitMs / 1000)), scope }
}

/**
 * The process's budget. The provider configures it at boot with its options and the database
 * (where the buckets are); the store routes read the same one (one process, one module).
 */
let shared = new InvoiceCreationBudget(DEFAULT_INVOICE_CREATION_LIMITS)

/** Said at boot when the option still uses the store-wide figure's former name. */
export const PER_INSTANCE_RENAMED =
  "CryptoCloud: `invoiceCreationBudget.perInstancePerMinute` is now counted once for the whole store, however many server instances run; rename it to `perStorePerMinute` (the old name still works)."

export function configureInvoiceCreationBudget(
  option: InvoiceCreationBudgetOption | undefined,
  buckets?: BucketStore,
  warn: (message: string) => void = () => {}
): InvoiceCreationBudget {
  if (option?.perInstancePerMinute !== undefined) warn(PER_INSTANCE_RENAMED)
  shared = new InvoiceCreationBudget(invoiceCreationLimits(option), buckets)
  return shared
}

export function invoiceCreationBudget(): InvoiceCreationBudget {
  return shared
}

const storeRequest = new AsyncLocalStorage<BudgetScope>()

/** Run a store request that may create invoices (the payment-sessions route) under the budget. */
export function withinStoreSessionRequest<T>(cartKey: string | null, run: () => T): T {
  return storeRequest.run({ kind: "store", cartKey }, run)
}

/** Run the order's customer's own store request under their bucket for that collection. */
export function withinCustomerRequest<T>(collectionKey: string, run: () => T): T {
  return storeRequest.run({ kind: "customer", collectionKey }, run)
}

/**
 * Whether the creation running now is anonymous store traffic (the store route, neither the
 * order's signed-in customer nor a pay link): on an order's collection, a stranger's as far as
 * the plugin can tell. Sessions the store makes itself (no scope) are not.
 */
export function anonymousStoreRequest(): boolean {
  return storeRequest.getStore()?.kind === "store"
}

/** Run a pay link's *Pay* under that link's budget alone. */
export function withinPayLinkRequest<T>(linkKey: string, run: () => T): T {
  return storeRequest.run({ kind: "pay_link", linkKey }, run)
}

/** Take the tokens when the creation happens inside a store request or a pay link's *Pay*; anything else is not budgeted. */
export async function takeForStoreRequest(): Promise<BudgetVerdict> {
  const scope = storeRequest.getStore()
  if (!scope) return { ok: true, retryAfterSeconds: 0 }
  return shared.take(scope)
}

/** The message a shopper sees when a budget is spent (no configuration hints). */
export function budgetSpentMessage(verdict: BudgetVerdict): string {
  return `Too many crypto payment attempts; try again in ${verdict.retryAfterSeconds} seconds.`
}
