/**
 * "Accept what arrived" on an attention item whose cart is still open: the merchant writes why
 * (required, kept with who and when); the cart becomes an order with what arrived captured and
 * the shortfall recorded on the order.
 */
import { Alert, Drawer, Textarea, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { attentionAmount } from "../../lib/attention"
import { useAcceptAttention } from "../../lib/queries/attention"
import { errorMessage } from "../../lib/sdk"
import type { AttentionItem } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { DrawerFormFooter } from "../drawer-form"
import { FormField } from "../form-field"
import { ActionSummary } from "./action-parts"
import { useTextDirection } from "../../lib/text-direction"

/** The server keeps notes up to this length. */
const NOTE_MAX = 2000

export function AcceptAttentionDrawer({ item, onClose }: { item: AttentionItem | null; onClose: () => void }) {
  const { t } = useTranslation()
  const dir = useTextDirection()
  const f = useFormat()
  const accept = useAcceptAttention()
  const [note, setNote] = useState("")
  const [noteError, setNoteError] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)

  // A fresh form for each item opened (not when the list refreshes it behind the drawer).
  const itemId = item?.id
  useEffect(() => {
    if (!itemId) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reset on opening costs one render; the drawer's fields are its own state
    setNote("")
    setNoteError(false)
    setServerError(null)
  }, [itemId])

  const submit = async () => {
    if (!item) return
    const text = note.trim()
    setServerError(null)
    if (!text) {
      setNoteError(true)
      return
    }
    try {
      await accept.mutateAsync({ id: item.id, note: text })
      toast.success(t("cryptocloud.attention.actions.accept.toast"), { description: attentionAmount(item, t, f) })
      onClose()
    } catch (error) {
      setServerError(errorMessage(error, t))
    }
  }

  return (
    <Drawer open={Boolean(item)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content dir={dir} data-testid="attention-accept-drawer">
        <Drawer.Header>
          <Drawer.Title>{t("cryptocloud.attention.actions.accept.title")}</Drawer.Title>
          <Drawer.Description>{t("cryptocloud.attention.actions.accept.description")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {item && (
            <ActionSummary
              item={item}
              amountLabel={t("cryptocloud.attention.actions.request_rest.arrived")}
              consequence={t("cryptocloud.attention.actions.accept.consequence", { amount: attentionAmount(item, t, f) })}
            />
          )}
          <FormField
            id="attention-accept-note"
            label={t("cryptocloud.attention.note")}
            error={noteError && t("cryptocloud.attention.noteRequired")}
            errorTestId="attention-accept-note-error"
            hint={t("cryptocloud.attention.actions.accept.noteHint")}
          >
            <Textarea
              id="attention-accept-note"
              data-testid="attention-accept-note"
              value={note}
              maxLength={NOTE_MAX}
              rows={4}
              onChange={(e) => {
                setNote(e.target.value)
                setNoteError(false)
              }}
              placeholder={t("cryptocloud.attention.actions.accept.notePlaceholder")}
              aria-invalid={noteError}
            />
          </FormField>
          {serverError && (
            <Alert variant="error" data-testid="attention-accept-error">
              {serverError}
            </Alert>
          )}
        </Drawer.Body>
        <DrawerFormFooter onSubmit={() => void submit()} busy={accept.isPending} testId="attention-accept-submit">
          {t("cryptocloud.attention.actions.accept.submit")}
        </DrawerFormFooter>
      </Drawer.Content>
    </Drawer>
  )
}
