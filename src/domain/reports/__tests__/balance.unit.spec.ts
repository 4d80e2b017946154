import { knex } from "@medusajs/framework/mikro-orm/knex"
import { REPORT_COLUMNS } from "../../../contracts/admin-reports"
import { balanceRows, balanceSql } from "../balance"
import { reportBounds } from "../period"

const pg = knex({ client: "pg" })
afterAll(() => pg.destroy())
const zero = { opening: "0", received: "0", deposits: "0", refunds_paid: "0", withdrawals: "0", external_withdrawals: "0" }

describe("balance report", () => {
  it("adds opening + in − out at the coin's precision, and compares it with the service's balance", () => {
    const sums = [
      { currency: "USDT_TRC20", opening: "10", received: "98.09", deposits: "5.5", refunds_paid: "1", withdrawals: "2.25", external_withdrawals: "50" },
      { currency: "BTC", ...zero, received: "0.00012345" },
    ]
    const { rows, flagged } = balanceRows(
      "shop-a",
      sums,
      new Map([
        ["USDT_TRC20", "60.34"],
        ["BTC", "0.00012345"],
        ["ETH", "0"],
      ])
    )
    expect(rows).toEqual([
      {
        shop_id: "shop-a",
        currency: "BTC",
        opening: "0.00000000",
        received: "0.00012345",
        deposits: "0.00000000",
        refunds_paid: "0.00000000",
        withdrawals: "0.00000000",
        external_withdrawals: "0.00000000",
        closing: "0.00012345",
        service_balance: "0.00012345",
        difference: "0.00000000",
      },
      {
        shop_id: "shop-a",
        currency: "USDT_TRC20",
        opening: "10.000000",
        received: "98.090000",
        deposits: "5.500000",
        refunds_paid: "1.000000",
        withdrawals: "2.250000",
        external_withdrawals: "50.000000",
        closing: "60.340000",
        service_balance: "60.340000",
        difference: "0.000000",
      },
    ])
    expect(flagged).toEqual([false, false])
    expect(Object.keys(rows[0])).toEqual([...REPORT_COLUMNS.balance])
  })

  it("flags a difference, and shows a coin the service holds that the records never saw", () => {
    const { rows, flagged } = balanceRows(
      "shop-a",
      [{ currency: "USDT_TRC20", ...zero, received: "100" }],
      new Map([
        ["USDT_TRC20", "90"],
        ["BTC", "0.5"],
      ])
    )
    expect(rows.map((r) => [r.currency, r.closing, r.service_balance, r.difference])).toEqual([
      ["BTC", "0.00000000", "0.50000000", "0.50000000"],
      ["USDT_TRC20", "100.000000", "90.000000", "-10.000000"],
    ])
    expect(flagged).toEqual([true, true])
  })

  it("leaves the service's balance and the difference empty for a period that does not end today", () => {
    const { rows, flagged } = balanceRows("shop-a", [{ currency: "USDT_TRC20", ...zero, opening: "-3" }], null)
    expect(rows[0]).toMatchObject({ closing: "-3.000000", service_balance: null, difference: null })
    expect(flagged).toEqual([false])
  })

  it("binds only values, in the SQL's order", () => {
    const { sql, bindings } = balanceSql({ bounds: reportBounds("2026-11-01", "2026-11-30"), shopId: "shop", ownsUnassigned: false })
    const since = "2026-11-01T00:00:00.000Z"
    expect(bindings).toEqual([since, since, since, since, since, since, "shop", false, "shop", false, "shop", false, "2026-12-01T00:00:00.000Z"])
    expect(pg.raw(sql, bindings).toSQL().toNative().bindings).toHaveLength(bindings.length)
  })
})
