"use client"
/**
 * `<CryptoCheckout>`: the whole crypto payment of a cart inside the store (the embedded checkout,
 * ./embedded-checkout.tsx): coin and network, the invoice with amount, address and QR code, the
 * live status; once paid the cart is completed and `onComplete(order)` is called. A cart that
 * already has a crypto session (a reload) resumes its invoice as the plugin's status route gives
 * it — never from the session's `data`, which is the caller's until the provider answers.
 */
import { useEffect, useMemo, useRef, useState } from "react"
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { cartTarget, createCryptoCheckout, reportFailure, type StartedPayment } from "../index"
import { EmbeddedCheckout } from "./embedded-checkout"
import { Failure } from "./failure"
import { checkoutStrings, languageAttributes, type CheckoutStrings } from "./strings"

export interface CryptoCheckoutProps {
  sdk: Medusa
  /** The cart at the payment step (address and shipping set). */
  cart: HttpTypes.StoreCart
  /** The order is placed: e.g. clear the cart cookie and go to the confirmation page. */
  onComplete: (order: HttpTypes.StoreOrder) => void
  /** `en` (default) or `ru`; any `ru-*` counts as Russian. */
  locale?: string
  /** Your wording for any of the texts. */
  strings?: Partial<CheckoutStrings>
  /** Offer only these payment currency codes (of those the merchant enabled). */
  currencies?: string[]
  providerId?: string
  pollIntervalMs?: number
  className?: string
  /** Log errors to the console and show their reason under the message; default: in development builds. */
  debug?: boolean
}

/** The cart's payment to resume, once read (`current` is absent while the status route is asked). */
type Resumed = { cartId: string; current?: StartedPayment | null; reason?: string }

const cryptoSessionId = (cart: HttpTypes.StoreCart, providerId: string) =>
  cart.payment_collection?.payment_sessions?.find((s) => s.provider_id === providerId)?.id ?? null

export function CryptoCheckout({
  sdk,
  cart,
  onComplete,
  locale,
  strings: overrides,
  currencies,
  providerId,
  pollIntervalMs,
  className,
  debug,
}: CryptoCheckoutProps) {
  const strings = useMemo(() => checkoutStrings(locale, overrides), [locale, overrides])
  const checkout = useMemo(() => createCryptoCheckout(sdk, { providerId, pollIntervalMs }), [sdk, providerId, pollIntervalMs])
  // A cart without a crypto session has nothing to resume: the picker shows at once.
  const [resumed, setResumed] = useState<Resumed>(() => (cryptoSessionId(cart, checkout.providerId) ? { cartId: cart.id } : { cartId: cart.id, current: null }))
  const [attempt, setAttempt] = useState(0)
  const latestCart = useRef(cart)
  // eslint-disable-next-line react-hooks/refs -- the latest cart for the effect below, which reads it once per cart id, not per cart object
  latestCart.current = cart

  // Read once per cart (and per retry): later sessions of the same cart are the embedded
  // checkout's own, and re-reading on every new cart object would unmount it mid-payment.
  useEffect(() => {
    const cart = latestCart.current
    if (!cryptoSessionId(cart, checkout.providerId)) return void setResumed({ cartId: cart.id, current: null })
    const controller = new AbortController()
    setResumed({ cartId: cart.id })
    checkout.currentPayment(cart, controller.signal).then(
      (current) => !controller.signal.aborted && setResumed({ cartId: cart.id, current }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const reason = reportFailure(error, sdk, "Reading the cart's crypto payment (GET /store/cryptocloud/payment-sessions/:id)", debug)
        setResumed({ cartId: cart.id, reason })
      }
    )
    return () => controller.abort()
  }, [checkout, cart.id, attempt, sdk, debug])

  const ours = resumed.cartId === cart.id
  const current = ours ? resumed.current : undefined
  const target = useMemo(() => (current === undefined ? null : cartTarget(checkout, cart, current)), [checkout, cart, current])
  const { lang, dir } = languageAttributes(locale)
  if (!target) {
    const reason = ours ? resumed.reason : undefined
    return (
      <div className={["cc-root cc-checkout", className].filter(Boolean).join(" ")} data-phase={reason ? "error" : "loading"} lang={lang} dir={dir}>
        {reason ? (
          <Failure strings={strings} reason={reason} debug={debug} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <p className="cc-muted" role="status">
            {strings.loadingOrder}
          </p>
        )}
      </div>
    )
  }
  return (
    <EmbeddedCheckout
      sdk={sdk}
      target={target}
      strings={strings}
      currencies={currencies}
      debug={debug}
      lang={lang}
      dir={dir}
      className={className}
      onSettled={(order) => order && onComplete(order)}
    />
  )
}
