/**
 * The merchant API (/v2/...): routing, key checks, validation and the response envelopes.
 */
import { PAYMENT_CURRENCY_CODES } from "../lib/cryptocloud/codes"
import { toJson } from "./json"
import { listedEntries } from "./listing"
import { RenderContext, renderBalanceEntry, renderInvoice, renderStaticWallet, renderStatistics, renderWithdrawal, renderWithdrawalObject } from "./render"
import { SandboxActionError } from "./errors"
import { SandboxState, normalizeInvoiceId } from "./state"
import type { SandboxRequestLogEntry } from "./types"
import {
  REQUIRED,
  requireObject,
  validateCreateInvoice,
  validateDateRange,
  validatePaging,
  validateStaticCreate,
  validateStaticList,
  validateUuids,
  validateWithdrawal,
} from "./validate"
import type { Wallets } from "./wallets"

export type AuthKind = SandboxRequestLogEntry["auth"]

export interface ApiDeps {
  state: SandboxState
  wallets: Wallets
  apiKey: string
  withdrawalApiKey: string | null
  shopId: string
  renderContext(): RenderContext
}

export interface ApiRequest {
  method: string
  path: string
  query: Record<string, string>
  authorization: string | undefined
  /** Parsed JSON body; undefined when there was none. */
  body: unknown
  /** The body was present but not JSON. */
  bodyError: boolean
}

export interface HttpAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

interface Route {
  key: "api" | "withdrawal"
  handle(body: Record<string, unknown>, deps: ApiDeps, req: ApiRequest): HttpAnswer
}

/**
 * Which key a request carries. Only the kind is ever logged, never the value.
 * `wellFormed` is false when the header is not `Token <x>` at all (DRF's "detail" case).
 */
export function classifyAuth(header: string | undefined, apiKey: string, withdrawalApiKey: string | null) {
  if (header === undefined || header === "") return { kind: "none" as AuthKind, wellFormed: false }
  const m = /^token\s+(\S+)\s*$/i.exec(header)
  if (!m) return { kind: "invalid" as AuthKind, wellFormed: false }
  if (m[1] === apiKey) return { kind: "api" as AuthKind, wellFormed: true }
  if (withdrawalApiKey !== null && m[1] === withdrawalApiKey) return { kind: "withdrawal" as AuthKind, wellFormed: true }
  return { kind: "invalid" as AuthKind, wellFormed: true }
}

export function jsonAnswer(status: number, tree: unknown, deps?: ApiDeps): HttpAnswer {
  const style = deps?.renderContext().quirks ?? { numbersAsStrings: false, exponentFloats: false }
  return { status, headers: { "content-type": "application/json" }, body: toJson(tree, style) }
}

function apiError(field: string, message: string, status = 400): HttpAnswer {
  return jsonAnswer(status, { status: "error", result: { [field]: message } })
}

function success(result: unknown, deps: ApiDeps, extra: Record<string, unknown> = {}): HttpAnswer {
  return jsonAnswer(200, { status: "success", result, ...extra }, deps)
}

/** One page of a listing, with the size of the whole listing (`all_count`), as the service answers a list. */
function successPage<T>(all: T[], paging: { offset: number; limit: number }, render: (item: T) => unknown, deps: ApiDeps): HttpAnswer {
  const page = all.slice(paging.offset, paging.offset + paging.limit).map(render)
  return success(page, deps, { all_count: all.length })
}

function authError(auth: { kind: AuthKind; wellFormed: boolean }, deps: ApiDeps): HttpAnswer {
  const quirks = deps.renderContext().quirks
  const status = quirks.authErrorsAs400 ? 400 : 401
  if (!auth.wellFormed && quirks.detailAuthErrors) {
    const detail = auth.kind === "none" ? "Authentication credentials were not provided." : "Invalid token header. No credentials provided."
    return jsonAnswer(status, { detail })
  }
  const message = auth.kind === "none" ? "Authentication credentials were not provided." : "Invalid token."
  return apiError("authorization", message, status)
}

