/**
 * "Test" next to a refund of a test-mode payment: no real money came in, yet a payout of it
 * would send real crypto, so the admin must see it wherever the refund is listed.
 */
import { Badge } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

export function RefundTestBadge({ testMode }: { testMode: boolean | undefined }) {
  const { t } = useTranslation()
  if (!testMode) return null
  return (
    <Badge size="2xsmall" color="orange" className="whitespace-nowrap" data-testid="refund-test-mode">
      {t("cryptocloud.common.test")}
    </Badge>
  )
}
