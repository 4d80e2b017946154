/**
 * Which handler answers an HTTP call to the sandbox: the merchant API under /v2/, the pay page
 * under /pay/, the control routes under /_sandbox/, and a small index at /. Kept apart from
 * sandbox.ts so that the sandbox object only wires the parts together.
 */
import { API_PATHS, type ApiDeps, type HttpAnswer, handleApi, jsonAnswer } from "./api"
import { handleControl } from "./control"
import { handlePayPage } from "./paypage"
import type { RenderContext } from "./render"
import type { IncomingCall } from "./server"
import type { Sandbox, SandboxInvoice } from "./types"

export interface RouteDeps {
  api: ApiDeps
  /** The sandbox itself: the pay page pays and expires through it, the control routes drive it. */
  sandbox: Sandbox
  /** The live invoice (not a copy), for the pay page. */
  find(uuid: string): SandboxInvoice | undefined
  renderContext(): RenderContext
}

export async function routeCall(call: IncomingCall, deps: RouteDeps): Promise<HttpAnswer> {
  if (call.path.startsWith("/v2/")) {
    const header = call.headers.authorization
    return handleApi({ method: call.method, path: call.path, query: call.query, authorization: header, body: call.json, bodyError: call.jsonError }, deps.api)
  }
  if (call.path.startsWith("/pay/")) {
    const ctx = deps.renderContext()
    return handlePayPage(call.method, call.path, call.query, call.rawBody, {
      find: (id) => deps.find(id),
      pay: (uuid, kind, options) => deps.sandbox.pay(uuid, kind, options),
      expire: (uuid) => deps.sandbox.expire(uuid),
      successUrl: ctx.project.success,
      failUrl: ctx.project.fail,
    })
  }
  if (call.path.startsWith("/_sandbox/")) return handleControl(call, deps.sandbox)
  if (call.path === "/" && call.method === "GET") {
    return jsonAnswer(200, { service: "cryptocloud-sandbox", api: API_PATHS, control: "/_sandbox/state" })
  }
  return jsonAnswer(404, { detail: "Not found." })
}
