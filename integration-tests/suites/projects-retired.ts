/**
 * A project removed from the options (retired): its records stay exportable — the reports route
 * answers for its shop id while records of it remain — and the boot warns, one line per project,
 * when its customers still hold static wallets (deposits to them are no longer recorded).
 * docs/merchant-guide.md, "Retiring a project".
 */
import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { LoaderOptions } from "@medusajs/framework/types"
import { recordCreatedInvoice } from "../../src/domain/ledger/store"
import { FiatMoney } from "../../src/domain/money"
import projectsLoader from "../../src/modules/cryptocloud/loaders/projects"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { SANDBOX_KEYS, SECOND_KEYS } from "../helpers/sandbox"
import { defineSuite } from "../helpers/shared-app"

const RETIRED = "it-shop-retired"

export default defineSuite("a retired project", ({ api, getContainer }) => {
  let admin: AdminSession
  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

  beforeAll(async () => {
    admin = await loginAdmin(getContainer(), api)
  })

  it("its books stay exportable: the reports answer for its shop id while its records remain; a shop id the store never had is still a 404", async () => {
    const uuid = `INV-RETIRED${Date.now().toString(36).toUpperCase()}`.slice(0, 12)
    await recordCreatedInvoice(pg(), {
      invoice: { uuid, status: "paid", amount: "10", amount_paid: "10", test_mode: false },
      sessionId: generateEntityId(undefined, "payses"),
      money: FiatMoney.of("10", "EUR"),
      tolerancePercent: 0,
      shopId: RETIRED,
    })
    await pg()("cryptocloud_invoice").where({ uuid }).update({ settled_at: new Date() })

    const json = await api.get(`/admin/cryptocloud/reports/invoices?shop_id=${RETIRED}`, admin.config)
    expect(json.status).toBe(200)
    expect(json.data.shop_id).toBe(RETIRED)
    const uuidAt = json.data.columns.indexOf("invoice_id")
    expect(json.data.rows.map((row: unknown[]) => row[uuidAt])).toContain(uuid)
    const csv = await api.get(`/admin/cryptocloud/reports/invoices?shop_id=${RETIRED}&format=csv`, { ...admin.config, responseType: "text" })
    expect(csv.status).toBe(200)
    expect(String(csv.data)).toContain(uuid)
    // Another report of it: an empty book, not an error.
    expect((await api.get(`/admin/cryptocloud/reports/withdrawals?shop_id=${RETIRED}`, admin.config)).status).toBe(200)

    const unknown = await api.get("/admin/cryptocloud/reports/invoices?shop_id=it-shop-never", admin.config)
    expect(unknown.status).toBe(404)
  })

  it("the boot warns once per retired project whose customers hold static wallets, naming its shop id and how many", async () => {
    for (const currency of ["USDT_TRC20", "BTC"]) {
      await pg()("cryptocloud_static_wallet").insert({
        id: generateEntityId(undefined, "ccsw"),
        customer_id: "cus_retired_project",
        currency,
        uuid: null,
        address: null,
        identify: `retired-${currency}-${Date.now()}`,
        state: "ready",
        shop_id: RETIRED,
      })
    }
    const warnings: string[] = []
    const logger = { warn: (m: string) => warnings.push(m), info: () => undefined, error: () => undefined } as unknown as LoaderOptions["logger"]
    // The app's own options, as its boot passes them (both projects listed, the retired one not).
    const options = {
      projects: [SANDBOX_KEYS, SECOND_KEYS].map((keys) => ({ apiKey: keys.apiKey, shopId: keys.shopId, secretKey: keys.secret })),
    }
    const container = {
      resolve: (key: string) => {
        if (key === ContainerRegistrationKeys.PG_CONNECTION) return pg()
        throw new Error(`not registered: ${key}`)
      },
    } as unknown as LoaderOptions["container"]
    await projectsLoader({ container, options, logger } as LoaderOptions)

    const lines = warnings.filter((line) => line.includes(RETIRED))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/2 customer static wallets/)
    expect(lines[0]).not.toContain("\n")
    // The configured projects are never named as retired.
    expect(warnings.filter((line) => [SANDBOX_KEYS.shopId, SECOND_KEYS.shopId].some((shopId) => line.includes(`project ${shopId} `)))).toEqual([])
  })
})
