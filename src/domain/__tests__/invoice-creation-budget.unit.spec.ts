import {
  budgetSpentMessage,
  configureInvoiceCreationBudget,
  invoiceCreationBudget,
  invoiceCreationLimits,
  InvoiceCreationBudget,
  PER_INSTANCE_RENAMED,
  takeForStoreRequest,
  anonymousStoreRequest,
  withinCustomerRequest,
  withinPayLinkRequest,
  withinStoreSessionRequest,
} from "../invoice-creation-budget"
import { MemoryBucketStore } from "../budgets/token-bucket"
import { validateOptions } from "../options"

const clock = (start = 1_000_000) => {
  const c = { now: start }
  return { c, fn: () => c.now }
}
const cart = (cartKey: string) => ({ kind: "store" as const, cartKey })
const link = (linkKey: string) => ({ kind: "pay_link" as const, linkKey })

describe("invoice creation budget", () => {
  it("a cart gets its hourly budget, then a 429 verdict with the wait until the next token; other carts are unaffected", async () => {
    const { c, fn } = clock()
    const budget = new InvoiceCreationBudget({ perCartPerHour: 3, perStorePerMinute: 1000 }, new MemoryBucketStore(fn))
    for (let i = 0; i < 3; i++) expect((await budget.take(cart("pay_col_A"))).ok).toBe(true)
    const refused = await budget.take(cart("pay_col_A"))
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 1200, scope: "cart" }) // one token per 20 min
    expect((await budget.take(cart("pay_col_B"))).ok).toBe(true)
    c.now += 1_200_000
    expect((await budget.check(cart("pay_col_A"))).ok).toBe(true)
    expect(budgetSpentMessage(refused)).toBe("Too many crypto payment attempts; try again in 1200 seconds.")
  })

  it("the store budget bounds all carts together; a refusal takes nothing", async () => {
    const { c, fn } = clock()
    const budget = new InvoiceCreationBudget({ perCartPerHour: 100, perStorePerMinute: 2 }, new MemoryBucketStore(fn))
    expect((await budget.take(cart("a"))).ok).toBe(true)
    expect((await budget.take(cart("b"))).ok).toBe(true)
    expect(await budget.take(cart("c"))).toEqual({ ok: false, retryAfterSeconds: 30, scope: "store" })
    c.now += 30_000
    expect((await budget.take(cart("c"))).ok).toBe(true)
    expect((await budget.check(cart("c"))).ok).toBe(false) // the store's bucket is empty again
    // "c" spent one cart token only, for the creation that happened: 99 are left.
    c.now += 60_000
    for (let i = 0; i < 2; i++) expect((await budget.take(cart("c"))).ok).toBe(true)
  })

  it("check() never takes a token", async () => {
    const { fn } = clock()
    const budget = new InvoiceCreationBudget({ perCartPerHour: 1, perStorePerMinute: 1 }, new MemoryBucketStore(fn))
    for (let i = 0; i < 5; i++) expect((await budget.check(cart("x"))).ok).toBe(true)
    expect((await budget.take(cart("x"))).ok).toBe(true)
    expect((await budget.check(cart("x"))).ok).toBe(false)
  })

  it("two server instances over the store's buckets allow each figure once (the old per-process buckets allowed it per process)", async () => {
    const { fn } = clock()
    const shared = new MemoryBucketStore(fn)
    const instances = [0, 1].map(() => new InvoiceCreationBudget({ perCartPerHour: 5, perStorePerMinute: 1000 }, shared))
    const verdicts = []
    for (let i = 0; i < 8; i++) verdicts.push((await instances[i % 2].take(cart("pay_col_A"))).ok)
    expect(verdicts).toEqual([true, true, true, true, true, false, false, false])
    for (const instance of instances) expect(await instance.check(cart("pay_col_A"))).toEqual(expect.objectContaining({ ok: false, scope: "cart" }))
  })

  it("keys: a cart's bucket, the store's, a link's (the rows every instance shares)", () => {
    const budget = new InvoiceCreationBudget({ perCartPerHour: 20, perStorePerMinute: 120 })
    expect(budget.bucketsOf(cart("pay_col_1"))).toEqual([
      { key: "invoices:cart:pay_col_1", capacity: 20, windowMs: 3_600_000 },
      { key: "invoices:store", capacity: 120, windowMs: 60_000 },
    ])
    expect(budget.bucketsOf({ kind: "store", cartKey: null })).toEqual([{ key: "invoices:store", capacity: 120, windowMs: 60_000 }])
    expect(budget.bucketsOf(link("ccpl_1"))).toEqual([{ key: "invoices:link:ccpl_1", capacity: 20, windowMs: 3_600_000 }])
  })
})

