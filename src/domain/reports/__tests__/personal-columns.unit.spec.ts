import { RECORD_REPORT_NAMES, REPORT_COLUMNS, REPORT_NAMES } from "../../../contracts/admin-reports"
import { maskPersonal, PERSONAL_COLUMNS } from "../personal-columns"
import { selectList } from "../sources"

describe("personal columns of the reports", () => {
  it("are the e-mail columns, each a column of its report", () => {
    expect(PERSONAL_COLUMNS).toEqual({ payments: ["customer_email"], invoices: [], refunds: [], withdrawals: ["requested_by"], deposits: [], balance: [] })
    for (const report of REPORT_NAMES) for (const column of PERSONAL_COLUMNS[report]) expect(REPORT_COLUMNS[report]).toContain(column)
  })

  it.each([
    ["jane.doe@example.com", "j***@example.com"],
    ["j@example.com", "j***@example.com"],
    ["user_01JABC", "u***"],
    ["Ωmega@пример.рф", "Ω***@пример.рф"],
    ["", ""],
    [null, null],
  ])("%j → %j", (value, masked) => {
    expect(maskPersonal(value)).toBe(masked)
  })

  it("masking changes only those columns' SQL, and keeps every column and its order", () => {
    for (const report of RECORD_REPORT_NAMES) {
      const plain = selectList(report, "s").split(",\n  ")
      const masked = selectList(report, "s", true).split(",\n  ")
      expect(masked.map((line) => line.slice(line.lastIndexOf(" AS ")))).toEqual(plain.map((line) => line.slice(line.lastIndexOf(" AS "))))
      const changed = REPORT_COLUMNS[report].filter((_, i) => masked[i] !== plain[i])
      expect(changed).toEqual(PERSONAL_COLUMNS[report])
    }
  })
})
