/**
 * What CryptoCloud knows about one invoice, as section rows: amounts, fees, what was received,
 * network, address, transactions, the pay link. Shared by the invoice drawer and the order
 * widget.
 */
import { Text } from "@medusajs/ui"
import { formatAmount, formatDateTime, formatUsd } from "../lib/format"
import type { Invoice } from "../lib/types"
import { CopyableValue, ExternalLink, KeyValueRow } from "./key-value"

function withUsd(amount: string | null, code: string | null | undefined, usd: string | null) {
  if (amount === null) return "–"
  return usd !== null ? `${formatAmount(amount, code)} (${formatUsd(usd)})` : formatAmount(amount, code)
}

export function networkName(invoice: Pick<Invoice, "currency">): string | null {
  const network = invoice.currency?.network
  if (!network) return null
  return network.fullname ? `${network.fullname} (${network.code})` : network.code
}

export function TransactionList({ hashes }: { hashes: string[] }) {
  if (hashes.length === 0) {
    return (
      <Text size="small" leading="compact" className="text-ui-fg-muted">
        None yet
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
  const code = invoice.currency?.fullcode ?? invoice.currency?.code
  const paid = invoice.amount_paid && Number(invoice.amount_paid) > 0 ? invoice.amount_paid : null
  const amounts = (
    <>
      <KeyValueRow label="Order amount" testId="fact-fiat">
        {formatAmount(invoice.amount_in_fiat, invoice.fiat_currency)}
      </KeyValueRow>
      <KeyValueRow label="Crypto amount" testId="fact-crypto">
        {withUsd(invoice.amount, code, invoice.amount_usd)}
      </KeyValueRow>
      {paid && paid !== invoice.received && (
        <KeyValueRow label="Paid by customer" testId="fact-paid">
          {withUsd(paid, code, invoice.amount_paid_usd)}
        </KeyValueRow>
      )}
      <KeyValueRow label={paid && paid !== invoice.received ? "Received after fees" : "Received"} testId="fact-received">
        {withUsd(invoice.received, code, invoice.received_usd)}
      </KeyValueRow>
      {invoice.status === "partial" && invoice.to_surcharge && Number(invoice.to_surcharge) > 0 && (
        <KeyValueRow label="Still to pay">{withUsd(invoice.to_surcharge, code, invoice.to_surcharge_usd)}</KeyValueRow>
      )}
      <KeyValueRow label="Network fee" testId="fact-fee">
        {withUsd(invoice.fee, code, invoice.fee_usd)}
      </KeyValueRow>
      <KeyValueRow label="Service fee" testId="fact-service-fee">
        {withUsd(invoice.service_fee, code, invoice.service_fee_usd)}
      </KeyValueRow>
    </>
  )
  if (only === "amounts") return amounts

  const link = invoice.link ?? invoice.pay_url
  return (
    <>
      <KeyValueRow label="Created">{formatDateTime(invoice.created)}</KeyValueRow>
      <KeyValueRow label="Expires">{formatDateTime(invoice.expiry_date)}</KeyValueRow>
      {invoice.date_finished && <KeyValueRow label="Finished">{formatDateTime(invoice.date_finished)}</KeyValueRow>}
      {amounts}
      <KeyValueRow label="Network">{networkName(invoice) ?? code ?? "Chosen by the customer on the pay page"}</KeyValueRow>
      <KeyValueRow label="Address">{invoice.address ? <CopyableValue value={invoice.address} /> : "–"}</KeyValueRow>
      <KeyValueRow label="Transactions">
        <TransactionList hashes={invoice.tx_list} />
      </KeyValueRow>
      {link && (
        <KeyValueRow label="Pay page">
          <ExternalLink href={link}>Open</ExternalLink>
        </KeyValueRow>
      )}
      {invoice.order_id && (
        <KeyValueRow label="Payment session">
          <CopyableValue value={invoice.order_id} />
        </KeyValueRow>
      )}
    </>
  )
}
