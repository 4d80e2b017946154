/**
 * Boot refuses inconsistent projects (the module's loader), naming the field, and gives records
 * from before several projects to the configured one.
 */
import { asValue } from "@medusajs/framework/awilix"
import { createMedusaContainer } from "@medusajs/framework/utils"
import projectsLoader from "../projects"

const EU = { apiKey: "eu-key", shopId: "eu-shop", secretKey: "eu-secret" }
const ASIA = { apiKey: "asia-key", shopId: "asia-shop", secretKey: "asia-secret" }

/** A knex stand-in that records the backfill's statements. */
function fakePg() {
  const statements: string[] = []
  const pg = ((table: string) => {
    const builder = {
      whereNull: () => builder,
      // The retired projects' static wallets (none here): select … groupBy … orderBy → rows.
      select: () => builder,
      count: () => builder,
      whereNotNull: () => builder,
      whereNotIn: () => builder,
      groupBy: () => builder,
      orderBy: async () => [],
      update: async (values: Record<string, unknown>) => {
        statements.push(`update ${table} ${JSON.stringify(values)}`)
        return 0
      },
    }
    return builder
  }) as any
  pg.raw = async (sql: string, bindings: unknown[]) => {
    statements.push(`${sql.split(" ").slice(0, 2).join(" ")} ${JSON.stringify(bindings)}`)
    return { rows: [], rowCount: 0 }
  }
  return { pg, statements }
}

function boot(options: Record<string, unknown>, providers: unknown[]) {
  const { pg, statements } = fakePg()
  const container = createMedusaContainer()
  container.register({
    configModule: asValue({ modules: { cryptocloud: { options }, payment: { options: { providers } } } }),
    __pg_connection__: asValue(pg),
  })
  const logger = { info: jest.fn(), warn: jest.fn() }
  return { run: () => projectsLoader({ container, options, logger } as any), statements, logger }
}

const provider = (id: string, options: unknown) => ({ resolve: "medusa-payment-cryptocloud/providers/cryptocloud", id, options })

describe("the projects loader (boot)", () => {
  it("boots two consistent projects and gives older records to the first", async () => {
    const { run, statements } = boot({ projects: [EU, ASIA] }, [provider("cryptocloud", EU), provider("asia", ASIA)])
    await run()
    expect(statements).toContain('update cryptocloud_invoice {"shop_id":"eu-shop"}')
    expect(statements.some((s) => s.startsWith("UPDATE cryptocloud_setting") && s.includes('"ccset_project_eu-shop","ccset_default"'))).toBe(true)
  })

  it("refuses two projects with one shop id", async () => {
    const { run } = boot({ projects: [EU, { ...ASIA, shopId: "eu-shop" }] }, [provider("cryptocloud", EU)])
    await expect(run()).rejects.toThrow(/`projects\[1\]\.shopId` "eu-shop" is also `projects\[0\]\.shopId`/)
  })

  it("refuses a project without keys", async () => {
    const { run } = boot({ projects: [EU, { shopId: "asia-shop", apiKey: "k" }] }, [provider("cryptocloud", EU)])
    await expect(run()).rejects.toThrow(/`projects\[1\]\.secretKey` is required/)
  })

  it("refuses a provider registration whose project the options do not list", async () => {
    const { run } = boot({ projects: [EU] }, [provider("cryptocloud", EU), provider("asia", ASIA)])
    await expect(run()).rejects.toThrow(/registration with `id: "asia"` has `options.shopId` "asia-shop", which the plugin's options do not list/)
  })

  it("one project with the same options to both boots as before; a mismatched provider is refused too", async () => {
    await expect(boot(EU, [provider("cryptocloud", EU)]).run()).resolves.toBeUndefined()
    await expect(boot(EU, [provider("cryptocloud", ASIA)]).run()).rejects.toThrow(/"asia-shop", which the plugin's options do not list/)
  })

  it("one project without keys keeps the old behaviour (routes answer an error; no boot failure)", async () => {
    await expect(boot({}, []).run()).resolves.toBeUndefined()
  })
})
