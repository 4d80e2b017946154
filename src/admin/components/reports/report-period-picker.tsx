/**
 * The period of the Reports section: this month, last month, or a range of two UTC calendar
 * days (lib/reports/period.ts decides the days).
 */
import { Input, Select, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { isoDay } from "../../lib/format"
import { presetReportPeriod, withDay, type ReportPeriod, type ReportPreset } from "../../lib/reports/period"

/** `label`: a translation key. */
const PRESETS: Array<{ value: ReportPreset; label: string }> = [
  { value: "thisMonth", label: "cryptocloud.reports.period.thisMonth" },
  { value: "lastMonth", label: "cryptocloud.reports.period.lastMonth" },
  { value: "custom", label: "cryptocloud.reports.period.custom" },
]

export function ReportPeriodPicker({ value, onChange }: { value: ReportPeriod; onChange: (next: ReportPeriod) => void }) {
  const { t } = useTranslation()
  const setPreset = (preset: string) => {
    // A custom range starts from the days shown, for the admin to move one end.
    if (preset === "custom") onChange({ ...value, preset: "custom" })
    else onChange(presetReportPeriod(preset as Exclude<ReportPreset, "custom">))
  }
  const setDay = (which: "start" | "end", day: string) => {
    const next = withDay(value, which, day)
    if (next) onChange(next)
  }
  const today = isoDay(new Date())

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="reports-period">
      <Select size="small" value={value.preset} onValueChange={setPreset}>
        <Select.Trigger className="w-[160px]" data-testid="reports-period-preset" aria-label={t("cryptocloud.reports.period.label")}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {PRESETS.map((p) => (
            <Select.Item key={p.value} value={p.value}>
              {t(p.label)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
      {value.preset === "custom" && (
        <>
          <Input
            size="small"
            type="date"
            aria-label={t("cryptocloud.reports.period.from")}
            value={value.start}
            max={today}
            onChange={(e) => setDay("start", e.target.value)}
            data-testid="reports-period-start"
          />
          <Text size="small" className="text-ui-fg-muted">
            {t("cryptocloud.reports.period.to")}
          </Text>
          <Input
            size="small"
            type="date"
            aria-label={t("cryptocloud.reports.period.toDay")}
            value={value.end}
            max={today}
            onChange={(e) => setDay("end", e.target.value)}
            data-testid="reports-period-end"
          />
        </>
      )}
    </div>
  )
}
