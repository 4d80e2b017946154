/**
 * The single-use link a customer gives a payout address through (valid 7 days), as the admin
 * sees it right after creating it: the URL with a copy button, its expiry and what to do with it.
 */
import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { AddressRequestResponse } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { CopyButton } from "../key-value"

export function AddressLink({ link }: { link: AddressRequestResponse }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <div className="bg-ui-bg-subtle flex flex-col gap-y-2 rounded-md px-3 py-2" data-testid="refund-address-link">
      <Text size="small" leading="compact" weight="plus">
        {t("cryptocloud.refunds.link.title")}
      </Text>
      <div className="flex min-w-0 items-center gap-x-2">
        <Text size="small" leading="compact" className="min-w-0 truncate font-mono" translate="no" title={link.url} data-testid="refund-address-url">
          {link.url}
        </Text>
        <CopyButton content={link.url} className="shrink-0" testId="refund-address-copy" />
      </div>
      <Text size="xsmall" leading="compact" className="text-ui-fg-subtle" data-testid="refund-address-expiry">
        {t("cryptocloud.refunds.link.expires", { date: f.dateTime(link.expires_at) })}
      </Text>
      <Text size="xsmall" leading="compact" className="text-ui-fg-muted">
        {t("cryptocloud.refunds.link.hint")}
      </Text>
    </div>
  )
}
