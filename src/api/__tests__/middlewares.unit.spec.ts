/**
 * RBAC: every admin route of the plugin declares the permission it needs on the `cryptocloud`
 * resource (checked by Medusa when its `rbac` feature is on; the module cannot run here, so the
 * configuration itself is what is tested), and money moves only with `withdraw` or `refund`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import middlewares, { CRYPTOCLOUD_OPERATIONS, CRYPTOCLOUD_RESOURCE } from "../middlewares"

type Route = { matcher: string; methods?: string[]; policies?: Array<{ resource: string; operation: string }> }
const routes = (middlewares as unknown as { routes: Route[] }).routes

/** Every admin route file of the plugin, as "METHOD /admin/cryptocloud/…". */
function adminRoutes(dir = join(__dirname, "../admin/cryptocloud")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === "__tests__" ? [] : adminRoutes(path)
    if (name !== "route.ts") return []
    const url = "/admin/cryptocloud/" + relative(join(__dirname, "../admin/cryptocloud"), dir).replace(/\[(\w+)\]/g, ":$1")
    const source = readFileSync(path, "utf8")
    return ["GET", "POST"].filter((m) => new RegExp(`export (const|async function) ${m}\\b`).test(source)).map((m) => `${m} ${url.replace(/\/$/, "")}`)
  })
}

const policyOf = (route: string) => {
  const [method, url] = route.split(" ")
  const entry = routes.find((r) => r.matcher.replace("${BASE}", "/admin/cryptocloud") === url && r.methods?.includes(method))
  return entry?.policies
}

describe("admin route permissions", () => {
  const all = adminRoutes()

  it("finds the admin routes", () => {
    expect(all.length).toBeGreaterThanOrEqual(19)
  })

  it.each(adminRoutes())("%s declares a cryptocloud policy", (route) => {
    const policies = policyOf(route)
    expect(policies).toEqual([{ resource: CRYPTOCLOUD_RESOURCE, operation: expect.any(String) }])
    expect(CRYPTOCLOUD_OPERATIONS).toContain(policies![0].operation)
  })

  it("reading never needs more than read; money moves only with withdraw or refund", () => {
    for (const route of all.filter((r) => r.startsWith("GET "))) expect(policyOf(route)?.[0].operation).toBe("read")
    expect(policyOf("POST /admin/cryptocloud/withdrawals")?.[0].operation).toBe("withdraw")
    expect(policyOf("POST /admin/cryptocloud/withdrawals/:id/resolve")?.[0].operation).toBe("withdraw")
    expect(policyOf("POST /admin/cryptocloud/refunds/:id/payout")?.[0].operation).toBe("refund")
    expect(policyOf("POST /admin/cryptocloud/settings")?.[0].operation).toBe("settings")
  })
})
