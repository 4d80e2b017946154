/**
 * The actions on an attention item (design.md, "Money that is on no order"): which buttons an
 * item shows (exactly its `actions`, which the server computes from what is possible now), how a
 * settled item's `resolution` is said, and the return form's checks — amounts exact through
 * decimal.ts, never JS numbers.
 */
import { isPaymentCurrencyCode } from "../../lib/cryptocloud/codes"
import { coinDecimals } from "../../lib/cryptocloud/currency-info"
import { compareDecimal, decimalPlaces, isPositiveDecimal, normalizeDecimalInput } from "./decimal"
import type { FormMessage } from "./settings-form"
import { ATTENTION_ACTIONS } from "../../contracts"
import type { AttentionAction, AttentionItem, AttentionResolution, ReturnAttentionBody, ReturnAttentionResponse } from "../../contracts"
import type { Translate } from "./use-format"

/** A key of `map` itself (not of Object's prototype: a "constructor" status is no key). */
const own = (map: object, key: string) => Object.prototype.hasOwnProperty.call(map, key)

/** The order buttons appear in: settling the money first, "Resolve" (a note only) last. */
const ORDER: readonly AttentionAction[] = ["return", "accept", "request_rest", "resolve"]

/**
 * The buttons of an item: one per action it lists, in a fixed order, none once resolved and none
 * for an action this admin does not know (a newer server's action has no drawer here).
 */
export function attentionButtons(item: Pick<AttentionItem, "status" | "actions">): AttentionAction[] {
  if (item.status !== "open") return []
  const listed = new Set(item.actions ?? [])
  return ORDER.filter((action) => listed.has(action) && (ATTENTION_ACTIONS as readonly string[]).includes(action))
}

const BUTTON_KEYS: Record<AttentionAction, string> = {
  return: "cryptocloud.attention.actions.return.button",
  accept: "cryptocloud.attention.actions.accept.button",
  request_rest: "cryptocloud.attention.actions.request_rest.button",
  resolve: "cryptocloud.attention.resolve",
}

export function attentionButtonLabel(action: AttentionAction, t: Translate): string {
  return t(BUTTON_KEYS[action])
}

const RESOLUTION_KEYS: Record<AttentionResolution, string> = {
  noted: "cryptocloud.attention.resolutions.noted",
  returned: "cryptocloud.attention.resolutions.returned",
  accepted: "cryptocloud.attention.resolutions.accepted",
  rest_paid: "cryptocloud.attention.resolutions.rest_paid",
}

/**
 * How a resolved item was settled, in words: the money returned, the cart accepted as an order,
 * the rest paid, or resolved with a note. Null for an open item; an unknown resolution is its code.
 */
export function resolutionText(item: Pick<AttentionItem, "resolution" | "status">, t: Translate): string | null {
  const resolution = item.resolution ?? (item.status === "resolved" ? "noted" : null)
  if (!resolution) return null
  const key = own(RESOLUTION_KEYS, resolution) ? RESOLUTION_KEYS[resolution as AttentionResolution] : undefined
  return key ? t(key) : resolution
}

export type ReturnErrors = Partial<Record<"address" | "amount" | "confirmTestMode", FormMessage>>

/**
 * The return form's own checks. The address is optional (none: the customer gets the address
 * page) but has no spaces. The amount is optional (none: all of the item's money not yet
 * returned, which the server knows); given, it is a positive decimal no larger than the item's
 * money and with no more decimals than the coin carries. A payout of a test-mode item needs the
 * admin's confirmation. `body` is what the route gets.
 */
export function checkReturn(
  input: { address: string; amount: string; confirmTestMode: boolean },
  item: Pick<AttentionItem, "amount" | "currency" | "test_mode">,
  formatMax: (value: string) => string
): { errors: ReturnErrors; body: ReturnAttentionBody; payout: boolean } {
  const errors: ReturnErrors = {}
  const address = input.address.trim()
  const amount = normalizeDecimalInput(input.amount)
  if (/\s/.test(address)) errors.address = { key: "cryptocloud.payout.errors.addressSpaces" }
  const code = item.currency ?? ""
  const decimals = isPaymentCurrencyCode(code) ? coinDecimals(code) : null
  if (amount) {
    if (!isPositiveDecimal(amount)) errors.amount = { key: "cryptocloud.payout.errors.amountInvalid" }
    else if (item.amount && compareDecimal(amount, item.amount) > 0) {
      errors.amount = { key: "cryptocloud.attention.actions.return.errors.overItem", values: { amount: formatMax(item.amount) } }
    } else if (decimals !== null && (decimalPlaces(amount) ?? 0) > decimals) {
      errors.amount = { key: "cryptocloud.payout.errors.tooManyDecimals", values: { code, decimals } }
    }
  }
  const payout = address !== ""
  // Only a payout sends real crypto; the address page sends nothing yet (its payout asks again).
  const confirm = payout && item.test_mode && input.confirmTestMode
  if (payout && item.test_mode && !input.confirmTestMode) errors.confirmTestMode = { key: "cryptocloud.attention.actions.return.errors.confirmTestMode" }
  const body: ReturnAttentionBody = { ...(payout ? { address } : {}), ...(amount ? { amount } : {}), ...(confirm ? { confirm_test_mode: true } : {}) }
  return { errors, body, payout }
}

/** The return's submit button: a payout when an address is given, else the address page by e-mail. */
export function returnSubmitLabel(address: string, t: Translate): string {
  return address.trim() ? t("cryptocloud.attention.actions.return.sendPayout") : t("cryptocloud.attention.actions.return.emailPage")
}

const RETURN_STATUS_KEYS: Record<string, string> = {
  awaiting_address: "cryptocloud.attention.actions.return.status.awaiting_address",
  sent: "cryptocloud.attention.actions.return.status.sent",
  pending: "cryptocloud.attention.actions.return.status.pending",
  unknown: "cryptocloud.attention.actions.return.status.unknown",
  failed: "cryptocloud.attention.actions.return.status.failed",
}

/** The return's outcome in words: the page sent, or the payout's status (an unknown one as its code). */
export function returnStatusText(status: string, t: Translate): string {
  const key = own(RETURN_STATUS_KEYS, status) ? RETURN_STATUS_KEYS[status] : undefined
  return key ? t(key) : status
}

/** Whether the answer is the address page (a link to copy) rather than a payout. */
export function isAddressPage(result: ReturnAttentionResponse["return"]): boolean {
  return Boolean(result.url)
}
