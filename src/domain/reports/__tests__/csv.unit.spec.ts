/**
 * The reports' CSV cells: RFC 4180 quoting (read back by an independent strict reader) and the
 * spreadsheet guard.
 */
import fc from "fast-check"
import { parseRfc4180 } from "../../../../integration-tests/helpers/rfc4180"
import { csvCell, csvLine, spreadsheetSafe } from "../csv"

describe("report CSV", () => {
  it("leaves plain cells as they are and quotes those RFC 4180 requires", () => {
    expect(csvCell("INV-ABCD1234")).toBe("INV-ABCD1234")
    expect(csvCell("0.00012345")).toBe("0.00012345")
    expect(csvCell(null)).toBe("")
    expect(csvCell("")).toBe("")
    expect(csvCell("a,b")).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell("two\nlines")).toBe('"two\nlines"')
    expect(csvCell("cr\r")).toBe('"cr\r"')
    expect(csvLine(["a", null, "b"])).toBe("a,,b\r\n")
  })

  it("makes a cell that a spreadsheet would run as a formula text, with a leading quote", () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell("+1@example.com")).toBe("'+1@example.com")
    expect(csvCell("-2+3@example.com")).toBe("'-2+3@example.com")
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell("\tcmd")).toBe("'\tcmd")
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`)
  })

  it("leaves a plain decimal number a number, even with a sign", () => {
    for (const n of ["-12.5", "+3", "-0.00000001", "-.5"]) expect(csvCell(n)).toBe(n)
    expect(csvCell("-1e5")).toBe("'-1e5") // not a plain decimal: guarded
    expect(csvCell("-12.5 ")).toBe("'-12.5 ")
  })

  it("any line reads back, cell for cell, as the guarded value (independent strict reader)", () => {
    const cell = fc.oneof(fc.constant(null), fc.string(), fc.string({ unit: fc.constantFrom("=", "+", "-", "@", ",", '"', "\r", "\n", "\t", "a", "1", ".") }))
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 5 }), (records) => {
        const text = csvLine(["a", "b", "c"]) + records.map((r) => csvLine(r)).join("")
        const parsed = parseRfc4180(text)
        expect(parsed.header).toEqual(["a", "b", "c"])
        expect(parsed.records).toEqual(records.map((r) => r.map((v) => (v === null ? "" : spreadsheetSafe(v)))))
      })
    )
  })

  it("the strict reader refuses what RFC 4180 does not allow", () => {
    expect(() => parseRfc4180("a,b\r\n1\r\n")).toThrow(/1 fields, the header 2/)
    expect(() => parseRfc4180("a,b\n1,2\n")).toThrow(/CRLF|bare LF/)
    expect(() => parseRfc4180('a,b\r\n1,x"y\r\n')).toThrow(/quote inside/)
    expect(() => parseRfc4180('a,b\r\n1,"x"y\r\n')).toThrow(/after a closing quote/)
  })
})
