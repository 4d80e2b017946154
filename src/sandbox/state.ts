/**
 * In-memory state of the sandbox: the clock, invoices and their lifecycle, balances.
 * Static wallets and withdrawals live in wallets.ts on top of this.
 *
 * Expiry is lazy: nothing runs on a timer. Every read goes through `sweep()`, which turns any
 * `created` invoice whose expiry has passed into `canceled`. That keeps tests deterministic
 * (advanceTime is the only way time moves, besides the real clock) and the process timer-free.
 */
import { randomInt } from "node:crypto"
import { isPaymentCurrencyCode } from "../lib/cryptocloud/codes"
import { fakeAddress, fakeTxHash } from "./currencies"
import { add, cmp, fiatToUsd, maxZero, parsePositiveDecimal, sub, usdToCrypto } from "./money"
import { paymentAmount, paymentCurrency, refreshFees } from "./payments"
import { SandboxActionError } from "./errors"
import type { SandboxInvoice, SandboxInvoiceStatus, SandboxPayOptions } from "./types"

export { SandboxActionError } from "./errors"

export type StoredInvoice = SandboxInvoice & { seq: number }

export interface CreateInvoiceInput {
  amount: string
  currency: string
  orderId: string | null
  email: string | null
  ttlMinutes: number
  availableCurrencies: string[] | null
  cryptocurrency: string | null
  locale: string | null
}

export interface StateConfig {
  now: () => Date
  testMode: boolean
  balances: Record<string, string>
  /** Base of pay page links; read at creation time because the port is known only after listen. */
  publicUrl: () => string
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

/** "INV-AB12CD34", "ab12cd34" → "INV-AB12CD34"; anything else → null. */
export function normalizeInvoiceId(raw: unknown): string | null {
  if (typeof raw !== "string") return null
  const id = raw.trim().toUpperCase().replace(/^INV-/, "")
  return /^[A-Z0-9]{8}$/.test(id) ? `INV-${id}` : null
}

export class SandboxState {
  readonly invoices = new Map<string, StoredInvoice>()
  private readonly balances = new Map<string, { balance: string; available: string }>()
  private offsetMs = 0
  private seq = 0
  /** Ids handed out to anything "INV-" shaped (invoices and withdrawal requests). */
  private readonly usedIds = new Set<string>()

  constructor(private readonly config: StateConfig) {
    this.reset()
  }

  now(): Date {
    return new Date(this.config.now().getTime() + this.offsetMs)
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new SandboxActionError("advanceTime needs ms ≥ 0", "bad_request")
    this.offsetMs += ms
    this.sweep()
  }

  reset(): void {
    this.invoices.clear()
    this.usedIds.clear()
    this.balances.clear()
    this.offsetMs = 0
    this.seq = 0
    for (const [code, amount] of Object.entries(this.config.balances)) this.setBalance(code, amount)
  }

  nextSeq(): number {
    return ++this.seq
  }

  newInvoiceId(): string {
    for (;;) {
      let id = "INV-"
      for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
      if (!this.usedIds.has(id)) {
        this.usedIds.add(id)
        return id
      }
    }
  }

  /**
   * Lazy expiry: created and partly paid invoices past expiry_date become canceled, finished at
   * expiry time. A partly paid one keeps what was paid (the money stays on the merchant's
   * balance, with no order: the case the plugin must flag).
   */
  sweep(): void {
    const now = this.now().getTime()
    for (const inv of this.invoices.values()) {
      // An invoice that already expired and then received money late stays `partial`: the
      // service reports that transition (canceled → partial) rather than expiring it again.
      if (inv.canceledBy === "expiry") continue
      if ((inv.status === "created" || inv.status === "partial") && now >= inv.expiryDate.getTime()) {
        inv.status = "canceled"
        inv.canceledBy = "expiry"
        inv.dateFinished = new Date(inv.expiryDate.getTime())
      }
    }
  }

  find(id: string): StoredInvoice | undefined {
    this.sweep()
    const key = normalizeInvoiceId(id)
    return key ? this.invoices.get(key) : undefined
  }

  require(id: string): StoredInvoice {
    const inv = this.find(id)
    if (!inv) throw new SandboxActionError(`invoice ${id} not found`, "not_found")
    return inv
  }

  /** Invoices created in [from, toExclusive), newest first (the order of the real list). */
  list(from?: Date, toExclusive?: Date): StoredInvoice[] {
    this.sweep()
    return [...this.invoices.values()]
      .filter((inv) => (!from || inv.created >= from) && (!toExclusive || inv.created < toExclusive))
      .sort((a, b) => b.created.getTime() - a.created.getTime() || b.seq - a.seq)
  }

  createInvoice(input: CreateInvoiceInput, extra: Partial<SandboxInvoice> = {}): StoredInvoice {
    const created = this.now()
    // Expiry truncated to whole seconds, so expiry_date prints without a fraction (a real quirk).
    const expiry = Math.floor((created.getTime() + input.ttlMinutes * 60_000) / 1000) * 1000
    const uuid = this.newInvoiceId()
    const shortId = uuid.slice(4)
    const inv: StoredInvoice = {
      uuid,
      shortId,
      seq: this.nextSeq(),
      status: "created",
      created,
      expiryDate: new Date(expiry),
      dateFinished: null,
      orderId: input.orderId,
      email: input.email,
      fiatCurrency: input.currency,
      amountInFiat: input.amount,
      amountUsd: fiatToUsd(input.amount, input.currency),
      cryptocurrency: null,
      availableCurrencies: input.availableCurrencies,
      amount: null,
      amountPaid: "0",
      received: "0",
      txList: [],
      address: null,
      testMode: this.config.testMode,
      locale: input.locale,
      link: `${this.config.publicUrl()}/pay/${shortId}`,
      fee: "0",
      serviceFee: "0",
      canceledBy: null,
      staticWalletUuid: null,
      payments: [],
      ...extra,
    }
    if (input.cryptocurrency) this.chooseCurrency(inv, input.cryptocurrency)
    refreshFees(inv)
    this.invoices.set(uuid, inv)
    return inv
  }

