/**
 * A failure as the components show it: the shopper's text and "Start again"; in development (or
 * with `debug`) also the reason a developer can act on, e.g. "backend URL not set" — the same
 * line is logged to the console (src/storefront/diagnose.ts).
 */
import { isDevelopment } from "../index"
import type { CheckoutStrings } from "./strings"

export function Failure({
  strings,
  reason,
  debug,
  message,
  onRetry,
}: {
  strings: CheckoutStrings
  /** The developer's reason (explainFailure). */
  reason: string
  debug?: boolean
  /** The shopper's text; default `strings.failed`. */
  message?: string
  onRetry?: () => void
}) {
  const showReason = debug ?? isDevelopment()
  return (
    <div className="cc-error" role="alert">
      <p>{message ?? strings.failed}</p>
      {showReason && (
        <p className="cc-dev-reason" data-dev-only="">
          <strong>{strings.developerNote}</strong> <code>{reason}</code>
        </p>
      )}
      {onRetry && (
        <button type="button" className="cc-button" onClick={onRetry}>
          {strings.startAgain}
        </button>
      )}
    </div>
  )
}
