/**
 * One setting: its label, where the value in force comes from, a reset for values set here,
 * the control, and a hint or an error.
 */
import { Badge, Button, Hint, Label, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import type { SettingSource } from "../../lib/types"

const SOURCE_LABEL: Record<SettingSource, string> = {
  admin: "Set here",
  config: "From medusa-config",
  default: "Default",
}

interface Props {
  label: string
  htmlFor?: string
  source: SettingSource
  /** The config value in words, shown by the reset button. */
  configValue: string
  onReset: () => void
  resetting: boolean
  hint?: ReactNode
  error?: string
  children: ReactNode
  testId?: string
}

export function SettingField({ label, htmlFor, source, configValue, onReset, resetting, hint, error, children, testId }: Props) {
  return (
    <div className="grid grid-cols-1 gap-x-8 gap-y-3 px-6 py-5 lg:grid-cols-[280px_1fr]" data-testid={testId}>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor={htmlFor} size="small" weight="plus">
          {label}
        </Label>
        <div className="flex flex-wrap items-center gap-2">
          <Badge size="2xsmall" color={source === "admin" ? "blue" : "grey"} data-testid="setting-source">
            {SOURCE_LABEL[source]}
          </Badge>
          {source === "admin" && (
            <Button
              size="small"
              variant="transparent"
              className="h-auto px-1 py-0"
              onClick={onReset}
              isLoading={resetting}
              title={`Back to the medusa-config value: ${configValue}`}
            >
              Reset
            </Button>
          )}
        </div>
        {source === "admin" && (
          <Text size="xsmall" className="text-ui-fg-muted">
            {`Config value: ${configValue}`}
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
