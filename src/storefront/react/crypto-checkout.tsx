"use client"
/**
 * `<CryptoCheckout>`: the whole crypto payment inside the store. The customer picks a coin and
 * network from the merchant's offered currencies; the invoice for that coin shows the exact
 * amount, the address and a QR code, the network to use and a countdown; the status updates by
 * itself (part paid → what is still due; paid → the cart is completed and `onComplete(order)`
 * is called); an expired invoice offers "start again". The hosted pay page stays one link away.
 */
import { useEffect, useMemo, useRef, useState } from "react"
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import type { OfferedCurrency, SessionStatusView } from "../../contracts/store-routes"
import { createCryptoCheckout, type StartedPayment } from "../checkout"
import { CryptoPaymentError } from "../errors"
import { CoinPicker } from "./coin-picker"
import { InvoicePanel, type InvoicePhase } from "./invoice-panel"
import { checkoutStrings, type CheckoutStrings } from "./strings"

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
}

type Ready = StartedPayment & { address: string; amount: string; currency: string }
type Phase =
  | { kind: "choose" }
  | { kind: "creating"; currency: string }
  | { kind: "invoice"; payment: StartedPayment; status: SessionStatusView | null; step: InvoicePhase }
  | { kind: "expired"; currency: string | null }
  | { kind: "error"; message: string }

const RETRY_AFTER_FAILED_POLL_MS = 5000
// Not the core entry's sleep: the ES build imports the core through the package's public
// exports (scripts/build-storefront.js), so only what it exports can be shared.
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true })
  })

const ready = (p: StartedPayment): p is Ready => Boolean(p.address && p.amount && p.currency)
/** Wait past the invoice's own expiry (its canceled status ends the wait), a day at most. */
const waitFor = (p: StartedPayment) =>
  p.expiresAt ? Math.min(Math.max(Date.parse(p.expiresAt) - Date.now(), 0) + 120_000, 86_400_000) : 86_400_000

export function CryptoCheckout({ sdk, cart, onComplete, locale, strings: overrides, currencies: only, providerId, pollIntervalMs, className }: CryptoCheckoutProps) {
  const strings = useMemo(() => checkoutStrings(locale, overrides), [locale, overrides])
  const checkout = useMemo(() => createCryptoCheckout(sdk, { providerId, pollIntervalMs }), [sdk, providerId, pollIntervalMs])
  const [phase, setPhase] = useState<Phase>(() => {
    const current = checkout.currentPayment(cart)
    return current && ready(current) ? { kind: "invoice", payment: current, status: null, step: "waiting" } : { kind: "choose" }
  })
  const [offered, setOffered] = useState<OfferedCurrency[] | null>(null)
  const [lastCoin, setLastCoin] = useState<string | null>(phase.kind === "invoice" ? phase.payment.currency : null)
  const completed = useRef(onComplete)
  completed.current = onComplete
  const onlyKey = only?.join(",")

  useEffect(() => {
    if (phase.kind !== "choose" || offered) return
    let live = true
    checkout.currencies().then(
      ({ currencies }) => live && setOffered(onlyKey ? currencies.filter((c) => onlyKey.split(",").includes(c.code)) : currencies),
      () => live && setPhase({ kind: "error", message: strings.failed })
    )
    return () => void (live = false)
  }, [phase.kind, offered, checkout, onlyKey, strings])

  const payment = phase.kind === "invoice" ? phase.payment : null
  const sessionId = payment?.sessionId
  useEffect(() => {
    if (!payment) return
    const controller = new AbortController()
    const update = (change: Partial<Extract<Phase, { kind: "invoice" }>>) =>
      setPhase((p) => (p.kind === "invoice" && p.payment.sessionId === payment.sessionId ? { ...p, ...change } : p))
    const follow = async (): Promise<SessionStatusView> => {
      for (;;) {
        try {
          return await checkout.waitForPayment(payment.sessionId, {
            signal: controller.signal,
            cartId: cart.id,
            timeoutMs: waitFor(payment),
            onUpdate: (status) => update({ status, step: status.status === "requires_more" ? "requires_more" : "waiting" }),
          })
        } catch (error) {
          if (controller.signal.aborted || error instanceof CryptoPaymentError) throw error
          // A failed poll (offline, a 5xx) says nothing about the payment: the invoice stays on
          // screen and the page asks again, rather than inviting a second invoice.
          await pause(RETRY_AFTER_FAILED_POLL_MS, controller.signal)
        }
      }
    }
    follow()
      .then(async (status) => {
        update({ status, step: "placing" })
        let order: HttpTypes.StoreOrder
        try {
          order = await checkout.placeOrder(cart.id, status)
        } catch {
          // Paid, but the cart could not be completed from here: the postback or the plugin's
          // job places the order. Never offer "start again" for money that has arrived.
          if (!controller.signal.aborted) update({ step: "paid" })
          return
        }
        if (controller.signal.aborted) return
        update({ step: "placed" })
        completed.current(order)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof CryptoPaymentError && (error.code === "canceled" || error.code === "timeout")) {
          setPhase({ kind: "expired", currency: payment.currency })
        } else {
          setPhase({ kind: "error", message: strings.failed })
        }
      })
    return () => controller.abort()
    // One wait per session: a new status object must not restart it.
  }, [sessionId, checkout, cart.id])

  const pick = async (code: string) => {
    setLastCoin(code)
    setPhase({ kind: "creating", currency: code })
    try {
      const started = await checkout.startPayment(cart, code)
      setPhase({ kind: "invoice", payment: started, status: null, step: "waiting" })
    } catch {
      setPhase({ kind: "error", message: strings.failed })
    }
  }
  const again = () => setPhase({ kind: "choose" })

  return (
    <div className={["cc-checkout", className].filter(Boolean).join(" ")} data-phase={phase.kind} lang={locale?.toLowerCase().startsWith("ru") ? "ru" : "en"}>
      {(phase.kind === "choose" || phase.kind === "creating") &&
        (offered === null ? (
          <p className="cc-muted" role="status">{strings.loadingCurrencies}</p>
        ) : offered.length === 0 ? (
          <p role="alert">{strings.noCurrencies}</p>
        ) : (
          <CoinPicker currencies={offered} initial={lastCoin} busy={phase.kind === "creating"} strings={strings} onPick={pick} />
        ))}
      {phase.kind === "invoice" &&
        (ready(phase.payment) ? (
          <InvoicePanel payment={phase.payment} status={phase.status} phase={phase.step} strings={strings} onChangeCoin={again} />
        ) : (
          // The service did not return the address (it may ignore the coin choice): pay on its page.
          <p className="cc-status" role="status" aria-live="polite">
            {strings.waiting} <a className="cc-hosted" href={phase.payment.link}>{strings.hostedPage}</a>
          </p>
        ))}
      {phase.kind === "expired" && (
        <div className="cc-expired" role="alert">
          <p>{strings.expired}</p>
          <button type="button" className="cc-button cc-primary" onClick={again}>{strings.startAgain}</button>
        </div>
      )}
      {phase.kind === "error" && (
        <div className="cc-error" role="alert">
          <p>{phase.message}</p>
          <button type="button" className="cc-button" onClick={again}>{strings.startAgain}</button>
        </div>
      )}
    </div>
  )
}
