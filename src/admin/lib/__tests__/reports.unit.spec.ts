import { isReportName, REPORT_LABELS, REPORT_NAMES } from "../reports/catalog"
import { dailyArrivals, plotValues } from "../reports/daily"
import { filenameFromDisposition } from "../reports/filename"
import { reportFileName } from "../../../contracts"
import { daysOf, presetReportPeriod, utcDayOf, withDay } from "../reports/period"
import { rowsOf } from "../reports/rows"

describe("report periods (UTC calendar days)", () => {
  it("this month runs from its first day to today", () => {
    expect(presetReportPeriod("thisMonth", new Date("2026-03-17T23:59:00Z"))).toEqual({ preset: "thisMonth", start: "2026-03-01", end: "2026-03-17" })
  })

  it("last month is the whole previous month, across a year and a leap February", () => {
    expect(presetReportPeriod("lastMonth", new Date("2026-03-05T00:00:00Z"))).toEqual({ preset: "lastMonth", start: "2026-02-01", end: "2026-02-28" })
    expect(presetReportPeriod("lastMonth", new Date("2028-03-31T12:00:00Z"))).toMatchObject({ start: "2028-02-01", end: "2028-02-29" })
    expect(presetReportPeriod("lastMonth", new Date("2027-01-10T00:00:00Z"))).toMatchObject({ start: "2026-12-01", end: "2026-12-31" })
  })

  it("reads the month in UTC whatever the browser's zone: 00:30 UTC on the 1st is the new month", () => {
    expect(presetReportPeriod("thisMonth", new Date("2026-04-01T00:30:00Z"))).toMatchObject({ start: "2026-04-01", end: "2026-04-01" })
  })

  it("a custom range ignores half-typed days and moves the other end along when reversed", () => {
    const march = { preset: "thisMonth" as const, start: "2026-03-01", end: "2026-03-17" }
    expect(withDay(march, "start", "2026-03-1")).toBeNull()
    expect(withDay(march, "start", "2026-02-31")).toBeNull()
    expect(withDay(march, "start", "2026-03-05")).toEqual({ preset: "custom", start: "2026-03-05", end: "2026-03-17" })
    expect(withDay(march, "start", "2026-03-20")).toEqual({ preset: "custom", start: "2026-03-20", end: "2026-03-20" })
    expect(withDay(march, "end", "2026-02-10")).toEqual({ preset: "custom", start: "2026-02-10", end: "2026-02-10" })
  })

  it("lists every day of a period, both ends included", () => {
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"])
    expect(daysOf("2026-03-02", "2026-03-01")).toEqual([])
    expect(daysOf("nonsense", "2026-03-01")).toEqual([])
  })

  it("takes a moment's UTC day, whatever offset it is written with", () => {
    expect(utcDayOf("2026-03-01T23:30:00-02:00")).toBe("2026-03-02")
    expect(utcDayOf("2026-03-01T00:00:00.000Z")).toBe("2026-03-01")
    expect(utcDayOf(null)).toBeNull()
    expect(utcDayOf("yesterday")).toBeNull()
  })
})

