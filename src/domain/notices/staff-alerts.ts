/**
 * Staff alerts (design.md, "Telling the merchant"): what each alert says and when a recipient's
 * waiting alerts go out. Pure.
 *
 * One alert per cause and recipient, whatever the number of instances: a cause (an attention
 * item, a project's silence since its last postback, a project's balance on a day) is written
 * once per recipient into the plugin's outbox — a unique row — before anything is sent. Sending
 * takes a recipient's waiting rows with one UPDATE, so two instances never both send one row.
 *
 * A storm is one digest: a recipient's waiting alerts go out once none has joined them for
 * `ALERT_QUIET_MS` (or the oldest has waited `ALERT_MAX_HOLD_MS`); one waiting alert is sent as
 * itself, several as one digest. 500 items raised within a minute are one e-mail a little after
 * the minute, not 500.
 */
import { ATTENTION_ADVICE, type AttentionKind } from "../attention"

/** The Notification Module's template of every staff alert (a digest too: `data.kind` = "digest"). */
export const STAFF_ALERT_TEMPLATE = "cryptocloud-staff-alert"
/** The admin's notification panel: one "recipient" (Medusa's bell lists `to: ""` for every admin). */
export const FEED_RECIPIENT = ""
/** A recipient's alerts wait this long for others to join them. */
export const ALERT_QUIET_MS = 4_000
/** …but no longer than this, however many keep arriving. */
export const ALERT_MAX_HOLD_MS = 5 * 60_000
/** A claim this old was left by a stopped process: its rows wait again (same idempotency key). */
export const ALERT_STALE_CLAIM_MS = 2 * 60_000
/** A recipient whose provider keeps failing is given up after this many tries, about 5 hours (logged). */
export const ALERT_MAX_ATTEMPTS = 10
/** Lines a digest lists; the rest are counted. */
export const DIGEST_MAX_LINES = 50
/** A verified postback should follow a payment within this; only older payments count as silence. */
export const POSTBACK_SILENCE_GRACE_MS = 3 * 60_000

export type StaffAlertKind = AttentionKind | "postback_silence" | "balance_above"

/** What a template needs, without another read. */
export interface StaffAlertData {
  kind: StaffAlertKind
  shop_id: string
  /** The admin feed shows `title` and `description`; e-mail templates may use every field. */
  title: string
  description: string
  /** What settles it. */
  action: string
  amount: string | null
  currency: string | null
  order_id: string | null
  order_display_id: string | number | null
  invoice_uuid: string | null
  attention_id: string | null
  test_mode: boolean
  /** The admin page to open; null when the store has no public URL. */
  url: string | null
  detected_at: string
}

export interface StaffAlert {
  shopId: string
  /** One alert per cause and recipient. */
  cause: string
  data: StaffAlertData
}

const KIND_TITLES: Record<AttentionKind, string> = {
  unmatched_payment: "Crypto arrived that no order holds",
  expired_partial: "Part of a payment arrived, then the invoice expired",
  overpayment: "A customer paid more than the order total",
  late_payment: "A payment arrived after its order was cancelled",
  withdrawal_unknown: "A withdrawal's outcome is unknown",
  refund_owed: "A refund is owed",
  capture_failed: "A payment arrived but Medusa refused to capture it",
}

export interface AlertableItem {
  id: string
  kind: AttentionKind
  shop_id: string
  amount: string | null
  currency: string | null
  order_id: string | null
  invoice_uuid: string | null
  test_mode: boolean
  description: string
  detected_at: Date | string
}

export const attentionCause = (itemId: string) => `attention:${itemId}`

/** `url`: the project's Crypto payments page in the admin (the attention queue is on it). */
export function attentionAlert(item: AlertableItem, extra: { url: string | null; orderDisplayId?: string | number | null }): StaffAlert {
  const amount = item.amount && item.currency ? ` (${item.amount} ${item.currency})` : ""
  return {
    shopId: item.shop_id,
    cause: attentionCause(item.id),
    data: {
      kind: item.kind,
      shop_id: item.shop_id,
      title: `${item.test_mode ? "[test] " : ""}${KIND_TITLES[item.kind]}${amount}`,
      description: item.description,
      action: ATTENTION_ADVICE[item.kind],
      amount: item.amount,
      currency: item.currency,
      order_id: item.order_id,
      order_display_id: extra.orderDisplayId ?? null,
      invoice_uuid: item.invoice_uuid,
      attention_id: item.id,
      test_mode: item.test_mode,
      url: extra.url,
      detected_at: new Date(item.detected_at).toISOString(),
    },
  }
}

const hour = 3_600_000

/**
 * Postbacks have stopped when none verified has arrived for `hours` while the service shows an
 * invoice finished (paid) in that time, longer ago than a postback takes. One alert per silence:
 * the cause names the last verified postback, so the next silence (after one arrives) is new.
 */
