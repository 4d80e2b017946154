"use client"
/**
 * `<CryptoOrderPayment paymentCollectionId orderId />`: the storefront page behind Medusa admin's
 * "Copy payment link" (`/payment-collection/<id>?order_id=<order id>`), for an order that owes an
 * amount after an edit, exchange or claim, or a draft order converted into an order. It reads the
 * order's payment collection, shows the order number and the amount due, and runs the embedded
 * crypto checkout on that collection; paid, it says so (there is no cart to complete: the plugin
 * records the payment on the order).
 */
import { useEffect, useMemo, useRef, useState } from "react"
import type Medusa from "@medusajs/js-sdk"
import { collectionTarget, createOrderPayment, CryptoPaymentError, reportFailure, type OrderPaymentDue } from "../index"
import { EmbeddedCheckout } from "./embedded-checkout"
import { Failure } from "./failure"
import { checkoutStrings, languageAttributes, type CheckoutStrings } from "./strings"

export interface CryptoOrderPaymentProps {
  sdk: Medusa
  /** The `:id` of `/payment-collection/:id`. */
  paymentCollectionId: string
  /** The `order_id` of the link's query string. */
  orderId: string
  /** Called once the payment is captured. */
  onPaid?: () => void
  /** `en` (default) or `ru`; also formats the amount. */
  locale?: string
  strings?: Partial<CheckoutStrings>
  /** Offer only these payment currency codes (of those the merchant enabled). */
  currencies?: string[]
  providerId?: string
  pollIntervalMs?: number
  /**
   * The signed-in customer's auth when the storefront keeps the token itself (the js-sdk sends
   * its own stored token anyway): the order's customer has an invoice budget nobody else can spend.
   */
  headers?: () => Record<string, string> | Promise<Record<string, string>>
  className?: string
  /** Log errors to the console and show their reason under the message; default: in development builds. */
  debug?: boolean
}

/** The amount in the order's currency as the shopper reads it, e.g. "€12.50" (the code when Intl cannot). */
export function formatAmount(amount: number, currency: string, locale = "en"): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(amount)
  } catch {
    return `${amount} ${currency.toUpperCase()}`
  }
}

/** The order number and, while it owes it, the amount due; once paid, that it is paid. */
export function OrderPaymentSummary({ due, paid, strings, locale }: { due: OrderPaymentDue; paid: boolean; strings: CheckoutStrings; locale?: string }) {
  return (
    <div className="cc-order-summary">
      <p className="cc-order-title">{strings.orderPaymentTitle(due.order.display_id === null ? due.order.id : `#${due.order.display_id}`)}</p>
      {paid ? (
        <p className="cc-status cc-paid" role="status" data-status="captured">
          {strings.orderPaid}
        </p>
      ) : (
        <p className="cc-order-due">
          <span className="cc-label">{strings.amountDue}</span>{" "}
          <span className="cc-order-amount" data-amount={due.amountDue} data-currency={due.collection.currency_code}>
            {formatAmount(due.amountDue, due.collection.currency_code, locale)}
          </span>
        </p>
      )}
    </div>
  )
}

type State =
  | { kind: "loading" }
  | { kind: "ready"; due: OrderPaymentDue }
  | { kind: "paid"; due: OrderPaymentDue }
  | { kind: "error"; reason: string; code: "not_found" | "not_payable" | null }

export function CryptoOrderPayment(props: CryptoOrderPaymentProps) {
  const { sdk, paymentCollectionId, orderId, locale, providerId, pollIntervalMs, debug } = props
  const strings = useMemo(() => checkoutStrings(locale, props.strings), [locale, props.strings])
  // The latest `headers` at each request: an inline function must not re-create the payment (and reload the order) on every render.
  const headers = useRef(props.headers)
  // eslint-disable-next-line react-hooks/refs -- the latest callback for the requests, which must not restart the effect below
  headers.current = props.headers
  const orderPayment = useMemo(
    // eslint-disable-next-line react-hooks/refs -- read when a request is made (after render), never during it
    () => createOrderPayment(sdk, { providerId, pollIntervalMs, headers: async () => (headers.current ? await headers.current() : {}) }),
    [sdk, providerId, pollIntervalMs]
  )
  const [state, setState] = useState<State>({ kind: "loading" })
  const paid = useRef(props.onPaid)
  // eslint-disable-next-line react-hooks/refs -- the latest callback for the effect below, which must not restart when the parent passes a new one
  paid.current = props.onPaid

  useEffect(() => {
    let live = true
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another order to read: back to loading until it answers
    setState({ kind: "loading" })
    orderPayment.load(paymentCollectionId, orderId).then(
      (due) => live && setState(due.paid ? { kind: "paid", due } : { kind: "ready", due }),
      (error: unknown) => {
        if (!live) return
        const reason = reportFailure(error, sdk, `Reading order ${orderId} and its payment collection (GET /store/orders/:id)`, debug)
        const code = error instanceof CryptoPaymentError ? error.code : (error as { status?: number }).status === 404 ? "not_found" : null
        setState({ kind: "error", reason, code: code === "not_found" || code === "not_payable" ? code : null })
      }
    )
    return () => void (live = false)
  }, [orderPayment, paymentCollectionId, orderId, sdk, debug])

  const target = useMemo(() => (state.kind === "ready" ? collectionTarget(orderPayment, state.due) : null), [orderPayment, state])
  const { lang, dir } = languageAttributes(locale)
  return (
    <div className={["cc-root cc-order-payment", props.className].filter(Boolean).join(" ")} data-state={state.kind} lang={lang} dir={dir}>
      {state.kind === "loading" && (
        <p className="cc-muted" role="status">
          {strings.loadingOrder}
        </p>
      )}
      {(state.kind === "ready" || state.kind === "paid") && (
        <OrderPaymentSummary due={state.due} paid={state.kind === "paid"} strings={strings} locale={locale} />
      )}
      {state.kind === "error" && (
        <Failure
          strings={strings}
          reason={state.reason}
          debug={debug}
          message={state.code === "not_found" ? strings.linkNotFound : state.code === "not_payable" ? strings.linkClosed : strings.failed}
        />
      )}
      {target && state.kind === "ready" && (
        <EmbeddedCheckout
          sdk={sdk}
          target={target}
          strings={strings}
          currencies={props.currencies}
          debug={debug}
          lang={lang}
          dir={dir}
          onSettled={() => {
            setState({ kind: "paid", due: { ...state.due, amountDue: 0, paid: true } })
            paid.current?.()
          }}
        />
      )}
    </div>
  )
}
