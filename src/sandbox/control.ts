/**
 * Control routes under /_sandbox/ for out-of-process use (the CLI sandbox, demo scripts, a
 * browser). They are unauthenticated on purpose: the sandbox binds to 127.0.0.1 by default and
 * holds no real money or keys — do not expose it on a public interface.
 *
 *   GET  /_sandbox/state                          invoices, balances, wallets, withdrawals, clock
 *   GET  /_sandbox/requests | /_sandbox/postbacks  logs
 *   POST /_sandbox/invoices/:uuid/pay             { kind, currency?, fraction?, amount?, postback?, wait? }
 *   POST /_sandbox/invoices/:uuid/expire
 *   POST /_sandbox/invoices/:uuid/postback        { format?, url? }  (re)send for the current state
 *   POST /_sandbox/static-wallets/:ref/deposit    { amount, due?, postback?, wait? }
 *   POST /_sandbox/withdrawals/dashboard          { currency, address, amount }  a withdrawal made in the dashboard
 *   POST /_sandbox/faults                         SandboxFault ({ path } string, or { pathPattern } regexp source)
 *   POST /_sandbox/faults/clear                   (also DELETE /_sandbox/faults)
 *   POST /_sandbox/postback-faults                SandboxPostbackFaults
 *   POST /_sandbox/postback-url                   { url, format? }
 *   POST /_sandbox/quirks                         Partial<SandboxQuirks>
 *   POST /_sandbox/balances                       { currency, amount }
 *   POST /_sandbox/reset
 *   POST /_sandbox/clock                          { advanceMs }
 *   GET  /_sandbox/return/success|fail            default project redirect pages
 */
import type { HttpAnswer } from "./api"
import type { IncomingCall } from "./server"
import { SandboxActionError } from "./errors"
import type { PostbackFormat, Sandbox, SandboxFault, SandboxFaultKind } from "./types"

const FAULT_KINDS: readonly SandboxFaultKind[] = ["latency", "5xx", "timeout", "non-json", "reset"]

function json(status: number, value: unknown): HttpAnswer {
  return { status, headers: { "content-type": "application/json" }, body: JSON.stringify(value) }
}

function bad(message: string): HttpAnswer {
  return json(400, { error: message })
}

function body(call: IncomingCall): Record<string, unknown> {
  return typeof call.json === "object" && call.json !== null && !Array.isArray(call.json) ? (call.json as Record<string, unknown>) : {}
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined
}

function toFault(b: Record<string, unknown>): SandboxFault | string {
  if (!FAULT_KINDS.includes(b.kind as SandboxFaultKind)) return `kind must be one of ${FAULT_KINDS.join(", ")}`
  const fault: SandboxFault = { kind: b.kind as SandboxFaultKind }
  if (typeof b.path === "string") fault.path = b.path
  if (typeof b.pathPattern === "string") fault.path = new RegExp(b.pathPattern)
  fault.times = optionalNumber(b.times)
  fault.status = optionalNumber(b.status)
  fault.ms = optionalNumber(b.ms)
  fault.afterProcessing = b.afterProcessing === true
  return fault
}

function returnPage(which: string): HttpAnswer {
  return {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    body:
      `<!DOCTYPE html><html><body><h1 data-testid="return-${which}">Returned to store (${which})</h1>` +
      "<p>This is the sandbox's default project redirect page.</p></body></html>",
  }
}

