/**
 * Resolving an attention item: who may (api/admin/cryptocloud/permissions.ts). The roles' own
 * policies are Medusa's to evaluate (`hasPermission`, stubbed here); what is tested is which
 * permissions are asked for, and that any ONE of them is enough.
 */
const hasPermission = jest.fn()
jest.mock("@medusajs/framework", () => ({ hasPermission: (...args: unknown[]) => hasPermission(...args) }))

import { ATTENTION_KINDS } from "../../domain/attention"
import { operationsToResolve, requireAnyPermission } from "../admin/cryptocloud/permissions"

function request(rbac: boolean, roles?: string[]) {
  const scope = { resolve: () => ({ isFeatureEnabled: (flag: string) => rbac && flag === "rbac" }) }
  return { scope, auth_context: { actor_id: "user_1", app_metadata: roles ? { roles } : {} } } as any
}

beforeEach(() => hasPermission.mockReset())

describe("operationsToResolve", () => {
  it.each([...ATTENTION_KINDS])("%s is money: refund or withdraw", (kind) => {
    expect(operationsToResolve(kind)).toEqual(["refund", "withdraw"])
  })

  it("a kind that is not about money keeps the settings permission", () => {
    expect(operationsToResolve("some_future_notice")).toEqual(["settings"])
  })
})

describe("requireAnyPermission", () => {
  it("without Medusa's RBAC feature every admin passes, and nothing is looked up", async () => {
    await expect(requireAnyPermission(request(false), ["refund", "withdraw"], "Resolving x")).resolves.toBeUndefined()
    expect(hasPermission).not.toHaveBeenCalled()
  })

  it("one of the permissions is enough, each checked on the cryptocloud resource", async () => {
    hasPermission.mockImplementation(async ({ actions }) => actions.operation === "withdraw")
    await expect(requireAnyPermission(request(true, ["role_1"]), ["refund", "withdraw"], "Resolving x")).resolves.toBeUndefined()
    expect(hasPermission.mock.calls.map(([input]) => input.actions)).toEqual([
      { resource: "cryptocloud", operation: "refund" },
      { resource: "cryptocloud", operation: "withdraw" },
    ])
  })

  it("none of them, or no roles at all: 403 naming what is needed", async () => {
    hasPermission.mockResolvedValue(false)
    const refused = requireAnyPermission(request(true, ["role_1"]), ["refund", "withdraw"], "Resolving refund_owed attention items")
    await expect(refused).rejects.toMatchObject({
      type: "forbidden",
      message:
        "Resolving refund_owed attention items needs the cryptocloud:refund or cryptocloud:withdraw permission; ask an admin whose role has it, or have it added to your role.",
    })
    await expect(requireAnyPermission(request(true, []), ["refund"], "Resolving x")).rejects.toMatchObject({ type: "forbidden" })
    await expect(requireAnyPermission(request(true), ["refund"], "Resolving x")).rejects.toMatchObject({ type: "forbidden" })
  })
})
