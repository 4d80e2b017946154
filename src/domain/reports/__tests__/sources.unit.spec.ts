/**
 * Every report's SQL gives every column of the contract, in order, and binds only values (the
 * rows themselves are checked against Postgres in integration-tests/suites/reports.ts).
 */
import { knex } from "@medusajs/framework/mikro-orm/knex"
import { RECORD_REPORT_NAMES, REPORT_COLUMNS, reportFileName } from "../../../contracts/admin-reports"
import { reportBounds } from "../period"
import { reportRowsSql } from "../query"
import { REPORT_SOURCES } from "../sources"

const pg = knex({ client: "pg" })
afterAll(() => pg.destroy())

describe("report sources", () => {
  it("the columns of design.md's Reports, in order", () => {
    expect(REPORT_COLUMNS.payments.join(", ")).toBe(
      "received_at, invoice_id, order_id, order_display_id, customer_email, status, fiat_currency, fiat_amount, crypto_currency, network, crypto_amount, received, received_usd, service_fee, network_fee, tx_hashes, test_mode, shop_id, accepted_shortfall"
    )
    expect(REPORT_COLUMNS.invoices.join(", ")).toBe(
      "created_at, invoice_id, order_id, status, fiat_currency, fiat_amount, crypto_currency, crypto_amount, received, expires_at, test_mode, shop_id"
    )
    expect(REPORT_COLUMNS.refunds.join(", ")).toBe(
      "refund_id, order_id, order_display_id, status, fiat_currency, fiat_amount, crypto_currency, crypto_amount, address, withdrawal_id, sent_at, shop_id, payout_currency, payout_amount, converted_from_amount, conversion_rate"
    )
    expect(REPORT_COLUMNS.withdrawals.join(", ")).toBe(
      "requested_at, withdrawal_id, currency_code, amount, to_address, status, refund_id, requested_by, shop_id"
    )
    expect(REPORT_COLUMNS.deposits.join(", ")).toBe(
      "received_at, invoice_id, customer_id, currency, amount, received, amount_usd, wallet_address, status, shop_id"
    )
    expect(reportFileName("payments", "2026-11-01", "2026-11-30")).toBe("cryptocloud-payments-2026-11-01-2026-11-30.csv")
  })

  it.each(RECORD_REPORT_NAMES)("%s: one expression per column, in the contract's order, and only value bindings", (report) => {
    const source = REPORT_SOURCES[report]
    expect(Object.keys(source.select)).toEqual(REPORT_COLUMNS[report].filter((c) => c !== "shop_id"))
    const { sql, bindings } = reportRowsSql({ report, bounds: reportBounds("2026-11-01", "2026-11-30"), shopId: "shop", ownsUnassigned: true })
    expect(bindings).toEqual(["shop", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z", "shop", true])
    expect(pg.raw(sql, bindings).toSQL().toNative().bindings).toHaveLength(bindings.length)
    const aliases = [...sql.matchAll(/ AS "([a-z_]+)"/g)].map((m) => m[1])
    expect(aliases).toEqual([...REPORT_COLUMNS[report]])
  })
})
