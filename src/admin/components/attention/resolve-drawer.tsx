/**
 * "Resolve" an attention item: the merchant writes what was done (required; kept with who and
 * when), then the item leaves the open queue.
 */
import { Alert, Drawer, Text, Textarea, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { attentionAmount, attentionLabel, attentionTexts } from "../../lib/attention"
import { useResolveAttention } from "../../lib/queries/attention"
import { errorMessage } from "../../lib/sdk"
import type { AttentionItem } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { DrawerFormFooter } from "../drawer-form"
import { FormField } from "../form-field"
import { useTextDirection } from "../../lib/text-direction"

/** The server keeps notes up to this length. */
const NOTE_MAX = 2000

export function ResolveAttentionDrawer({ item, onClose }: { item: AttentionItem | null; onClose: () => void }) {
  const { t } = useTranslation()
  const dir = useTextDirection()
  const f = useFormat()
  const resolve = useResolveAttention()
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
      await resolve.mutateAsync({ id: item.id, note: text })
      toast.success(t("cryptocloud.attention.resolvedToast"), { description: attentionLabel(item.kind, t) })
      onClose()
    } catch (error) {
      setServerError(errorMessage(error, t))
    }
  }

  const texts = item ? attentionTexts(item, t, f) : null
  return (
    <Drawer open={Boolean(item)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content dir={dir} data-testid="attention-resolve-drawer">
        <Drawer.Header>
          <Drawer.Title>{t("cryptocloud.attention.resolveTitle")}</Drawer.Title>
          <Drawer.Description>{t("cryptocloud.attention.resolveDescription")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {item && texts && (
            <div className="flex flex-col gap-y-2">
              <Text size="small" leading="compact" weight="plus">
                {attentionLabel(item.kind, t)}: <span className="font-mono">{attentionAmount(item, t, f)}</span>
              </Text>
              <Text size="small" className="text-ui-fg-subtle">
                {texts.what}
              </Text>
              <Text size="small" className="text-ui-fg-subtle">
                {texts.todo}
              </Text>
            </div>
          )}
          <FormField
            id="attention-note"
            label={t("cryptocloud.attention.note")}
            error={noteError && t("cryptocloud.attention.noteRequired")}
            errorTestId="attention-note-error"
            hint={t("cryptocloud.attention.noteHint")}
          >
            <Textarea
              id="attention-note"
              data-testid="attention-note-input"
              value={note}
              maxLength={NOTE_MAX}
              rows={5}
              onChange={(e) => {
                setNote(e.target.value)
                setNoteError(false)
              }}
              placeholder={t("cryptocloud.attention.notePlaceholder")}
              aria-invalid={noteError}
            />
          </FormField>
          {serverError && (
            <Alert variant="error" data-testid="attention-resolve-error">
              {serverError}
            </Alert>
          )}
        </Drawer.Body>
        <DrawerFormFooter onSubmit={() => void submit()} busy={resolve.isPending} testId="attention-resolve-submit">
          {t("cryptocloud.attention.resolveSubmit")}
        </DrawerFormFooter>
      </Drawer.Content>
    </Drawer>
  )
}
