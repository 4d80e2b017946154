/**
 * Response bodies: sandbox state → the spec's JSON shapes (as trees for json.ts to print).
 *
 * Shapes follow the spec's field tables; quirks from public-docs-notes.md are applied here and
 * only here. Each invoice also carries unknown extra fields (`amount_`, `links_invoice`) because
 * the real service sends them and clients must not choke on them.
 */
import { balanceCurrencyObject, currencySummary, invoiceCurrencyObject } from "./currencies"
import { Dec, dec, formatTimestamp } from "./json"
import { FIAT_USD_RATES, BN, cryptoToUsd, maxZero, sub } from "./money"
import { dueAmount, paymentCurrency } from "./payments"
import type { WithdrawalRecord } from "./wallets"
import type { SandboxInvoice, SandboxQuirks, SandboxStaticWallet } from "./types"

export interface RenderContext {
  quirks: SandboxQuirks
  project: { id: number; name: string; success: string; fail: string }
}

function none(ctx: RenderContext): string | null {
  return ctx.quirks.noneStrings ? "None" : null
}

function orNone(value: string | null, ctx: RenderContext): string | null {
  return value ?? none(ctx)
}

function projectObject(ctx: RenderContext) {
  return { ...ctx.project, logo: none(ctx) }
}

/** "jo***@example.com": the real service may mask the payer e-mail in list/info. */
function maskEmail(email: string | null): string | null {
  if (!email) return email
  const [local, domain] = email.split("@")
  return `${local.slice(0, 2)}***@${domain ?? ""}`
}

function usd(amount: string, code: string): Dec {
  return dec(cryptoToUsd(amount, code))
}

/**
 * Invoice object. `create` is the create-response variant (a subset plus link/invoice_id);
 * `full` is what list and info return.
 */
export function renderInvoice(inv: SandboxInvoice, variant: "create" | "full", ctx: RenderContext) {
  const code = paymentCurrency(inv)
  const amount = dueAmount(inv)
  const common = {
    uuid: inv.uuid,
    created: formatTimestamp(inv.created),
    // Empty until the payer (or add_fields.cryptocurrency) picks a currency.
    address: inv.address ?? "",
    expiry_date: formatTimestamp(inv.expiryDate),
    side_commission: "merchant",
    ...(variant === "create" && ctx.quirks.sideCommissionService ? { side_commission_service: "merchant" } : { side_commission_cc: "merchant" }),
    type_payments: "crypto",
    amount: dec(amount),
    amount_usd: dec(inv.amountUsd),
    amount_in_fiat: dec(inv.amountInFiat),
    fee: dec(inv.fee),
    fee_usd: usd(inv.fee, code),
    service_fee: dec(inv.serviceFee),
    service_fee_usd: usd(inv.serviceFee, code),
    fiat_currency: inv.fiatCurrency,
    status: inv.status,
    is_email_required: false,
    currency: invoiceCurrencyObject(code, none(ctx)),
    project: projectObject(ctx),
    test_mode: inv.testMode,
    amount_: dec(amount), // undocumented extra the real service sends
  }
  if (variant === "create") {
    return { ...common, link: inv.link, invoice_id: null, links_invoice: null }
  }
  const toSurcharge = maxZero(sub(amount, inv.amountPaid))
  return {
    ...common,
    date_finished: inv.dateFinished ? formatTimestamp(inv.dateFinished) : null,
    invoice_status: inv.status === "paid" || inv.status === "overpaid" ? "success" : "start",
    tx_list: [...inv.txList],
    type: "up",
    user_email: orNone(maskEmail(inv.email), ctx),
    pay_url: none(ctx),
    phone: none(ctx),
    order_id: orNone(inv.orderId, ctx),
    amount_in_crypto: inv.cryptocurrency ? dec(amount) : null,
    amount_to_pay: dec(amount),
    amount_to_pay_usd: usd(amount, code),
    amount_paid: dec(inv.amountPaid),
    amount_paid_usd: usd(inv.amountPaid, code),
    received: dec(inv.received),
    received_usd: usd(inv.received, code),
    to_surcharge: dec(toSurcharge),
    to_surcharge_usd: usd(toSurcharge, code),
    links_invoice: [inv.link],
  }
}

