import { addDecimals, checkRequestAmount, compareDecimals, normalizeRequestAmount, parseResponseDecimal } from "../amounts"
import { fromServiceDate, isIsoDate, parseServiceTimestamp, toServiceDate, tryParseServiceTimestamp } from "../dates"
import { isInvoiceId, normalizeInvoiceId, sameInvoiceId, stripInvoicePrefix, tryNormalizeInvoiceId } from "../ids"

describe("dates", () => {
  it("converts ISO dates to the service form and back", () => {
    expect(toServiceDate("2026-11-22")).toBe("22.11.2026")
    expect(fromServiceDate("22.11.2026")).toBe("2026-11-22")
    expect(fromServiceDate(toServiceDate("2024-02-29"))).toBe("2024-02-29")
  })

  it("refuses impossible calendar dates", () => {
    expect(isIsoDate("2026-02-29")).toBe(false)
    expect(isIsoDate("2024-02-29")).toBe(true)
    expect(isIsoDate("2026-13-01")).toBe(false)
    expect(isIsoDate("2026-1-01")).toBe(false)
    expect(isIsoDate(20261122)).toBe(false)
    expect(() => toServiceDate("2026-04-31")).toThrow(RangeError)
    expect(() => fromServiceDate("31.04.2026")).toThrow(RangeError)
    expect(() => fromServiceDate("2026-04-01")).toThrow(RangeError)
  })

  it("reads service timestamps as UTC with and without a fraction", () => {
    expect(parseServiceTimestamp("2026-11-22 08:07:40.123456")).toBe("2026-11-22T08:07:40.123Z")
    expect(parseServiceTimestamp("2026-11-22 08:07:40")).toBe("2026-11-22T08:07:40.000Z")
    expect(parseServiceTimestamp("2026-11-22 08:07:40.5")).toBe("2026-11-22T08:07:40.500Z")
    expect(parseServiceTimestamp("2026-11-22T08:07:40.123Z")).toBe("2026-11-22T08:07:40.123Z")
    expect(parseServiceTimestamp("2026-11-22 08:07:40+03:00")).toBe("2026-11-22T05:07:40.000Z")
  })

  it("rejects unreadable timestamps", () => {
    expect(tryParseServiceTimestamp("None")).toBeNull()
    expect(tryParseServiceTimestamp("2026-02-30 10:00:00")).toBeNull()
    expect(tryParseServiceTimestamp("2026-11-22 25:00:00")).toBeNull()
    expect(() => parseServiceTimestamp("yesterday")).toThrow(RangeError)
  })
})

describe("invoice ids", () => {
  it("normalises to INV- + upper case", () => {
    expect(normalizeInvoiceId("abc12345")).toBe("INV-ABC12345")
    expect(normalizeInvoiceId("INV-ABC12345")).toBe("INV-ABC12345")
    expect(normalizeInvoiceId("inv-abc12345")).toBe("INV-ABC12345")
    expect(normalizeInvoiceId(" ABC12345 ")).toBe("INV-ABC12345")
    expect(stripInvoicePrefix("INV-abc12345")).toBe("ABC12345")
    expect(sameInvoiceId("abc12345", "INV-ABC12345")).toBe(true)
    expect(sameInvoiceId("abc12345", "junk")).toBe(false)
  })

  it("refuses anything that is not 8 letters/digits after the prefix", () => {
    for (const bad of ["ABC1234", "ABC123456", "INV-ABC1234", "INV-ABC123456", "INVABC12345", "ABC-1234", "", "INV-"]) {
      expect(isInvoiceId(bad)).toBe(false)
      expect(tryNormalizeInvoiceId(bad)).toBeNull()
    }
    expect(() => normalizeInvoiceId("nope")).toThrow(RangeError)
  })
})

