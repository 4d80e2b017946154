/**
 * "E-mail this report": the period's payments, refunds, withdrawals and deposits reports of the
 * project on screen, as four CSV files, one e-mail per address (POST /admin/cryptocloud/reports/send;
 * docs/operations.md, "The books by e-mail"). The addresses are the ones typed here, else the
 * project's setting (books.to). Who it went to is said in a toast and stays under the button until
 * the period or the project changes; a refusal (no address, no e-mail provider, too long a
 * period) is shown with the server's reason.
 */
import { Envelope } from "@medusajs/icons"
import { Button, Input, Label, Popover, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useSendBooks } from "../../lib/queries/reports"
import { errorMessage } from "../../lib/sdk"
import { useFormat } from "../../lib/use-format"

export interface EmailBooksQuery {
  start: string
  end: string
  /** The page's project; undefined: the route's default, the first project. */
  shopId?: string
}

export function EmailBooksButton({ query }: { query: EmailBooksQuery }) {
  const { t } = useTranslation()
  const f = useFormat()
  const send = useSendBooks()
  const [open, setOpen] = useState(false)
  const [to, setTo] = useState("")
  const { reset } = send
  // Another period or project: what was said of the last sending is about something else.
  useEffect(() => {
    reset()
  }, [reset, query.start, query.end, query.shopId])

  const submit = () =>
    send.mutate(
      { start: query.start, end: query.end, ...(query.shopId ? { shop_id: query.shopId } : {}), ...(to.trim() ? { to: to.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setOpen(false)
          toast.success(t("cryptocloud.reports.email.sent"), { description: answer.sent_to.join(", ") })
        },
        onError: (error) => toast.error(t("cryptocloud.reports.email.failed"), { description: errorMessage(error, t) }),
      }
    )

  return (
    <div className="flex flex-col items-end gap-y-1">
      <Popover open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button size="small" variant="secondary" data-testid="reports-email">
            <Envelope />
            {t("cryptocloud.reports.email.label")}
          </Button>
        </Popover.Trigger>
        <Popover.Content className="flex w-[340px] flex-col gap-y-3 p-4" data-testid="reports-email-form">
          <Text size="small" leading="compact">
            {t("cryptocloud.reports.email.what", { start: f.day(query.start), end: f.day(query.end) })}
          </Text>
          <div className="flex flex-col gap-y-1">
            <Label size="xsmall" htmlFor="reports-email-to">
              {t("cryptocloud.reports.email.to")}
            </Label>
            <Input
              id="reports-email-to"
              size="small"
              value={to}
              placeholder={t("cryptocloud.reports.email.toPlaceholder")}
              onChange={(event) => setTo(event.target.value)}
              data-testid="reports-email-to"
            />
          </div>
          <Button size="small" isLoading={send.isPending} onClick={submit} data-testid="reports-email-send">
            {t("cryptocloud.reports.email.send")}
          </Button>
        </Popover.Content>
      </Popover>
      {send.data && (
        <Text size="xsmall" leading="compact" className="text-ui-fg-subtle" data-testid="reports-email-sent">
          {t("cryptocloud.reports.email.sentTo", { addresses: send.data.sent_to.join(", ") })}
        </Text>
      )}
    </div>
  )
}
