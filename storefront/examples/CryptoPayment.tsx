/**
 * React pieces of a crypto checkout (client components; Next.js: add "use client").
 *  - <PayWithCryptoButton>: on the payment step, creates the invoice and redirects to the
 *    hosted pay page (`data.link`).
 *  - <CryptoPaymentStatus>: the return/waiting page; polls the status route, shows what is
 *    still due after a partial payment, and places the order once paid.
 * Both take your js-sdk client; they need nothing but React.
 */
import { useEffect, useState } from "react"
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { createCryptoCheckout, CryptoPaymentError, type CryptoPaymentStatus as Status } from "../crypto-checkout"

export function PayWithCryptoButton({ sdk, cart, cryptocurrency }: { sdk: Medusa; cart: HttpTypes.StoreCart; cryptocurrency?: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const pay = async () => {
    setBusy(true)
    setError(null)
    try {
      const { link } = await createCryptoCheckout(sdk).startPayment(cart, cryptocurrency)
      window.location.assign(link) // the customer pays on CryptoCloud's page, then returns
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      setBusy(false)
    }
  }
  return (
    <div>
      <button type="button" onClick={pay} disabled={busy}>
        {busy ? "Creating your invoice…" : "Pay with crypto"}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}

export function CryptoPaymentStatus({ sdk, cartId, onOrder, onRetry }: {
  sdk: Medusa
  cartId: string
  /** e.g. router.push(`/order/${order.id}/confirmed`) and clear the cart cookie */
  onOrder: (order: HttpTypes.StoreOrder) => void
  /** back to the payment step to start a new invoice */
  onRetry: () => void
}) {
  const [status, setStatus] = useState<Status | null>(null)
  const [failure, setFailure] = useState<CryptoPaymentError | Error | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    createCryptoCheckout(sdk)
      .resume(cartId, { signal: controller.signal, onUpdate: setStatus })
      .then(onOrder)
      .catch((e: Error) => {
        if (!(e instanceof CryptoPaymentError && e.code === "aborted")) setFailure(e)
      })
    return () => controller.abort() // stop polling when the page is left
    // onOrder is left out on purpose: a new callback identity must not restart the wait.
  }, [sdk, cartId])

  if (failure instanceof CryptoPaymentError && failure.code === "canceled") {
    return (
      <div>
        <p>The crypto invoice expired before the full payment arrived. No order was placed.</p>
        <button type="button" onClick={onRetry}>Start a new payment</button>
      </div>
    )
  }
  if (failure instanceof CryptoPaymentError && failure.code === "timeout") {
    return <p>Your payment has not been confirmed yet. We will e-mail you as soon as it is; you can close this page.</p>
  }
  if (failure) return <p role="alert">{failure.message}</p>
  if (status?.status === "requires_more") {
    const { to_surcharge, currency, link } = status.invoice
    return (
      <div>
        <p>Part of your payment has arrived; {to_surcharge} {currency} is still due.</p>
        {link && <a href={link}>Pay the rest</a>}
      </div>
    )
  }
  if (status?.status === "captured") return <p>Payment received — placing your order…</p>
  return <p>Waiting for your crypto payment… (this page updates by itself)</p>
}