describe("what arrived per day", () => {
  const row = (received_at: string | null, status: string, received_usd: string | null, crypto_amount = "1", received = "1") => ({
    received_at,
    status,
    received_usd,
    crypto_amount,
    received,
  })

  it("sums exactly per UTC day, paid in full apart from part paid, every day present", () => {
    const rows = [
      row("2026-03-01T10:00:00Z", "paid", "0.1"),
      row("2026-03-01T23:59:59Z", "overpaid", "0.2"),
      row("2026-03-01T12:00:00Z", "partial", "5.000001"),
      row("2026-03-03T00:00:00Z", "partial", "1"),
      row("2026-03-03T01:00:00Z", "canceled", "0.5"),
    ]
    const arrivals = dailyArrivals(rows, "2026-03-01", "2026-03-04")
    expect(arrivals.days).toEqual(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"])
    // 0.1 + 0.2 is exactly 0.3 here (a float sum would be 0.30000000000000004).
    expect(arrivals.paid).toEqual(["0.3", "0", "0", "0"])
    expect(arrivals.partPaid).toEqual(["5.000001", "0", "1.5", "0"])
    expect(arrivals.totalPaid).toBe("0.3")
    expect(arrivals.totalPartPaid).toBe("6.500001")
    expect(arrivals.payments).toBe(5)
  })

  it("counts a late payment as paid when what it received covers the invoice, else as part paid", () => {
    const rows = [
      row("2026-03-01T10:00:00Z", "late", "10", "0.00012345", "0.00012345"),
      row("2026-03-01T11:00:00Z", "late", "2", "12.500000", "3.25"),
      row("2026-03-01T12:00:00Z", "late", "4", "12.5", "12.500001"),
      row("2026-03-01T12:00:00Z", "late", "8", "", "1"),
    ]
    const arrivals = dailyArrivals(rows, "2026-03-01", "2026-03-01")
    expect(arrivals.paid).toEqual(["14"])
    expect(arrivals.partPaid).toEqual(["10"])
  })

  it("keeps every digit of large and tiny amounts, never an exponent", () => {
    const rows = [row("2026-03-01T00:00:00Z", "paid", "123456789012345678.000000000000000001"), row("2026-03-01T00:00:01Z", "paid", "0.000000000000000001")]
    expect(dailyArrivals(rows, "2026-03-01", "2026-03-01").paid).toEqual(["123456789012345678.000000000000000002"])
  })

  it("leaves out rows outside the period, without a day, or without a readable USD value", () => {
    const rows = [
      row("2026-02-28T23:59:59Z", "paid", "7"),
      row("2026-03-02T00:00:00Z", "paid", "7"),
      row(null, "paid", "7"),
      row("2026-03-01T10:00:00Z", "paid", null),
      row("2026-03-01T10:00:00Z", "paid", "1e3"),
      row("2026-03-01T10:00:00Z", "paid", "2"),
    ]
    const arrivals = dailyArrivals(rows, "2026-03-01", "2026-03-01")
    expect(arrivals.paid).toEqual(["2"])
    expect(arrivals.payments).toBe(1)
  })

  it("plots part paid stacked on paid (numbers for the canvas only)", () => {
    const arrivals = dailyArrivals(
      [row("2026-03-01T10:00:00Z", "paid", "0.1"), row("2026-03-01T11:00:00Z", "partial", "0.2"), row("2026-03-02T11:00:00Z", "partial", "3")],
      "2026-03-01",
      "2026-03-02"
    )
    expect(plotValues(arrivals)).toEqual({ paid: [0.1, 0], stacked: [0.3, 3] })
  })
})

describe("the CSV's file name", () => {
  it("is the route's Content-Disposition filename", () => {
    expect(filenameFromDisposition('attachment; filename="cryptocloud-payments-2026-03-01-2026-03-31.csv"')).toBe(
      "cryptocloud-payments-2026-03-01-2026-03-31.csv"
    )
    expect(filenameFromDisposition("attachment; filename=cryptocloud-refunds-2026-03-01-2026-03-31.csv")).toBe("cryptocloud-refunds-2026-03-01-2026-03-31.csv")
  })

  it("prefers filename* (UTF-8) and reduces any name to a bare file name", () => {
    expect(filenameFromDisposition("attachment; filename=\"a.csv\"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.csv")).toBe("отчёт.csv")
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd")
    expect(filenameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe("x.csv")
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A.csv; filename=\"b.csv\"")).toBe("b.csv")
  })

  it("is null when the header is missing or names nothing; the fallback has the route's pattern", () => {
    expect(filenameFromDisposition(null)).toBeNull()
    expect(filenameFromDisposition("attachment")).toBeNull()
    expect(filenameFromDisposition('attachment; filename=".."')).toBeNull()
    expect(reportFileName("deposits", "2026-03-01", "2026-03-31")).toBe("cryptocloud-deposits-2026-03-01-2026-03-31.csv")
  })
})

describe("report rows", () => {
  it("reads rows by column name, cells as the file holds them, every column present", () => {
    const answer = {
      columns: ["requested_at", "withdrawal_id", "amount", "refund_id"],
      // The route's rows are the CSV's: a cell per column, in order (a short row's missing cells are empty).
      rows: [["2026-03-01T10:00:00.000Z", "w1", "12.500000"]],
    } as unknown as Parameters<typeof rowsOf>[0]
    expect(rowsOf(answer)).toEqual([{ requested_at: "2026-03-01T10:00:00.000Z", withdrawal_id: "w1", amount: "12.500000", refund_id: null }])
  })

  it("offers the reports of design.md (balance included), each with a name and a description", () => {
    expect(REPORT_NAMES).toEqual(["payments", "invoices", "refunds", "withdrawals", "deposits", "balance"])
    expect(Object.keys(REPORT_LABELS).sort()).toEqual([...REPORT_NAMES].sort())
    expect(isReportName("payments")).toBe(true)
    expect(isReportName("orders")).toBe(false)
  })
})
