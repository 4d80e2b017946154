/**
 * The pay page's states as HTML: the form (the amount due and the coins the shop offers; again
 * after an invoice expired), waiting for the payment, part paid with what is still to send,
 * paid, the hand-over to the hosted payment page, nothing owed, and one message per dead end.
 * Waiting and part paid reload themselves (a meta refresh: the page has no script). Each answer
 * carries its HTTP status.
 */
import type { CoinWords } from "../../page-kit/coins"
import { formatExpiry } from "../../page-kit/format"
import { documentOf } from "../../page-kit/frame"
import { html, type Html } from "../../page-kit/html"
import type { PayStrings } from "./strings"

/** Seconds between a waiting page's reloads: a confirmation shows soon, and a tab left open costs little. */
export const REFRESH_SECONDS = 10
/** More coins than this are offered in a drop-down instead of a list of choices. */
const MAX_LISTED_COINS = 12

export type PayPageKind =
  | "form"
  | "again"
  | "waiting"
  | "partial"
  | "paid"
  | "redirect"
  | "nothing_owed"
  | "canceled"
  | "replaced"
  | "link_expired"
  | "invalid"
  | "unavailable"
  | "busy"
  | "bad_form"
  | "error"

export interface RenderedPage {
  status: number
  kind: PayPageKind
  body: string
}

/** The order the link is for, as the page shows it (amounts already in the page's language). */
export interface PayView {
  shop: string | null
  displayId: string
  /** "12.50 EUR". */
  amountDue: string
  /** ISO time the link stops working. */
  linkExpiresAt: string | null
}

export interface CoinChoice {
  code: string
  words: CoinWords
}

/** The invoice a waiting or part-paid page is about (amounts already in the page's language). */
export interface InvoiceView {
  /** "12.5 USDT on Tron (TRC-20)". */
  crypto: string
  link: string | null
  expiresAt: string | null
  received?: string | null
  stillDue?: string | null
}

function page(
  strings: PayStrings,
  view: PayView | null,
  status: number,
  kind: PayPageKind,
  title: string,
  body: Html,
  options: { refresh?: boolean; redirectTo?: string } = {}
): RenderedPage {
  return {
    status,
    kind,
    body: documentOf({
      speech: strings,
      pageTitle: strings.pageTitle,
      topLine: view?.shop || strings.pageTitle,
      kind,
      title,
      body,
      refreshSeconds: options.refresh ? REFRESH_SECONDS : undefined,
      redirectTo: options.redirectTo,
    }),
  }
}

function facts(strings: PayStrings, view: PayView): Html {
  return html`<dl class="facts"><dt>${strings.facts.order}</dt><dd data-testid="order">#${view.displayId}</dd><dt>${strings.facts.amountDue}</dt><dd data-testid="amount-due">${view.amountDue}</dd></dl>`
}

function coinPicker(strings: PayStrings, coins: readonly CoinChoice[], chosen: string | null): Html {
  if (coins.length > MAX_LISTED_COINS) {
    return html`<label for="coin">${strings.form.choose}</label>
<select id="coin" name="cryptocurrency" required>${coins.map((c) => html`<option value="${c.code}"${c.code === chosen ? " selected" : ""}>${strings.coin(c.words)}</option>`)}</select>`
  }
  return html`<fieldset><legend>${strings.form.choose}</legend><div class="coins">${coins.map(
    (c) =>
      html`<label><input type="radio" name="cryptocurrency" value="${c.code}" required${c.code === chosen ? " checked" : ""}> <span><b>${c.words.asset}</b> · ${c.words.network}${c.words.standard ? ` (${c.words.standard})` : ""}</span></label>`
  )}</div></fieldset>`
}

export interface FormOptions {
  /** The previous invoice expired: "pay again", with what had arrived on it, if anything. */
  again?: { received: string | null }
  /** The coin to have chosen already (the previous invoice's, or the one sent with a refused form). */
  chosen?: string | null
  /** The form came back without a coin. */
  noCoin?: boolean
}

export function formPage(strings: PayStrings, view: PayView, coins: readonly CoinChoice[], options: FormOptions = {}): RenderedPage {
  const expiry = formatExpiry(view.linkExpiresAt, strings)
  const again = options.again
  const title = again ? strings.again.title : strings.form.title(view.displayId)
  const body = html`<h1>${title}</h1>
${
  again
    ? html`<div class="state bad" data-testid="expired-note"><p>${strings.again.text}</p>${again.received && html`<p>${strings.again.partNote(again.received)}</p>`}</div>${facts(strings, view)}`
    : html`<p class="muted">${strings.form.intro(view.shop)}</p>
<p class="amount due" data-testid="amount-due">${view.amountDue}</p>`
}
<form method="post">
${options.noCoin && html`<div class="error" role="alert" data-testid="problem"><p>${strings.form.noCoin}</p></div>`}
${coinPicker(strings, coins, options.chosen ?? null)}
<div class="actions"><button type="submit" class="primary">${again ? strings.again.submit : strings.form.submit}</button></div>
</form>
<p class="muted">${strings.form.next}</p>
${expiry && html`<p class="muted">${strings.form.validUntil} <time datetime="${view.linkExpiresAt}">${expiry}</time></p>`}`
  return page(strings, view, options.noCoin ? 422 : 200, again ? "again" : "form", title, body)
}