export function postbackSilence(input: {
  shopId: string
  hours: number
  lastVerifiedAt: Date | null
  paidAt: readonly Date[]
  now: Date
}): { cause: string; paidCount: number } | null {
  if (input.hours <= 0) return null
  const since = input.now.getTime() - input.hours * hour
  if (input.lastVerifiedAt && input.lastVerifiedAt.getTime() > since) return null
  const paid = input.paidAt.filter((at) => at.getTime() > since && at.getTime() <= input.now.getTime() - POSTBACK_SILENCE_GRACE_MS)
  if (!paid.length) return null
  return { cause: `postback_silence:${input.shopId}:${input.lastVerifiedAt ? input.lastVerifiedAt.toISOString() : "never"}`, paidCount: paid.length }
}

export function silenceAlert(input: {
  shopId: string
  hours: number
  lastVerifiedAt: Date | null
  paidCount: number
  cause: string
  url: string | null
  now: Date
}): StaffAlert {
  const last = input.lastVerifiedAt ? `The last verified postback arrived at ${input.lastVerifiedAt.toISOString()}.` : "No verified postback is on record."
  return {
    shopId: input.shopId,
    cause: input.cause,
    data: {
      ...emptyData(input.shopId, input.url, input.now),
      kind: "postback_silence",
      title: `No postback from CryptoCloud for ${input.hours} h`,
      description: `${last} CryptoCloud shows ${input.paidCount} invoice(s) paid in the last ${input.hours} hours of project ${input.shopId}; reconciliation settles them, a minute or more late.`,
      action:
        "Check the postback URL and the secret key in the CryptoCloud project against the plugin's settings page (its postback URL and 'rejected in the last hour'), and the store's HTTPS certificate and proxy.",
    },
  }
}

/** One alert per project and UTC day while its balance stays above the threshold. */
export function balanceAlert(input: { shopId: string; totalUsd: string; thresholdUsd: string; url: string | null; now: Date }): StaffAlert {
  return {
    shopId: input.shopId,
    cause: `balance_above:${input.shopId}:${input.now.toISOString().slice(0, 10)}`,
    data: {
      ...emptyData(input.shopId, input.url, input.now),
      kind: "balance_above",
      title: `Project ${input.shopId} holds ${input.totalUsd} USD`,
      description: `The CryptoCloud balance of project ${input.shopId} is ${input.totalUsd} USD, above the ${input.thresholdUsd} USD you set: money on a custodial service is at its risk.`,
      action: "Withdraw to your own wallet from the plugin's Crypto payments page (or the CryptoCloud dashboard).",
      currency: "USD",
      amount: input.totalUsd,
    },
  }
}

function emptyData(shopId: string, url: string | null, now: Date): StaffAlertData {
  return {
    kind: "postback_silence",
    shop_id: shopId,
    title: "",
    description: "",
    action: "",
    amount: null,
    currency: null,
    order_id: null,
    order_display_id: null,
    invoice_uuid: null,
    attention_id: null,
    test_mode: false,
    url,
    detected_at: now.toISOString(),
  }
}

/** A recipient's waiting alerts are due when none joined them for the quiet time, or the oldest waited long enough. */
export function isDue(oldest: Date, newest: Date, now: Date): boolean {
  return now.getTime() - newest.getTime() >= ALERT_QUIET_MS || now.getTime() - oldest.getTime() >= ALERT_MAX_HOLD_MS
}

export interface DigestData {
  kind: "digest"
  title: string
  description: string
  count: number
  /** Per kind. */
  counts: Partial<Record<StaffAlertKind, number>>
  /** The first `DIGEST_MAX_LINES` alerts, oldest first. */
  alerts: StaffAlertData[]
  shop_ids: string[]
  url: string | null
}

/** Several waiting alerts of one recipient → one digest. */
export function digestOf(alerts: readonly StaffAlertData[]): DigestData {
  const counts: Partial<Record<StaffAlertKind, number>> = {}
  for (const alert of alerts) counts[alert.kind] = (counts[alert.kind] ?? 0) + 1
  const listed = alerts.slice(0, DIGEST_MAX_LINES)
  const lines = listed.map((alert) => `• ${alert.title}`)
  if (alerts.length > listed.length) lines.push(`…and ${alerts.length - listed.length} more.`)
  const shopIds = [...new Set(alerts.map((alert) => alert.shop_id))]
  return {
    kind: "digest",
    title: `${alerts.length} CryptoCloud payments need attention`,
    description: lines.join("\n"),
    count: alerts.length,
    counts,
    alerts: listed,
    shop_ids: shopIds,
    url: alerts.find((alert) => alert.url)?.url ?? null,
  }
}
