/**
 * `GET|POST /cryptocloud/refund/:token` — the customer's refund page, served by the plugin as
 * HTML (outside /store, so no publishable key): the link the refund e-mail carries by default.
 *
 * GET shows the form (amount, coin and network, the link's expiry, one address field). A POST
 * with `step=check` checks the address as a payout to it will be checked and shows either the
 * form again with the reason or a confirmation repeating the address; `step=change` goes back
 * to the form; `step=confirm` checks it again and claims it exactly as the JSON store route
 * does (domain/refunds/link.ts: single use, one conditional update), then shows the done page.
 * A used or replaced link (410), an expired one (410) and a token that is not valid (404) get a
 * page saying to ask the shop for a new link. Every answer is HTML in the customer's language
 * with the headers of page/layout.ts; the token is the only credential and is never logged.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isoTime } from "../../../../domain/dates"
import { checkLinkAddress, claimLinkAddress, openRefundLink, payoutCurrencyOf, type LinkRefund } from "../../../../domain/refunds/link"
import { cryptocloudModule } from "../../../../workflows/cryptocloud/module-access"
import { refundLinkStore } from "../../../../workflows/cryptocloud/refunds/link-store"
import { redactToken } from "../../../refund-links/hide-token"
import { problemWords, refundWords } from "../page/format"
import { readRefundPageForm, RefundPageQuery, type RefundPageFormType } from "../page/form"
import { stringsFor } from "../page/language"
import { PAGE_HEADERS } from "../page/layout"
import { customerSpeech, type CustomerContext } from "../../../../workflows/cryptocloud/customers/customer-language"
import type { PageStrings } from "../page/strings"
import { confirmPage, donePage, formPage, messagePage, type PageRefund, type RenderedPage } from "../page/views"

type OpenRefund = LinkRefund & { token_nonce: string }

function send(res: MedusaResponse, page: RenderedPage) {
  res.status(page.status).set(PAGE_HEADERS).send(page.body)
}

/**
 * Opens the link, picks the language (the order's once the refund is known) and answers with
 * what `step` renders for an open link, or the page for a dead one. Any failure is a page too.
 */
async function serve(req: MedusaRequest, res: MedusaResponse, step: (refund: OpenRefund, view: PageRefund, strings: PageStrings) => Promise<RenderedPage>) {
  // The access log's path and Referer were rewritten without the token by the route's middleware
  // (src/api/middlewares.ts, refund-links/hide-token.ts); its own error line below redacts it too.
  const token = req.params.token ?? ""
  const request = { requested: RefundPageQuery.parse(req.query).lang, acceptLanguage: req.get("accept-language") }
  // The language is worked out once: with the refund's order and project once the link names
  // them, with the request's facts alone for an unknown link or a failure before that.
  const speak = async (context: CustomerContext) => stringsFor((await customerSpeech(req.scope, context, request)).language)
  let strings: PageStrings | null = null
  try {
    const link = await openRefundLink(refundLinkStore(cryptocloudModule(req.scope)), token)
    const known = link.state === "open" || link.state === "used"
    strings = await speak(known ? { orderId: link.refund.order_id, shopId: link.refund.shop_id } : {})
    if (link.state !== "open") return send(res, messagePage(strings, link.state))
    const view: PageRefund = { words: refundWords(link.refund, strings), expiresAt: isoTime(link.refund.token_expires_at) }
    send(res, await step(link.refund, view, strings))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`CryptoCloud refund page: ${redactToken(message, token)}`)
    if (!res.headersSent) send(res, messagePage(strings ?? (await speak({}).catch(() => stringsFor("en"))), "error"))
  }
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await serve(req, res, async (_refund, view, strings) => formPage(strings, view))
}

export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await serve(req, res, async (refund, view, strings) => {
    const read = await readRefundPageForm(req)
    if (!read.ok) return messagePage(strings, "bad_form")
    return submit(req, refund, view, strings, read.form)
  })
}

async function submit(req: MedusaRequest, refund: OpenRefund, view: PageRefund, strings: PageStrings, form: RefundPageFormType) {
  const currency = payoutCurrencyOf(refund)
  if (!currency) return messagePage(strings, "unpayable")
  if (form.step === "change") return formPage(strings, view, { address: form.address })
  // Checked again on confirm: the confirmation's hidden field is as much the customer's input as the form.
  const check = checkLinkAddress(currency, form.address)
  if (!check.ok) return formPage(strings, view, { address: form.address, problem: problemWords(check, view.words) })
  if (form.step === "check") return confirmPage(strings, view, check.address)
  const claimed = await claimLinkAddress(refundLinkStore(cryptocloudModule(req.scope)), refund, check.address)
  return claimed ? donePage(strings, view, check.address) : messagePage(strings, "used")
}
