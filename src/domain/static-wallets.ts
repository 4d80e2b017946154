/**
 * Static wallets of logged-in customers and the deposits that arrive on them (design.md,
 * "Postbacks" and "Static wallets"): the rules the store routes, the postback subscriber, the
 * deposit workflow and the provider's webhook share. Pure; imports lib (and the deposit view of the
 * contracts) only.
 *
 * A customer's wallet is created at the service with an `identify` that the service writes back
 * as the `order_id` of every deposit postback. It is built from the Medusa customer id (an
 * opaque id, no e-mail or name) and the currency, behind a prefix no payment session id has,
 * so anyone holding an invoice can tell a deposit from a checkout without a database query.
 */
import { compareDecimals, isStaticWalletCurrencyCode, TON_NETWORK_CODES, type Invoice, type InvoiceStatus, type PaymentCurrencyCode } from "../lib/cryptocloud"
import type { DepositView } from "../contracts"
import { isFinalDeposit } from "./static-wallet-deposits"
import { isFinalPaid } from "./status-map"

export { STATIC_WALLET_DEPOSIT_EVENT } from "./events"

/** Starts every `identify` the plugin gives a customer's wallet (never a payment session id). */
export const STATIC_WALLET_IDENTIFY_PREFIX = "ccsw-"

/**
 * One identify per wallet (customer and currency): a deposit postback then names exactly one
 * wallet, whatever the service reports as the deposit's currency.
 *
 * A store with several projects may give a customer a wallet for one currency in each: the first
 * made keeps this form (so a store with one project sees no change), a later one in another
 * project carries that project's shop id too (`staticWalletIdentifyIn`). Whichever form a wallet
 * has is stored with it; deposits are matched by the stored value.
 */
export function staticWalletIdentify(customerId: string, currency: PaymentCurrencyCode): string {
  return `${STATIC_WALLET_IDENTIFY_PREFIX}${customerId}-${currency}`
}

/** The identify of a customer's wallet in one project when the plain one is already another project's wallet's. */
export function staticWalletIdentifyIn(customerId: string, currency: PaymentCurrencyCode, shopId: string): string {
  return `${staticWalletIdentify(customerId, currency)}-${shopId}`
}

/** True for an invoice `order_id` that names a customer's wallet of this plugin. */
export function isStaticWalletIdentify(orderId: string | null | undefined): orderId is string {
  return typeof orderId === "string" && orderId.startsWith(STATIC_WALLET_IDENTIFY_PREFIX) && orderId.length > STATIC_WALLET_IDENTIFY_PREFIX.length
}

/** Why a currency cannot have a static wallet, or null when it can (the spec's list). */
export function staticWalletCurrencyProblem(code: string): string | null {
  if ((TON_NETWORK_CODES as readonly string[]).includes(code)) {
    return `currency ${code}: static wallets are not supported on the TON network`
  }
  if (!isStaticWalletCurrencyCode(code)) return `currency must be a static wallet currency code such as USDT_TRC20 or BTC`
  return null
}

/** The wallet a deposit arrived on, as the plugin stores it. */
export interface DepositWallet {
  uuid: string
  address: string
  identify: string
  customer_id: string
  currency: string
  /** The project the wallet is in (null only on rows from before projects: the first project's). */
  shop_id?: string | null
}

/** A deposit about to be recorded (stored once per invoice id). */
export interface DepositDraft {
  invoice_id: string
  wallet_uuid: string
  wallet_address: string
  identify: string
  customer_id: string
  currency: string
  /** What the customer sent (decimal string, crypto). */
  amount: string
  /** What reached the merchant's balance after the service's fees, when the answer says. */
  received: string | null
  amount_usd: string | null
  test_mode: boolean
  received_at: Date
  /** The invoice status of the read: `partial` means more may come (static-wallet-deposits.ts). */
  status: InvoiceStatus
  /** The project whose account received it (the one that read it: its hook, or its pass). */
  shop_id?: string | null
}

/** `canceled` too: a partial deposit that expired keeps what arrived on the merchant's balance. */
const MONEY_ARRIVED = new Set(["paid", "overpaid", "partial", "canceled"])

/**
 * The deposit an invoice records, or null when it records none: it must name this wallet and
 * carry money. The amount is what arrived (`amount_paid`; for a paid invoice whose answer lacks
 * it, `amount` — what was due, which is then what arrived), in the invoice's crypto currency,
 * falling back to the wallet's own.
 */
export function depositFromInvoice(invoice: Invoice, wallet: DepositWallet, now = new Date()): DepositDraft | null {
  if (invoice.order_id !== wallet.identify || !MONEY_ARRIVED.has(invoice.status)) return null
  const amount = positive(invoice.amount_paid) ?? (isFinalPaid(invoice.status) ? positive(invoice.amount) : null)
  if (!amount) return null
  // date_finished of an expired invoice is its expiry, not when money came: only paid ones say when.
  const finished = invoice.date_finished && isFinalPaid(invoice.status) ? new Date(invoice.date_finished) : null
  return {
    invoice_id: invoice.uuid,
    wallet_uuid: wallet.uuid,
    wallet_address: wallet.address,
    identify: wallet.identify,
    customer_id: wallet.customer_id,
    currency: invoice.currency?.fullcode ?? wallet.currency,
    amount,
    received: positive(invoice.received),
    amount_usd: invoice.amount_paid_usd ?? invoice.amount_usd ?? null,
    test_mode: Boolean(invoice.test_mode),
    received_at: finished && Number.isFinite(finished.getTime()) ? finished : now,
    status: invoice.status,
  }
}

function positive(value: string | null | undefined): string | null {
  return value != null && compareDecimals(value, "0") > 0 ? value : null
}

/** The recorded deposit as routes show it and the event carries it (ids and money only). */
export function toDepositView(row: {
  id: string
  invoice_id: string
  wallet_address?: string | null
  wallet_uuid?: string | null
  customer_id?: string | null
  amount: string
  received?: string | null
  amount_usd?: string | null
  currency?: string | null
  test_mode?: boolean | null
  received_at: Date | string
  status?: string | null
  shop_id?: string | null
}): DepositView {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    wallet_address: row.wallet_address ?? null,
    wallet_uuid: row.wallet_uuid ?? null,
    customer_id: row.customer_id ?? null,
    amount: row.amount,
    received: row.received ?? null,
    amount_usd: row.amount_usd ?? null,
    currency: row.currency ?? null,
    test_mode: Boolean(row.test_mode),
    received_at: new Date(row.received_at).toISOString(),
    status: row.status ?? null,
    final: isFinalDeposit(row.status),
    shop_id: row.shop_id ?? null,
  }
}
