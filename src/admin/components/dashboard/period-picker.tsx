/**
 * The period of the statistics and the invoice list: a few presets or two calendar days.
 * Days are UTC calendar days, as the admin routes read them.
 */
import { Input, Select, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { daysAgo, isoDay } from "../../lib/format"

export type PeriodPreset = "today" | "7d" | "30d" | "90d" | "custom"

export interface PeriodState {
  preset: PeriodPreset
  start: string
  end: string
}

/** `label`: a translation key. */
const PRESETS: Array<{ value: PeriodPreset; label: string; days: number }> = [
  { value: "today", label: "cryptocloud.period.today", days: 0 },
  { value: "7d", label: "cryptocloud.period.last7", days: 6 },
  { value: "30d", label: "cryptocloud.period.last30", days: 29 },
  { value: "90d", label: "cryptocloud.period.last90", days: 89 },
]

export function presetPeriod(preset: Exclude<PeriodPreset, "custom">, now = new Date()): PeriodState {
  const days = PRESETS.find((p) => p.value === preset)?.days ?? 29
  return { preset, start: daysAgo(days, now), end: isoDay(now) }
}

export function PeriodPicker({ value, onChange }: { value: PeriodState; onChange: (next: PeriodState) => void }) {
  const { t } = useTranslation()
  const setPreset = (preset: string) => {
    if (preset === "custom") onChange({ ...value, preset: "custom" })
    else onChange(presetPeriod(preset as Exclude<PeriodPreset, "custom">))
  }
  // A half-typed or reversed range is not applied: the other end moves along instead.
  const setDay = (which: "start" | "end", day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return
    const next = { ...value, preset: "custom" as const, [which]: day }
    if (next.start > next.end) {
      if (which === "start") next.end = day
      else next.start = day
    }
    onChange(next)
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="period-picker">
      <Select size="small" value={value.preset} onValueChange={setPreset}>
        <Select.Trigger className="w-[180px]" data-testid="period-preset">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {PRESETS.map((p) => (
            <Select.Item key={p.value} value={p.value}>
              {t(p.label)}
            </Select.Item>
          ))}
          <Select.Item value="custom">{t("cryptocloud.period.custom")}</Select.Item>
        </Select.Content>
      </Select>
      {value.preset === "custom" && (
        <>
          <DayInput label={t("cryptocloud.period.from")} value={value.start} onChange={(day) => setDay("start", day)} testId="period-start" />
          <Text size="small" className="text-ui-fg-muted">
            {t("cryptocloud.period.to")}
          </Text>
          <DayInput label={t("cryptocloud.period.toDay")} value={value.end} onChange={(day) => setDay("end", day)} testId="period-end" />
        </>
      )}
    </div>
  )
}

/** One end of a custom period: a day up to today. */
function DayInput({ label, value, onChange, testId }: { label: string; value: string; onChange: (day: string) => void; testId: string }) {
  return (
    <Input size="small" type="date" aria-label={label} value={value} max={isoDay(new Date())} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
  )
}