const ROUTES: Record<string, Route> = {
  "/v2/invoice/create": {
    key: "api",
    handle(body, deps, req) {
      const checked = validateCreateInvoice(body, deps.shopId, req.query.locale ?? null)
      if (!checked.ok) return apiError(checked.field, checked.message)
      const inv = deps.state.createInvoice(checked.value)
      return success(renderInvoice(inv, "create", deps.renderContext()), deps)
    },
  },
  "/v2/invoice/merchant/list": {
    key: "api",
    handle(body, deps) {
      const range = validateDateRange(body)
      if (!range.ok) return apiError(range.field, range.message)
      const paging = validatePaging(body)
      if (!paging.ok) return apiError(paging.field, paging.message)
      // Withdrawal requests are listed beside the invoices (type "dw"), one newest-first order.
      const all = listedEntries(deps.state, deps.wallets, range.value.from, range.value.toExclusive)
      const ctx = deps.renderContext()
      return successPage(
        all,
        paging.value,
        (entry) => (entry.kind === "invoice" ? renderInvoice(entry.invoice, "full", ctx) : renderWithdrawalObject(entry.withdrawal, ctx)),
        deps
      )
    },
  },
  "/v2/invoice/merchant/info": {
    key: "api",
    handle(body, deps) {
      const checked = validateUuids(body)
      if (!checked.ok) return apiError(checked.field, checked.message)
      // Unknown (or malformed) ids are simply left out, as the real service does.
      const ids = [...new Set(checked.value.map(normalizeInvoiceId).filter((id): id is string => id !== null))]
      const found = ids.map((id) => deps.state.find(id)).filter((inv) => inv !== undefined)
      return success(
        found.map((inv) => renderInvoice(inv, "full", deps.renderContext())),
        deps
      )
    },
  },
  "/v2/invoice/merchant/statistics": {
    key: "api",
    handle(body, deps) {
      const range = validateDateRange(body)
      if (!range.ok) return apiError(range.field, range.message)
      return success(renderStatistics(deps.state.statistics(range.value.from, range.value.toExclusive)), deps)
    },
  },
  "/v2/invoice/merchant/canceled": {
    key: "api",
    handle(body, deps) {
      if (body.uuid === undefined || body.uuid === null || body.uuid === "") return apiError("uuid", REQUIRED)
      if (typeof body.uuid !== "string" || !deps.state.cancel(body.uuid)) {
        return apiError("validate_error", "Invoice is not created")
      }
      return success(["ok"], deps)
    },
  },
  "/v2/merchant/wallet/balance/all": {
    key: "api",
    handle(_body, deps) {
      const ctx = deps.renderContext()
      return success(
        PAYMENT_CURRENCY_CODES.map((code) => renderBalanceEntry(code, deps.state.getBalance(code), ctx)),
        deps
      )
    },
  },
  "/v2/invoice/static/create": {
    key: "api",
    handle(body, deps) {
      const checked = validateStaticCreate(body, deps.shopId)
      if (!checked.ok) return apiError(checked.field, checked.message)
      const wallet = deps.wallets.createStatic(checked.value.currency, checked.value.identify)
      return success(renderStaticWallet(wallet, deps.renderContext()), deps)
    },
  },
  "/v2/invoice/static/list": {
    key: "api",
    handle(body, deps) {
      const checked = validateStaticList(body, deps.shopId)
      if (!checked.ok) return apiError(checked.field, checked.message)
      const all = deps.wallets.listStatic(checked.value.from, checked.value.toExclusive)
      return successPage(all, checked.value, (w) => renderStaticWallet(w, deps.renderContext()), deps)
    },
  },
  "/v2/invoice/api/out/create": {
    key: "withdrawal",
    handle(body, deps) {
      const checked = validateWithdrawal(body)
      if (!checked.ok) return apiError(checked.field, checked.message)
      try {
        const record = deps.wallets.withdraw(checked.value.currency, checked.value.address, checked.value.amount)
        return jsonAnswer(200, renderWithdrawal(record, deps.renderContext()), deps)
      } catch (error) {
        if (error instanceof SandboxActionError) return apiError(error.field, error.message)
        throw error
      }
    },
  },
}

export const API_PATHS = Object.keys(ROUTES)

export function handleApi(req: ApiRequest, deps: ApiDeps): HttpAnswer {
  const route = ROUTES[req.path]
  if (!route) return jsonAnswer(404, { detail: "Not found." })
  if (req.method !== "POST") return jsonAnswer(405, { detail: `Method "${req.method}" not allowed.` })
  const auth = classifyAuth(req.authorization, deps.apiKey, deps.withdrawalApiKey)
  if (auth.kind !== route.key) return authError(auth, deps)
  if (req.bodyError) return apiError("json", "JSON parse error.")
  const body = req.body === undefined || req.body === null ? {} : req.body
  const object = requireObject(body)
  if (!object.ok) return apiError(object.field, object.message)
  deps.state.sweep()
  return route.handle(object.value, deps, req)
}
