/**
 * Incoming money, every path ([G]): each unit that arrives ends in an order or an item that tells
 * the truth about it now — when Medusa refuses the capture, when money comes late or twice, when
 * reads race — and the ledger's records stay exact (backfill of old sessions, values as given).
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { FiatMoney } from "../../src/domain/money"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { restartBackfill } from "../../src/workflows/cryptocloud/steps/select-ledger-rows"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { useSandbox } from "../helpers/sandbox"

jest.setTimeout(300 * 1000)

const sandbox = useSandbox()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: SeededStore
    let service: CryptoCloudModuleService

    beforeAll(async () => {
      store = await seedStore(getContainer())
      service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    })
    beforeEach(() => sandbox.current.clearFaults())

    const reconcile = () => reconcileCryptoCloudInvoices(getContainer())
    const pg = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)

    it("600 open manual sessions older than 3 crypto sessions without ledger rows: all 3 are backfilled", async () => {
      const payment = getContainer().resolve(Modules.PAYMENT)
      const [collection] = await payment.createPaymentCollections([{ currency_code: "eur", amount: 10 }])
      for (let i = 0; i < 600; i++) {
        await payment.createPaymentSession(collection.id, { provider_id: "pp_system_default", amount: 10, currency_code: "eur", data: {} })
      }
      const shop = storefront(api, store)
      const crypto = [await shop.checkout("eur"), await shop.checkout("usd"), await shop.checkout("jpy")]
      const uuids = crypto.map((c) => c.data.uuid as string)
      // Sessions from before the ledger existed (an upgrade): their invoices have no rows.
      await pg()("cryptocloud_invoice").whereIn("uuid", uuids).delete()
      restartBackfill()

      await reconcile()
      const rows = await service.ledger.findMany(uuids)
      expect(rows.map((row) => row.uuid).sort()).toEqual([...uuids].sort())
      expect(rows.map((row) => row.session_id).sort()).toEqual(crypto.map((c) => c.sessionId).sort())
    })

    it("a pay link with a query string is stored as given", async () => {
      const link = "https://pay.example/INV-QUERY01?a=1&b=2"
      await service.ledger.recordCreated({
        invoice: { uuid: "INV-QUERY01", status: "created", link, address: "T?x" },
        sessionId: "payses_query",
        money: FiatMoney.of(10, "eur"),
        tolerancePercent: 0,
      })
      expect(await service.ledger.find("INV-QUERY01")).toEqual(expect.objectContaining({ link, address: "T?x" }))
    })
  },
})
