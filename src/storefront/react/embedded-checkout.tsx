"use client"
/**
 * The embedded crypto payment, whatever it pays (a `CheckoutTarget`: a cart, or an order's own
 * payment collection). The customer picks a coin and network from the merchant's offered
 * currencies; the invoice for that coin shows the exact amount, the address and a QR code, the
 * network to use and a countdown; the status updates by itself (part paid → what is still due;
 * paid → the target is settled: the cart becomes the order, a collection is simply paid); an
 * expired invoice offers "start again". The hosted pay page stays one link away.
 * `<CryptoCheckout>` (a cart) and `<CryptoOrderPayment>` (an order's collection) wrap it.
 */
import { useEffect, useMemo, useRef, useState } from "react"
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import type { OfferedCurrency, SessionStatusView } from "../../contracts/store-routes"
import { configProblem, CryptoPaymentError, payLinkToShow, reportFailure, type CheckoutTarget, type StartedPayment } from "../index"
import { CoinPicker } from "./coin-picker"
import { InvoicePanel, type InvoicePhase } from "./invoice-panel"
import { Failure } from "./failure"
import type { CheckoutStrings } from "./strings"

export interface EmbeddedCheckoutProps {
  /** For the developer's error reasons (its baseUrl and publishable key). */
  sdk: Medusa
  target: CheckoutTarget
  strings: CheckoutStrings
  /** Paid: the cart's order, or null for a payment collection. */
  onSettled: (order: HttpTypes.StoreOrder | null) => void
  /** Offer only these payment currency codes (of those the merchant enabled). */
  currencies?: string[]
  /** Log errors and show their reason; default: in development builds. */
  debug?: boolean
  /** The `lang` of the element (a BCP 47 tag). */
  lang: string
  /** The text direction: `rtl` for Arabic, Hebrew and Persian. */
  dir?: "ltr" | "rtl"
  className?: string
}

type Ready = StartedPayment & { address: string; amount: string; currency: string }
type Phase =
  | { kind: "choose" }
  | { kind: "creating"; currency: string }
  | { kind: "invoice"; payment: StartedPayment; status: SessionStatusView | null; step: InvoicePhase }
  | { kind: "expired"; currency: string | null }
  | { kind: "error"; reason: string }

const RETRY_AFTER_FAILED_POLL_MS = 5000
// Not the core entry's sleep: the React build imports the core only through the package's public
// exports (scripts/build-storefront.js), so a small copy keeps that surface small.
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true })
  })

const ready = (p: StartedPayment): p is Ready => Boolean(p.address && p.amount && p.currency)
/** Wait past the invoice's own expiry (its canceled status ends the wait), a day at most. */
const waitFor = (p: StartedPayment) => (p.expiresAt ? Math.min(Math.max(Date.parse(p.expiresAt) - Date.now(), 0) + 120_000, 86_400_000) : 86_400_000)

