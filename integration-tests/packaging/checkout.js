/**
 * A storefront's checkout through the store HTTP API (plain fetch, as any storefront can), paid
 * on the sandbox's hosted page: proves the installed provider, its store routes and the postback
 * route work. Returns the order as the store API shows it.
 */
const PROVIDER_ID = "pp_cryptocloud_cryptocloud"

function storeApi(baseUrl, publishableKey) {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", "x-publishable-api-key": publishableKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await res.json().catch(() => ({}))
    if (!res.ok) throw new Error(`${method} ${path} → HTTP ${res.status}: ${JSON.stringify(json)}`)
    return json
  }
}

async function pollUntil(what, check, timeoutMs = 60000, intervalMs = 500) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/**
 * @param {{ baseUrl: string, sandboxUrl: string, seed: { publishableKey: string, regions: any, variants: any }, log: (s: string) => void }} o
 */
async function checkout({ baseUrl, sandboxUrl, seed, log }) {
  const call = storeApi(baseUrl, seed.publishableKey)
  const region = seed.regions.eur

  const { payment_providers } = await call("GET", `/store/payment-providers?region_id=${region.id}`)
  if (!payment_providers.some((p) => p.id === PROVIDER_ID)) throw new Error(`${PROVIDER_ID} is not offered in the region`)
  const { currencies } = await call("GET", "/store/cryptocloud/currencies")
  if (!currencies.length) throw new Error("GET /store/cryptocloud/currencies returned no currencies")

  const { cart } = await call("POST", "/store/carts", {
    region_id: region.id,
    email: "buyer@example.com",
    items: [{ variant_id: seed.variants["PKG-TEE-M"], quantity: 2 }],
  })
  const address = { first_name: "Ada", last_name: "Buyer", address_1: "Main st 1", city: "Berlin", postal_code: "10115", country_code: "de" }
  await call("POST", `/store/carts/${cart.id}`, { shipping_address: address, billing_address: address })
  const { shipping_options } = await call("GET", `/store/shipping-options?cart_id=${cart.id}`)
  const { cart: ready } = await call("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  log(`cart ${cart.id}, total ${ready.total} ${ready.currency_code}`)

  const { payment_collection } = await call("POST", "/store/payment-collections", { cart_id: cart.id })
  const { payment_collection: withSession } = await call("POST", `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    provider_id: PROVIDER_ID,
  })
  const session = withSession.payment_sessions.find((s) => s.provider_id === PROVIDER_ID)
  const link = session?.data?.link
  if (!link || !link.startsWith(sandboxUrl)) throw new Error(`session data has no sandbox pay link: ${JSON.stringify(session?.data)}`)
  log(`session ${session.id}, invoice ${session.data.uuid}, pay page ${link}`)

  const paid = await fetch(`${link}/exact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "currency=USDT_TRC20",
    redirect: "manual",
  })
  if (paid.status !== 303) throw new Error(`paying on the pay page answered HTTP ${paid.status}`)

  await pollUntil(
    "the session to be captured",
    async () => (await call("GET", `/store/cryptocloud/payment-sessions/${session.id}`)).payment_session.status === "captured"
  )
  const completed = await call("POST", `/store/carts/${cart.id}/complete`)
  if (completed.type !== "order") throw new Error(`cart completion did not make an order: ${JSON.stringify(completed)}`)
  const { order } = await call("GET", `/store/orders/${completed.order.id}`)
  log(`order ${order.id}: total ${order.total} ${order.currency_code}, payment ${order.payment_status}`)
  if (order.payment_status !== "captured" || Number(order.total) !== Number(ready.total)) {
    throw new Error(`the order is not paid in full: payment_status ${order.payment_status}, total ${order.total} (cart ${ready.total})`)
  }

  // The signed postback reaches the installed webhook route and is processed (Medusa ~5 s later);
  // the status route then reports the order too.
  await pollUntil("the postback to be answered", async () => {
    const postbacks = await (await fetch(`${sandboxUrl}/_sandbox/postbacks`)).json()
    return postbacks.some((p) => p.invoiceUuid === session.data.uuid && p.outcome === "sent" && p.responseStatus === 200)
  })
  const status = (await call("GET", `/store/cryptocloud/payment-sessions/${session.id}?cart_id=${cart.id}`)).payment_session
  if (status.order_id !== order.id) throw new Error(`status route reports order ${status.order_id}, expected ${order.id}`)
  return order
}

