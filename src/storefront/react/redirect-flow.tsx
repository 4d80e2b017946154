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
import { createCryptoCheckout } from "../checkout"
import { CryptoPaymentError } from "../errors"
import { checkoutStrings, type CheckoutStrings } from "./strings"

interface Common {
  sdk: Medusa
  locale?: string
  strings?: Partial<CheckoutStrings>
  providerId?: string
}

export function PayWithCryptoButton({ sdk, cart, cryptocurrency, label, locale, strings: overrides, providerId }: Common & {
  cart: HttpTypes.StoreCart
  /** Optional code such as "USDT_TRC20": the pay page then skips the currency choice. */
  cryptocurrency?: string
  label?: string
}) {
  const strings = useMemo(() => checkoutStrings(locale, overrides), [locale, overrides])
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const pay = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const { link } = await createCryptoCheckout(sdk, { providerId }).startPayment(cart, cryptocurrency)
      window.location.assign(link) // the customer pays on CryptoCloud's page, then returns
    } catch {
      setFailed(true)
      setBusy(false)
    }
  }
  return (
    <div className="cc-redirect">
      <button type="button" className="cc-button cc-primary" onClick={pay} disabled={busy}>
        {busy ? strings.creating : label ?? strings.continue}
      </button>
      {failed && <p role="alert">{strings.failed}</p>}
    </div>
  )
}

export function CryptoPaymentStatus({ sdk, cartId, onOrder, onRetry, locale, strings: overrides, providerId }: Common & {
  cartId: string
  /** e.g. router.push(`/order/${order.id}/confirmed`) and clear the cart cookie */
  onOrder: (order: HttpTypes.StoreOrder) => void
  /** back to the payment step to start a new invoice */
  onRetry: () => void
}) {
  const strings = useMemo(() => checkoutStrings(locale, overrides), [locale, overrides])
  const [status, setStatus] = useState<SessionStatusView | null>(null)
  const [failure, setFailure] = useState<Error | null>(null)
  const placed = useRef(onOrder)
  placed.current = onOrder

  useEffect(() => {
    const controller = new AbortController()
    createCryptoCheckout(sdk, { providerId })
      .resume(cartId, { signal: controller.signal, onUpdate: setStatus })
      .then((order) => placed.current(order))
      .catch((e: Error) => {
        if (!(e instanceof CryptoPaymentError && e.code === "aborted")) setFailure(e)
      })
    return () => controller.abort() // stop polling when the page is left
  }, [sdk, cartId, providerId])

  if (failure instanceof CryptoPaymentError && failure.code === "canceled") {
    return (
      <div className="cc-expired" role="alert">
        <p>{strings.expired}</p>
        <button type="button" className="cc-button cc-primary" onClick={onRetry}>{strings.startAgain}</button>
      </div>
    )
  }
  if (failure) return <p role="alert">{strings.failed}</p>
  const due = status?.invoice.to_surcharge
  const message =
    status?.status === "requires_more" && due ? strings.partlyPaid(due, status.invoice.currency ?? "")
      : status?.status === "captured" ? strings.placingOrder
        : strings.waiting
  return (
    <div className="cc-redirect-status">
      <p className="cc-status" role="status" aria-live="polite">{message}</p>
      {status?.status === "requires_more" && status.invoice.link && <a className="cc-hosted" href={status.invoice.link}>{strings.hostedPage}</a>}
    </div>
  )
}
