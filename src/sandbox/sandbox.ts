/**
 * The sandbox object: wires state, HTTP server, API, pay page, postbacks and control routes
 * together behind the public `Sandbox` interface (routes.ts says which part answers a call).
 */
import { classifyAuth } from "./api"
import { FaultRegistry } from "./faults"
import { parsePositiveDecimal } from "./money"
import { PostbackDispatcher, postbackSnapshot, type PostbackSnapshot } from "./postbacks"
import type { RenderContext } from "./render"
import { routeCall } from "./routes"
import { SandboxHttpServer } from "./server"
import { SandboxActionError } from "./errors"
import { SandboxState } from "./state"
import type {
  PostbackFormat,
  Sandbox,
  SandboxFault,
  SandboxInvoice,
  SandboxOptions,
  SandboxPayOptions,
  SandboxPostbackDelivery,
  SandboxPostbackFaults,
  SandboxQuirks,
  SandboxRequestLogEntry,
  SandboxStaticWallet,
} from "./types"
import { validateCreateInvoice } from "./validate"
import { Wallets } from "./wallets"

export const DEFAULT_QUIRKS: SandboxQuirks = {
  numbersAsStrings: false,
  exponentFloats: true,
  noneStrings: true,
  sideCommissionService: true,
  legacyWithdrawalEnvelope: false,
  staticWalletEnableField: false,
  detailAuthErrors: false,
  authErrorsAs400: false,
}

function clone<T>(value: T): T {
  return structuredClone(value)
}

export class LocalSandbox implements Sandbox {
  url = ""
  readonly options: Sandbox["options"]
  private quirks: SandboxQuirks
  private readonly state: SandboxState
  private readonly wallets: Wallets
  private readonly faults = new FaultRegistry()
  private readonly dispatcher: PostbackDispatcher
  private readonly http: SandboxHttpServer
  private readonly log: (line: string) => void
  private publicUrl = ""

  constructor(private readonly opts: SandboxOptions) {
    this.log = opts.log ?? (() => undefined)
    this.options = {
      apiKey: opts.apiKey ?? "sandbox-api-key",
      shopId: opts.shopId ?? "sandbox-shop",
      secret: opts.secret ?? "sandbox-secret",
      withdrawalApiKey: opts.withdrawalApiKey === undefined ? "sandbox-withdrawal-key" : opts.withdrawalApiKey,
    }
    this.quirks = { ...DEFAULT_QUIRKS, ...opts.quirks }
    const interval = opts.withdrawalIntervalMs ?? 12_000
    if (!(interval >= 0)) throw new Error("withdrawalIntervalMs must be ≥ 0")
    this.state = new SandboxState({
      now: opts.now ?? (() => new Date()),
      testMode: opts.testMode ?? true,
      balances: opts.balances ?? {},
      publicUrl: () => this.publicUrl,
    })
    this.wallets = new Wallets(this.state, interval)
    const format = opts.postbackFormat ?? "json"
    if (format !== "json" && format !== "urlencoded") throw new Error("postbackFormat must be json or urlencoded")
    this.dispatcher = new PostbackDispatcher(
      { snapshot: (uuid) => this.snapshot(uuid), secret: this.options.secret, now: () => this.state.now(), log: this.log },
      opts.postbackUrl ?? null,
      format
    )
    const api = {
      state: this.state,
      wallets: this.wallets,
      apiKey: this.options.apiKey,
      withdrawalApiKey: this.options.withdrawalApiKey,
      shopId: this.options.shopId,
      renderContext: () => this.renderContext(),
    }
    const routes = { api, sandbox: this, find: (uuid: string) => this.state.find(uuid), renderContext: () => this.renderContext() }
    this.http = new SandboxHttpServer({
      route: (call) => routeCall(call, routes),
      classifyAuth: (header) => classifyAuth(header, this.options.apiKey, this.options.withdrawalApiKey).kind,
      faults: this.faults,
      now: () => this.state.now(),
      log: this.log,
    })
  }

  async listen(): Promise<void> {
    const host = this.opts.host ?? "127.0.0.1"
    const port = await this.http.listen(this.opts.port ?? 0, host)
    const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host
    this.url = `http://${shown}:${port}`
    this.publicUrl = (this.opts.publicUrl ?? this.url).replace(/\/+$/, "")
  }

  close(): Promise<void> {
    return Promise.all([this.http.close(), this.dispatcher.close()]).then(() => undefined)
  }

  forgetInvoices(): void {
    this.state.invoices.clear()
    this.wallets.withdrawals = []
  }

  reset(): void {
    this.state.reset()
    this.wallets.reset()
    this.faults.clear()
    this.dispatcher.reset()
    this.http.resetObservations()
    this.quirks = { ...DEFAULT_QUIRKS, ...this.opts.quirks }
  }

  // ── state ──────────────────────────────────────────────────────────────────
  now(): Date {
    return this.state.now()
  }

  getInvoice(uuid: string): SandboxInvoice | undefined {
    const inv = this.state.find(uuid)
    return inv ? clone(inv) : undefined
  }

  /** All invoices in creation order (oldest first). */
  listInvoices(): SandboxInvoice[] {
    return this.state.list().reverse().map(clone)
  }

  getBalances() {
    return this.state.allBalances()
  }

  setBalance(currency: string, amount: string): void {
    this.state.setBalance(currency, amount)
  }

  listWithdrawals() {
    return this.wallets.withdrawals.map(({ uuid, currency, address, amount, at, source }) => ({ uuid, currency, address, amount, at: new Date(at), source }))
  }

