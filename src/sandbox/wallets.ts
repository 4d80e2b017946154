/**
 * Static wallets (permanent deposit addresses) and withdrawal requests.
 */
import { randomBytes } from "node:crypto"
import { fakeAddress } from "./currencies"
import { isPaymentCurrencyCode } from "../lib/cryptocloud/codes"
import { cmp, cryptoToUsd, parsePositiveDecimal, sub } from "./money"
import { SandboxActionError } from "./errors"
import { SandboxState, StoredInvoice } from "./state"
import type { SandboxStaticWallet } from "./types"

export interface WithdrawalRecord {
  uuid: string
  currency: string
  address: string
  amount: string
  amountUsd: string
  at: Date
  /** Place in the service's creation order, shared with invoices (the list sorts by it within a timestamp). */
  seq: number
  /** `api`: POST /v2/invoice/api/out/create; `dashboard`: made in CryptoCloud's dashboard or by its automatic rules. */
  source: "api" | "dashboard"
}

export class Wallets {
  staticWallets: SandboxStaticWallet[] = []
  withdrawals: WithdrawalRecord[] = []
  /** Sandbox-clock time of the last accepted withdrawal (the 12 s rule uses the sandbox clock). */
  private lastWithdrawalAt: number | null = null

  constructor(
    private readonly state: SandboxState,
    private readonly withdrawalIntervalMs: number
  ) {}

  reset(): void {
    this.staticWallets = []
    this.withdrawals = []
    this.lastWithdrawalAt = null
  }

  /**
   * One wallet per (identify, currency): asking again returns the existing wallet, as a
   * permanent customer address should (the spec does not show this case; idempotence is the
   * least surprising reading).
   */
  createStatic(currency: string, identify: string): SandboxStaticWallet {
    const existing = this.staticWallets.find((w) => w.identify === identify && w.currency === currency)
    if (existing) return existing
    const wallet: SandboxStaticWallet = {
      uuid: randomBytes(16).toString("hex"),
      currency,
      identify,
      address: fakeAddress(currency),
      created: this.state.now(),
      active: true,
    }
    this.staticWallets.push(wallet)
    return wallet
  }

  /** Wallets created in [from, toExclusive), newest first. */
  listStatic(from: Date, toExclusive: Date): SandboxStaticWallet[] {
    return this.staticWallets.filter((w) => w.created >= from && w.created < toExclusive).reverse()
  }

  findStatic(ref: string): SandboxStaticWallet | undefined {
    const lower = ref.toLowerCase()
    return this.staticWallets.find((w) => w.uuid === lower) ?? this.staticWallets.find((w) => w.identify === ref)
  }

  /**
   * Money arrives on a static wallet. The service books it as an invoice (so `info` can read it
   * back when the merchant verifies the postback) whose order_id is the wallet's identify.
   * `due` (test control, default `amount`): the amount the invoice is booked for. A larger one
   * leaves the deposit `partial` until `pay()` brings the rest — the spec does not show when a
   * deposit reads partial, but the plugin must not freeze a first read that does.
   */
  deposit(ref: string, amount: string, due: string = amount): StoredInvoice {
    const wallet = this.findStatic(ref)
    if (!wallet) throw new SandboxActionError(`static wallet ${ref} not found`, "not_found")
    if (cmp(due, amount) < 0) throw new SandboxActionError(`deposit due ${due} is less than the amount ${amount}`, "bad_request")
    const usd = cryptoToUsd(due, wallet.currency)
    const inv = this.state.createInvoice(
      {
        amount: usd,
        currency: "USD",
        orderId: wallet.identify,
        email: null,
        ttlMinutes: 24 * 60,
        availableCurrencies: [wallet.currency],
        cryptocurrency: null,
        locale: null,
      },
      { staticWalletUuid: wallet.uuid }
    )
    // The amount due is whatever arrived (a static deposit reads "paid"), unless a test asked
    // for a first read that is still partial.
    inv.cryptocurrency = wallet.currency
    inv.amount = due
    inv.address = wallet.address
    this.state.receive(inv, amount)
    return inv
  }

  /**
   * A withdrawal request: rate limit (only accepted requests count), then the available balance.
   * Errors use the keys the real service uses (`rate_limit`, `uncorrected_amount`).
   */
  withdraw(currency: string, address: string, amount: string): WithdrawalRecord {
    const now = this.state.now().getTime()
    if (this.lastWithdrawalAt !== null && now - this.lastWithdrawalAt < this.withdrawalIntervalMs) {
      const seconds = Math.ceil((this.withdrawalIntervalMs - (now - this.lastWithdrawalAt)) / 1000)
      throw new SandboxActionError(`Too many withdrawal requests, try again in ${seconds} seconds`, "invalid_state", "rate_limit")
    }
    const record = this.takeOff(currency, address, amount, "api")
    this.lastWithdrawalAt = now
    return record
  }

  /**
   * A withdrawal made outside the API — in the dashboard, or by the project's automatic
   * withdrawal rules: the money leaves the balance the same way, but no withdrawal key is asked
   * for and the API's 12 s interval does not apply (nor is it restarted). The merchant's plugin
   * learns of it only from the invoice list, where it shows as a `dw` entry.
   */
  withdrawInDashboard(currency: string, address: string, amount: string): WithdrawalRecord {
    if (!isPaymentCurrencyCode(currency)) throw new SandboxActionError(`unknown currency ${currency}`, "bad_request", "currency_code")
    const value = parsePositiveDecimal(amount)
    if (!value) throw new SandboxActionError(`bad withdrawal amount ${amount}`, "bad_request", "amount")
    if (!address.trim()) throw new SandboxActionError("an address is required", "bad_request", "to_address")
    return this.takeOff(currency, address.trim(), value, "dashboard")
  }

  /** Withdrawal requests created in [from, toExclusive) (the invoice list shows them too). */
  listWithdrawals(from: Date, toExclusive: Date): WithdrawalRecord[] {
    return this.withdrawals.filter((w) => w.at >= from && w.at < toExclusive)
  }

  /** The available balance is checked, then the amount leaves it and the request is recorded. */
  private takeOff(currency: string, address: string, amount: string, source: WithdrawalRecord["source"]): WithdrawalRecord {
    const balance = this.state.getBalance(currency)
    if (cmp(amount, balance.available) > 0) {
      throw new SandboxActionError(`Amount exceeds the available balance (${balance.available} ${currency})`, "bad_request", "uncorrected_amount")
    }
    this.state.credit(currency, sub("0", amount))
    const record: WithdrawalRecord = {
      uuid: this.state.newInvoiceId(),
      currency,
      address,
      amount,
      amountUsd: cryptoToUsd(amount, currency),
      at: this.state.now(),
      seq: this.state.nextSeq(),
      source,
    }
    this.withdrawals.push(record)
    return record
  }
}
