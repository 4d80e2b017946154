/**
 * A payout of a test-mode refund sends real crypto for money that never came in, so the admin
 * has to say so explicitly: a warning and a checkbox that must be ticked (sent to the server
 * as `confirm_test_mode: true`; without it the server refuses with 409 and sends nothing).
 */
import { Alert, Checkbox, Hint, Label } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

export function PayoutTestModeConfirm({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error: string | undefined }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-y-3" data-testid="payout-test-mode">
      <Alert variant="warning" data-testid="payout-test-mode-warning">
        {t("cryptocloud.payout.testMode.warning")}
      </Alert>
      <div className="flex items-start gap-x-2">
        <Checkbox
          id="payout-confirm-test-mode"
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={Boolean(error)}
          data-testid="payout-confirm-test-mode"
        />
        <Label htmlFor="payout-confirm-test-mode" size="small">
          {t("cryptocloud.payout.testMode.confirm")}
        </Label>
      </div>
      {error && (
        <Hint variant="error" data-testid="payout-confirm-test-mode-error">
          {error}
        </Hint>
      )}
    </div>
  )
}