describe("amounts", () => {
  it("parses response numbers, exponent floats and numeric strings to plain decimal strings", () => {
    expect(parseResponseDecimal(1.499999996212864e-6)).toBe("0.000001499999996212864")
    expect(parseResponseDecimal("1.499999996212864e-06")).toBe("0.000001499999996212864")
    expect(parseResponseDecimal("12.50")).toBe("12.5")
    expect(parseResponseDecimal(3)).toBe("3")
    expect(parseResponseDecimal(1e21)).toBe("1000000000000000000000")
    expect(parseResponseDecimal(" 7.1 ")).toBe("7.1")
  })

  it("maps None/null/empty to null and garbage to undefined", () => {
    expect(parseResponseDecimal("None")).toBeNull()
    expect(parseResponseDecimal(null)).toBeNull()
    expect(parseResponseDecimal(undefined)).toBeNull()
    expect(parseResponseDecimal("")).toBeNull()
    expect(parseResponseDecimal("abc")).toBeUndefined()
    expect(parseResponseDecimal("0x10")).toBeUndefined()
    expect(parseResponseDecimal(Number.NaN)).toBeUndefined()
    expect(parseResponseDecimal(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(parseResponseDecimal("Infinity")).toBeUndefined()
    expect(parseResponseDecimal({})).toBeUndefined()
  })

  it("accepts only positive plain decimal strings for requests", () => {
    expect(checkRequestAmount("2.68")).toBeNull()
    expect(checkRequestAmount("0.000000000000000001")).toBeNull()
    expect(checkRequestAmount(2.68)).toMatch(/decimal string/)
    expect(checkRequestAmount("0")).toMatch(/greater than 0/)
    expect(checkRequestAmount("-1")).toMatch(/decimal string/)
    expect(checkRequestAmount("1e3")).toMatch(/decimal string/)
    expect(checkRequestAmount("1,5")).toMatch(/decimal string/)
    expect(checkRequestAmount("1.")).toMatch(/decimal string/)
    expect(checkRequestAmount("0.0000000000000000001")).toMatch(/at most 18 decimals/)
    expect(checkRequestAmount("1234567890123456")).toMatch(/unreasonably large/)
    expect(normalizeRequestAmount("002.680")).toBe("2.68")
  })

  it("compares and adds exactly", () => {
    expect(addDecimals("0.1", "0.2")).toBe("0.3")
    expect(compareDecimals("0.3", addDecimals("0.1", "0.2"))).toBe(0)
    expect(compareDecimals("1.10", "1.2")).toBe(-1)
  })
})

describe("parseResponseDecimal's fast path (canonical input returned as is)", () => {
  // The BigNumber round trip the fast path skips; both must always agree.
  const BigNumber = jest.requireActual("bignumber.js").default as typeof import("bignumber.js").default
  const Decimal = BigNumber.clone({ EXPONENTIAL_AT: 1e9, DECIMAL_PLACES: 40 })
  const slow = (v: number | string) => new Decimal(typeof v === "string" ? v.trim() : v).toFixed()

  it("agrees with the BigNumber round trip on edge cases and 20,000 random amounts", () => {
    const samples: Array<number | string> = [
      0,
      -0,
      "0",
      "-0",
      "0.0",
      "00",
      "1.50",
      "-1.5",
      "1e-7",
      1e-7,
      1e21,
      0.1,
      0.30000000000000004,
      -2.68,
      "2.68",
      "007",
      ".5",
      "5.",
      "-0.0001",
      2 ** 53,
      1.499999996212864e-6,
    ]
    let seed = 42
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let i = 0; i < 20000; i++) {
      const r = random()
      samples.push(
        r < 0.3
          ? Math.round(random() * 1e6) / 10 ** Math.floor(random() * 10)
          : r < 0.5
            ? (random() - 0.5) * 10 ** Math.floor(random() * 30 - 10)
            : r < 0.8
              ? String(Math.floor(random() * 1e9) / 10 ** Math.floor(random() * 12))
              : (random() * 1000).toFixed(Math.floor(random() * 8))
      )
    }
    const differing = samples.filter((v) => parseResponseDecimal(v) !== slow(v))
    expect(differing).toEqual([])
  })
})
