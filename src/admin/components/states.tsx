/**
 * Loading, empty and error states, shaped like the dashboard's own (skeleton rows, the
 * centred "no records" block, an inline error with a retry).
 */
import { ExclamationCircle, MagnifyingGlass } from "@medusajs/icons"
import { Button, Skeleton, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { errorMessage } from "../lib/sdk"

export function LoadingRows({ rows = 3, testId }: { rows?: number; testId?: string }) {
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </div>
  )
}

export function EmptyState({ title, description, testId }: { title: string; description?: string; testId?: string }) {
  return (
    <div className="flex min-h-[150px] w-full flex-col items-center justify-center gap-y-3 px-6 py-6" data-testid={testId}>
      <MagnifyingGlass className="text-ui-fg-subtle" />
      <div className="flex flex-col items-center gap-y-1 text-center">
        <Text size="small" leading="compact" weight="plus">
          {title}
        </Text>
        {description && (
          <Text size="small" className="text-ui-fg-muted">
            {description}
          </Text>
        )}
      </div>
    </div>
  )
}

export function ErrorState({
  error,
  title,
  onRetry,
  testId,
}: {
  error: unknown
  /** Already translated; defaults to "Could not load this section". */
  title?: string
  onRetry?: () => void
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-[150px] w-full flex-col items-center justify-center gap-y-3 px-6 py-6" role="alert" data-testid={testId}>
      <ExclamationCircle className="text-ui-fg-error" />
      <div className="flex max-w-[560px] flex-col items-center gap-y-1 text-center">
        <Text size="small" leading="compact" weight="plus">
          {title ?? t("cryptocloud.common.sectionError")}
        </Text>
        <Text size="small" className="text-ui-fg-subtle">
          {errorMessage(error, t)}
        </Text>
      </div>
      {onRetry && (
        <Button size="small" variant="secondary" onClick={onRetry}>
          {t("cryptocloud.common.tryAgain")}
        </Button>
      )}
    </div>
  )
}
