/**
 * What CryptoCloud knows about one invoice, as section rows: amounts, fees, what was received,
 * network, address, transactions, the pay link. Shared by the invoice drawer and the order
 * widget.
 */
import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { compareDecimal, isPositiveDecimal } from "../lib/decimal"
import { payLinkToShow, type Invoice } from "../../contracts"
import { useFormat, type Formatters } from "../lib/use-format"
import { CopyableValue, ExternalLink, KeyValueRow } from "./key-value"

function withUsd(f: Formatters, amount: string | null, code: string | null | undefined, usd: string | null) {
  if (amount === null) return "–"
  return usd !== null ? `${f.amount(amount, code)} (${f.usd(usd)})` : f.amount(amount, code)
}

export function networkName(invoice: Pick<Invoice, "currency">): string | null {
  const network = invoice.currency?.network
  if (!network) return null
  return network.fullname ? `${network.fullname} (${network.code})` : network.code
}

export function TransactionList({ hashes }: { hashes: string[] }) {
  const { t } = useTranslation()
  if (hashes.length === 0) {
    return (
      <Text size="small" leading="compact" className="text-ui-fg-muted">
        {t("cryptocloud.invoice.noTransactions")}
      </Text>
    )
  }
  return (
    <ul className="flex flex-col gap-y-1" data-testid="tx-list">
      {hashes.map((hash) => (
        <li key={hash}>
          <CopyableValue value={hash} head={10} tail={8} />
        </li>
      ))}
    </ul>
  )
}

/** `only`: the amount rows only (the widget shows the rest from the session data). Test mode is the caller's badge. */
export function InvoiceFacts({ invoice, only }: { invoice: Invoice; only?: "amounts" }) {
  const { t } = useTranslation()
  const f = useFormat()
  const code = invoice.currency?.fullcode ?? invoice.currency?.code
  const paid = isPositiveDecimal(invoice.amount_paid) ? invoice.amount_paid : null
  const paidDiffers = paid !== null && (invoice.received === null || compareDecimal(paid, invoice.received) !== 0)
  const amounts = (
    <>
      <KeyValueRow label={t("cryptocloud.invoice.orderAmount")} testId="fact-fiat">
        {f.fiat(invoice.amount_in_fiat, invoice.fiat_currency)}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.cryptoAmount")} testId="fact-crypto">
        {withUsd(f, invoice.amount, code, invoice.amount_usd)}
      </KeyValueRow>
      {paidDiffers && (
        <KeyValueRow label={t("cryptocloud.invoice.paidByCustomer")} testId="fact-paid">
          {withUsd(f, paid, code, invoice.amount_paid_usd)}
        </KeyValueRow>
      )}
      <KeyValueRow label={paidDiffers ? t("cryptocloud.invoice.receivedAfterFees") : t("cryptocloud.invoice.received")} testId="fact-received">
        {withUsd(f, invoice.received, code, invoice.received_usd)}
      </KeyValueRow>
      {invoice.status === "partial" && isPositiveDecimal(invoice.to_surcharge) && (
        <KeyValueRow label={t("cryptocloud.invoice.stillToPay")}>{withUsd(f, invoice.to_surcharge, code, invoice.to_surcharge_usd)}</KeyValueRow>
      )}
      <KeyValueRow label={t("cryptocloud.invoice.networkFee")} testId="fact-fee">
        {withUsd(f, invoice.fee, code, invoice.fee_usd)}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.serviceFee")} testId="fact-service-fee">
        {withUsd(f, invoice.service_fee, code, invoice.service_fee_usd)}
      </KeyValueRow>
    </>
  )
  if (only === "amounts") return amounts

  // Only an https page (http on a loopback host: the local sandbox) becomes a link (contracts/pay-link.ts).
  const link = payLinkToShow(invoice.link ?? invoice.pay_url)
  return (
    <>
      <KeyValueRow label={t("cryptocloud.invoice.created")}>{f.dateTime(invoice.created)}</KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.expires")}>{f.dateTime(invoice.expiry_date)}</KeyValueRow>
      {invoice.date_finished && <KeyValueRow label={t("cryptocloud.invoice.finished")}>{f.dateTime(invoice.date_finished)}</KeyValueRow>}
      {amounts}
      {(networkName(invoice) ?? code) ? (
        <KeyValueRow label={t("cryptocloud.invoice.network")} verbatim>
          {networkName(invoice) ?? code}
        </KeyValueRow>
      ) : (
        <KeyValueRow label={t("cryptocloud.invoice.network")}>{t("cryptocloud.invoice.networkOnPayPage")}</KeyValueRow>
      )}
      <KeyValueRow label={t("cryptocloud.invoice.address")}>{invoice.address ? <CopyableValue value={invoice.address} /> : "–"}</KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.transactions")}>
        <TransactionList hashes={invoice.tx_list ?? []} />
      </KeyValueRow>
      {link && (
        <KeyValueRow label={t("cryptocloud.invoice.payPage")}>
          <ExternalLink href={link}>{t("cryptocloud.common.open")}</ExternalLink>
        </KeyValueRow>
      )}
      {invoice.order_id && (
        <KeyValueRow label={t("cryptocloud.invoice.paymentSession")}>
          <CopyableValue value={invoice.order_id} />
        </KeyValueRow>
      )}
    </>
  )
}
