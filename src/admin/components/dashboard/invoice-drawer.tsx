/**
 * One invoice, read fresh from CryptoCloud, with "Cancel invoice" while it is still waiting
 * for payment.
 */
import { Badge, Button, Drawer, Text, toast, usePrompt } from "@medusajs/ui"
import { useCancelInvoice, useInvoice } from "../../lib/queries"
import { errorMessage } from "../../lib/sdk"
import { InvoiceFacts } from "../invoice-facts"
import { InvoiceStatusBadge } from "../invoice-status-badge"
import { ErrorState, LoadingRows } from "../states"

export function InvoiceDrawer({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const { data, isPending, isError, error, refetch } = useInvoice(uuid)
  const cancel = useCancelInvoice()
  const prompt = usePrompt()
  const invoice = data?.invoice

  const onCancel = async () => {
    if (!invoice) return
    const confirmed = await prompt({
      title: `Cancel invoice ${invoice.uuid}?`,
      description:
        "The customer will no longer be able to pay it. If it belongs to a checkout in progress, the customer has to start the payment again.",
      confirmText: "Cancel invoice",
      cancelText: "Keep it",
      variant: "danger",
    })
    if (!confirmed) return
    try {
      await cancel.mutateAsync(invoice.uuid)
      toast.success(`Invoice ${invoice.uuid} cancelled`)
    } catch (e) {
      toast.error("Could not cancel the invoice", { description: errorMessage(e) })
    }
  }

  return (
    <Drawer open={Boolean(uuid)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content data-testid="invoice-drawer">
        <Drawer.Header>
          <div className="flex items-center gap-x-3">
            <Drawer.Title className="font-mono">{uuid}</Drawer.Title>
            {invoice && <InvoiceStatusBadge status={invoice.status} />}
            {invoice?.test_mode && (
              <Badge size="2xsmall" color="orange">
                Test
              </Badge>
            )}
          </div>
          <Drawer.Description className="sr-only">Invoice details from CryptoCloud</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="divide-y overflow-y-auto p-0">
          {isPending ? (
            <LoadingRows rows={8} />
          ) : isError ? (
            <ErrorState error={error} title="Could not read the invoice" onRetry={() => refetch()} />
          ) : invoice ? (
            <InvoiceFacts invoice={invoice} />
          ) : null}
        </Drawer.Body>
        <Drawer.Footer>
          {invoice?.status === "created" && (
            <div className="mr-auto flex items-center">
              <Text size="small" className="text-ui-fg-subtle hidden sm:block">
                Waiting for payment
              </Text>
            </div>
          )}
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              Close
            </Button>
          </Drawer.Close>
          {invoice?.status === "created" && (
            <Button size="small" variant="danger" onClick={onCancel} isLoading={cancel.isPending} data-testid="invoice-cancel">
              Cancel invoice
            </Button>
          )}
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