export function renderStaticWallet(wallet: SandboxStaticWallet, ctx: RenderContext) {
  return {
    currency: balanceCurrencyObject(wallet.currency, none(ctx)),
    address: wallet.address,
    uuid: wallet.uuid,
    created: formatTimestamp(wallet.created),
    identify: wallet.identify,
    ...(ctx.quirks.staticWalletEnableField ? { enable: wallet.active } : { active: wallet.active }),
    status: "success",
  }
}

export function renderBalanceEntry(code: string, b: { balance: string; available: string }, ctx: RenderContext) {
  return {
    currency: balanceCurrencyObject(code, none(ctx)),
    balance_crypto: dec(b.balance),
    balance_usd: usd(b.balance, code),
    available_balance: dec(b.available),
    available_balance_usd: usd(b.available, code),
  }
}

/** The create answer of a withdrawal request: the `dw` object (or the legacy `data` envelope). */
export function renderWithdrawal(w: WithdrawalRecord, ctx: RenderContext) {
  if (ctx.quirks.legacyWithdrawalEnvelope) {
    return { status: "success", data: { invoice_id: w.uuid, status: "created", currency: w.currency, amount: dec(w.amount) } }
  }
  return { status: "success", result: renderWithdrawalObject(w, ctx) }
}

/**
 * A withdrawal request as an invoice-shaped object, type "dw": the create answer's `result`, and
 * the entry the invoice list shows for it (the spec's Invoice table: `type` is `up` for an
 * invoice, `dw` for a withdrawal request), whether it was made through the API or the dashboard.
 * The spec shows no state after `created`, so it stays `created` / `start`.
 */
export function renderWithdrawalObject(w: WithdrawalRecord, ctx: RenderContext) {
  const totalRub = new BN(w.amountUsd).div(FIAT_USD_RATES.RUB).decimalPlaces(2).toFixed()
  return {
    uuid: w.uuid,
    created: formatTimestamp(w.at),
    address: w.address,
    currency: invoiceCurrencyObject(w.currency, none(ctx)),
    date_finished: null,
    expiry_date: null,
    side_commission: "merchant",
    side_commission_cc: "merchant",
    type_payments: "crypto",
    status: "created",
    invoice_status: "start",
    is_email_required: false,
    project: projectObject(ctx),
    tx_list: [],
    test_mode: false,
    type: "dw",
    user_email: none(ctx),
    pay_url: none(ctx),
    phone: none(ctx),
    order_id: none(ctx),
    fiat_currency: "USD",
    amount: dec(w.amount),
    amount_usd: dec(w.amountUsd),
    amount_in_fiat: dec(w.amountUsd),
    amount_in_crypto: dec(w.amount),
    amount_to_pay: dec(w.amount),
    amount_to_pay_usd: dec(w.amountUsd),
    amount_paid: dec("0"),
    amount_paid_usd: dec("0"),
    fee: dec("0"),
    fee_usd: dec("0"),
    service_fee: dec("0"),
    service_fee_usd: dec("0"),
    received: dec("0"),
    received_usd: dec("0"),
    to_surcharge: dec(w.amount),
    to_surcharge_usd: dec(w.amountUsd),
    step: 1,
    total_rub: dec(totalRub),
    currency_list: [currencySummary(w.currency)],
    aml_enabled: false,
    aml_side: "merchant",
    aml_cost: dec("0"),
    aml_cost_usd: dec("0"),
    aml_checks: [],
    links: [],
    quiz_result: false,
    quiz_detail: { invoice: null, rating: null, comment: null, created: null },
    memo: "",
  }
}

export function renderStatistics(stats: { count: Record<string, number>; amount: Record<string, string> }) {
  return {
    count: stats.count,
    amount: Object.fromEntries(Object.entries(stats.amount).map(([k, v]) => [k, dec(v)])),
  }
}
