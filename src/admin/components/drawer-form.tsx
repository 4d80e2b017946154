/**
 * What the admin's form drawers share: the footer with Cancel and the submit button, and, for the
 * drawers that send crypto (a withdrawal, a refund payout), the wait for the service's interval
 * between withdrawals, said in the body and on the submit button.
 */
import { Alert, Button, Drawer } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/**
 * Cancel (closes the drawer) and the submit button, loading while `busy`. While `waitSeconds`
 * run the button is disabled and counts them down instead of showing `children`.
 */
export function DrawerFormFooter({
  onSubmit,
  busy,
  disabled = false,
  waitSeconds = 0,
  testId,
  children,
}: {
  onSubmit: () => void
  busy: boolean
  disabled?: boolean
  waitSeconds?: number
  testId: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const waiting = waitSeconds > 0
  return (
    <Drawer.Footer>
      <Drawer.Close asChild>
        <Button size="small" variant="secondary">
          {t("cryptocloud.common.cancel")}
        </Button>
      </Drawer.Close>
      <Button size="small" onClick={onSubmit} isLoading={busy} disabled={busy || waiting || disabled} data-testid={testId}>
        {waiting ? t("cryptocloud.withdraw.wait", { seconds: waitSeconds }) : children}
      </Button>
    </Drawer.Footer>
  )
}

/** While the interval between withdrawals runs: how many seconds are left (nothing once it is over). */
export function IntervalWait({ seconds, testId }: { seconds: number; testId: string }) {
  const { t } = useTranslation()
  if (seconds <= 0) return null
  return (
    <Alert variant="warning" data-testid={testId}>
      {t("cryptocloud.withdraw.countdown", { seconds })}
    </Alert>
  )
}
