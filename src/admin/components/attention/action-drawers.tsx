/**
 * The drawer of each attention action, one open at a time: the list (the Crypto payments page,
 * the order widget) says which item and action, and this opens the matching drawer.
 */
import { useState } from "react"
import type { AttentionAction, AttentionItem } from "../../../contracts"
import { AcceptAttentionDrawer } from "./accept-drawer"
import { RequestRestDrawer } from "./request-rest-drawer"
import { ResolveAttentionDrawer } from "./resolve-drawer"
import { ReturnAttentionDrawer } from "./return-drawer"

export interface OpenAction {
  item: AttentionItem
  action: AttentionAction
}

/** Which item's action is open, and the handler the item rows call. */
export function useAttentionActions() {
  const [open, setOpen] = useState<OpenAction | null>(null)
  return { open, onAction: (item: AttentionItem, action: AttentionAction) => setOpen({ item, action }), close: () => setOpen(null) }
}

export function AttentionActionDrawers({ open, onClose }: { open: OpenAction | null; onClose: () => void }) {
  const itemFor = (action: AttentionAction) => (open?.action === action ? open.item : null)
  return (
    <>
      <ReturnAttentionDrawer item={itemFor("return")} onClose={onClose} />
      <AcceptAttentionDrawer item={itemFor("accept")} onClose={onClose} />
      <RequestRestDrawer item={itemFor("request_rest")} onClose={onClose} />
      <ResolveAttentionDrawer item={itemFor("resolve")} onClose={onClose} />
    </>
  )
}
