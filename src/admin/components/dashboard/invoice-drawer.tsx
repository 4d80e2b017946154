/**
 * One invoice, read fresh from CryptoCloud, with "Cancel invoice" while it is still waiting
 * for payment.
 */
import { Badge, Button, Drawer, Text, toast, usePrompt } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useCancelInvoice, useInvoice } from "../../lib/queries/invoices"
import type { ShopId } from "../../lib/queries/keys"
import { errorMessage } from "../../lib/sdk"
import { InvoiceFacts } from "../invoice-facts"
import { InvoiceStatusBadge } from "../invoice-status-badge"
import { ErrorState, LoadingRows } from "../states"

/** `shopId`: the invoice's project, whose key reads and cancels it. */
export function InvoiceDrawer({ uuid, shopId, onClose }: { uuid: string | null; shopId: ShopId; onClose: () => void }) {
  const { t } = useTranslation()
  const { data, isPending, isError, error, refetch } = useInvoice(uuid, shopId)
  const cancel = useCancelInvoice(shopId)
  const prompt = usePrompt()
  const invoice = data?.invoice

  const onCancel = async () => {
    if (!invoice) return
    const confirmed = await prompt({
      title: t("cryptocloud.invoice.cancelPrompt.title", { uuid: invoice.uuid }),
      description: t("cryptocloud.invoice.cancelPrompt.description"),
      confirmText: t("cryptocloud.invoice.cancelPrompt.confirm"),
      cancelText: t("cryptocloud.invoice.cancelPrompt.keep"),
      variant: "danger",
    })
    if (!confirmed) return
    try {
      await cancel.mutateAsync(invoice.uuid)
      toast.success(t("cryptocloud.invoice.cancelled", { uuid: invoice.uuid }))
    } catch (e) {
      toast.error(t("cryptocloud.invoice.cancelFailed"), { description: errorMessage(e, t) })
    }
  }

  return (
    <Drawer open={Boolean(uuid)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content data-testid="invoice-drawer">
        <Drawer.Header>
          <div className="flex items-center gap-x-3">
            <Drawer.Title className="font-mono" translate="no">
              {uuid}
            </Drawer.Title>
            {invoice && <InvoiceStatusBadge status={invoice.status} />}
            {invoice?.test_mode && (
              <Badge size="2xsmall" color="orange">
                {t("cryptocloud.common.test")}
              </Badge>
            )}
          </div>
          <Drawer.Description className="sr-only">{t("cryptocloud.invoice.description")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="divide-y overflow-y-auto p-0">
          {isPending ? (
            <LoadingRows rows={8} />
          ) : isError ? (
            <ErrorState error={error} title={t("cryptocloud.invoice.errorTitle")} onRetry={() => void refetch()} />
          ) : invoice ? (
            <InvoiceFacts invoice={invoice} />
          ) : null}
        </Drawer.Body>
        <Drawer.Footer>
          {invoice?.status === "created" && (
            <div className="mr-auto flex items-center">
              <Text size="small" className="text-ui-fg-subtle hidden sm:block">
                {t("cryptocloud.invoice.waiting")}
              </Text>
            </div>
          )}
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              {t("cryptocloud.common.close")}
            </Button>
          </Drawer.Close>
          {invoice?.status === "created" && (
            <Button size="small" variant="danger" onClick={() => void onCancel()} isLoading={cancel.isPending} data-testid="invoice-cancel">
              {t("cryptocloud.invoice.cancel")}
            </Button>
          )}
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