export function EmbeddedCheckout({ sdk, target, strings, onSettled, currencies: only, debug, lang, dir, className }: EmbeddedCheckoutProps) {
  const [phase, setPhase] = useState<Phase>(() => {
    const setting = configProblem(sdk)
    if (setting) return { kind: "error", reason: reportFailure(new Error(setting), sdk, "Starting the crypto checkout", debug) }
    const current = target.current
    return current && ready(current) ? { kind: "invoice", payment: current, status: null, step: "waiting" } : { kind: "choose" }
  })
  const [offered, setOffered] = useState<OfferedCurrency[] | null>(null)
  const [lastCoin, setLastCoin] = useState<string | null>(phase.kind === "invoice" ? phase.payment.currency : null)
  const settled = useRef(onSettled)
  settled.current = onSettled
  const latest = useRef(target)
  latest.current = target
  const onlyKey = only?.join(",")
  const fail = useMemo(() => (error: unknown, action: string) => setPhase({ kind: "error", reason: reportFailure(error, sdk, action, debug) }), [sdk, debug])

  useEffect(() => {
    if ((phase.kind !== "choose" && phase.kind !== "creating") || offered) return
    let live = true
    latest.current.currencies().then(
      ({ currencies }) => live && setOffered(onlyKey ? currencies.filter((c) => onlyKey.split(",").includes(c.code)) : currencies),
      (error) => live && fail(error, "Loading the payment currencies (GET /store/cryptocloud/currencies)")
    )
    return () => void (live = false)
  }, [phase.kind, offered, onlyKey, fail])

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
          return await latest.current.wait(payment.sessionId, {
            signal: controller.signal,
            timeoutMs: waitFor(payment),
            onUpdate: (status) => update({ status, step: status.status === "requires_more" ? "requires_more" : "waiting" }),
          })
        } catch (error) {
          if (controller.signal.aborted || error instanceof CryptoPaymentError) throw error
          // 404: the session is gone (the cart changed, or a cached page showed a replaced one).
          if ((error as { status?: unknown }).status === 404)
            throw new CryptoPaymentError(`Payment session ${payment.sessionId} no longer exists.`, "no_session")
          // A failed poll (offline, a 5xx) says nothing about the payment: the invoice stays on
          // screen and the page asks again, rather than inviting a second invoice.
          reportFailure(error, sdk, "Reading the payment status (GET /store/cryptocloud/payment-sessions/:id)", debug)
          await pause(RETRY_AFTER_FAILED_POLL_MS, controller.signal)
        }
      }
    }
    follow()
      .then(async (status) => {
        const target = latest.current
        update({ status, step: target.kind === "cart" ? "placing" : "received" })
        let order: HttpTypes.StoreOrder | null
        try {
          order = await target.settle(status)
        } catch (error) {
          // Paid, but the cart could not be completed from here: the postback or the plugin's
          // job places the order. Never offer "start again" for money that has arrived.
          reportFailure(error, sdk, "Completing the paid cart", debug)
          if (!controller.signal.aborted) update({ step: "paid" })
          return
        }
        if (controller.signal.aborted) return
        if (target.kind === "cart") update({ step: "placed" })
        settled.current(order)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof CryptoPaymentError && (error.code === "canceled" || error.code === "timeout")) {
          setPhase({ kind: "expired", currency: payment.currency })
        } else if (error instanceof CryptoPaymentError && error.code === "no_session") {
          reportFailure(error, sdk, "Resuming the crypto payment", debug)
          setPhase({ kind: "choose" }) // a new invoice in the coin the customer picks
        } else {
          fail(error, "Waiting for the crypto payment")
        }
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one wait per session: a new status object, target or callback must not restart it (they are read through refs)
  }, [sessionId, target.id])

  const pick = async (code: string) => {
    setLastCoin(code)
    setPhase({ kind: "creating", currency: code })
    try {
      const started = await latest.current.start(code)
      setPhase({ kind: "invoice", payment: started, status: null, step: "waiting" })
    } catch (error) {
      fail(error, `Creating the invoice in ${code} (a payment session with provider_id and data.cryptocurrency)`)
    }
  }
  const again = () => setPhase({ kind: "choose" })
  const hosted = phase.kind === "invoice" ? payLinkToShow(phase.payment.link) : null

  return (
    <div className={["cc-root cc-checkout", className].filter(Boolean).join(" ")} data-phase={phase.kind} data-target={target.kind} lang={lang} dir={dir}>
      {(phase.kind === "choose" || phase.kind === "creating") &&
        (offered === null ? (
          <p className="cc-muted" role="status">
            {strings.loadingCurrencies}
          </p>
        ) : offered.length === 0 ? (
          <p role="alert">{strings.noCurrencies}</p>
        ) : (
          <CoinPicker currencies={offered} initial={lastCoin} busy={phase.kind === "creating"} strings={strings} onPick={(code) => void pick(code)} />
        ))}
      {phase.kind === "invoice" &&
        (ready(phase.payment) ? (
          <InvoicePanel payment={phase.payment} status={phase.status} phase={phase.step} strings={strings} onChangeCoin={again} />
        ) : (
          // The service did not return the address (it may ignore the coin choice): pay on its
          // page, or pick a coin again.
          <div className="cc-invoice" data-phase="no-address">
            <p className="cc-status" role="status" aria-live="polite">
              {strings.waiting}
            </p>
            <p className="cc-links">
              {hosted && (
                <a className="cc-hosted" href={hosted} target="_blank" rel="noopener noreferrer">
                  {strings.hostedPage}
                </a>
              )}
              <button type="button" className="cc-link-button" onClick={again}>
                {strings.changeCoin}
              </button>
            </p>
          </div>
        ))}
      {phase.kind === "expired" && (
        <div className="cc-expired" role="alert">
          <p>{strings.expired}</p>
          <button type="button" className="cc-button cc-primary" onClick={again}>
            {strings.startAgain}
          </button>
        </div>
      )}
      {phase.kind === "error" && <Failure strings={strings} reason={phase.reason} debug={debug} onRetry={again} />}
    </div>
  )
}