  /** The payer picks a currency: amount is quoted and a deposit address generated. */
  chooseCurrency(inv: StoredInvoice, code: string): void {
    if (!isPaymentCurrencyCode(code)) throw new SandboxActionError(`unknown currency ${code}`, "bad_request")
    if (inv.availableCurrencies && !inv.availableCurrencies.includes(code)) {
      throw new SandboxActionError(`${code} is not offered by this invoice`, "bad_request")
    }
    inv.cryptocurrency = code
    inv.amount = usdToCrypto(inv.amountUsd, code)
    inv.address = fakeAddress(code)
    refreshFees(inv)
  }

  /** Merchant cancel: only from `created`. Returns false when unknown or in another state. */
  cancel(id: string): boolean {
    const inv = this.find(id)
    if (!inv || inv.status !== "created") return false
    inv.status = "canceled"
    inv.canceledBy = "merchant"
    inv.dateFinished = this.now()
    return true
  }

  /** "Let it expire": created or partial → canceled now (expiry_date moves to now as well). */
  expire(id: string): StoredInvoice {
    const inv = this.require(id)
    if (inv.status !== "created" && inv.status !== "partial") {
      throw new SandboxActionError(`invoice ${inv.uuid} is ${inv.status}, only unpaid or partly paid invoices expire`, "invalid_state")
    }
    const now = this.now()
    inv.status = "canceled"
    inv.canceledBy = "expiry"
    inv.expiryDate = now
    inv.dateFinished = now
    return inv
  }

  /**
   * An incoming payment. Allowed on created and partial invoices, and — as a "late payment" — on
   * invoices that were canceled by expiry (the real network sometimes confirms after the
   * deadline; the invoice then moves canceled → paid/partial/overpaid). Never after a merchant
   * cancel, and never on an invoice that is already paid/overpaid.
   */
  pay(id: string, kind: "exact" | "partial" | "overpay", options: SandboxPayOptions = {}) {
    const inv = this.require(id)
    const previous: SandboxInvoiceStatus = inv.status
    if (inv.status === "paid" || inv.status === "overpaid") {
      throw new SandboxActionError(`invoice ${inv.uuid} is already ${inv.status}`, "invalid_state")
    }
    if (inv.status === "canceled" && inv.canceledBy !== "expiry") {
      throw new SandboxActionError(`invoice ${inv.uuid} was canceled by the merchant`, "invalid_state")
    }
    if (!inv.cryptocurrency) this.chooseCurrency(inv, options.currency ?? paymentCurrency(inv))
    else if (options.currency && options.currency !== inv.cryptocurrency) {
      throw new SandboxActionError(`invoice ${inv.uuid} is already paid in ${inv.cryptocurrency}`, "bad_request")
    }
    const due = maxZero(sub(inv.amount as string, inv.amountPaid))
    const payment = paymentAmount(kind, due, options)
    this.receive(inv, payment)
    return { invoice: inv, previous }
  }

  /** Books one incoming transaction and moves the status accordingly. */
  receive(inv: StoredInvoice, payment: string): void {
    const receivedBefore = inv.received
    const tx = fakeTxHash()
    inv.amountPaid = add(inv.amountPaid, payment)
    inv.payments.push({ amount: payment, at: this.now(), tx })
    inv.txList.push(tx)
    refreshFees(inv)
    this.credit(paymentCurrency(inv), sub(inv.received, receivedBefore))
    const order = cmp(inv.amountPaid, inv.amount as string)
    inv.status = order < 0 ? "partial" : order === 0 ? "paid" : "overpaid"
    inv.dateFinished = inv.status === "partial" ? null : this.now()
  }

  // ── balances ──────────────────────────────────────────────────────────────
  getBalance(code: string): { balance: string; available: string } {
    return { ...(this.balances.get(code) ?? { balance: "0", available: "0" }) }
  }

  allBalances(): Record<string, { balance: string; available: string }> {
    return Object.fromEntries([...this.balances.entries()].map(([code, b]) => [code, { ...b }]))
  }

  setBalance(code: string, amount: string): void {
    if (!isPaymentCurrencyCode(code)) throw new SandboxActionError(`unknown currency ${code}`, "bad_request")
    const value = /^0+(\.0+)?$/.test(String(amount)) ? "0" : parsePositiveDecimal(amount)
    if (value === null) throw new SandboxActionError(`bad balance amount ${amount}`, "bad_request")
    this.balances.set(code, { balance: value, available: value })
  }

  credit(code: string, delta: string): void {
    const b = this.getBalance(code)
    this.balances.set(code, { balance: add(b.balance, delta), available: add(b.available, delta) })
  }

  /** Counts and USD totals (the invoice's amount_usd) per status for invoices in the range. */
  statistics(from: Date, toExclusive: Date) {
    const keys = ["all", "created", "paid", "overpaid", "partial", "canceled"] as const
    const count = Object.fromEntries(keys.map((k) => [k, 0])) as Record<(typeof keys)[number], number>
    const amount = Object.fromEntries(keys.map((k) => [k, "0"])) as Record<(typeof keys)[number], string>
    for (const inv of this.list(from, toExclusive)) {
      for (const key of ["all", inv.status] as const) {
        count[key] += 1
        amount[key] = add(amount[key], inv.amountUsd)
      }
    }
    return { count, amount }
  }
}
