/**
 * What the ledger keeps of a read for the reports (checked against Postgres, with the service's
 * figures, in integration-tests/suites/reports.ts).
 */
import { knex } from "@medusajs/framework/mikro-orm/knex"
import { moneyArrivedAt, moneyFacts, moneyFactsSql, readHasMoney } from "../money-facts"
import { notOlderReadSql } from "../merge-sql"

const pg = knex({ client: "pg" })
afterAll(() => pg.destroy())
const now = new Date("2026-11-27T10:00:00.000Z")

describe("money facts of a read", () => {
  it("money: a status with money, or a non-zero amount paid or received (an expired part payment)", () => {
    expect(readHasMoney({ status: "created" })).toBe(false)
    expect(readHasMoney({ status: "canceled", amount_paid: "0", received: "0.000000" })).toBe(false)
    expect(readHasMoney({ status: "canceled", amount_paid: "0.00000100" })).toBe(true)
    expect(readHasMoney({ status: "partial" })).toBe(true)
    expect(readHasMoney({ status: "overpaid" })).toBe(true)
  })

  it("arrived: the service's completion time for a paid read, else the read's time; none without money", () => {
    expect(moneyArrivedAt({ status: "paid", date_finished: "2026-11-27T09:58:01.500Z" }, now)?.toISOString()).toBe("2026-11-27T09:58:01.500Z")
    expect(moneyArrivedAt({ status: "paid", date_finished: null }, now)).toBe(now)
    expect(moneyArrivedAt({ status: "partial", date_finished: "2026-11-27T09:00:00.000Z" }, now)).toBe(now)
    expect(moneyArrivedAt({ status: "created" }, now)).toBeNull()
  })

  it("a new row takes the read's figures; a field the service did not give stays null", () => {
    expect(
      moneyFacts(
        { status: "paid", received_usd: "24.99", service_fee: "0.1", fee: "1", tx_list: ["a", "b"], currency: { network: { code: "TRC20" } } as any },
        now
      )
    ).toEqual({
      received_at: now,
      received_usd: "24.99",
      service_fee: "0.1",
      network_fee: "1",
      network: "TRC20",
      tx_hashes: '["a","b"]',
    })
    expect(moneyFacts({ status: "created" }, now)).toEqual({
      received_at: null,
      received_usd: null,
      service_fee: null,
      network_fee: null,
      network: null,
      tx_hashes: null,
    })
  })

  it("the UPDATE's assignments: every `?` is a binding, amounts are never bound as numbers", () => {
    const { sql, bindings } = moneyFactsSql(
      { status: "paid", received: "0.00012345", received_usd: "12.34", service_fee: "0.0000004", fee: "0.00001", tx_list: ["h1"] },
      now
    )
    expect(pg.raw(sql, bindings).toSQL().toNative().bindings).toHaveLength(bindings.length)
    expect(bindings.every((b) => b === null || typeof b === "string")).toBe(true)
    expect(sql).toContain("received_at = COALESCE(received_at, ?::timestamptz)")
  })

  it("a read is older than the row when it received less; an unreadable amount is never cast", () => {
    expect(notOlderReadSql("received", "1.5").bindings).toEqual(["1.5", "1.5"])
    expect(notOlderReadSql("received", "NaN").bindings).toEqual([null, null])
    expect(notOlderReadSql("received", null).bindings).toEqual([null, null])
  })
})
