/**
 * "Ask for the rest" of a part payment: what arrived and what asking does, then the pay link for
 * the difference (the amount owed, the link to copy, its expiry and whether it was e-mailed). An
 * expired link can be asked for again from the item.
 */
import { Alert, Drawer, Text, toast } from "@medusajs/ui"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useRequestRest } from "../../lib/queries/attention"
import { errorMessage } from "../../lib/sdk"
import type { AttentionItem } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { DrawerFormFooter } from "../drawer-form"
import { ActionSummary, CloseFooter, LinkToCopy } from "./action-parts"
import { useTextDirection } from "../../lib/text-direction"

export function RequestRestDrawer({ item, onClose }: { item: AttentionItem | null; onClose: () => void }) {
  const { t } = useTranslation()
  const dir = useTextDirection()
  const f = useFormat()
  const ask = useRequestRest()
  const { reset } = ask

  // Each item opened starts without another item's link or error.
  const itemId = item?.id
  useEffect(() => {
    if (itemId) reset()
  }, [itemId, reset])

  const link = ask.data && ask.variables?.id === itemId ? ask.data : null
  const submit = async () => {
    if (!item) return
    try {
      const answer = await ask.mutateAsync({ id: item.id })
      toast.success(t("cryptocloud.attention.actions.request_rest.toast"), { description: f.fiat(answer.amount, answer.currency_code) })
    } catch {
      // Shown from the mutation's error below.
    }
  }

  return (
    <Drawer open={Boolean(item)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content dir={dir} data-testid="attention-request-rest-drawer">
        <Drawer.Header>
          <Drawer.Title>{t("cryptocloud.attention.actions.request_rest.title")}</Drawer.Title>
          <Drawer.Description>{t("cryptocloud.attention.actions.request_rest.description")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {item && (
            <ActionSummary
              item={item}
              amountLabel={t("cryptocloud.attention.actions.request_rest.arrived")}
              consequence={t("cryptocloud.attention.actions.request_rest.consequence")}
            />
          )}
          {link && (
            <LinkToCopy
              title={t("cryptocloud.attention.actions.request_rest.linkTitle")}
              url={link.url}
              expiresAt={link.expires_at}
              emailed={link.emailed}
              testId="attention-rest-link"
            >
              <div className="flex items-baseline justify-between gap-x-4">
                <Text size="small" leading="compact" className="text-ui-fg-subtle">
                  {t("cryptocloud.attention.actions.request_rest.difference")}
                </Text>
                <Text size="small" leading="compact" weight="plus" className="font-mono" translate="no" data-testid="attention-rest-difference">
                  {f.fiat(link.amount, link.currency_code)}
                </Text>
              </div>
            </LinkToCopy>
          )}
          {ask.isError && !ask.isPending && (
            <Alert variant="error" data-testid="attention-rest-error">
              {errorMessage(ask.error, t)}
            </Alert>
          )}
        </Drawer.Body>
        {link ? (
          <CloseFooter />
        ) : (
          <DrawerFormFooter onSubmit={() => void submit()} busy={ask.isPending} testId="attention-rest-submit">
            {t("cryptocloud.attention.actions.request_rest.submit")}
          </DrawerFormFooter>
        )}
      </Drawer.Content>
    </Drawer>
  )
}
