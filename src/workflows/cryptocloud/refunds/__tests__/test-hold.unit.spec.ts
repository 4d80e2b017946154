/** The address request's test hold: off unless asked for, never in production, bounded. */
import { ADDRESS_REQUEST_HOLD_ENV, holdMsFrom } from "../test-hold"

describe("holdMsFrom", () => {
  it("is 0 unless the variable names a positive number of ms", () => {
    expect(holdMsFrom({})).toBe(0)
    for (const value of ["", "0", "-5", "soon"]) expect(holdMsFrom({ [ADDRESS_REQUEST_HOLD_ENV]: value })).toBe(0)
    expect(holdMsFrom({ [ADDRESS_REQUEST_HOLD_ENV]: "3000" })).toBe(3000)
    expect(holdMsFrom({ [ADDRESS_REQUEST_HOLD_ENV]: "12.7" })).toBe(12)
  })

  it("is never on in production, and at most a minute", () => {
    expect(holdMsFrom({ NODE_ENV: "production", [ADDRESS_REQUEST_HOLD_ENV]: "3000" })).toBe(0)
    expect(holdMsFrom({ NODE_ENV: "test", [ADDRESS_REQUEST_HOLD_ENV]: "3600000" })).toBe(60_000)
  })
})
