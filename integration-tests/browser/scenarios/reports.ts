/**
 * The merchant's books on the Crypto payments page: the Reports section over this month, with
 * the fixtures' paid and part-paid invoices in it. The chart of what arrived per day is drawn
 * (uPlot's canvas holds bars in both colours, and its totals are the exact sums of the route's
 * rows), the hovered day shows that day's figures, the preview shows the route's first rows and
 * count, another report and an empty period switch as they should, and "Download CSV" saves the
 * file under the route's name: an RFC 4180 file with the report's header and the same rows as
 * the JSON. Screenshots for the merchant guide: docs/admin/reports.png, reports-chart.png, and
 * reports-csv.png — the downloaded file shown as a spreadsheet shows it.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import BigNumber from "bignumber.js"
import type { Locator, Page } from "playwright-core"
import { REPORT_COLUMNS, reportRecords, type ReportResponse } from "../../../src/contracts"
import { formatUsd } from "../../../src/admin/lib/decimal"
import { formatDay } from "../../../src/admin/lib/format"
import { spreadsheetSafe } from "../../../src/domain/reports/csv"
import { parseCsv, sheetHtml } from "../csv-sheet"
import { check, type Scenario } from "../harness"
import { ARTIFACTS } from "../stack"
import { toDocs } from "./attention"

type Row = Record<string, string | null>

const today = () => new Date().toISOString().slice(0, 10)
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

/** The chart's rule, independently: paid/overpaid, or late covering the invoice, is paid in full. */
function paidInFull(row: Row): boolean {
  if (row.status === "paid" || row.status === "overpaid") return true
  return row.status === "late" && new BigNumber(row.received ?? "0").gte(row.crypto_amount ?? "Infinity")
}

function sums(rows: Row[]) {
  const total = (list: Row[]) => list.reduce((sum, r) => sum.plus(r.received_usd ?? "0"), new BigNumber(0)).toFixed()
  return { paid: total(rows.filter(paidInFull)), partPaid: total(rows.filter((r) => !paidInFull(r))) }
}

/**
 * What uPlot drew: pixels of the canvas in the paid and part-paid colours (the dashboard's
 * CSS variables the chart uses), and where the paid bars stand (CSS px from the canvas' left).
 */
function canvasBars(chart: Locator) {
  return chart.evaluate((root) => {
    const canvas = root.querySelector<HTMLCanvasElement>(".uplot canvas")
    if (!canvas) return null
    const image = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data
    const rgb = (name: string) =>
      (
        getComputedStyle(document.documentElement)
          .getPropertyValue(name)
          .match(/[\d.]+/g) ?? []
      )
        .slice(0, 3)
        .map(Number)
    const near = (i: number, [r, g, b]: number[]) =>
      image[i + 3] > 200 && Math.abs(image[i] - r) < 8 && Math.abs(image[i + 1] - g) < 8 && Math.abs(image[i + 2] - b) < 8
    const [paid, partPaid] = [rgb("--tag-green-icon"), rgb("--tag-orange-icon")]
    let paidPixels = 0
    let partPixels = 0
    const paidColumns = new Set<number>()
    for (let i = 0; i < image.length; i += 4) {
      if (near(i, paid)) {
        paidPixels += 1
        paidColumns.add((i / 4) % canvas.width)
      } else if (near(i, partPaid)) partPixels += 1
    }
    const columns = [...paidColumns].sort((a, b) => a - b)
    const scale = canvas.width / canvas.getBoundingClientRect().width
    return {
      width: canvas.width,
      height: canvas.height,
      paidPixels,
      partPixels,
      paidX: columns.length ? columns[Math.floor(columns.length / 2)] / scale : null,
    }
  })
}

async function chooseOption(page: Page, trigger: Locator, name: string) {
  await trigger.click()
  await page.getByRole("option", { name, exact: true }).click()
}

