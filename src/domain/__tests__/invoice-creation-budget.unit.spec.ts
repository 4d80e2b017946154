import {
  budgetSpentMessage,
  configureInvoiceCreationBudget,
  InvoiceCreationBudget,
  takeForStoreRequest,
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