describe("option invoiceCreationBudget", () => {
  const REQUIRED = { apiKey: "key", shopId: "shop", secretKey: "secret" }
  it("perStorePerMinute is the store-wide figure; perInstancePerMinute, its former name, still sets it", () => {
    expect(invoiceCreationLimits(undefined)).toEqual({ perCartPerHour: 20, perStorePerMinute: 120 })
    expect(invoiceCreationLimits(validateOptions({ ...REQUIRED, invoiceCreationBudget: { perStorePerMinute: 60 } }).invoiceCreationBudget)).toEqual({
      perCartPerHour: 20,
      perStorePerMinute: 60,
    })
    expect(
      invoiceCreationLimits(validateOptions({ ...REQUIRED, invoiceCreationBudget: { perInstancePerMinute: 30, perCartPerHour: 5 } }).invoiceCreationBudget)
    ).toEqual({ perCartPerHour: 5, perStorePerMinute: 30 })
  })

  it("the former name is said at boot; both names at once are refused with a clear message", () => {
    const warnings: string[] = []
    configureInvoiceCreationBudget({ perInstancePerMinute: 30 }, undefined, (m) => warnings.push(m))
    expect(warnings).toEqual([PER_INSTANCE_RENAMED])
    expect(invoiceCreationBudget().limits.perStorePerMinute).toBe(30)
    configureInvoiceCreationBudget({ perStorePerMinute: 30 }, undefined, (m) => warnings.push(m))
    expect(warnings).toHaveLength(1)
    configureInvoiceCreationBudget(undefined)
    expect(() => validateOptions({ ...REQUIRED, invoiceCreationBudget: { perStorePerMinute: 30, perInstancePerMinute: 30 } })).toThrow(
      "`invoiceCreationBudget`: set `perStorePerMinute` only (`perInstancePerMinute` is its former name)"
    )
    expect(() => validateOptions({ ...REQUIRED, invoiceCreationBudget: { perStorePerMinute: 0 } })).toThrow("perStorePerMinute?: 1–100000")
  })
})

describe("only store requests are budgeted", () => {
  afterEach(() => configureInvoiceCreationBudget(undefined))

  it("a creation outside the payment-sessions route's scope is never refused; inside it takes the cart's tokens", async () => {
    configureInvoiceCreationBudget({ perCartPerHour: 1, perStorePerMinute: 100 })
    for (let i = 0; i < 5; i++) expect((await takeForStoreRequest()).ok).toBe(true) // Medusa's own, scripts, admin tools
    const inside = await withinStoreSessionRequest("pay_col_1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1)) // the scope survives awaits, as through a workflow
      return [(await takeForStoreRequest()).ok, (await takeForStoreRequest()).ok]
    })
    expect(inside).toEqual([true, false])
  })
})

describe("a pay link's own budget (an order id is public: strangers spend the collection's)", () => {
  afterEach(() => configureInvoiceCreationBudget(undefined))

  it("a link's *Pay* is neither refused by nor charged to the collection's or the store's spent buckets", async () => {
    configureInvoiceCreationBudget({ perCartPerHour: 2, perStorePerMinute: 2 })
    // Strangers on the order's collection spend both anonymous buckets.
    for (let i = 0; i < 2; i++) expect(await withinStoreSessionRequest("pay_col_1", async () => (await takeForStoreRequest()).ok)).toBe(true)
    expect(await withinStoreSessionRequest("pay_col_1", () => takeForStoreRequest())).toEqual(expect.objectContaining({ ok: false }))
    const paid = await withinPayLinkRequest("ccpl_1", async () => [(await takeForStoreRequest()).ok, (await takeForStoreRequest()).ok])
    expect(paid).toEqual([true, true])
    // Nothing of it was taken from the anonymous buckets (they refill as before: the store's per minute).
    expect(await invoiceCreationBudget().check(cart("pay_col_2"))).toEqual(expect.objectContaining({ ok: false, scope: "store" }))
  })

  it("20 an hour per link, then busy with the wait; another link has its own", async () => {
    const { c, fn } = clock()
    const budget = new InvoiceCreationBudget({ perCartPerHour: 20, perStorePerMinute: 120 }, new MemoryBucketStore(fn))
    for (let i = 0; i < 20; i++) expect((await budget.take(link("ccpl_A"))).ok).toBe(true)
    expect(await budget.take(link("ccpl_A"))).toEqual({ ok: false, retryAfterSeconds: 180, scope: "link" })
    expect((await budget.check(link("ccpl_B"))).ok).toBe(true)
    c.now += 180_000
    expect((await budget.check(link("ccpl_A"))).ok).toBe(true)
  })
})

describe("the order's signed-in customer has a bucket of their own (an order id is public)", () => {
  afterEach(() => configureInvoiceCreationBudget(undefined))

  it("their creation on the order's collection is neither refused by nor charged to the spent anonymous buckets; per collection, the per-cart figure", async () => {
    configureInvoiceCreationBudget({ perCartPerHour: 2, perStorePerMinute: 2 })
    for (let i = 0; i < 2; i++) expect(await withinStoreSessionRequest("pay_col_1", async () => (await takeForStoreRequest()).ok)).toBe(true)
    expect(await withinStoreSessionRequest("pay_col_1", () => takeForStoreRequest())).toEqual(expect.objectContaining({ ok: false }))
    const own = await withinCustomerRequest("pay_col_1", async () => [
      (await takeForStoreRequest()).ok,
      (await takeForStoreRequest()).ok,
      await takeForStoreRequest(),
    ])
    expect(own).toEqual([true, true, expect.objectContaining({ ok: false, scope: "customer" })])
    expect(invoiceCreationBudget().bucketsOf({ kind: "customer", collectionKey: "pay_col_1" })).toEqual([
      { key: "invoices:customer:pay_col_1", capacity: 2, windowMs: 3_600_000 },
    ])
  })

  it("only the anonymous store route's creations count as a stranger's; the customer's, a pay link's and the store's own do not", () => {
    expect(anonymousStoreRequest()).toBe(false)
    expect(withinStoreSessionRequest("pay_col_1", () => anonymousStoreRequest())).toBe(true)
    expect(withinCustomerRequest("pay_col_1", () => anonymousStoreRequest())).toBe(false)
    expect(withinPayLinkRequest("ccpl_1", () => anonymousStoreRequest())).toBe(false)
  })
})
