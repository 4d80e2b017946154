import { model } from "@medusajs/framework/utils"
import { LEDGER_TABLE } from "../../../domain/ledger/columns"

/**
 * The invoice ledger: one row per invoice the plugin creates, the plugin's own record of money.
 * Written by the provider before the session is returned, updated on every `info` read (provider,
 * postback, reconciliation, admin). Session data is the storefront's view; this is the record.
 *
 * The provider writes it through the shared database connection (domain/ledger/store.ts), as it
 * cannot resolve this module; renaming a column needs the same change there.
 * Amounts are decimal strings; statuses never move backwards (domain/status-map.ts mergeStatus,
 * applied under a row lock); `settled_at` set = the row needs no more polling.
 */
export const LedgerInvoice = model
  .define(LEDGER_TABLE, {
    id: model.id({ prefix: "ccinv" }).primaryKey(),
    uuid: model.text().unique(),
    session_id: model.text(),
    cart_id: model.text().nullable(),
    order_id: model.text().nullable(),
    fiat_amount: model.text(),
    fiat_currency: model.text(),
    crypto_amount: model.text().nullable(),
    crypto_currency: model.text().nullable(),
    status: model.text(),
    amount_paid: model.text().nullable(),
    received: model.text().nullable(),
    test_mode: model.boolean().default(false),
    /** underpaidTolerancePercent in force when the invoice was created (frozen). */
    tolerance_percent: model.float().default(0),
    /** underpaidToleranceAmount in force at creation, per coin `{ default?, BTC? }` in the fiat currency (frozen). */
    tolerance_amount: model.json().nullable(),
    expires_at: model.dateTime().nullable(),
    last_checked_at: model.dateTime().nullable(),
    /** False once the session was deleted or moved to another invoice. */
    session_live: model.boolean().default(true),
    link: model.text().nullable(),
    address: model.text().nullable(),
    /** Status changes as observed: [{ status, at }]. */
    history: model.json().nullable(),
    /** "captured" once an order holds the money. */
    outcome: model.text().nullable(),
    settled_at: model.dateTime().nullable(),
    /** The payment collection (one per cart) of the session the invoice was made for: a new
     * session of the same collection, amount and currency may take a released invoice over. */
    payment_collection_id: model.text().nullable(),
    /** When the holding session was deleted; a new session may take the invoice over during a
     * short grace, after which it is cancelled (domain/ledger/handover.ts). Null while held. */
    released_at: model.dateTime().nullable(),
    /** When the plugin sent the cancel of an invoice nobody held (one call, no reads); such a
     * row is read at a slower cadence until it closes (reconciliation fairness). */
    cancel_sent_at: model.dateTime().nullable(),
    /** Sessions that held the invoice before the current one (a takeover, or the plugin's own
     * session for a paid invoice of an order's collection): a customer whose session was replaced
     * still polls the status of the invoice they were given (domain/ledger/holder.ts). */
    former_session_ids: model.array().nullable(),
    /** The CryptoCloud project (its shop id) the record belongs to; filled at boot on rows from before projects. */
    shop_id: model.text().nullable(),
    /**
     * What `info` said of the money, for the reports (Migration20261127130000): when money first
     * arrived (the service's completion time when the first read with money already said paid,
     * else when the plugin first saw it), the USD value of what was credited, the service's and
     * the network's (transfer) fees in the coin, the network code and the transaction hashes
     * (a JSON array). Each is the latest read's, never an older read's (store.ts observe); a field
     * the service did not give stays null.
     */
    received_at: model.dateTime().nullable(),
    received_usd: model.text().nullable(),
    service_fee: model.text().nullable(),
    network_fee: model.text().nullable(),
    network: model.text().nullable(),
    tx_hashes: model.json().nullable(),
    /** Opened by a request that only knew the order id (domain/ledger/columns.ts); Migration20261128070000. */
    opened_by_stranger: model.boolean().default(false),
    /**
     * The merchant accepted what arrived (an attention item's `accept`; Migration20261128104500):
     * when, the fiat captured, the crypto it stands for and the fiat shortfall forgone.
     */
    accepted_at: model.dateTime().nullable(),
    accepted_amount: model.text().nullable(),
    accepted_crypto: model.text().nullable(),
    accepted_shortfall: model.text().nullable(),
    /**
     * Found in the service's invoice list, not made known by the plugin's own record (a restored
     * database; Migration20261128150000): when, and what the plugin made of it (domain/found-money.ts).
     */
    found_at: model.dateTime().nullable(),
    found_as: model.text().nullable(),
    /**
     * The invoice events emitted for it (`cryptocloud.invoice.paid`, …), each claimed here once by
     * the run that emits it (domain/ledger/announced.ts; Migration20261128175500).
     */
    announced: model.array().nullable(),
  })
  // Every checkout attempt adds a row and almost all of them settle, so a busy store holds a
  // million within a year: the indexes its hot reads need cover what they read, not the history
  // (docs/operations.md, "What grows"). Migration20261127070000 made the last two partial.
  .indexes([
    { on: ["session_id"] },
    { on: ["created_at"] },
    { on: ["payment_collection_id"] },
    // The reconciliation's rows (store.ts rowsToCheck): the open ones only, a few hundred at any
    // size, so its scan never walks the settled history.
    { name: "IDX_cryptocloud_invoice_open_last_checked_at", on: ["last_checked_at"], where: "settled_at IS NULL AND deleted_at IS NULL" },
    // Takeovers are rare: the rows that have former sessions only (holder.ts, `@>` implies NOT NULL).
    { on: ["former_session_ids"], type: "GIN", where: "former_session_ids IS NOT NULL AND deleted_at IS NULL" },
    // The payments report's range: rows that received money only (domain/reports).
    { name: "IDX_cryptocloud_invoice_received_at", on: ["received_at"], where: "received_at IS NOT NULL AND deleted_at IS NULL" },
  ])
