/**
 * Forged postbacks change nothing, through Medusa's real hook route, in both body formats;
 * and no key, secret or token ever shows up in a store API response or a log line.
 */
import "../helpers/log-everything" // first: Medusa's logger reads LOG_LEVEL when it loads
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { ordersForCart, paymentSession } from "../helpers/orders"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { trackWebhooks } from "../helpers/webhooks"
import { captureOutput } from "../helpers/output"
import { appSandbox, atScale, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const output = captureOutput()

async function signWith(claims: Record<string, unknown>, alg: string, secret: string) {
  const { SignJWT } = await import("jose")
  return new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime("5m").sign(new TextEncoder().encode(secret))
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

export default defineSuite("postback-security", ({ api, getContainer }) => {
  let store: SeededStore
  let hooks: ReturnType<typeof trackWebhooks>
  const tokensSeen: string[] = []

  beforeAll(async () => {
    store = await seedStore(getContainer())
    hooks = trackWebhooks(getContainer())
    output.watchLogger(getContainer().resolve("logger"))
  })

  async function deliver(body: unknown, format: "json" | "urlencoded" | "text") {
    if (format === "json") return api.post(WEBHOOK_PATH, body)
    if (format === "text") return api.post(WEBHOOK_PATH, String(body), { headers: { "content-type": "text/plain" } })
    const form = new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)])
    )
    return api.post(WEBHOOK_PATH, form.toString(), { headers: { "content-type": "application/x-www-form-urlencoded" } })
  }

  it("8. forged postbacks (JSON and urlencoded) change nothing; the genuine one then completes the cart", async () => {
    const shop = storefront(api, store)
    const victim = await shop.checkout("eur")
    const other = await shop.checkout("usd")
    await sandbox.current.pay(victim.data.uuid, "exact", { postback: false })
    const uuid: string = victim.data.uuid
    const id = uuid.replace(/^INV-/, "")
    const genuine = await sandbox.current.buildPostback(uuid)
    const otherBody = await sandbox.current.buildPostback(other.data.uuid)
    tokensSeen.push(String(genuine.token), String(otherBody.token))
    const now = Math.floor(Date.now() / 1000)

    const forged: Array<[string, unknown]> = [
      ["wrong secret", await sandbox.current.buildPostback(uuid, { secret: "not-the-secret" })],
      ["alg none", { ...genuine, token: `${b64({ alg: "none", typ: "JWT" })}.${b64({ id: uuid, exp: now + 300 })}.` }],
      ["HS512", { ...genuine, token: await signWith({ id: uuid }, "HS512", SANDBOX_KEYS.secret) }],
      ["expired", await sandbox.current.buildPostback(uuid, { expiresInSeconds: -600 })],
      ["token of another invoice", { ...genuine, token: otherBody.token }],
      ["missing token", { ...genuine, token: undefined }],
      // A valid token for the unpaid invoice, with the body dressed up as a payment of the victim's session.
      ["tampered body", { ...otherBody, status: "success", amount_crypto: 1e9, order_id: victim.sessionId }],
      ["garbage", { hello: "world", invoice_id: id }],
    ]
    const before = hooks.results.length
    let deliveries = 0
    for (const [, body] of forged) {
      for (const format of ["json", "urlencoded"] as const) {
        expect((await deliver(body, format)).status).toBe(200) // the core route always acknowledges
        deliveries++
      }
    }
    await deliver("not a postback at all", "text")
    deliveries++
    const results = await hooks.processed(deliveries, before, 60000)
    // The tampered body carries a real token for the other (unpaid) invoice: it is read as
    // "pending" for that invoice's own session, which Medusa ignores. Everything else is rejected.
    for (const result of results) {
      if (result.action === "pending") expect(result.session_id).toBe(other.sessionId)
      else expect(result).toEqual({ action: "not_supported", session_id: undefined })
    }
    expect(await ordersForCart(getContainer(), victim.cartId)).toHaveLength(0)
    expect(await ordersForCart(getContainer(), other.cartId)).toHaveLength(0)
    expect((await paymentSession(getContainer(), victim.sessionId))?.status).toBe("pending")
    expect(output.text()).toMatch(/CryptoCloud postback ignored: token check failed \(bad_signature\)/)

    // The same pipeline accepts the genuine postback, so the refusals above were real refusals.
    const genuineBefore = hooks.results.length
    await deliver(genuine, "urlencoded")
    expect(await hooks.processed(1, genuineBefore, 30000, victim.sessionId)).toEqual([{ action: "captured", session_id: victim.sessionId }])
    expect(await ordersForCart(getContainer(), victim.cartId)).toHaveLength(1)
    shop.responses.forEach((r) => output.record(JSON.stringify(r)))
  })

  atScale("a genuine postback replayed 40 times in 10 s costs at most one info read a second of the time it takes, not one per delivery", async () => {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    const uuid: string = checkout.data.uuid
    await sandbox.current.pay(uuid, "exact", { postback: false })
    expect((await shop.complete(checkout.cartId)).data.type).toBe("order") // the customer came back: paid
    const genuine = await sandbox.current.buildPostback(uuid) // good for 5 minutes: replayable until then
    tokensSeen.push(String(genuine.token))
    const readsOfInvoice = () =>
      sandbox.current.requests.filter((r) => r.path === "/v2/invoice/merchant/info" && JSON.stringify(r.body).includes(uuid.replace(/^INV-/, "")))
    const before = readsOfInvoice().length
    const processedBefore = hooks.results.length
    const start = Date.now()
    const sandboxAhead = sandbox.current.now().getTime() - start // its clock, moved by other suites' advanceTime
    for (let i = 0; i < 40; i++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + i * 250 - Date.now())))
      expect((await deliver(genuine, "json")).status).toBe(200)
    }
    await hooks.processed(40, processedBefore, 60_000, checkout.sessionId)
    // Reads of an invoice start at least 1.25 s apart, so n reads take at least (n - 1) × 1.25 s:
    // at most one a second of the time they really took, plus one — 10 s when the 40 deliveries
    // keep their pace, longer on a busy machine that spreads them (a fixed "≤ 10" then failed).
    // Each delivery's delayed processing shares its arrival's read. Before: one read per delivery.
    const reads = readsOfInvoice().slice(before)
    expect(reads.length).toBeGreaterThan(0)
    const seconds = (Date.parse(reads[reads.length - 1].at) - sandboxAhead - start) / 1000
    expect(reads.length).toBeLessThanOrEqual(Math.floor(seconds) + 1)
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(1)
  }) // the app's timeout: 40 deliveries, 5 s of Medusa's delay and a checkout take minutes on a busy machine

  it("11. no API key, secret or token appears in store API responses or log lines", async () => {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    await shop.sessionStatus(checkout.sessionId)
    await shop.call("get", "/store/cryptocloud/currencies")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    await shop.complete(checkout.cartId)
    await shop.getCart(checkout.cartId)
    shop.responses.forEach((r) => output.record(JSON.stringify(r)))

    const delivered = sandbox.current.postbacks.map((p) => String(p.body.token))
    const secrets = [SANDBOX_KEYS.apiKey, SANDBOX_KEYS.withdrawalApiKey, SANDBOX_KEYS.secret, ...tokensSeen, ...delivered]
    const text = output.text()
    expect(text.length).toBeGreaterThan(1000) // the scan really saw responses and logs
    for (const secret of secrets.filter(Boolean)) {
      expect(text.includes(secret)).toBe(false)
    }
  })
})
