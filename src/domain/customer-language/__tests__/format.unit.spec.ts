import { formatCrypto, formatDateTime, formatMoney } from "../format"

describe("customer formats", () => {
  it("crypto amounts keep every digit, in the language's separators and Latin digits", () => {
    expect(formatCrypto("1234567.000001", "en-GB")).toBe("1,234,567.000001")
    expect(formatCrypto("1234.5", "ru")).toBe("1\u00a0234,5")
    expect(formatCrypto("0.000000000000000001", "de")).toBe("0,000000000000000001")
    expect(formatCrypto("98765432109876543210.123456789012345678", "en-GB")).toBe("98,765,432,109,876,543,210.123456789012345678")
    expect(formatCrypto("1234.5", "ar")).toMatch(/^1.234.5$/)
    expect(formatCrypto("1234.5", "fa")).not.toMatch(/[۰-۹]/)
    expect(formatCrypto("n/a", "en")).toBe("n/a")
  })

  it("fiat amounts with the currency as the language writes it, at the amount's own precision", () => {
    expect(formatMoney("12.50", "eur", "de")).toBe("12,50\u00a0€")
    expect(formatMoney("12.50", "USD", "en-GB")).toBe("US$12.50")
    expect(formatMoney("1000", "JPY", "ja")).toMatch(/^[￥¥]1,000$/)
    expect(formatMoney("99999999999999999.99", "EUR", "de")).toBe("99.999.999.999.999.999,99\u00a0€")
    expect(formatMoney("12.5", "XYZ1", "en-GB")).toBe("12.5 XYZ1")
  })

  it("dates in UTC, named", () => {
    expect(formatDateTime("2026-12-01T10:00:00.000Z", "en-GB")).toBe("1 December 2026 at 10:00 UTC")
    expect(formatDateTime("2026-12-01T10:00:00.000Z", "de")).toMatch(/^1\. Dezember 2026( um)?,? 10:00 UTC$/)
    expect(formatDateTime(null, "en-GB")).toBeNull()
    expect(formatDateTime("not a date", "en-GB")).toBeNull()
  })
})