  withdrawInDashboard(currency: string, address: string, amount: string) {
    const { uuid, at, source, amount: taken } = this.wallets.withdrawInDashboard(currency, address, amount)
    this.log(`dashboard withdrawal ${uuid}: ${taken} ${currency} to ${address}`)
    return { uuid, currency, address: address.trim(), amount: taken, at: new Date(at), source }
  }

  listStaticWallets(): SandboxStaticWallet[] {
    return this.wallets.staticWallets.map(clone)
  }

  createInvoice(body: Record<string, unknown>): SandboxInvoice {
    const checked = validateCreateInvoice(body, this.options.shopId, null)
    if (!checked.ok) throw new SandboxActionError(`${checked.field}: ${checked.message}`, "bad_request", checked.field)
    return clone(this.state.createInvoice(checked.value))
  }

  // ── payer actions ─────────────────────────────────────────────────────────
  async pay(uuid: string, kind: "exact" | "partial" | "overpay", options: SandboxPayOptions = {}): Promise<SandboxInvoice> {
    const { invoice, previous } = this.state.pay(uuid, kind, options)
    this.log(`pay ${invoice.uuid} ${kind}: ${previous} → ${invoice.status} (paid ${invoice.amountPaid} ${invoice.cryptocurrency})`)
    if (options.postback !== false) this.postbackFor(invoice)
    return clone(invoice)
  }

  expire(uuid: string): SandboxInvoice {
    const inv = this.state.expire(uuid)
    this.log(`expire ${inv.uuid}`)
    return clone(inv)
  }

  advanceTime(ms: number): void {
    this.state.advance(ms)
  }

  alterInvoice(uuid: string, changes: { amountInFiat?: string; fiatCurrency?: string; testMode?: boolean }): SandboxInvoice {
    const inv = this.state.require(uuid)
    if (changes.amountInFiat !== undefined) inv.amountInFiat = changes.amountInFiat
    if (changes.fiatCurrency !== undefined) inv.fiatCurrency = changes.fiatCurrency
    if (changes.testMode !== undefined) inv.testMode = changes.testMode
    this.log(`alter ${inv.uuid}: fiat ${inv.amountInFiat} ${inv.fiatCurrency}, test mode ${inv.testMode} (test control)`)
    return clone(inv)
  }

  async depositToStaticWallet(wallet: string, amount: string, options: { postback?: boolean; due?: string } = {}): Promise<SandboxInvoice> {
    const value = parsePositiveDecimal(amount)
    if (!value) throw new SandboxActionError(`bad deposit amount ${amount}`, "bad_request")
    const due = options.due === undefined ? value : parsePositiveDecimal(options.due)
    if (!due) throw new SandboxActionError(`bad deposit due ${options.due}`, "bad_request")
    const inv = this.wallets.deposit(wallet, value, due)
    this.log(`deposit ${value} ${inv.cryptocurrency} to static wallet ${inv.staticWalletUuid} (${inv.uuid})`)
    if (options.postback !== false) this.dispatcher.enqueue(inv.uuid)
    return clone(inv)
  }

  // ── postbacks ─────────────────────────────────────────────────────────────
  sendPostback(uuid: string, options?: { format?: PostbackFormat; url?: string }): Promise<SandboxPostbackDelivery[]> {
    return this.dispatcher.resend(uuid, options)
  }

  async buildPostback(uuid: string, options: { secret?: string; expiresInSeconds?: number } = {}): Promise<Record<string, unknown>> {
    return (await this.dispatcher.build(this.snapshot(uuid), "json", options)).body
  }

  setPostbackUrl(url: string | null, format?: PostbackFormat): void {
    this.dispatcher.url = url
    if (format) this.dispatcher.format = format
  }

  get postbacks(): readonly SandboxPostbackDelivery[] {
    return this.dispatcher.records
  }

  flushPostbacks(): Promise<void> {
    return this.dispatcher.flush()
  }

  // ── faults ────────────────────────────────────────────────────────────────
  injectFault(fault: SandboxFault): void {
    this.faults.add(fault)
  }

  setPostbackFaults(faults: SandboxPostbackFaults): void {
    this.dispatcher.setFaults(faults)
  }

  clearFaults(): void {
    this.faults.clear()
    this.dispatcher.clearFaults()
  }

  setQuirks(quirks: Partial<SandboxQuirks>): void {
    this.quirks = { ...this.quirks, ...quirks }
  }

  // ── observation ───────────────────────────────────────────────────────────
  get requests(): readonly SandboxRequestLogEntry[] {
    return this.http.requests
  }

  countRequests(path?: string | RegExp): number {
    return this.http.requests.filter((r) =>
      path === undefined ? true : typeof path === "string" ? r.path === path : new RegExp(path.source, path.flags.replace("g", "")).test(r.path)
    ).length
  }

  get connectionCount(): number {
    return this.http.connectionCount
  }

  // ── internals ─────────────────────────────────────────────────────────────
  private renderContext(): RenderContext {
    return {
      quirks: this.quirks,
      project: {
        id: 1,
        name: "Sandbox project",
        success: this.opts.successUrl ?? `${this.publicUrl}/_sandbox/return/success`,
        fail: this.opts.failUrl ?? `${this.publicUrl}/_sandbox/return/fail`,
      },
    }
  }

  /** Paid/overpaid always notify; partial only with the project's "confirm partial" setting. */
  private postbackFor(inv: SandboxInvoice): void {
    const notify = inv.status === "paid" || inv.status === "overpaid" || (inv.status === "partial" && this.opts.postbackOnPartial !== false)
    if (notify) this.dispatcher.enqueue(inv.uuid)
  }

  /** The invoice as a postback about it would describe it now. */
  private snapshot(uuid: string): PostbackSnapshot {
    return postbackSnapshot(this.state.require(uuid), this.renderContext())
  }
}