export const reports: Scenario = {
  name: "shows the Reports section: the chart of what arrived per day, a preview, and the CSV download",
  async run(ctx) {
    const { page, stack, facts, shotElement } = ctx
    const start = `${today().slice(0, 7)}-01`
    const end = today()
    // The route's own answer for this month's payments: the reference for every figure below.
    const res = await page.request.get(`${stack.appUrl}/admin/cryptocloud/reports/payments?start=${start}&end=${end}&limit=1000`)
    check(res.ok(), `the payments report answers: HTTP ${res.status()}`)
    const answer = (await res.json()) as ReportResponse<"payments">
    const rows = reportRecords(answer) as Row[]
    const mine = (uuid: string | undefined) => rows.find((r) => uuid && r.invoice_id === uuid)
    check(mine(facts.paidInvoice)?.status === "paid", `the paid fixture is a paid payment: ${JSON.stringify(mine(facts.paidInvoice))}`)
    check(mine(facts.partialInvoice)?.status === "partial", `the part-paid fixture is a part payment: ${JSON.stringify(mine(facts.partialInvoice))}`)
    const expected = sums(rows)
    check(new BigNumber(expected.paid).gt(0) && new BigNumber(expected.partPaid).gt(0), `money both paid and part paid: ${JSON.stringify(expected)}`)

    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    const section = page.getByTestId("reports-section")
    await section.scrollIntoViewIfNeeded()

    // 1. The chart: the exact totals, and bars of both colours on uPlot's canvas.
    const chart = section.getByTestId("reports-chart")
    await section.locator(`[data-testid="reports-chart"][data-total-paid="${expected.paid}"][data-total-part-paid="${expected.partPaid}"]`).waitFor()
    check(Number(await chart.getAttribute("data-days")) === new Date(`${end}T00:00:00Z`).getUTCDate(), "a bar place for every day of the month so far")
    check(Number(await chart.getAttribute("data-days-with-money")) >= 1, "at least one day with money")
    await chart.locator(".uplot canvas").waitFor()
    const drawn = await canvasBars(chart)
    check(drawn && drawn.width > 200 && drawn.height > 100, `uPlot drew a canvas: ${JSON.stringify(drawn)}`)
    check(drawn.paidPixels > 50 && drawn.partPixels > 20, `bars in both colours on the canvas: ${JSON.stringify(drawn)}`)
    const figures = chart.getByTestId("reports-chart-figures")
    check(plain(await chart.getByTestId("reports-chart-paid").innerText()) === plain(formatUsd(expected.paid, "en")), "the period's paid total, exact")
    check(
      plain(await chart.getByTestId("reports-chart-part-paid").innerText()) === plain(formatUsd(expected.partPaid, "en")),
      "the period's part-paid total, exact"
    )

    // Hovering today's bar shows today's figures (the guide's picture of the chart: taken as it
    // is on screen, since the harness' whole-page stretch would move the chart from the mouse).
    await chart.scrollIntoViewIfNeeded()
    const box = (await chart.locator(".uplot canvas").boundingBox())!
    await page.mouse.move(box.x + drawn.paidX!, box.y + box.height / 2)
    await figures.filter({ hasText: formatDay(end, "en") }).waitFor()
    const todays = sums(rows.filter((r) => r.received_at?.startsWith(end)))
    check(plain(await chart.getByTestId("reports-chart-paid").innerText()) === plain(formatUsd(todays.paid, "en")), "today's paid figure on hover")
    check(
      plain(await chart.getByTestId("reports-chart-part-paid").innerText()) === plain(formatUsd(todays.partPaid, "en")),
      "today's part-paid figure on hover"
    )
    const chartShot = join(ARTIFACTS, "screenshots", "reports-chart.png")
    await chart.screenshot({ path: chartShot, animations: "disabled" })
    await toDocs(Promise.resolve(chartShot), "reports-chart")
    await page.mouse.move(box.x - 40, box.y - 40)
    await figures.filter({ hasText: "Period total" }).waitFor()

    // 2. The preview: the route's columns, count and first rows.
    const preview = section.getByTestId("reports-preview-table")
    await section.locator(`[data-testid="reports-preview-count"][data-count="${answer.count}"]`).waitFor()
    const header = await preview.locator("thead th").allInnerTexts()
    check(header.join() === REPORT_COLUMNS.payments.join(), `the preview's columns are the report's: ${header.join()}`)
    const shown = section.getByTestId("reports-preview-row")
    check((await shown.count()) === Math.min(answer.count, 10), `the first ${Math.min(answer.count, 10)} rows previewed`)
    const firstRow = await shown.first().locator("td").allInnerTexts()
    check(firstRow.join("|") === REPORT_COLUMNS.payments.map((c) => rows[0][c] ?? "–").join("|"), `the first row as the route has it: ${firstRow.join("|")}`)
    await toDocs(shotElement(section, "reports"), "reports")

    // 3. Download CSV: the route's file name, an RFC 4180 file, the JSON's rows.
    const [download] = await Promise.all([page.waitForEvent("download"), section.getByTestId("reports-download").click()])
    const name = `cryptocloud-payments-${start}-${end}.csv`
    check(download.suggestedFilename() === name, `saved as ${download.suggestedFilename()}, expected ${name}`)
    await page.getByText("Report saved").first().waitFor()
    const text = readFileSync((await download.path())!, "utf8")
    const records = parseCsv(text)
    check(records[0].join() === REPORT_COLUMNS.payments.join(), `the CSV's header row: ${records[0].join()}`)
    check(records.length - 1 === answer.count, `one CSV row per payment: ${records.length - 1} of ${answer.count}`)
    for (const uuid of [facts.paidInvoice, facts.partialInvoice]) {
      const record = records.find((r) => r[1] === uuid)
      const row = mine(uuid)!
      check(record, `the CSV has ${uuid}`)
      const cells = REPORT_COLUMNS.payments.map((c) => (row[c] === null ? "" : spreadsheetSafe(row[c]!)))
      check(record.join("|") === cells.join("|"), `the CSV row of ${uuid} is the JSON's:\n${record.join("|")}\n${cells.join("|")}`)
    }

    // The file as a spreadsheet shows it, for the merchant guide.
    const sheet = await page.context().newPage()
    try {
      await sheet.setViewportSize({ width: 1440, height: 320 })
      await sheet.setContent(sheetHtml(name, records))
      const path = join(ARTIFACTS, "screenshots", "reports-csv.png")
      await sheet.getByTestId("csv-file").screenshot({ path })
      await toDocs(Promise.resolve(path), "reports-csv")
    } finally {
      await sheet.close()
    }

    // 4. Another report, and a period with nothing in it.
    await chooseOption(page, section.getByTestId("reports-report"), "Invoices")
    await preview.locator("thead th").first().filter({ hasText: "created_at" }).waitFor()
    await section.getByTestId("reports-description").filter({ hasText: "Every invoice created in the period" }).waitFor()
    await chooseOption(page, section.getByTestId("reports-period-preset"), "Custom range…")
    await section.getByTestId("reports-period-start").fill("2020-01-01")
    await section.getByTestId("reports-period-end").fill("2020-01-31")
    await section.getByTestId("reports-chart-empty").waitFor()
    await section.getByTestId("reports-preview-empty").waitFor()
    await chooseOption(page, section.getByTestId("reports-period-preset"), "This month")
    await section.getByTestId("reports-chart").waitFor()
  },
}
