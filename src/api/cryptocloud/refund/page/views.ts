/**
 * The refund page's steps as HTML: the form (with the reason when an address was refused), the
 * confirmation that repeats the address, the done page, and one message page per dead end.
 * Each answer carries its HTTP status.
 */
import { formatExpiry } from "./format"
import { html, type Html } from "../../page-kit/html"
import { documentOf, type PageKind } from "./layout"
import type { PageStrings, ProblemWords, RefundWords } from "./strings"

export interface RenderedPage {
  status: number
  kind: PageKind
  body: string
}

/** The refund the link is for, as the page shows it. */
export interface PageRefund {
  words: RefundWords
  /** ISO time the link stops working. */
  expiresAt: string | null
}

function page(strings: PageStrings, status: number, kind: PageKind, title: string, body: Html): RenderedPage {
  return { status, kind, body: documentOf(strings, kind, title, body) }
}

/**
 * The address in groups of four, spaced by the stylesheet only: easy to compare with a wallet,
 * and copied as one unbroken string.
 */
function addressBlock(address: string): Html {
  const groups = address.match(/.{1,4}/gsu) ?? []
  return html`<p class="address" translate="no" data-testid="address">${groups.map((group) => html`<span>${group}</span>`)}</p>`
}

export function formPage(strings: PageStrings, refund: PageRefund, input: { address?: string; problem?: ProblemWords } = {}): RenderedPage {
  const expiry = formatExpiry(refund.expiresAt, strings)
  const problem = input.problem ? strings.problem(input.problem) : null
  const body = html`<h1>${strings.form.title}</h1>
<p class="muted">${strings.form.intro}</p>
<p class="amount" data-testid="refund">${strings.refund(refund.words)}</p>
${expiry && html`<p class="muted">${strings.form.validUntil} <time datetime="${refund.expiresAt}">${expiry}</time></p>`}
<form method="post" novalidate>
<label for="address">${strings.form.label(refund.words)}</label>
${problem && html`<div class="error" id="address-error" role="alert" data-testid="problem" data-code="${input.problem!.code}"><p>${problem.reason}</p><p>${problem.expected}</p></div>`}
<input type="text" id="address" name="address" value="${input.address ?? ""}" autocomplete="off" autocapitalize="none" autocorrect="off" spellcheck="false" aria-describedby="${problem ? "address-error address-help" : "address-help"}"${problem ? html` aria-invalid="true" autofocus` : ""}>
<p class="muted" id="address-help">${strings.form.help}</p>
<div class="actions"><button type="submit" name="step" value="check" class="primary">${strings.form.submit}</button></div>
</form>`
  return page(strings, problem ? 422 : 200, "form", strings.form.title, body)
}

export function confirmPage(strings: PageStrings, refund: PageRefund, address: string): RenderedPage {
  const body = html`<h1>${strings.confirm.title}</h1>
<p>${strings.confirm.intro}</p>
<p class="muted">${strings.confirm.refundTo}</p>
${addressBlock(address)}
<p class="amount" data-testid="refund">${strings.refund(refund.words)}</p>
<p class="muted">${strings.confirm.warning}</p>
<form method="post">
<input type="hidden" name="address" value="${address}">
<div class="actions"><button type="submit" name="step" value="confirm" class="primary">${strings.confirm.confirm}</button><button type="submit" name="step" value="change" class="secondary">${strings.confirm.change}</button></div>
</form>`
  return page(strings, 200, "confirm", strings.confirm.title, body)
}

export function donePage(strings: PageStrings, refund: PageRefund, address: string): RenderedPage {
  const body = html`<h1>${strings.done.title}</h1>
<p>${strings.done.text(strings.refund(refund.words))}</p>
${addressBlock(address)}
<p class="muted">${strings.done.next}</p>`
  return page(strings, 200, "done", strings.done.title, body)
}

export type MessageKind = "used" | "expired" | "invalid" | "unpayable" | "bad_form" | "error"

const MESSAGE_STATUS: Record<MessageKind, number> = { used: 410, expired: 410, invalid: 404, unpayable: 409, bad_form: 400, error: 500 }

/** A dead end: what happened and what to do (ask the shop for a new link, try again). */
export function messagePage(strings: PageStrings, kind: MessageKind): RenderedPage {
  const message = kind === "bad_form" ? strings.badForm : strings[kind]
  const body = html`<h1>${message.title}</h1>
<p>${message.text}</p>
${kind === "bad_form" && html`<p><a href="?lang=${strings.tag}">${strings.badForm.back}</a></p>`}`
  return page(strings, MESSAGE_STATUS[kind], kind, message.title, body)
}
