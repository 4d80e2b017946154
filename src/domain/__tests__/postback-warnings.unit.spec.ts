import { PostbackWarnings, unloggedSuffix } from "../postback-warnings"

describe("one server log line per postback reason per minute", () => {
  it("logs the first of a minute, counts the rest, and says that count on the next line", () => {
    const warnings = new PostbackWarnings(60_000)
    const t0 = Date.parse("2026-11-24T07:09:00Z")
    expect(warnings.note("token check failed (no_body)", t0)).toEqual({ unlogged: 0 })
    for (let i = 1; i <= 1_000; i++) expect(warnings.note("token check failed (no_body)", t0 + i)).toBeNull()
    // Another reason has its own minute.
    expect(warnings.note("unknown invoice", t0 + 5)).toEqual({ unlogged: 0 })
    expect(warnings.note("token check failed (no_body)", t0 + 60_000)).toEqual({ unlogged: 1_000 })
    expect(unloggedSuffix(1_000)).toMatch(/1000 more like it/)
    expect(unloggedSuffix(0)).toBe("")
  })
})