export async function handleControl(call: IncomingCall, sandbox: Sandbox): Promise<HttpAnswer> {
  const path = call.path.replace(/\/+$/, "")
  const b = body(call)
  const get = call.method === "GET"
  const post = call.method === "POST"
  try {
    if (get && path === "/_sandbox/state") {
      return json(200, {
        now: sandbox.now(),
        url: sandbox.url,
        invoices: sandbox.listInvoices(),
        balances: sandbox.getBalances(),
        staticWallets: sandbox.listStaticWallets(),
        withdrawals: sandbox.listWithdrawals(),
      })
    }
    if (get && path === "/_sandbox/requests") return json(200, sandbox.requests)
    if (get && path === "/_sandbox/postbacks") return json(200, sandbox.postbacks)
    const ret = /^\/_sandbox\/return\/(success|fail)$/.exec(path)
    if (get && ret) return returnPage(ret[1])

    const inv = /^\/_sandbox\/invoices\/([^/]+)\/(pay|expire|postback)$/.exec(path)
    if (post && inv) {
      const uuid = decodeURIComponent(inv[1])
      if (inv[2] === "expire") return json(200, sandbox.expire(uuid))
      if (inv[2] === "postback") {
        const format = b.format === "urlencoded" || b.format === "json" ? (b.format as PostbackFormat) : undefined
        const url = typeof b.url === "string" ? b.url : undefined
        return json(200, await sandbox.sendPostback(uuid, { format, url }))
      }
      const kind = b.kind ?? "exact"
      if (kind !== "exact" && kind !== "partial" && kind !== "overpay") return bad("kind must be exact, partial or overpay")
      const invoice = await sandbox.pay(uuid, kind, {
        currency: typeof b.currency === "string" ? b.currency : undefined,
        fraction: optionalNumber(b.fraction),
        amount: typeof b.amount === "string" || typeof b.amount === "number" ? String(b.amount) : undefined,
        postback: b.postback !== false,
      })
      if (b.wait === true) await sandbox.flushPostbacks()
      return json(200, invoice)
    }
    const dep = /^\/_sandbox\/static-wallets\/([^/]+)\/deposit$/.exec(path)
    if (post && dep) {
      if (typeof b.amount !== "string" && typeof b.amount !== "number") return bad("amount is required")
      const due = typeof b.due === "string" || typeof b.due === "number" ? String(b.due) : undefined
      const invoice = await sandbox.depositToStaticWallet(decodeURIComponent(dep[1]), String(b.amount), { postback: b.postback !== false, due })
      if (b.wait === true) await sandbox.flushPostbacks()
      return json(200, invoice)
    }
    if (post && path === "/_sandbox/withdrawals/dashboard") {
      if (typeof b.currency !== "string" || typeof b.address !== "string") return bad("currency and address are required")
      if (typeof b.amount !== "string" && typeof b.amount !== "number") return bad("amount is required")
      return json(200, sandbox.withdrawInDashboard(b.currency, b.address, String(b.amount)))
    }
    if ((post && path === "/_sandbox/faults/clear") || (call.method === "DELETE" && path === "/_sandbox/faults")) {
      sandbox.clearFaults()
      return json(200, { ok: true })
    }
    if (post && path === "/_sandbox/faults") {
      const fault = toFault(b)
      if (typeof fault === "string") return bad(fault)
      sandbox.injectFault(fault)
      return json(200, { ok: true })
    }
    if (post && path === "/_sandbox/postback-faults") {
      sandbox.setPostbackFaults(b)
      return json(200, { ok: true })
    }
    if (post && path === "/_sandbox/postback-url") {
      if (b.url !== null && typeof b.url !== "string") return bad("url must be a string or null")
      if (b.format !== undefined && b.format !== "json" && b.format !== "urlencoded") return bad("format must be json or urlencoded")
      sandbox.setPostbackUrl(b.url as string | null, b.format as PostbackFormat | undefined)
      return json(200, { ok: true })
    }
    if (post && path === "/_sandbox/quirks") {
      sandbox.setQuirks(b)
      return json(200, { ok: true })
    }
    if (post && path === "/_sandbox/balances") {
      if (typeof b.currency !== "string") return bad("currency is required")
      sandbox.setBalance(b.currency, String(b.amount))
      return json(200, sandbox.getBalances())
    }
    if (post && path === "/_sandbox/reset") {
      sandbox.reset()
      return json(200, { ok: true })
    }
    if (post && path === "/_sandbox/clock") {
      const ms = optionalNumber(b.advanceMs)
      if (ms === undefined) return bad("advanceMs (number) is required")
      sandbox.advanceTime(ms)
      return json(200, { now: sandbox.now() })
    }
    return json(404, { error: `no control route ${call.method} ${call.path}` })
  } catch (error) {
    if (error instanceof SandboxActionError) {
      return json(error.code === "not_found" ? 404 : error.code === "invalid_state" ? 409 : 400, { error: error.message })
    }
    throw error
  }
}
