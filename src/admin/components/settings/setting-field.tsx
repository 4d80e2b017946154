/**
 * One setting: its label, where the value in force comes from, a reset for values set here,
 * the control, and a hint or an error.
 */
import { Badge, Button, Hint, Label, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import type { SettingSource } from "../../../contracts"

/** Where the value in force comes from (the API's `sources`), as translation keys. */
const SOURCE_KEYS: Record<SettingSource, string> = {
  admin: "cryptocloud.settings.source.admin",
  config: "cryptocloud.settings.source.config",
  default: "cryptocloud.settings.source.default",
}

interface Props {
  label: string
  htmlFor?: string
  source: SettingSource
  /** The value a reset goes back to, in words (translated), shown by the reset button. */
  configValue: string
  /** What a reset goes back to: the medusa-config value (default), or the built-in default for settings without an option. */
  resetTo?: "config" | "default"
  onReset: () => void
  resetting: boolean
  hint?: ReactNode
  error?: string
  children: ReactNode
  testId?: string
}

export function SettingField({ label, htmlFor, source, configValue, onReset, resetting, hint, error, children, testId, resetTo = "config" }: Props) {
  const { t } = useTranslation()
  const toDefault = resetTo === "default"
  return (
    <div className="grid grid-cols-1 gap-x-8 gap-y-3 px-6 py-5 lg:grid-cols-[280px_1fr]" data-testid={testId}>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor={htmlFor} size="small" weight="plus">
          {label}
        </Label>
        <div className="flex flex-wrap items-center gap-2">
          <Badge size="2xsmall" color={source === "admin" ? "blue" : "grey"} data-testid="setting-source">
            {SOURCE_KEYS[source] ? t(SOURCE_KEYS[source]) : source}
          </Badge>
          {source === "admin" && (
            <Button
              size="small"
              variant="transparent"
              className="h-auto px-1 py-0"
              onClick={onReset}
              isLoading={resetting}
              title={t(toDefault ? "cryptocloud.settings.resetTitleDefault" : "cryptocloud.settings.resetTitle", { value: configValue })}
            >
              {t("cryptocloud.settings.reset")}
            </Button>
          )}
        </div>
        {source === "admin" && (
          <Text size="xsmall" className="text-ui-fg-muted">
            {t(toDefault ? "cryptocloud.settings.defaultValue" : "cryptocloud.settings.configValue", { value: configValue })}
          </Text>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-y-2">
        {children}
        {error ? <Hint variant="error">{error}</Hint> : hint ? <Hint>{hint}</Hint> : null}
      </div>
    </div>
  )
}
