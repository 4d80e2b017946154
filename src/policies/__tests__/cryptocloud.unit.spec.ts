/**
 * The permissions Medusa registers at start: found where Medusa looks for a plugin's policies
 * (a `policies/` folder in the plugin's source root: `.medusa/server/src` once built, `src` here),
 * one per operation the routes use, with a description for the role editor.
 */
import { join } from "node:path"
import { discoverPoliciesFromDir, Policy } from "@medusajs/framework/utils"
import { CRYPTOCLOUD_OPERATIONS, CRYPTOCLOUD_PERMISSIONS } from "../../contracts/permissions"

describe("the plugin's RBAC policies", () => {
  it("are discovered from the plugin's source root, one per operation, each described", async () => {
    await discoverPoliciesFromDir(join(__dirname, "../.."))
    const ours = Object.entries(Policy as Record<string, { resource: string; operation: string; description?: string }>).filter(
      ([, p]) => p.resource === "cryptocloud"
    )
    expect(ours.map(([, p]) => p.operation).sort()).toEqual([...CRYPTOCLOUD_OPERATIONS].sort())
    expect(ours.map(([name]) => name).sort()).toEqual(CRYPTOCLOUD_PERMISSIONS.map((p) => p.name).sort())
    for (const [, policy] of ours) expect(policy.description).toMatch(/^CryptoCloud: .{20,}/)
    expect(CRYPTOCLOUD_OPERATIONS).toContain("export")
  })
})
