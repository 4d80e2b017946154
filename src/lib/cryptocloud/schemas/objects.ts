/**
 * Readers of the nested objects of answers: currencies, networks, the project, the transaction
 * list. Only a currency's code is something a decision rests on (which coin the money is in);
 * everything else here is informational: an unreadable part comes out as null and is noted on
 * the object it belongs to (notes.ts), so the parent's read lifts it with its path.
 */
import type { AccountCurrency, CurrencyNetwork, InvoiceCurrency, InvoiceProject } from "../types"
import { attachNotes, type ReadNote } from "./notes"
import {
  FieldProblem,
  isNoneLike,
  isPlainObject,
  kindOf,
  noteGaps,
  readBoolOrNull as bool,
  readIntOrNull as int,
  readStrictTextOrNull as strictText,
  readStringOrNull as text,
  type Reader,
} from "./readers"

const NETWORK_INFO = ["fullname", "id", "icon"] as const
const INVOICE_CURRENCY_INFO = ["id", "name", "network", "is_email_required", "stablecoin", "icon_base", "icon_network", "icon_qr", "order"] as const
const ACCOUNT_CURRENCY_INFO = ["short_code", "name", "network", "enable"] as const
const PROJECT_INFO = ["id", "name", "success", "fail", "logo"] as const

/**
 * Network object; an array of networks (seen in `currency_list`) yields its first entry. A
 * network without a code is unreadable (null), which the parent notes.
 */
export const readNetwork: Reader<CurrencyNetwork | null> = (value) => {
  const n = Array.isArray(value) ? value[0] : value
  if (!isPlainObject(n)) return null
  const code = text(n.code)
  if (code === null) return null
  const network: CurrencyNetwork = { code, fullname: text(n.fullname), id: int(n.id), icon: text(n.icon) }
  const notes: ReadNote[] = []
  noteGaps(n, network as unknown as Record<string, unknown>, NETWORK_INFO, null, notes)
  attachNotes(network, notes)
  return network
}

/** A currency where a decision needs its code: absent → null, any other non-object refused. */
function currencyObject(value: unknown): Record<string, unknown> | null {
  if (isNoneLike(value)) return null
  if (!isPlainObject(value)) throw new FieldProblem(`not a currency object: ${kindOf(value)}`)
  return value
}

/**
 * Currency object of invoices; null when absent or when it has no code at all (no coin chosen
 * yet). A code that is there but not text is refused: the money's coin must never be guessed.
 */
export const readInvoiceCurrency: Reader<InvoiceCurrency | null> = (value) => {
  const raw = currencyObject(value)
  if (raw === null) return null
  const code = strictText(raw.code)
  if (code === null) return null
  const currency: InvoiceCurrency = {
    id: int(raw.id),
    code,
    fullcode: strictText(raw.fullcode) ?? code,
    name: text(raw.name),
    network: readNetwork(raw.network),
    is_email_required: bool(raw.is_email_required),
    stablecoin: bool(raw.stablecoin),
    icon_base: text(raw.icon_base),
    icon_network: text(raw.icon_network),
    icon_qr: text(raw.icon_qr),
    order: int(raw.order),
  }
  const notes: ReadNote[] = []
  noteGaps(raw, currency as unknown as Record<string, unknown>, INVOICE_CURRENCY_INFO, null, notes)
  attachNotes(currency, notes)
  return currency
}

/** Currency object of balances and static wallets (network under `obj_network`). */
export const readAccountCurrency: Reader<AccountCurrency | null> = (value) => {
  const raw = currencyObject(value)
  if (raw === null) return null
  const code = strictText(raw.code) ?? strictText(raw.fullcode)
  if (code === null) return null
  const networkKey = isNoneLike(raw.obj_network) ? "network" : "obj_network"
  const currency: AccountCurrency = {
    code,
    short_code: text(raw.short_code) ?? code,
    name: text(raw.name),
    network: readNetwork(raw[networkKey]),
    enable: bool(raw.enable),
  }
  const notes: ReadNote[] = []
  // `network` is compared against whichever of the two fields the answer used.
  noteGaps({ ...raw, network: raw[networkKey] }, currency as unknown as Record<string, unknown>, ACCOUNT_CURRENCY_INFO, null, notes)
  attachNotes(currency, notes)
  return currency
}

/** The project of an invoice (redirect addresses, name, logo): informational throughout. */
export const readProject: Reader<InvoiceProject | null> = (value) => {
  if (!isPlainObject(value)) return null
  const project: InvoiceProject = { id: int(value.id), name: text(value.name), success: text(value.success), fail: text(value.fail), logo: text(value.logo) }
  const notes: ReadNote[] = []
  noteGaps(value, project as unknown as Record<string, unknown>, PROJECT_INFO, null, notes)
  attachNotes(project, notes)
  return project
}

/**
 * Transaction hashes; null when the answer has no list (the create answer) or something that
 * is not a list. Their element shape is "not shown" in the spec: strings are kept, objects
 * contribute a hash-like field when they have one, anything else is dropped with a note.
 */
export const readTxList: Reader<string[] | null> = (value) => {
  if (!Array.isArray(value)) return null
  const hashes: string[] = []
  const notes: ReadNote[] = []
  value.forEach((item, index) => {
    if (isNoneLike(item)) return
    if (typeof item === "string") {
      hashes.push(item)
      return
    }
    const hash = isPlainObject(item) ? (item.hash ?? item.tx_hash ?? item.txid ?? item.tx_id) : undefined
    if (typeof hash === "string") hashes.push(hash)
    else notes.push({ path: `[${index}]`, problem: `unreadable (${kindOf(item)}), left out` })
  })
  attachNotes(hashes, notes)
  return hashes
}
