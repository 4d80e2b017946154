import {
  budgetSpentMessage,
  configureInvoiceCreationBudget,
  configurePayLinkBudget,
  invoiceCreationBudget,
  InvoiceCreationBudget,
  PayLinkBudget,
  takeForStoreRequest,
  withinPayLinkRequest,
  withinStoreSessionRequest,
} from "../invoice-creation-budget"

describe("invoice creation budget", () => {
  const clock = (start = 1_000_000) => {
    const c = { now: start }
    return { c, fn: () => c.now }
  }

  it("a cart gets its hourly budget, then a 429 verdict with the wait until the next token; other carts are unaffected", () => {
    const { c, fn } = clock()
    const budget = new InvoiceCreationBudget({ perCartPerHour: 3, perInstancePerMinute: 1000 }, fn)
    for (let i = 0; i < 3; i++) expect(budget.take("pay_col_A").ok).toBe(true)
    const refused = budget.take("pay_col_A")
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 1200, scope: "cart" }) // one token per 20 min
    expect(budget.take("pay_col_B").ok).toBe(true)
    c.now += 1_200_000
    expect(budget.check("pay_col_A").ok).toBe(true)
    expect(budgetSpentMessage(refused)).toBe("Too many crypto payment attempts; try again in 1200 seconds.")
  })

  it("the instance budget bounds all carts together; a refusal takes nothing", () => {
    const { c, fn } = clock()
    const budget = new InvoiceCreationBudget({ perCartPerHour: 100, perInstancePerMinute: 2 }, fn)
    expect(budget.take("a").ok).toBe(true)
    expect(budget.take("b").ok).toBe(true)
    expect(budget.take("c")).toEqual({ ok: false, retryAfterSeconds: 30, scope: "instance" })
    c.now += 30_000
    expect(budget.take("c").ok).toBe(true)
    // "c" spent one cart token only for the creation that happened.
    expect(budget.check("c").ok).toBe(false) // instance empty again
  })

  it("check() never takes a token", () => {
    const { fn } = clock()
    const budget = new InvoiceCreationBudget({ perCartPerHour: 1, perInstancePerMinute: 1 }, fn)
    for (let i = 0; i < 5; i++) expect(budget.check("x").ok).toBe(true)
    expect(budget.take("x").ok).toBe(true)
    expect(budget.check("x").ok).toBe(false)
  })
})

describe("only store requests are budgeted", () => {
  it("a creation outside the payment-sessions route's scope is never refused; inside it takes the cart's tokens", async () => {
    configureInvoiceCreationBudget({ perCartPerHour: 1, perInstancePerMinute: 100 })
    for (let i = 0; i < 5; i++) expect(takeForStoreRequest().ok).toBe(true) // Medusa's own, scripts, admin tools
    const inside = await withinStoreSessionRequest("pay_col_1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1)) // the scope survives awaits, as through a workflow
      return [takeForStoreRequest().ok, takeForStoreRequest().ok]
    })
    expect(inside).toEqual([true, false])
    configureInvoiceCreationBudget(undefined)
  })
})

describe("a pay link's own budget (an order id is public: strangers spend the collection's)", () => {
  afterEach(() => {
    configureInvoiceCreationBudget(undefined)
    configurePayLinkBudget(new PayLinkBudget())
  })

  it("a link's *Pay* is neither refused by nor charged to the collection's or the instance's spent buckets", async () => {
    configureInvoiceCreationBudget({ perCartPerHour: 2, perInstancePerMinute: 2 })
    // Strangers on the order's collection spend both anonymous buckets.
    for (let i = 0; i < 2; i++) expect(await withinStoreSessionRequest("pay_col_1", async () => takeForStoreRequest().ok)).toBe(true)
    expect(await withinStoreSessionRequest("pay_col_1", async () => takeForStoreRequest())).toEqual(expect.objectContaining({ ok: false }))
    const link = await withinPayLinkRequest("ccpl_1", async () => [takeForStoreRequest().ok, takeForStoreRequest().ok])
    expect(link).toEqual([true, true])
    // Nothing of it was taken from the anonymous buckets (they refill as before: the instance's per minute).
    expect(invoiceCreationBudget().check("pay_col_2")).toEqual(expect.objectContaining({ ok: false, scope: "instance" }))
  })

  it("20 an hour per link, then busy with the wait; another link has its own", () => {
    const c = { now: 1_000_000 }
    const budget = new PayLinkBudget(20, () => c.now)
    for (let i = 0; i < 20; i++) expect(budget.take("ccpl_A").ok).toBe(true)
    expect(budget.take("ccpl_A")).toEqual({ ok: false, retryAfterSeconds: 180, scope: "link" })
    expect(budget.check("ccpl_B").ok).toBe(true)
    c.now += 180_000
    expect(budget.check("ccpl_A").ok).toBe(true)
  })
})
