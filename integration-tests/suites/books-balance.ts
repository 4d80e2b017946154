/**
 * The books match the balance ([W]): withdrawals made outside the plugin — a dashboard withdrawal
 * in the sandbox, listed by the service as a `dw` entry of the invoice list — are written to the
 * withdrawal log once as `external` rows (never doubling the plugin's own payouts), and the
 * `balance` report adds opening + in − out per coin beside the service's balance: difference 0
 * when everything is recorded, a flagged difference when the balance moved behind the plugin's back.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import BigNumber from "bignumber.js"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { REPORT_COLUMNS } from "../../src/contracts"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { recordExternalWithdrawals } from "../../src/workflows/cryptocloud/steps/external-withdrawals"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { pastWithdrawalInterval } from "../helpers/refunds"
import { isoDay, placeLedgerRow, reportsApi } from "../helpers/reports"
import { SANDBOX_KEYS } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { storefront } from "../helpers/storefront"

const sandbox = appSandbox
const TRON = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const BITCOIN = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
const DAY = 86_400_000

export default defineSuite("books balance", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })

  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const service = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  const shopId = SANDBOX_KEYS.shopId
  const today = () => isoDay(sandbox.current.now().getTime())
  const listed = async () =>
    (
      await service()
        .getClient(shopId)
        .listInvoices({ start: isoDay(Date.now() - DAY), end: isoDay(Date.now() + DAY), limit: 100 })
    ).invoices
  const record = async () => (await recordExternalWithdrawals(getContainer(), shopId, await listed())).recorded
  const reports = reportsApi(api, () => admin.config)
  /** Past the 12 s interval of an earlier test's withdrawal (sandbox clock, log, clients' guards) instead of waiting. */
  const pastInterval = () => pastWithdrawalInterval({ api, container: getContainer, store: () => store, sandbox, admin: () => admin }, service())

  it("a dashboard withdrawal is recorded once as external; the plugin's own payout is not doubled", async () => {
    sandbox.current.setBalance("USDT_TRC20", "100")
    await pastInterval()
    const payout = await api.post("/admin/cryptocloud/withdrawals", { currency_code: "USDT_TRC20", to_address: TRON, amount: "1.5" }, admin.config)
    expect(payout.status).toBe(200)
    const dashboard = sandbox.current.withdrawInDashboard("USDT_TRC20", "TDashboardPayee0000000000000000001", "10.25")

    expect(await record()).toBe(1)
    expect(await record()).toBe(0)

    const rows = await pg()("cryptocloud_withdrawal").whereNull("deleted_at").whereIn("withdrawal_id", [dashboard.uuid, payout.data.withdrawal.withdrawal_id])
    expect(rows).toHaveLength(2)
    const external = rows.find((row) => row.status === "external")
    expect(external).toEqual(
      expect.objectContaining({
        withdrawal_id: dashboard.uuid,
        currency_code: "USDT_TRC20",
        amount: "10.25",
        to_address: "TDashboardPayee0000000000000000001",
        shop_id: shopId,
        admin_user_id: null,
        refund_id: null,
        payout_key: null,
        sent_at: null,
      })
    )
    // requested_at is the service's `created` (its clock is the sandbox's).
    expect(Math.abs(new Date(external.created_at).getTime() - dashboard.at.getTime())).toBeLessThan(1000)
    expect(rows.find((row) => row.status === "sent")?.id).toBe(payout.data.withdrawal.id)

    // In the withdrawal history and the withdrawals report, never as something to resolve.
    const history = await api.get(`/admin/cryptocloud/withdrawals?shop_id=${shopId}`, admin.config)
    expect(history.data.withdrawals.map((w: any) => [w.withdrawal_id, w.status])).toEqual(
      expect.arrayContaining([
        [dashboard.uuid, "external"],
        [payout.data.withdrawal.withdrawal_id, "sent"],
      ])
    )
    expect((await api.post(`/admin/cryptocloud/withdrawals/${external.id}/resolve`, { outcome: "sent" }, admin.config)).status).toBe(400)
    const report = await reports.json("withdrawals", { start: today(), end: today() })
    expect(report.data.rows.find((r: any) => r.withdrawal_id === dashboard.uuid)).toEqual(
      expect.objectContaining({ status: "external", requested_by: null, amount: "10.25" })
    )
    expect(await pg()("cryptocloud_attention_item").where({ withdrawal_id: external.id }).count("* as n")).toEqual([{ n: "0" }])
  })

  it("the balance report: opening + in − out = closing, difference 0 when all is recorded, flagged when the balance moved behind the plugin", async () => {
    sandbox.current.setBalance("BTC", "0")
    const shop = storefront(api, store)
    // Money in before the period (its ledger row moved to yesterday) and in it.
    const before = await shop.initiateSession(await shop.createCart("eur"), { cryptocurrency: "BTC" })
    await sandbox.current.pay(before.data.uuid, "exact", { postback: false })
    await shop.complete(before.cartId)
    const during = await shop.initiateSession(await shop.createCart("eur"), { cryptocurrency: "BTC" })
    await sandbox.current.pay(during.data.uuid, "exact", { postback: false })
    await shop.complete(during.cartId)
    const yesterday = `${isoDay(Date.parse(`${today()}T00:00:00Z`) - DAY)}T12:00:00.000Z`
    await placeLedgerRow(pg(), before.data.uuid, { created: yesterday, received: yesterday })
    const received = (uuid: string) => sandbox.current.getInvoice(uuid)!.received
    expect(new BigNumber(received(during.data.uuid)).gt(0)).toBe(true)

    // Money out: the plugin's payout, and one made in the dashboard.
    await pastInterval()
    const payout = await api.post("/admin/cryptocloud/withdrawals", { currency_code: "BTC", to_address: BITCOIN, amount: "0.00001" }, admin.config)
    expect(payout.status).toBe(200)
    sandbox.current.withdrawInDashboard("BTC", BITCOIN, "0.00002")
    expect(await record()).toBeGreaterThanOrEqual(1)

    const btcRow = async (query: Record<string, string> = {}) => {
      const res = await reports.json("balance", { start: today(), end: today(), ...query })
      expect(res.status).toBe(200)
      expect(res.data.columns).toEqual([...REPORT_COLUMNS.balance])
      const i = res.data.rows.findIndex((r: any) => r.currency === "BTC")
      return { row: res.data.rows[i], flagged: res.data.flagged[i], all: res.data }
    }
    const at8 = (value: string) => new BigNumber(value).toFixed(8)
    const { row, flagged, all } = await btcRow()
    expect(row).toEqual({
      shop_id: shopId,
      currency: "BTC",
      opening: at8(received(before.data.uuid)),
      received: at8(received(during.data.uuid)),
      deposits: "0.00000000",
      refunds_paid: "0.00000000",
      withdrawals: "0.00001000",
      external_withdrawals: "0.00002000",
      closing: at8(new BigNumber(sandbox.current.getBalances().BTC.balance).toFixed()),
      service_balance: at8(sandbox.current.getBalances().BTC.balance),
      difference: "0.00000000",
    })
    expect(flagged).toBe(false)
    // The app's USDT balance was never seen by the records: shown, all of it the difference, flagged.
    const usdt = all.rows.findIndex((r: any) => r.currency === "USDT_TRC20")
    expect(all.rows[usdt].closing).toBe("0.000000")
    expect(all.flagged[usdt]).toBe(true)

    // The CSV: the same cells.
    const csv = await reports.csv("balance", { start: today(), end: today() })
    expect(csv.status).toBe(200)
    expect(csv.parsed!.header).toEqual(all.columns)
    expect(csv.parsed!.records.find((r: string[]) => r[1] === "BTC")).toEqual(all.columns.map((c: string) => row[c] ?? ""))

    // Behind the plugin's back: the balance drops by 0.00000100 BTC.
    sandbox.current.setBalance("BTC", new BigNumber(sandbox.current.getBalances().BTC.balance).minus("0.000001").toFixed())
    const moved = await btcRow()
    expect(moved.row.difference).toBe("-0.00000100")
    expect(moved.flagged).toBe(true)

    // A period that ended yesterday: the books alone, no balance to compare with.
    const past = await reports.json("balance", { start: isoDay(Date.now() - 3 * DAY), end: isoDay(Date.now() - DAY) })
    const pastBtc = past.data.rows.find((r: any) => r.currency === "BTC")
    expect(pastBtc).toEqual(
      expect.objectContaining({ received: at8(received(before.data.uuid)), closing: at8(received(before.data.uuid)), service_balance: null, difference: null })
    )
  })
})