function openLink(label: string, link: string | null): Html | false {
  return !!link && html`<div class="actions"><a class="button primary" href="${link}" rel="noreferrer" data-testid="open-payment-page">${label}</a></div>`
}

export function waitingPage(strings: PayStrings, view: PayView, invoice: InvoiceView): RenderedPage {
  const until = formatExpiry(invoice.expiresAt, strings)
  const body = html`<h1>${strings.waiting.title}</h1>
${facts(strings, view)}
<div class="state" data-testid="state"><p>${strings.waiting.text(invoice.crypto)}</p><p class="muted">${strings.waiting.refreshes}</p></div>
${openLink(strings.waiting.open, invoice.link)}
${until && html`<p class="muted">${strings.waiting.until} <time datetime="${invoice.expiresAt}">${until}</time></p>`}`
  return page(strings, view, 200, "waiting", strings.waiting.title, body, { refresh: true })
}

export function partialPage(strings: PayStrings, view: PayView, invoice: InvoiceView): RenderedPage {
  const until = formatExpiry(invoice.expiresAt, strings)
  const body = html`<h1>${strings.partial.title}</h1>
${facts(strings, view)}
<div class="state" data-testid="state"><dl class="facts"><dt>${strings.partial.received}</dt><dd data-testid="received">${invoice.received ?? "–"}</dd><dt>${strings.partial.stillDue}</dt><dd data-testid="still-due">${invoice.stillDue ?? "–"}</dd></dl><p>${strings.partial.text}</p><p class="muted">${strings.waiting.refreshes}</p></div>
${openLink(strings.partial.open, invoice.link)}
${until && html`<p class="muted">${strings.waiting.until} <time datetime="${invoice.expiresAt}">${until}</time></p>`}`
  return page(strings, view, 200, "partial", strings.partial.title, body, { refresh: true })
}

/** Paid: the confirmation of a current link (a dead one, expired or replaced, names nothing). */
export function paidPage(strings: PayStrings, view: PayView): RenderedPage {
  const body = html`<h1>${strings.paid.title}</h1>
<div class="state ok" data-testid="state"><p>${strings.paid.text(strings.orderName(view.displayId))}</p></div>`
  return page(strings, view, 200, "paid", strings.paid.title, body)
}

/**
 * The hand-over to the hosted payment page, by a meta refresh rather than a 303: a redirect that
 * answers a form post is checked against the page's `form-action 'self'` (Chromium blocks it),
 * while the hosted page's address is known only once the invoice exists. The visible link is for
 * a browser that does not follow the refresh.
 */
export function redirectPage(strings: PayStrings, view: PayView, link: string): RenderedPage {
  const body = html`<h1>${strings.redirect.title}</h1>
<p class="muted">${strings.redirect.text}</p>
${openLink(strings.redirect.open, link)}`
  return page(strings, view, 200, "redirect", strings.redirect.title, body, { redirectTo: link })
}

/** Nothing owed (a current link whose order was paid some other way). */
export function nothingOwedPage(strings: PayStrings, view: PayView): RenderedPage {
  const body = html`<h1>${strings.nothingOwed.title}</h1>
<p>${strings.nothingOwed.text(strings.orderName(view.displayId))}</p>`
  return page(strings, view, 200, "nothing_owed", strings.nothingOwed.title, body)
}

export type MessageKind = "canceled" | "replaced" | "link_expired" | "invalid" | "unavailable" | "busy" | "bad_form" | "error"

const MESSAGE_STATUS: Record<MessageKind, number> = {
  canceled: 410,
  replaced: 410,
  link_expired: 410,
  invalid: 404,
  unavailable: 409,
  busy: 429,
  bad_form: 400,
  error: 500,
}

const MESSAGE_KEY = {
  canceled: "canceled",
  replaced: "replaced",
  link_expired: "linkExpired",
  invalid: "invalid",
  unavailable: "unavailable",
  busy: "busy",
  bad_form: "badForm",
  error: "error",
} as const satisfies Record<MessageKind, keyof PayStrings>

/** A dead end: what happened and what to do (ask the shop for a new link, try again). */
export function messagePage(strings: PayStrings, kind: MessageKind, view: PayView | null = null): RenderedPage {
  const message = strings[MESSAGE_KEY[kind]]
  const body = html`<h1>${message.title}</h1>
<p>${message.text}</p>
${kind === "bad_form" && html`<p><a href="?lang=${strings.tag}">${strings.badForm.back}</a></p>`}`
  return page(strings, view, MESSAGE_STATUS[kind], kind, message.title, body)
}
