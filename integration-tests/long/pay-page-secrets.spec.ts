/**
 * No pay-link token in the server's log (issue 28), against a real `medusa start` with Medusa's
 * HTTP log level on: the customer's pay page `/cryptocloud/pay/:token` is opened and posted as a
 * customer does — GET (with a Referer that holds the token, as a page without a Referrer-Policy
 * would send), a form that is not one, a form without a coin, *Pay*, the link again (waiting),
 * a replaced link — and the server's log files are searched for the token (whole, its first and
 * last 20 characters). The access-log lines of the page must be there (so the
 * search can fail), without the token. (The store has no e-mail provider here: the local one
 * logs every notification's data, link included, which is what it is for.)
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { useAppStack, type App } from "../helpers/app-processes"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"

jest.setTimeout(300 * 1000)

const NAME = "pay-page-secrets"
const LOG_DIR = resolve(__dirname, "../../test-artifacts", NAME)

const stack = useAppStack({ name: NAME, env: { LOG_LEVEL: "http" } })

let app: App
beforeAll(() => {
  app = stack.apps[0]
})

async function raw(method: "GET" | "POST", path: string, init: { body?: string; type?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers, ...(init.type ? { "content-type": init.type } : {}) }
  const res = await fetch(`${app.url}${path}`, { method, headers, body: init.body, redirect: "manual" })
  const text = await res.text()
  return { status: res.status, kind: /data-page="([a-z_]+)"/.exec(text)?.[1] }
}

const admin = async (path: string, body: unknown = {}) => {
  const res = await app.api.post(path, body, stack.admin)
  if (res.status >= 300) throw new Error(`POST ${path}: HTTP ${res.status} ${JSON.stringify(res.data)}`)
  return res.data
}

/** A paid crypto order, edited to owe one more item, and its pay link's token. */
async function owingOrderLink(): Promise<{ orderId: string; token: string }> {
  const shop = storefront(app.api, stack.store)
  const checkout = await shop.checkout("eur")
  await stack.sandbox.pay(checkout.data.uuid, "exact", { postback: false })
  const completed = await shop.complete(checkout.cartId)
  if (completed.data.type !== "order") throw new Error(`the cart did not complete: ${JSON.stringify(completed.data)}`)
  const orderId: string = completed.data.order.id
  await admin("/admin/order-edits", { order_id: orderId })
  await admin(`/admin/order-edits/${orderId}/items`, { items: [{ variant_id: stack.store.variants.standard, quantity: 1 }] })
  await admin(`/admin/order-edits/${orderId}/request`)
  await admin(`/admin/order-edits/${orderId}/confirm`)
  const link = await admin(`/admin/cryptocloud/orders/${orderId}/payment-request`)
  expect(link.emailed).toBe(false) // no e-mail provider in this app
  return { orderId, token: new URL(link.url).pathname.split("/").pop()! }
}

const serverLogs = () =>
  readdirSync(LOG_DIR)
    .filter((f) => f.endsWith(".log"))
    .map((f) => readFileSync(join(LOG_DIR, f), "utf8"))
    .join("\n")

it(
  "GET, a Referer with the token, a bad form, no coin, Pay, waiting, a replaced link: access lines logged, the token nowhere",
  stack.guard(async () => {
    const { orderId, token } = await owingOrderLink()
    const page = `/cryptocloud/pay/${token}`
    const form = "application/x-www-form-urlencoded"
    expect(await raw("GET", page, { headers: { referer: `https://mail.example/read?link=${app.url}${page}` } })).toEqual({ status: 200, kind: "form" })
    expect(await raw("POST", page, { type: "application/json", body: '{"cryptocurrency": "B' })).toEqual({ status: 400, kind: "bad_form" })
    expect(await raw("POST", page, { type: form, body: "x".repeat(10_000) })).toEqual({ status: 400, kind: "bad_form" })
    expect(await raw("POST", page, { type: form, body: "" })).toEqual({ status: 422, kind: "form" })
    expect(await raw("POST", page, { type: form, body: "cryptocurrency=USDT_TRC20" })).toEqual({ status: 200, kind: "redirect" })
    expect(await raw("GET", page)).toEqual({ status: 200, kind: "waiting" })
    const newer = await admin(`/admin/cryptocloud/orders/${orderId}/payment-request`)
    expect(new URL(newer.url).pathname).not.toBe(page)
    expect(await raw("GET", page)).toEqual({ status: 410, kind: "replaced" })
    expect(await raw("GET", `/cryptocloud/pay/${token.slice(0, -4)}AAAA`)).toEqual({ status: 404, kind: "invalid" })

    // The access line of every one of those 8 requests with the token, with its status: the log is on.
    const accessLines = () =>
      serverLogs()
        .split("\n")
        .flatMap((line) => {
          const hit = /(GET|POST) \/cryptocloud\/pay\/.*\((\d{3})\)/.exec(line)
          return hit ? [`${hit[1]} ${hit[2]}`] : []
        })
    const lines = await waitFor(() => (accessLines().length >= 8 ? accessLines() : null), { what: "the access-log lines of the pay page", timeoutMs: 10_000 })
    expect(lines.sort()).toEqual(["GET 200", "GET 200", "GET 404", "GET 410", "POST 200", "POST 400", "POST 400", "POST 422"])

    const logs = serverLogs()
    expect(token).toMatch(/^[\w-]{43}$/) // opaque (32 random bytes): nothing in it but itself to find
    for (const secret of [token, token.slice(0, 20), token.slice(-20)]) {
      const at = logs.indexOf(secret!)
      if (at >= 0) throw new Error(`a pay token (${secret!.length} characters of it) is in the server log: …${logs.slice(Math.max(0, at - 120), at + 40)}…`)
    }
  })
)
