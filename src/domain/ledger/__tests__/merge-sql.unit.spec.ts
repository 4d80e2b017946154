/**
 * The ledger's one-statement update keeps the never-backwards rules of status-map.ts and
 * columns.ts (checked against Postgres in integration-tests/suites/postback-log.ts).
 */
import { knex } from "@medusajs/framework/mikro-orm/knex"
import { INVOICE_STATUSES } from "../../../lib/cryptocloud"
import { mergeStatus } from "../../status-map"
import { laterAmountSql, mergedStatusSql } from "../merge-sql"

const pg = knex({ client: "pg" })
afterAll(() => pg.destroy())

describe("mergedStatusSql", () => {
  it.each(INVOICE_STATUSES)("maps every recorded status as mergeStatus does, for a read of %s", (next) => {
    const { sql, bindings } = mergedStatusSql("status", next)
    const pairs = bindings.slice(0, -1)
    const mapped = Object.fromEntries(Array.from({ length: pairs.length / 2 }, (_, i) => [pairs[2 * i], pairs[2 * i + 1]]))
    expect(mapped).toEqual(Object.fromEntries(INVOICE_STATUSES.map((previous) => [previous, mergeStatus(previous, next)])))
    expect(bindings[bindings.length - 1]).toBe(next) // no status yet: the read one
    expect(pg.raw(sql, bindings).toSQL().toNative().bindings).toHaveLength(bindings.length)
  })
})

describe("laterAmountSql", () => {
  it("keeps the column when the read has no amount", () => {
    expect(laterAmountSql("amount_paid", null)).toEqual({ sql: "amount_paid", bindings: [] })
    expect(laterAmountSql("amount_paid", undefined)).toEqual({ sql: "amount_paid", bindings: [] })
  })

  it("binds a decimal both as text and as numeric, compared as numeric (never floats)", () => {
    const { sql, bindings } = laterAmountSql("amount_paid", "0.000000000000000001")
    expect(bindings).toEqual(["0.000000000000000001", "0.000000000000000001", "0.000000000000000001", "0.000000000000000001"])
    expect(sql).toContain("?::numeric > amount_paid::numeric")
    // Every "?" is a binding: the decimal pattern in the SQL has none that knex would misread.
    expect(pg.raw(sql, bindings).toSQL().toNative().bindings).toHaveLength(4)
  })

  it("never casts a value that is not a decimal (it can only be kept, as MathBN.gt says false)", () => {
    expect(laterAmountSql("received", "NaN").bindings).toEqual(["NaN", null, null, "NaN"])
    expect(laterAmountSql("received", "12,5").bindings).toEqual(["12,5", null, null, "12,5"])
  })
})
