/**
 * Which project a ledger row belongs to: its own shop id; none yet (rows from before several
 * projects) the first project's; a project the options no longer list is nobody's here, so its
 * rows are never given to another project's key.
 */
import { groupByProject, ledgerProjectOf, ledgerProjects, projectOfRow, rowOfProjectSql } from "../projects"

const SHOPS = ["shop-eu", "shop-asia"]

describe("the project of a ledger row", () => {
  it("is the row's shop id, the first project's when it has none, and nobody's when unlisted", () => {
    expect(projectOfRow({ shop_id: "shop-asia" }, SHOPS)).toBe("shop-asia")
    expect(projectOfRow({ shop_id: null }, SHOPS)).toBe("shop-eu")
    expect(projectOfRow({}, SHOPS)).toBe("shop-eu")
    expect(projectOfRow({ shop_id: "shop-gone" }, SHOPS)).toBeNull()
  })

  it("groups rows per project, in the options' order, and sets the unlisted ones apart", () => {
    const rows = [
      { uuid: "A", shop_id: "shop-asia" },
      { uuid: "B", shop_id: null },
      { uuid: "C", shop_id: "shop-gone" },
      { uuid: "D", shop_id: "shop-eu" },
    ]
    const { byProject, unknown } = groupByProject(rows, (row) => row.shop_id, SHOPS)
    expect([...byProject.keys()]).toEqual(["shop-eu", "shop-asia"])
    expect(byProject.get("shop-eu")!.map((r) => r.uuid)).toEqual(["B", "D"])
    expect(byProject.get("shop-asia")!.map((r) => r.uuid)).toEqual(["A"])
    expect(unknown.get("shop-gone")!.map((r) => r.uuid)).toEqual(["C"])
    expect(groupByProject([{ shop_id: "shop-eu" }], (row) => row.shop_id, SHOPS).byProject.has("shop-asia")).toBe(false)
  })

  it("only the first project owns rows without a shop id", () => {
    expect(ledgerProjects(SHOPS)).toEqual([
      { shopId: "shop-eu", ownsUnassigned: true },
      { shopId: "shop-asia", ownsUnassigned: false },
    ])
    expect(rowOfProjectSql("l")).toBe("(l.shop_id = :shop OR (CAST(:unassigned AS boolean) AND l.shop_id IS NULL))")
  })

  it("a provider registration's project: first of the plugin's projects, or its own when the options are one project or unreadable", () => {
    const keys = (shopId: string) => ({ apiKey: `key-${shopId}`, shopId, secretKey: `secret-${shopId}` })
    const plugin = { projects: [keys("shop-eu"), keys("shop-asia")] }
    expect(ledgerProjectOf("shop-eu", plugin)).toEqual({ shopId: "shop-eu", ownsUnassigned: true })
    expect(ledgerProjectOf("shop-asia", plugin)).toEqual({ shopId: "shop-asia", ownsUnassigned: false })
    expect(ledgerProjectOf("shop-eu", keys("shop-eu"))).toEqual({ shopId: "shop-eu", ownsUnassigned: true })
    expect(ledgerProjectOf("shop-eu", undefined)).toEqual({ shopId: "shop-eu", ownsUnassigned: true })
  })
})
