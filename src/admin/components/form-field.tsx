/**
 * One labelled field of the admin's form drawers: the label (with an optional action at its
 * right, like "Max"), the control itself, then the field's error or, when there is none, its hint.
 */
import { Hint, Label } from "@medusajs/ui"
import type { ReactNode } from "react"

export function FormField({
  id,
  label,
  action,
  error,
  errorTestId,
  hint,
  children,
}: {
  /** The control's id: the label points at it. */
  id: string
  label: ReactNode
  /** Shown at the label's right; `null` keeps that row even with nothing to show in it. */
  action?: ReactNode
  /** Shown (in place of the hint) when truthy. */
  error?: ReactNode
  errorTestId?: string
  hint?: ReactNode
  /** The control: an Input, a Textarea, a Select… with `id`. */
  children: ReactNode
}) {
  const labelElement = (
    <Label htmlFor={id} size="small" weight="plus">
      {label}
    </Label>
  )
  return (
    <div className="flex flex-col gap-y-2">
      {action === undefined ? (
        labelElement
      ) : (
        <div className="flex items-center justify-between">
          {labelElement}
          {action}
        </div>
      )}
      {children}
      {error ? (
        <Hint variant="error" data-testid={errorTestId}>
          {error}
        </Hint>
      ) : (
        hint !== undefined && <Hint>{hint}</Hint>
      )}
    </div>
  )
}
