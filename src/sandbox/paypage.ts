/**
 * The hosted pay page (`link` of an invoice): GET /pay/<8-char id>, with buttons that act as the
 * payer would. Buttons POST the single form to /pay/<id>/<action> (via `formaction`), which runs
 * the same code as sandbox.pay()/expire() and answers 303 back to the page (Post/Redirect/Get).
 *
 * No scripts, no external assets: it must work offline and in any browser test. Elements carry
 * stable `data-testid`s: invoice-status, test-mode, fiat-amount, crypto-amount, address,
 * currency-select, pay-exact, pay-partial, pay-overpay, expire, back-success, back-fail, error.
 */
import type { HttpAnswer } from "./api"
import { PAYMENT_CURRENCY_CODES } from "../lib/cryptocloud/codes"
import { maxZero, sub } from "./money"
import { SandboxActionError } from "./errors"
import { dueAmount, paymentCurrency } from "./payments"
import type { SandboxInvoice } from "./types"

export interface PayPageDeps {
  find(id: string): SandboxInvoice | undefined
  pay(uuid: string, kind: "exact" | "partial" | "overpay", options: { currency?: string }): Promise<unknown>
  expire(uuid: string): unknown
  successUrl: string
  failUrl: string
}

const ACTIONS = ["exact", "partial", "overpay", "expire"] as const
type Action = (typeof ACTIONS)[number]

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function html(status: number, body: string, headers: Record<string, string> = {}): HttpAnswer {
  return { status, headers: { "content-type": "text/html; charset=utf-8", ...headers }, body }
}

function layout(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
.badge{background:#f59e0b;color:#fff;border-radius:4px;padding:2px 8px;font-size:.8rem;font-weight:600}
.status{font-weight:600}.error{color:#b91c1c}.muted{color:#6b7280;font-size:.9rem}
code{word-break:break-all;background:#f3f4f6;padding:2px 4px}
button{margin:.25rem .25rem .25rem 0;padding:.5rem .8rem;font-size:1rem;cursor:pointer}
select{font-size:1rem;padding:.3rem}
</style></head><body>${content}</body></html>`
}

function canPay(inv: SandboxInvoice): boolean {
  return inv.status === "created" || inv.status === "partial" || (inv.status === "canceled" && inv.canceledBy === "expiry")
}

export function renderPayPage(inv: SandboxInvoice, deps: PayPageDeps, error?: string): string {
  const code = paymentCurrency(inv)
  const due = dueAmount(inv)
  const stillDue = maxZero(sub(due, inv.amountPaid))
  const base = `/pay/${inv.shortId}`
  const offered = inv.availableCurrencies ?? [...PAYMENT_CURRENCY_CODES]
  const parts: string[] = [
    `<h1>Invoice ${escape(inv.uuid)} ${inv.testMode ? '<span class="badge" data-testid="test-mode" id="test-mode">TEST MODE</span>' : ""}</h1>`,
    `<p>Status: <span class="status" data-testid="invoice-status" id="invoice-status" data-status="${inv.status}">${inv.status}</span></p>`,
    `<p>Order amount: <strong data-testid="fiat-amount" id="fiat-amount">${escape(inv.amountInFiat)} ${escape(inv.fiatCurrency)}</strong></p>`,
    `<p>To pay: <strong data-testid="crypto-amount" id="crypto-amount">${escape(due)} ${escape(code)}</strong>` +
      (inv.cryptocurrency ? "" : ' <span class="muted">(quote; choose a currency below)</span>') +
      "</p>",
  ]
  if (inv.address) parts.push(`<p>Send to: <code data-testid="address" id="address">${escape(inv.address)}</code></p>`)
  if (inv.payments.length > 0) {
    parts.push(
      `<p class="muted" data-testid="paid-summary">Paid ${escape(inv.amountPaid)} in ${inv.payments.length} transaction(s); still due ${escape(stillDue)}.</p>`
    )
  }
  if (error) parts.push(`<p class="error" role="alert" data-testid="error" id="error">${escape(error)}</p>`)
  if (canPay(inv)) {
    const late =
      inv.status === "canceled"
        ? '<p class="muted" data-testid="late-note">This invoice expired. Paying now simulates a late payment confirmed after expiry.</p>'
        : ""
    const select = inv.cryptocurrency
      ? ""
      : `<p><label for="currency">Pay with </label><select name="currency" id="currency" data-testid="currency-select">` +
        offered.map((c) => `<option value="${escape(c)}"${c === code ? " selected" : ""}>${escape(c)}</option>`).join("") +
        "</select></p>"
    const expireButton =
      inv.status === "created" || inv.status === "partial"
        ? `<button type="submit" formaction="${base}/expire" data-testid="expire" id="expire">Let it expire</button>`
        : ""
    parts.push(
      `${late}<form method="post" action="${base}/exact" data-testid="pay-form">${select}` +
        `<button type="submit" formaction="${base}/exact" data-testid="pay-exact" id="pay-exact">Pay exactly</button>` +
        `<button type="submit" formaction="${base}/partial" data-testid="pay-partial" id="pay-partial">Pay part</button>` +
        `<button type="submit" formaction="${base}/overpay" data-testid="pay-overpay" id="pay-overpay">Overpay</button>` +
        `${expireButton}</form>`
    )
  }
  parts.push(
    `<p><a href="${escape(deps.successUrl)}" data-testid="back-success" id="back-success">Back to store</a> · ` +
      `<a href="${escape(deps.failUrl)}" data-testid="back-fail" id="back-fail">Back to store (payment failed)</a></p>`,
    '<p class="muted">CryptoCloud sandbox — no real funds move.</p>'
  )
  return layout(`Pay ${inv.uuid}`, parts.join("\n"))
}

/** Handles /pay/<id> (GET) and /pay/<id>/<action> (POST form). */
export async function handlePayPage(method: string, path: string, query: Record<string, string>, rawBody: string, deps: PayPageDeps): Promise<HttpAnswer> {
  const m = /^\/pay\/([^/]+)(?:\/([^/]+))?\/?$/.exec(path)
  const inv = m ? deps.find(decodeURIComponent(m[1])) : undefined
  if (!m || !inv) return html(404, layout("Not found", "<h1>Invoice not found</h1>"))
  const action = m[2]
  if (action === undefined) {
    if (method !== "GET" && method !== "HEAD") return html(405, layout("Method not allowed", "<h1>Method not allowed</h1>"))
    return html(200, renderPayPage(inv, deps, query.error))
  }
  if (method !== "POST" || !(ACTIONS as readonly string[]).includes(action)) {
    return html(404, layout("Not found", "<h1>Unknown action</h1>"))
  }
  const form = new URLSearchParams(rawBody)
  let location = `/pay/${inv.shortId}`
  try {
    if ((action as Action) === "expire") deps.expire(inv.uuid)
    else {
      const currency = form.get("currency") || undefined
      await deps.pay(inv.uuid, action as Exclude<Action, "expire">, { currency: inv.cryptocurrency ? undefined : currency })
    }
  } catch (error) {
    if (!(error instanceof SandboxActionError)) throw error
    location += `?error=${encodeURIComponent(error.message)}`
  }
  return html(303, `<a href="${escape(location)}">See Other</a>`, { location })
}
