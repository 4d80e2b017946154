import { reportBounds } from "../period"

describe("reportBounds", () => {
  it("UTC days, both included: from start 00:00:00Z to the day after end, exclusive", () => {
    expect(reportBounds("2026-11-01", "2026-11-30")).toEqual({ since: "2026-11-01T00:00:00.000Z", until: "2026-12-01T00:00:00.000Z" })
    expect(reportBounds("2026-12-31", "2026-12-31")).toEqual({ since: "2026-12-31T00:00:00.000Z", until: "2027-01-01T00:00:00.000Z" })
    expect(reportBounds("2028-02-28", "2028-02-29").until).toBe("2028-03-01T00:00:00.000Z")
  })
})
