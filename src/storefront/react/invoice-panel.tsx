/**
 * The invoice to pay: what to send (amount, address, QR code), on which network, for how long,
 * and the live status. While part is paid, the amount shown (and in the QR code) is what is
 * still due.
 */
import { isPaymentCurrencyCode } from "../../lib/cryptocloud/codes"
import { paymentCurrencyInfo } from "../../lib/cryptocloud/currency-info"
import type { SessionStatusView } from "../../contracts/store-routes"
import type { StartedPayment } from "../checkout"
import { payLinkToShow } from "../index"
import { paymentUri } from "../payment-uri"
import { CopyButton, Countdown, QrCode } from "./parts"
import type { CheckoutStrings } from "./strings"

/**
 * `paid`: the money arrived but the order is placed by the server (the postback), not this page;
 * `received`: the money on an order's own payment collection arrived (no order to place).
 */
export type InvoicePhase = "waiting" | "requires_more" | "placing" | "placed" | "paid" | "received"

const isPositive = (value: string | null | undefined): value is string => Boolean(value && /[1-9]/.test(value))

export function InvoicePanel({
  payment,
  status,
  phase,
  strings,
  onChangeCoin,
}: {
  payment: StartedPayment & { address: string; amount: string; currency: string }
  status: SessionStatusView | null
  phase: InvoicePhase
  strings: CheckoutStrings
  onChangeCoin: () => void
}) {
  const info = isPaymentCurrencyCode(payment.currency) ? paymentCurrencyInfo(payment.currency) : null
  const symbol = info?.asset ?? payment.currency
  const due = phase === "requires_more" && isPositive(status?.invoice.to_surcharge) ? status!.invoice.to_surcharge! : payment.amount
  const target = paymentUri(payment.currency, payment.address, due)
  const paying = phase === "waiting" || phase === "requires_more"
  // Checked again where it becomes an href: a target of the store's own may hand in anything.
  const hosted = payLinkToShow(payment.link)
  const message = {
    waiting: strings.waiting,
    requires_more: strings.partlyPaid(due, symbol),
    placing: strings.placingOrder,
    placed: strings.orderPlaced,
    paid: strings.paidOrderLater,
    received: strings.paymentReceived,
  }[phase]

  return (
    <section className="cc-invoice" data-phase={phase} data-currency={payment.currency}>
      <p className="cc-status" role="status" aria-live="polite" data-status={status?.status ?? "pending"}>
        {message}
      </p>
      {paying && (
        <>
          <div className="cc-field">
            <span className="cc-label" id="cc-amount-label">
              {strings.sendExactly}
            </span>
            <div className="cc-value">
              <output className="cc-amount" aria-labelledby="cc-amount-label">
                {due}
              </output>{" "}
              <span className="cc-symbol">{symbol}</span>
              <CopyButton value={due} label={strings.copyAmount} copy={strings.copy} copied={strings.copied} />
            </div>
          </div>
          <div className="cc-field">
            <span className="cc-label" id="cc-address-label">
              {strings.toAddress}
            </span>
            <div className="cc-value">
              <output className="cc-address" aria-labelledby="cc-address-label">
                {payment.address}
              </output>
              <CopyButton value={payment.address} label={strings.copyAddress} copy={strings.copy} copied={strings.copied} />
            </div>
          </div>
          <QrCode value={target.uri} label={strings.qrLabel(info ? `${info.asset} (${info.network.name})` : payment.currency)} />
          {!target.hasAmount && <p className="cc-muted cc-qr-note">{strings.qrHasNoAmount}</p>}
          {info && (
            <p className="cc-warning" role="note">
              {strings.sendOnly(info.network.name)}
            </p>
          )}
          {payment.expiresAt && <Countdown until={payment.expiresAt} label={strings.timeLeft} timeUp={strings.timeUp} />}
          {payment.testMode && <p className="cc-muted cc-test-mode">{strings.testMode}</p>}
          <p className="cc-links">
            {hosted && (
              <a className="cc-hosted" href={hosted} target="_blank" rel="noopener noreferrer">
                {strings.hostedPage}
              </a>
            )}
            {phase === "waiting" && (
              <button type="button" className="cc-link-button" onClick={onChangeCoin}>
                {strings.changeCoin}
              </button>
            )}
          </p>
        </>
      )}
    </section>
  )
}
