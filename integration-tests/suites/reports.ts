/**
 * The merchant's books ([P]): a period built through the store and admin APIs and the sandbox —
 * a paid invoice (BTC, 8 decimals, an e-mail the customer typed that starts with `-`), a part-paid
 * one, an overpaid one (USDT), a late one, an unpaid one, an expired one, a refunded order paid out,
 * a manual withdrawal (6 decimals) and a deposit — then every report, as JSON and as CSV: exactly
 * the rows it should, the service's amounts as the sandbox holds them (never an exponent), the
 * UTC day bounds, spreadsheet-safe cells, one width, JSON and CSV the same, per project.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import BigNumber from "bignumber.js"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { cryptoToUsd } from "../../src/sandbox/money"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { loginAdmin, ANONYMOUS, type AdminSession } from "../helpers/admin"
import { paidOrder, refundFromAdmin, type RefundContext } from "../helpers/refunds"
import { allJsonRows, copyLedgerRow, expectedCsvCell, isoDay, placeLedgerRow, reportsApi } from "../helpers/reports"
import { SANDBOX_KEYS, SECOND_KEYS } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"

const sandbox = appSandbox
const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const DAY = 86_400_000
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/
const FORMULA_EMAIL = '=HYPERLINK("http://evil.example","open")'

export default defineSuite("reports", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })

  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const reports = reportsApi(api, () => admin.config)
  const reconcile = () => reconcileCryptoCloudInvoices(getContainer())
  // A past period of whole UTC days (30 days, ending a month ago): records are placed in it by time.
  const start = isoDay(Date.now() - 60 * DAY)
  const end = isoDay(Date.now() - 31 * DAY)
  const at = (day: number, time = "12:00:00.000") => `${isoDay(Date.parse(start) + day * DAY)}T${time}Z`
  const endOfPeriod = `${end}T23:59:59.000Z`
  const nextDay = `${isoDay(Date.parse(end) + DAY)}T00:00:00.000Z`
  const dayBefore = `${isoDay(Date.parse(start) - DAY)}T23:59:59.999Z`

  /** Until both the plugin and the sandbox let the next withdrawal go (polled; usually at once). */
  const withdrawalSlot = () =>
    waitFor(
      async () => {
        const history = await api.get("/admin/cryptocloud/withdrawals?limit=1", admin.config)
        const last = sandbox.current.listWithdrawals().at(-1)
        return history.data.retry_after_ms === 0 && (!last || sandbox.current.now().getTime() - last.at.getTime() >= 12_000)
      },
      { timeoutMs: 30_000, intervalMs: 250, what: "the 12 s interval between withdrawals" }
    )

  it("a period's books: each report lists exactly its rows, with the service's amounts, as JSON and as CSV", async () => {
    const shop = storefront(api, store)
    const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }

    // A manual withdrawal of a 6-decimal USDT amount (first: the refund's payout comes 12 s later).
    const manual = await api.post("/admin/cryptocloud/withdrawals", { currency_code: "USDT_TRC20", to_address: ADDRESS, amount: "1.234567" }, admin.config)
    expect(manual.status).toBe(200)

    // Paid in BTC; the customer typed an e-mail a spreadsheet would read as a formula.
    const paidCart = await shop.createCart("eur", "awkward")
    expect((await shop.call("post", `/store/carts/${paidCart}`, { email: "-2+3@example.com" })).status).toBe(200)
    const paid = await shop.initiateSession(paidCart, { cryptocurrency: "BTC" })
    await sandbox.current.pay(paid.data.uuid, "exact", { postback: false })
    const paidOrderId: string = (await shop.complete(paidCart)).data.order.id

    const part = await shop.checkout("usd")
    await sandbox.current.pay(part.data.uuid, "partial", { postback: false })

    const over = await shop.checkout("eur")
    await sandbox.current.pay(over.data.uuid, "overpay", { postback: false, amount: "30.123456" })
    const overOrderId: string = (await shop.complete(over.cartId)).data.order.id
    // An e-mail that starts with "=" (the store API refuses one; an import or another app may not).
    await pg().raw(`UPDATE "order" SET email = ? WHERE id = ?`, [FORMULA_EMAIL, overOrderId])

    const late = await shop.checkout("eur")
    sandbox.current.expire(late.data.uuid)
    await reconcile()
    await sandbox.current.pay(late.data.uuid, "exact", { postback: false })

    const unpaid = await shop.checkout("jpy")
    const expired = await shop.checkout("eur")
    sandbox.current.expire(expired.data.uuid)

    const refunded = await paidOrder(ctx, "eur", { kind: "exact" })
    const [refund] = await refundFromAdmin(ctx, refunded, 7.33)
    await withdrawalSlot()
    const payout = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, { address: ADDRESS }, admin.config)
    expect(payout.status).toBe(200)
    await reconcile()
    await reconcile()

    const service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    await service.createStaticWalletDeposits([
      {
        identify: "ccsw_cus_1_USDT_TRC20",
        invoice_id: "INV-DEPOSIT1",
        currency: "USDT_TRC20",
        amount: "12.345678",
        amount_usd: "12.35",
        received: "12.10123456",
        received_at: new Date(at(3)),
        customer_id: "cus_reports",
        wallet_address: "TXdepositAddr1",
        status: "paid",
        shop_id: SANDBOX_KEYS.shopId,
      },
      {
        identify: "ccsw_cus_1_USDT_TRC20",
        invoice_id: "INV-DEPOSIT2",
        currency: "USDT_TRC20",
        amount: "1",
        amount_usd: "1",
        received: "0.97",
        received_at: new Date(nextDay),
        customer_id: "cus_reports",
        wallet_address: "TXdepositAddr1",
        status: "paid",
        shop_id: SANDBOX_KEYS.shopId,
      },
    ])

    // Everything in the period, at chosen times; the edges: first instant in, last second in, next day out.
    await placeLedgerRow(pg(), part.data.uuid, { created: `${start}T00:00:00.000Z` })
    await placeLedgerRow(pg(), expired.data.uuid, { created: at(4) })
    await placeLedgerRow(pg(), over.data.uuid, { created: at(9) })
    await placeLedgerRow(pg(), refunded.invoiceUuid, { created: at(14) })
    await placeLedgerRow(pg(), late.data.uuid, { created: at(19) })
    await placeLedgerRow(pg(), paid.data.uuid, { created: at(29, "00:00:00.000"), received: endOfPeriod })
    await placeLedgerRow(pg(), unpaid.data.uuid, { created: endOfPeriod })
    await copyLedgerRow(pg(), paid.data.uuid, "INV-NEXTDAY1", nextDay)
    await copyLedgerRow(pg(), paid.data.uuid, "INV-DAYBEFO1", dayBefore)
    await copyLedgerRow(pg(), over.data.uuid, "INV-SECOND01", at(11), SECOND_KEYS.shopId)
    await pg().raw("UPDATE cryptocloud_refund SET created_at = ?::timestamptz WHERE id = ?", [at(15), refund.id])
    await pg().raw("UPDATE cryptocloud_withdrawal SET created_at = ?::timestamptz WHERE id = ?", [at(1), manual.data.withdrawal.id])
    await pg().raw("UPDATE cryptocloud_withdrawal SET created_at = ?::timestamptz WHERE id = ?", [at(16), payout.data.withdrawal.id])

    const period = { start, end }
    const get = async (report: string, query = {}) => {
      const res = await reports.json(report, { ...period, ...query })
      expect(res.status).toBe(200)
      return res.data
    }

    // ── payments: one row per invoice that received money, in the order it arrived ──
    const payments = await get("payments")
    expect(payments.rows.map((r: any) => [r.invoice_id, r.status])).toEqual([
      [part.data.uuid, "partial"],
      [over.data.uuid, "overpaid"],
      [refunded.invoiceUuid, "paid"],
      [late.data.uuid, "late"],
      [paid.data.uuid, "paid"],
    ])
    expect(payments).toEqual(expect.objectContaining({ count: 5, start, end, shop_id: SANDBOX_KEYS.shopId, columns: expect.any(Array) }))
    for (const row of payments.rows) {
      const inv = sandbox.current.getInvoice(row.invoice_id)!
      expect(row).toEqual(
        expect.objectContaining({
          crypto_currency: inv.cryptocurrency,
          crypto_amount: inv.amount,
          received: inv.received,
          received_usd: cryptoToUsd(inv.received, inv.cryptocurrency!),
          service_fee: inv.serviceFee,
          network_fee: inv.fee,
          tx_hashes: inv.txList.join(" "),
          test_mode: "false",
          shop_id: SANDBOX_KEYS.shopId,
        })
      )
      // The fiat amount as the plugin asked for it, at the currency's precision ("27.00"; the sandbox keeps 27).
      expect(new BigNumber(row.fiat_amount).eq(inv.amountInFiat)).toBe(true)
      for (const c of ["fiat_amount", "crypto_amount", "received", "received_usd", "service_fee", "network_fee"]) expect(row[c]).toMatch(PLAIN_DECIMAL)
      expect(Object.keys(row)).toEqual(payments.columns)
    }
    const byId = Object.fromEntries(payments.rows.map((r: any) => [r.invoice_id, r]))
    expect(byId[paid.data.uuid]).toEqual(
      expect.objectContaining({
        received_at: endOfPeriod,
        order_id: paidOrderId,
        order_display_id: expect.stringMatching(/^\d+$/),
        customer_email: "-2+3@example.com",
        fiat_currency: "EUR",
        crypto_currency: "BTC",
        network: "BTC",
      })
    )
    expect(byId[paid.data.uuid].crypto_amount).toMatch(/^0\.\d{8}$/) // 8 decimals, and the sandbox wrote its fees as exponents
    expect(byId[over.data.uuid]).toEqual(expect.objectContaining({ order_id: overOrderId, customer_email: FORMULA_EMAIL, network: "TRC20" }))
    expect(byId[part.data.uuid]).toEqual(
      expect.objectContaining({ received_at: `${start}T00:00:00.000Z`, order_id: null, customer_email: "buyer@example.com", fiat_currency: "USD" })
    )

    // ── invoices: every invoice created in the period, paid or not ──
    const invoices = await get("invoices")
    expect(invoices.rows.map((r: any) => [r.invoice_id, r.status])).toEqual([
      [part.data.uuid, "partial"],
      [expired.data.uuid, "canceled"],
      [over.data.uuid, "overpaid"],
      [refunded.invoiceUuid, "paid"],
      [late.data.uuid, "late"],
      [paid.data.uuid, "paid"],
      [unpaid.data.uuid, "unpaid"],
    ])
    const unpaidRow = invoices.rows.at(-1)
    expect(unpaidRow).toEqual(expect.objectContaining({ created_at: endOfPeriod, fiat_currency: "JPY", order_id: null, test_mode: "false" }))
    expect(unpaidRow.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    // ── refunds: the refund and its payout; a 6-decimal USDT amount at the invoice's own rate ──
    const withdrawalsLog = (await api.get("/admin/cryptocloud/withdrawals?limit=10", admin.config)).data.withdrawals
    const payoutLog = withdrawalsLog.find((w: any) => w.id === payout.data.withdrawal.id)
    const refunds = await get("refunds")
    expect(refunds.rows).toEqual([
      {
        refund_id: refund.id,
        order_id: refunded.orderId,
        order_display_id: expect.stringMatching(/^\d+$/),
        status: "payout_requested",
        fiat_currency: "EUR",
        fiat_amount: "7.33",
        crypto_currency: "USDT_TRC20",
        crypto_amount: refund.crypto_amount,
        address: ADDRESS,
        withdrawal_id: payout.data.withdrawal.id,
        sent_at: payoutLog.sent_at,
        shop_id: SANDBOX_KEYS.shopId,
        // Added after shop_id (autoconversion): the payout as sent; a payout in the refund's own coin converts nothing.
        payout_currency: "USDT_TRC20",
        payout_amount: refund.crypto_amount,
        converted_from_amount: null,
        conversion_rate: null,
      },
    ])
    expect(refund.crypto_amount).toMatch(/^\d+\.\d{1,6}$/)

    // ── withdrawals: the log, both requests, with the service's ids ──
    const withdrawals = await get("withdrawals")
    expect(withdrawals.rows).toEqual([
      {
        requested_at: at(1),
        withdrawal_id: manual.data.withdrawal.withdrawal_id,
        currency_code: "USDT_TRC20",
        amount: "1.234567",
        to_address: ADDRESS,
        status: "sent",
        refund_id: null,
        requested_by: "admin@example.com",
        shop_id: SANDBOX_KEYS.shopId,
      },
      {
        requested_at: at(16),
        withdrawal_id: payoutLog.withdrawal_id,
        currency_code: "USDT_TRC20",
        amount: refund.crypto_amount,
        to_address: ADDRESS,
        status: "sent",
        refund_id: refund.id,
        requested_by: "admin@example.com",
        shop_id: SANDBOX_KEYS.shopId,
      },
    ])

    // ── deposits: the one received in the period ──
    const deposits = await get("deposits")
    expect(deposits.rows).toEqual([
      {
        received_at: at(3),
        invoice_id: "INV-DEPOSIT1",
        customer_id: "cus_reports",
        currency: "USDT_TRC20",
        amount: "12.345678",
        received: "12.10123456",
        amount_usd: "12.35",
        wallet_address: "TXdepositAddr1",
        status: "paid",
        shop_id: SANDBOX_KEYS.shopId,
      },
    ])

    // ── every report as CSV: the JSON's rows, cell for cell, spreadsheet-safe, one width ──
    for (const [report, json] of Object.entries({ payments, invoices, refunds, withdrawals, deposits })) {
      const csv = await reports.csv(report, period)
      expect(csv.status).toBe(200)
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8")
      expect(csv.headers["content-disposition"]).toBe(`attachment; filename="cryptocloud-${report}-${start}-${end}.csv"`)
      expect(csv.parsed!.header).toEqual(json.columns)
      expect(csv.parsed!.records).toEqual(json.rows.map((row: any) => json.columns.map((c: string) => expectedCsvCell(row[c]))))
      // The JSON's rows are the CSV's, cell for cell: arrays in the columns' order.
      expect(csv.parsed!.records).toEqual(json.wire.map((cells: Array<string | null>) => cells.map(expectedCsvCell)))
      expect(csv.text).not.toMatch(/\[object Object\]|NaN|undefined/)
      // Amount cells: plain decimals, never an exponent or a rounded float.
      const amounts = csv.parsed!.header.flatMap((c, i) => (/amount|received$|_usd|fee/.test(c) ? [i] : []))
      for (const record of csv.parsed!.records) for (const i of amounts) expect(record[i]).toMatch(/^(\d+(\.\d+)?)?$/)
    }
    const paymentsCsv = (await reports.csv("payments", period)).parsed!
    const email = paymentsCsv.header.indexOf("customer_email")
    expect(paymentsCsv.records.map((r) => r[email])).toEqual([
      "buyer@example.com",
      `'${FORMULA_EMAIL}`,
      "buyer@example.com",
      "buyer@example.com",
      "'-2+3@example.com",
    ])

    // ── paging: pages of 2 add up to the whole period, in the same order ──
    const paged = await allJsonRows(reports, "invoices", period, 2)
    expect(paged).toEqual({ rows: invoices.rows, count: 7 })

    // ── another project: its own rows only ──
    const second = await get("payments", { shop_id: SECOND_KEYS.shopId })
    expect(second.rows.map((r: any) => [r.invoice_id, r.shop_id])).toEqual([["INV-SECOND01", SECOND_KEYS.shopId]])
    expect(second.shop_id).toBe(SECOND_KEYS.shopId)
    expect((await get("payments", { shop_id: SANDBOX_KEYS.shopId })).rows).toEqual(payments.rows)
  })

  it("guards: an admin only; a bad period is a 400 with the reason; an unknown report or project a 404 naming it", async () => {
    const period = { start: "2026-10-01", end: "2026-10-31" }
    expect((await api.get("/admin/cryptocloud/reports/payments?start=2026-10-01&end=2026-10-31", ANONYMOUS)).status).toBe(401)
    expect((await api.get("/admin/cryptocloud/reports/payments?format=csv", ANONYMOUS)).status).toBe(401)

    const bad = async (query: Record<string, string>, reason: RegExp) => {
      const res = await reports.json("payments", query)
      expect(res.status).toBe(400)
      expect(res.data.message).toMatch(reason)
      expect((await reports.csv("payments", query)).status).toBe(400)
    }
    await bad({ start: "2026-10-31", end: "2026-10-01" }, /end must be the same as or later than start/)
    await bad({ start: "2026-02-30", end: "2026-03-01" }, /start must be a calendar date in YYYY-MM-DD form/)
    await bad({ start: "01.10.2026" }, /start must be a calendar date/)
    await bad({ ...period, limit: "0" }, /limit/)
    await bad({ ...period, surprise: "1" }, /surprise/)
    const format = await api.get("/admin/cryptocloud/reports/payments?format=xlsx", admin.config)
    expect(format.status).toBe(400)
    expect(format.data.message).toMatch(/format.*json, csv|json, csv.*format/)

    const unknown = await reports.json("taxes", period)
    expect(unknown.status).toBe(404)
    expect(unknown.data.message).toBe('There is no report "taxes": choose one of payments, invoices, refunds, withdrawals, deposits, balance.')
    expect((await reports.csv("taxes", period)).status).toBe(404)
    const project = await reports.json("payments", { ...period, shop_id: "no-such-shop" })
    expect(project.status).toBe(404)
    expect(project.data.message).toMatch(/"no-such-shop"/)

    // An empty period: the header alone, and an empty page.
    const empty = await reports.csv("refunds", period)
    expect(empty.text).toBe(
      "refund_id,order_id,order_display_id,status,fiat_currency,fiat_amount,crypto_currency,crypto_amount,address,withdrawal_id,sent_at,shop_id,payout_currency,payout_amount,converted_from_amount,conversion_rate\r\n"
    )
    expect((await reports.json("refunds", period)).data).toEqual(expect.objectContaining({ rows: [], count: 0, offset: 0, limit: 100 }))
  })
})
