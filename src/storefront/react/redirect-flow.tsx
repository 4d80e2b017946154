"use client"
/**
 * The redirect flow's two pieces, for stores that send the customer to CryptoCloud's hosted page:
 *  - <PayWithCryptoButton>: on the payment step, creates the invoice and goes to the pay page;
 *  - <CryptoPaymentStatus>: the return page; waits for the money (shows what is still due after
 *    a partial payment) and places the order.
 */
import { useEffect, useMemo, useRef, useState } from "react"
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import type { SessionStatusView } from "../../contracts/store-routes"
import { createCryptoCheckout, CryptoPaymentError, payLinkToShow, reportFailure } from "../index"
import { Failure } from "./failure"
import { checkoutStrings, languageAttributes, type CheckoutStrings } from "./strings"

interface Common {
  sdk: Medusa
  locale?: string
  strings?: Partial<CheckoutStrings>
  providerId?: string
  /** Log errors to the console and show their reason; default: in development builds. */
  debug?: boolean
}

export function PayWithCryptoButton({
  sdk,
  cart,
  cryptocurrency,
  label,
  locale,
  strings: overrides,
  providerId,
  debug,
}: Common & {
  cart: HttpTypes.StoreCart
  /** Optional code such as "USDT_TRC20": the pay page then skips the currency choice. */
  cryptocurrency?: string
  label?: string
}) {
  const strings = useMemo(() => checkoutStrings(locale, overrides), [locale, overrides])
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const pay = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const { link } = await createCryptoCheckout(sdk, { providerId }).startPayment(cart, cryptocurrency)
      window.location.assign(link) // the customer pays on CryptoCloud's page, then returns
    } catch (error) {
      setFailure(reportFailure(error, sdk, "Creating the crypto payment session (the invoice)", debug))
      setBusy(false)
    }
  }
  return (
    <div className="cc-root cc-redirect" {...languageAttributes(locale)}>
      <button type="button" className="cc-button cc-primary" onClick={() => void pay()} disabled={busy}>
        {busy ? strings.creating : (label ?? strings.payWithCrypto)}
      </button>
      {failure && <Failure strings={strings} reason={failure} debug={debug} />}
    </div>
  )
}

export function CryptoPaymentStatus({
  sdk,
  cartId,
  onOrder,
  onRetry,
  locale,
  strings: overrides,
  providerId,
  debug,
}: Common & {
  cartId: string
  /** e.g. router.push(`/order/${order.id}/confirmed`) and clear the cart cookie */
  onOrder: (order: HttpTypes.StoreOrder) => void
  /** back to the payment step to start a new invoice */
  onRetry: () => void
}) {
  const strings = useMemo(() => checkoutStrings(locale, overrides), [locale, overrides])
  const [status, setStatus] = useState<SessionStatusView | null>(null)
  const [failure, setFailure] = useState<{ error: Error; reason: string } | null>(null)
  const placed = useRef(onOrder)
  // eslint-disable-next-line react-hooks/refs -- the latest callback for the effect below, which must not restart when the parent passes a new one
  placed.current = onOrder

  useEffect(() => {
    const controller = new AbortController()
    createCryptoCheckout(sdk, { providerId })
      .resume(cartId, { signal: controller.signal, onUpdate: setStatus })
      .then((order) => placed.current(order))
      .catch((e: Error) => {
        if (e instanceof CryptoPaymentError && e.code === "aborted") return
        const quiet = e instanceof CryptoPaymentError && e.code === "canceled" // an expired invoice is no bug
        setFailure({ error: e, reason: quiet ? e.message : reportFailure(e, sdk, `Waiting for the crypto payment of cart ${cartId}`, debug) })
      })
    return () => controller.abort() // stop polling when the page is left
  }, [sdk, cartId, providerId, debug])

  if (failure?.error instanceof CryptoPaymentError && failure.error.code === "canceled") {
    return (
      <div className="cc-root cc-redirect-status cc-expired" role="alert" {...languageAttributes(locale)}>
        <p>{strings.expired}</p>
        <button type="button" className="cc-button cc-primary" onClick={onRetry}>
          {strings.startAgain}
        </button>
      </div>
    )
  }
  if (failure)
    return (
      <div className="cc-root cc-redirect-status" {...languageAttributes(locale)}>
        <Failure strings={strings} reason={failure.reason} debug={debug} onRetry={onRetry} />
      </div>
    )
  const due = status?.invoice.to_surcharge
  const hosted = payLinkToShow(status?.invoice.link)
  const message =
    status?.status === "requires_more" && due
      ? strings.partlyPaid(due, status.invoice.currency ?? "")
      : status?.status === "captured"
        ? strings.placingOrder
        : strings.waiting
  return (
    <div className="cc-root cc-redirect-status" {...languageAttributes(locale)}>
      <p className="cc-status" role="status" aria-live="polite">
        {message}
      </p>
      {status?.status === "requires_more" && hosted && (
        <a className="cc-hosted" href={hosted}>
          {strings.hostedPage}
        </a>
      )}
    </div>
  )
}
