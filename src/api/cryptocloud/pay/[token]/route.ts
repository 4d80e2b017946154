/**
 * `GET|POST /cryptocloud/pay/:token` — the customer's pay page for what an order owes, served by
 * the plugin as HTML (outside /store, so no publishable key): the link a payment request e-mails.
 *
 * GET shows what the link's state calls for (open-link.ts, domain/payment-requests/page-state.ts):
 * the form with the amount due and the coins on offer; waiting for the payment or part paid (the
 * page reloads itself); expired with *pay again*; or a dead link — paid, nothing owed, a
 * cancelled order, a replaced or expired link (410), a token that is not one (404) — whose page
 * names nothing of the order: a link grants only what a live one shows. A POST with the chosen
 * coin creates the crypto session on the order's payment collection (start-payment.ts) and hands
 * the customer to the hosted payment page; the service sends customers back to the project's own
 * success page (its return addresses are per project, not per invoice), so it is this link,
 * opened again, that shows the outcome. Every answer is HTML in the order's language with the
 * customer pages' headers (page-kit/frame.ts); the token is the only credential and is never
 * logged (the route's middleware rewrites what the access log prints; the error line below
 * redacts it).
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { redactToken } from "../../../refund-links/hide-token"
import { PAGE_HEADERS } from "../../page-kit/frame"
import { customerSpeech, type CustomerContext } from "../../../../workflows/cryptocloud/customers/customer-language"
import { LanguageQuery } from "../../page-kit/language"
import { openPayLink, payStateOf, type OpenedLink } from "../open-link"
import { readPayPageForm } from "../page/form"
import { payStringsFor } from "../page/language"
import type { PayStrings } from "../page/strings"
import { messagePage, redirectPage, type PayView, type RenderedPage } from "../page/views"
import { coinsOnOffer, payViewOf, projectOfOrder, renderState } from "../render-state"
import { startCryptoPayment } from "../start-payment"

type OpenLink = Extract<OpenedLink, { state: "open" }>

function send(res: MedusaResponse, page: RenderedPage, headers: Record<string, string> = {}) {
  res
    .status(page.status)
    .set({ ...PAGE_HEADERS, ...headers })
    .send(page.body)
}

/**
 * Opens the link, picks the language (the order's once it is known) and answers with what `step`
 * renders for an open link, or the page for a dead one. Any failure is a page too.
 */
async function serve(
  req: MedusaRequest,
  res: MedusaResponse,
  step: (link: OpenLink, view: PayView, strings: PayStrings) => Promise<RenderedPage | [RenderedPage, Record<string, string>]>
) {
  const token = req.params.token ?? ""
  const request = { requested: LanguageQuery.parse(req.query).lang, acceptLanguage: req.get("accept-language") }
  // The language is worked out once: with the order's facts for an open link, with the request's
  // alone for a dead link or a failure before the order was known.
  const speak = async (context: CustomerContext) => payStringsFor((await customerSpeech(req.scope, context, request)).language)
  let strings: PayStrings | null = null
  try {
    const link = await openPayLink(req.scope, token)
    // Before the order is read: a dead link's page depends on nothing of it, not even its language.
    if (link.state !== "open") return send(res, messagePage(await speak({}), link.state))
    strings = await speak({ orderId: link.order.id, shopId: await projectOfOrder(req.scope, link.order) })
    const view = await payViewOf(req.scope, link.order, link.link.payment_collection_id, strings, new Date(link.link.expires_at).toISOString())
    const answer = await step(link, view, strings)
    if (Array.isArray(answer)) send(res, ...answer)
    else send(res, answer)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`CryptoCloud pay page: ${redactToken(message, token)}`)
    if (!res.headersSent) send(res, messagePage(strings ?? (await speak({}).catch(() => payStringsFor("en"))), "error"))
  }
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await serve(req, res, async (link, view, strings) => {
    const state = await payStateOf(req.scope, link.order, link.link)
    return renderState(strings, state, view, state.kind === "form" || state.kind === "expired" ? await coinsOnOffer(req.scope, link.order) : [])
  })
}

export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await serve(req, res, async (link, view, strings) => {
    const read = await readPayPageForm(req)
    if (!read.ok) return messagePage(strings, "bad_form", view)
    const state = await payStateOf(req.scope, link.order, link.link)
    // A second press, or a link opened again after paying: the page as it now is, nothing created.
    if (state.kind !== "form" && state.kind !== "expired") return renderState(strings, state, view, [])
    const coins = await coinsOnOffer(req.scope, link.order)
    const chosen = read.form.cryptocurrency
    if (!chosen || !coins.some((coin) => coin.code === chosen)) return renderState(strings, state, view, coins, { noCoin: true })
    const started = await startCryptoPayment(req.scope, link.order, link.link, chosen)
    if (started.kind === "busy") return [messagePage(strings, "busy", view), { "Retry-After": String(started.retryAfterSeconds) }]
    if (started.kind === "unavailable") return messagePage(strings, "unavailable", view)
    return redirectPage(strings, view, started.link)
  })
}