/** POST /auth/user/emailpass for a user made with `medusa user`: `{ headers }` with its bearer token. */
async function adminLogin(baseUrl, { email, password }) {
  const res = await fetch(`${baseUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok || !json.token) throw new Error(`admin login → HTTP ${res.status}: ${JSON.stringify(json)}`)
  return { headers: { authorization: `Bearer ${json.token}` } }
}

function adminApi(baseUrl, admin) {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...admin.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await res.json().catch(() => ({}))
    if (!res.ok) throw new Error(`${method} ${path} → HTTP ${res.status}: ${JSON.stringify(json)}`)
    return json
  }
}

/**
 * A merchant's partial refund of the captured payment from the admin (Medusa's own route): the
 * provider turns it into a plugin refund owed in crypto, listed by GET /admin/cryptocloud/refunds.
 */
async function refund({ baseUrl, admin, order, log }) {
  const call = adminApi(baseUrl, admin)
  const { order: withPayments } = await call("GET", `/admin/orders/${order.id}?fields=id,*payment_collections.payments`)
  const payment = withPayments.payment_collections?.flatMap((c) => c.payments ?? []).find((p) => p.provider_id === PROVIDER_ID)
  if (!payment) throw new Error(`order ${order.id} has no ${PROVIDER_ID} payment: ${JSON.stringify(withPayments.payment_collections)}`)
  const amount = 5
  await call("POST", `/admin/payments/${payment.id}/refund`, { amount })
  const [owed] = await pollUntil("the plugin refund", async () => {
    const { refunds } = await call("GET", `/admin/cryptocloud/refunds?order_id=${order.id}`)
    return refunds.length ? refunds : null
  })
  log(`refund ${owed.id}: ${owed.amount} ${owed.currency_code} → ${owed.crypto_amount} ${owed.crypto_currency}, ${owed.status}`)
  if (Number(owed.amount) !== amount || owed.payment_id !== payment.id || owed.status !== "awaiting_address" || !(Number(owed.crypto_amount) > 0)) {
    throw new Error(`unexpected plugin refund: ${JSON.stringify(owed)}`)
  }
  return owed
}

/** The plugin's admin reads answer an admin token, and the dashboard (with the plugin's pages) is served. */
async function adminPages({ baseUrl, admin, log }) {
  const call = adminApi(baseUrl, admin)
  const settings = await call("GET", "/admin/cryptocloud/settings")
  if (!settings || typeof settings !== "object" || !Object.keys(settings).length) throw new Error("GET /admin/cryptocloud/settings returned nothing")
  // The checkout's postback is logged when Medusa processes the webhook event (a few seconds on).
  const { postbacks, count } = await pollUntil("the checkout's postback in GET /admin/cryptocloud/postbacks", async () => {
    const page = await call("GET", "/admin/cryptocloud/postbacks")
    return Array.isArray(page.postbacks) && page.count >= 1 ? page : null
  })
  log(`settings: ${Object.keys(settings).join(", ")}; postbacks: ${count} (${postbacks.map((p) => p.outcome).join(", ")})`)
  const anonymous = await fetch(`${baseUrl}/admin/cryptocloud/settings`)
  if (anonymous.status !== 401) throw new Error(`GET /admin/cryptocloud/settings without a token answered HTTP ${anonymous.status}`)
  const page = await fetch(`${baseUrl}/app`)
  const html = await page.text()
  if (!page.ok || !/<html/i.test(html)) throw new Error(`the admin (/app) answered HTTP ${page.status}: ${html.slice(0, 200)}`)
}

module.exports = { checkout, adminLogin, refund, adminPages }
