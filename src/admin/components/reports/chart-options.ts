/**
 * The uPlot options of the per-day chart: one bar per UTC day, part paid stacked on paid,
 * days on the x axis in the admin language (in UTC, as the report counts them), USD on the y
 * axis, the dashboard's own colours (its CSS variables, so the dark theme is followed), and
 * the hovered day reported back for the exact figures under the chart.
 */
import uPlot from "uplot"

const HALF_DAY_S = 12 * 60 * 60

/** A colour of the dashboard's theme (@medusajs/ui's CSS variables), or `fallback` outside it. */
export function themeColor(name: string, fallback: string): string {
  const value = typeof document === "undefined" ? "" : getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

export interface ChartOptionsInput {
  width: number
  height: number
  /** UTC midnight of every day of the period, in seconds (the x values). */
  days: number[]
  labels: { paid: string; partPaid: string }
  locale: string
  onHover: (index: number | null) => void
}

export function chartOptions({ width, height, days, labels, locale, onHover }: ChartOptionsInput): uPlot.Options {
  const paid = themeColor("--tag-green-icon", "rgb(16, 185, 129)")
  const partPaid = themeColor("--tag-orange-icon", "rgb(249, 115, 22)")
  const text = themeColor("--fg-subtle", "rgb(82, 82, 91)")
  const grid = themeColor("--border-base", "rgb(228, 228, 231)")
  const dayLabel = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" })
  const usdTick = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 })
  const bars = uPlot.paths.bars!({ size: [0.7, 40], align: 0 })
  // The canvas draws its own text: in the dashboard's font, at the size of its small labels.
  const family = typeof document === "undefined" ? "" : getComputedStyle(document.body).fontFamily
  const font = `11px ${family || "sans-serif"}`

  return {
    width,
    height,
    // Days are UTC days: ticks and the cursor read time in UTC, not in this browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
    legend: { show: false },
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: true, range: () => [days[0] - HALF_DAY_S, days[days.length - 1] + HALF_DAY_S] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: text,
        font,
        grid: { show: false },
        ticks: { stroke: grid, width: 1, size: 4 },
        // A label every few days, as many as fit (about 64 px each).
        splits: (u) => {
          const room = Math.max(1, Math.floor(u.bbox.width / uPlot.pxRatio / 64))
          const step = Math.max(1, Math.ceil(days.length / room))
          return days.filter((_, i) => i % step === 0)
        },
        values: (_u, splits) => splits.map((s) => dayLabel.format(new Date(s * 1000))),
      },
      {
        stroke: text,
        font,
        size: 64,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        // Tick labels of the plotted scale (rounded by design); the figures people read are exact, under the chart.
        values: (_u, splits) => splits.map((v) => usdTick.format(v)),
      },
    ],
    series: [
      {},
      // Drawn first and taller (paid + part paid): its visible top is the part paid.
      { label: labels.partPaid, fill: partPaid, stroke: partPaid, width: 0, paths: bars, points: { show: false } },
      { label: labels.paid, fill: paid, stroke: paid, width: 0, paths: bars, points: { show: false } },
    ],
    hooks: {
      setCursor: [(u) => onHover(u.cursor.idx ?? null)],
    },
  }
}
