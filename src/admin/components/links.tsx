/**
 * Medusa records the plugin's lists point to: an order (by its number when known), a customer,
 * an admin user (by name when the user can be read). Shown as data (`translate="no"`).
 */
import { Text, clx } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { shorten } from "../lib/format"
import { useAdminUser } from "../lib/queries/medusa-records"

const LINK = clx("text-ui-fg-interactive hover:text-ui-fg-interactive-hover txt-compact-small")

/** `numbers`: order id → display id (useOrderNumbers); without one the id is shown shortened. */
export function OrderLink({ id, numbers }: { id: string; numbers?: Record<string, number> }) {
  const number = numbers?.[id]
  return (
    <Link to={`/orders/${id}`} className={LINK} translate="no" title={id} data-testid="order-link" data-order-id={id}>
      {number !== undefined ? `#${number}` : shorten(id, 10, 4)}
    </Link>
  )
}

export function CustomerLink({ id }: { id: string }) {
  return (
    <Link to={`/customers/${id}`} className={LINK} translate="no" title={id}>
      {shorten(id, 10, 4)}
    </Link>
  )
}

/** An admin user id as the user's name (or e-mail); the id itself when the user cannot be read. */
export function AdminUserName({ id }: { id: string }) {
  const user = useAdminUser(id)
  const shown = user.data?.name ?? user.data?.email ?? id
  return (
    <Text as="span" size="small" leading="compact" weight="plus" translate="no" title={id} data-testid="admin-user">
      {shown}
    </Text>
  )
}
