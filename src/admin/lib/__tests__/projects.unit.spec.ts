/**
 * Which project the admin's pages show and what they send: a one-project store sends no shop id
 * and names no project; with several, the URL's project is sent and shown, the first is shown by
 * default, and a shop id the store does not have is said.
 */
import type { ProjectView } from "../../../contracts"
import { projectChoice, projectLabel, withProject } from "../projects"

const project = (shop_id: string, name: string): ProjectView => ({
  shop_id,
  name,
  provider_ids: [`pp_cryptocloud_${shop_id}`],
  withdrawals_enabled: true,
  postback_path: `/hooks/payment/cryptocloud_${shop_id}`,
  postback_url: `https://shop.example/hooks/payment/cryptocloud_${shop_id}`,
})
const EU = project("eu-shop", "Europe store")
const ASIA = project("asia-shop", "Asia store")

describe("projectChoice", () => {
  it("one project: nothing is sent and no switcher is shown, before and after the list is read", () => {
    expect(projectChoice(undefined, null)).toMatchObject({ shopId: undefined, several: false, current: null, unknown: null })
    expect(projectChoice([EU], null)).toMatchObject({ shopId: undefined, several: false, current: EU, unknown: null })
    expect(projectChoice([EU], "")).toMatchObject({ shopId: undefined, current: EU })
  })

  it("several projects: the first is shown by default (the routes' default, so no shop id is sent)", () => {
    expect(projectChoice([EU, ASIA], null)).toMatchObject({ shopId: undefined, several: true, current: EU, unknown: null })
  })

  it("the URL's project is sent at once (before the list is read) and shown", () => {
    expect(projectChoice(undefined, "asia-shop")).toMatchObject({ shopId: "asia-shop", current: null, unknown: null })
    expect(projectChoice([EU, ASIA], "asia-shop")).toMatchObject({ shopId: "asia-shop", several: true, current: ASIA, unknown: null })
  })

  it("a shop id the store has no project for is said once the list is read", () => {
    expect(projectChoice([EU, ASIA], "gone-shop")).toMatchObject({ shopId: "gone-shop", current: null, unknown: "gone-shop" })
    expect(projectChoice([EU], "gone-shop")).toMatchObject({ several: false, unknown: "gone-shop" })
  })
})

describe("projectLabel", () => {
  it("names the project only in a store with several", () => {
    expect(projectLabel([EU], "eu-shop")).toBeNull()
    expect(projectLabel(undefined, "eu-shop")).toBeNull()
    expect(projectLabel([EU, ASIA], "asia-shop")).toBe("Asia store")
    expect(projectLabel([EU, ASIA], null)).toBeNull()
  })

  it("a shop id the list does not know is shown by the name the server gave, else as it is", () => {
    expect(projectLabel([EU, ASIA], "old-shop", "Old store")).toBe("Old store")
    expect(projectLabel([EU, ASIA], "old-shop")).toBe("old-shop")
    expect(projectLabel([EU, ASIA], "asia-shop", "Stale name")).toBe("Asia store")
  })
})

describe("withProject", () => {
  it("keeps the chosen project in a link, and adds nothing without one", () => {
    expect(withProject("/settings/cryptocloud", "asia shop&1")).toBe("/settings/cryptocloud?shop_id=asia+shop%261")
    expect(withProject("/settings/cryptocloud", undefined)).toBe("/settings/cryptocloud")
  })
})
