import { Dec, formatDecimal, formatTimestamp, parseDayDate, toJson } from "../json"
import { fiatToUsd, parsePositiveDecimal, serviceFeeOf, transferFeeOf, usdToCrypto } from "../money"

describe("sandbox wire formatting", () => {
  it("prints small floats like Python's repr when exponentFloats is on", () => {
    expect(formatDecimal("0.0000015", true)).toBe("1.5e-06")
    expect(formatDecimal("0.00001", true)).toBe("1e-05")
    expect(formatDecimal("0.0001", true)).toBe("0.0001")
    expect(formatDecimal("0.0000015", false)).toBe("0.0000015")
    expect(formatDecimal("2.68", true)).toBe("2.68")
  })

  it("writes Dec nodes as numbers or strings", () => {
    const tree = { a: new Dec("2.68"), b: [new Dec("0.00000017")], c: null, d: undefined, e: "x" }
    expect(toJson(tree, { numbersAsStrings: false, exponentFloats: true })).toBe('{"a":2.68,"b":[1.7e-07],"c":null,"e":"x"}')
    expect(toJson(tree, { numbersAsStrings: true, exponentFloats: false })).toBe('{"a":"2.68","b":["0.00000017"],"c":null,"e":"x"}')
  })

  it("formats timestamps like Python's str(datetime)", () => {
    expect(formatTimestamp(new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 60)))).toBe("2025-01-02 03:04:05.060000")
    expect(formatTimestamp(new Date(Date.UTC(2025, 0, 2, 3, 4, 5)))).toBe("2025-01-02 03:04:05")
  })

  it("parses dd.mm.yyyy strictly", () => {
    expect(parseDayDate("29.02.2024")?.toISOString()).toBe("2024-02-29T00:00:00.000Z")
    for (const bad of ["29.02.2025", "2024-02-29", "1.2.2024", 5, "32.01.2024"]) expect(parseDayDate(bad)).toBeNull()
  })
})

describe("sandbox money", () => {
  it("accepts positive numbers and plain numeric strings only", () => {
    expect(parsePositiveDecimal("2.68")).toBe("2.68")
    expect(parsePositiveDecimal(2.68)).toBe("2.68")
    expect(parsePositiveDecimal("2.680")).toBe("2.68")
    for (const bad of ["-1", "0", "abc", "", "1e3", NaN, Infinity, -2, null, true, "1,5"]) expect(parsePositiveDecimal(bad)).toBeNull()
  })

  it("converts without float drift and rounds as documented", () => {
    expect(fiatToUsd("0.1", "USD")).toBe("0.1")
    expect(fiatToUsd("1000", "RUB")).toBe("11")
    expect(usdToCrypto("100", "BTC")).toBe("0.00166667") // rounded up
    expect(usdToCrypto("0.3", "USDT_ERC20")).toBe("0.3")
    expect(serviceFeeOf("100")).toBe("1.9")
    expect(transferFeeOf("ETH")).toBe("0.00000334")
  })
})
