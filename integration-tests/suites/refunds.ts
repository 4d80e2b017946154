/**
 * Refunds that move money: an admin refund of a paid order is owed in crypto at the invoice's
 * own rate, the customer gives the address through a single-use link, and an admin pays it out
 * with one withdrawal — through the admin and store APIs as a store uses them.
 */
import { Modules } from "@medusajs/framework/utils"
import BigNumber from "bignumber.js"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { refundedOrder as refundedOrderOf, type RefundContext } from "../helpers/refunds"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront, type RegionKey } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { recordEvents, type RecordedEvent } from "../helpers/events"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { signAddressToken } from "../../src/domain/refunds/token"
import { wordsOf } from "../../src/domain/customer-language/customer-words"
import { customerLocaleOf, customerSpeech } from "../../src/workflows/cryptocloud/customers/customer-language"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { sentNotifications } from "../helpers/outbox"
import { SANDBOX_KEYS } from "../helpers/sandbox"

// Its app (money-out.spec.ts) makes live invoices (not test mode): a test-mode refund needs an explicit confirmation to pay out.
const sandbox = appSandbox
const OUT = "/v2/invoice/api/out/create"
const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"

export default defineSuite("refunds", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  const events: RecordedEvent[] = []

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    recordEvents(getContainer(), events)
  })
  beforeEach(() => {
    events.length = 0
    sandbox.current.clearFaults()
  })

  const storeConfig = () => ({ headers: { "x-publishable-api-key": store.publishableKey }, validateStatus: () => true })

  const ctx: RefundContext = { api, container: getContainer, store: () => store, sandbox, admin: () => admin }
  /** A paid order, refunded in part from the admin as a merchant does. */
  const refundedOrder = (region: RegionKey, kind: "exact" | "overpay", refund: number) => refundedOrderOf(ctx, region, kind, refund)

  /** The invoice's own rate, computed here independently of the plugin. */
  const expectedCrypto = (fiat: number, invoice: { amount: string | null; amountInFiat: string }, decimals: number) =>
    new BigNumber(fiat).times(invoice.amount!).div(invoice.amountInFiat).decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFixed()

  it("EUR: refund → address request → the customer gives the address → payout: one withdrawal with that amount, currency and address", async () => {
    const { orderId, refund, invoice } = await refundedOrder("eur", "exact", 7.5)
    expect(refund).toEqual(
      expect.objectContaining({
        status: "awaiting_address",
        amount: "7.50",
        currency_code: "EUR",
        crypto_currency: "USDT_TRC20",
        crypto_amount: expectedCrypto(7.5, invoice, 6),
        invoice_uuid: invoice.uuid,
        payment_id: expect.any(String),
      })
    )
    const owed = await waitFor(
      async () =>
        (await api.get(`/admin/cryptocloud/attention?order_id=${orderId}`, admin.config)).data.attention_items.find((i: any) => i.kind === "refund_owed"),
      { what: "the refund_owed item" }
    )
    expect(owed).toEqual(expect.objectContaining({ refund_id: refund.id, amount: refund.crypto_amount, currency: "USDT_TRC20" }))

    const request = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, admin.config)
    expect(request.status).toBe(200)
    expect(request.data).toEqual(expect.objectContaining({ url: expect.stringContaining("/cryptocloud/refund/"), expires_at: expect.any(String) }))
    expect(Date.parse(request.data.expires_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    expect(request.data.emailed).toBe(true)
    // As the e-mail carried it (the stored notification keeps no live link once sent).
    const [mail] = await sentNotifications(getContainer(), { to: "buyer@example.com", channel: "email" })
    expect(mail).toEqual(
      expect.objectContaining({
        template: "cryptocloud-refund-address",
        data: expect.objectContaining({ refund_id: refund.id, order_id: orderId, url: request.data.url, expires_at: request.data.expires_at }),
      })
    )
    expect(events.filter((e) => e.name === "cryptocloud.refund.address_requested")).toEqual([
      {
        name: "cryptocloud.refund.address_requested",
        // The first release's fields, with the catalogue's id and shop_id (src/domain/events.ts).
        data: { id: refund.id, shop_id: SANDBOX_KEYS.shopId, refund_id: refund.id, order_id: orderId, email: "buyer@example.com", url: request.data.url },
      },
    ])
    const token = request.data.url.split("/").pop()
    const link = `/store/cryptocloud/refund-address/${token}`

    const shown = await api.get(link, storeConfig())
    expect(shown.status).toBe(200)
    expect(shown.data.refund).toEqual(expect.objectContaining({ amount: refund.crypto_amount, currency: "USDT_TRC20", network: "Tron" }))
    expect(JSON.stringify(shown.data)).not.toMatch(/buyer@example.com|order_|Ada/)

    const wrong = await api.post(link, { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" }, storeConfig())
    expect(wrong.status).toBe(400)
    expect(wrong.data.message).toMatch(/Expected a Tron address/)
    const given = await api.post(link, { address: ADDRESS }, storeConfig())
    expect(given.status).toBe(200)
    expect((await api.post(link, { address: ADDRESS }, storeConfig())).status).toBe(410)
    expect((await api.get(link, storeConfig())).status).toBe(410)

    const sentBefore = sandbox.current.countRequests(OUT)
    const tooMuch = await api.post(
      `/admin/cryptocloud/refunds/${refund.id}/payout`,
      { amount: new BigNumber(refund.crypto_amount).plus("0.000001").toFixed() },
      admin.config
    )
    expect(tooMuch.status).toBe(400)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore)

    const payout = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, {}, admin.config)
    expect(payout.status).toBe(200)
    expect(payout.data.refund).toEqual(
      expect.objectContaining({
        status: "payout_requested",
        address: ADDRESS,
        address_source: "customer",
        withdrawal_id: payout.data.withdrawal.id,
        crypto_paid: refund.crypto_amount,
        crypto_remaining: "0",
        test_mode: false,
      })
    )
    expect(payout.data.withdrawal).toEqual(expect.objectContaining({ status: "sent", refund_id: refund.id, admin_user_id: admin.userId }))
    expect(sandbox.current.listWithdrawals()).toEqual([expect.objectContaining({ amount: refund.crypto_amount, currency: "USDT_TRC20", address: ADDRESS })])
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)
    // Paid out: no longer owed, so the attention item is resolved.
    const open = (await api.get(`/admin/cryptocloud/attention?order_id=${orderId}`, admin.config)).data.attention_items
    expect(open.filter((i: any) => i.kind === "refund_owed")).toEqual([])
    const twice = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, {}, admin.config)
    expect(twice.status).toBe(409) // never twice
    expect(twice.data).toEqual(expect.objectContaining({ code: "refund_not_owed" }))
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore + 1)
  })

  it("JPY and an overpaid invoice: the crypto amount follows the invoice's own rate", async () => {
    const jpy = await refundedOrder("jpy", "exact", 1000)
    expect(jpy.refund).toEqual(expect.objectContaining({ amount: "1000", currency_code: "JPY", crypto_amount: expectedCrypto(1000, jpy.invoice, 6) }))
    const over = await refundedOrder("eur", "overpay", 20)
    // The surplus is not part of the rate: a full refund of the order returns the invoice amount.
    expect(over.refund.crypto_amount).toBe(expectedCrypto(20, over.invoice, 6))
    expect(new BigNumber(over.refund.crypto_amount).lte(over.invoice.amount!)).toBe(true)
  })

  it("the merchant types the address; an invalid one per network is refused and nothing is sent", async () => {
    const { refund } = await refundedOrder("usd", "exact", 5)
    const sentBefore = sandbox.current.countRequests(OUT)
    const bad = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, { address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF" }, admin.config)
    expect(bad.status).toBe(400)
    expect(bad.data.message).toMatch(/Expected a Tron address/)
    const none = await api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, {}, admin.config)
    expect(none.status).toBe(400)
    expect(none.data.message).toMatch(/no payout address yet/)
    expect(sandbox.current.countRequests(OUT)).toBe(sentBefore)
  })

  it("customers are e-mailed once each: a partial payment (the rest to pay), expiry with money on it, a late payment", async () => {
    const mails = async (template: string) => await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ channel: "email", template })
    const reconcile = () => reconcileCryptoCloudInvoices(getContainer())
    const shop = storefront(api, store)

    // The customer shopped in Turkish (the storefront set the cart's locale): the e-mail's texts are Turkish.
    const turkishCart = await shop.createCart("eur")
    expect((await shop.call("post", `/store/carts/${turkishCart}`, { locale: "tr-TR" })).status).toBe(200)
    const partial = await shop.initiateSession(turkishCart)
    await sandbox.current.pay(partial.data.uuid, "partial", { postback: false })
    await reconcile()
    const [mail] = await waitFor(
      async () => {
        const found = (await mails("cryptocloud-partial-payment")).filter((m: any) => m.data.invoice_uuid === partial.data.uuid)
        return found.length ? found : null
      },
      { what: "the partial payment e-mail" }
    )
    const invoice = sandbox.current.getInvoice(partial.data.uuid)!
    expect(mail).toEqual(expect.objectContaining({ to: "buyer@example.com" }))
    expect(mail.data).toEqual(
      expect.objectContaining({ pay_url: invoice.link, amount_paid: invoice.amountPaid, currency: "USDT_TRC20", amount_missing: expect.any(String) })
    )
    const turkish = wordsOf("tr").email.partialPayment
    expect(mail.data).toEqual(expect.objectContaining({ locale: "tr", dir: "ltr", subject: turkish.subject, intro: turkish.intro }))

    sandbox.current.expire(partial.data.uuid)
    await reconcile()
    await reconcile() // the second pass finds nothing new: no second e-mail
    await waitFor(async () => (await mails("cryptocloud-expired-with-payment")).some((m: any) => m.data.invoice_uuid === partial.data.uuid), {
      what: "the expiry e-mail",
    })

    const late = await shop.checkout("eur")
    sandbox.current.expire(late.data.uuid)
    await reconcile()
    await sandbox.current.pay(late.data.uuid, "exact", { postback: false })
    await reconcile()
    await waitFor(async () => (await mails("cryptocloud-late-payment")).some((m: any) => m.data.invoice_uuid === late.data.uuid && m.data.order_id), {
      what: "the late payment e-mail",
    })

    for (const template of ["cryptocloud-partial-payment", "cryptocloud-expired-with-payment", "cryptocloud-late-payment"]) {
      const sent = (await mails(template)).filter((m: any) => [partial.data.uuid, late.data.uuid].includes(m.data.invoice_uuid))
      expect(sent).toHaveLength(1)
    }
  })

  describe("the customer's refund page: GET|POST /cryptocloud/refund/:token (HTML, no publishable key)", () => {
    const PAGE_ADDRESS = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW"
    const TYPO = PAGE_ADDRESS.slice(0, -1) + "N" // one character changed: the base58check checksum fails
    const html = (headers: Record<string, string> = {}) => ({ headers, responseType: "text" as const, validateStatus: () => true })
    const submit = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      api.post(path, new URLSearchParams(fields).toString(), html({ "content-type": "application/x-www-form-urlencoded", ...headers }))
    const pageKind = (body: string) => /<main data-page="([a-z_]+)"/.exec(body)?.[1]
    /** A refund owed and the path of its link, as the address request answers it. */
    const linkOfNewRefund = async () => {
      const { orderId, refund } = await refundedOrder("eur", "exact", 5)
      const request = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, admin.config)
      expect(request.status).toBe(200)
      const url = new URL(request.data.url)
      const token = url.pathname.split("/").pop()!
      return { orderId, refund, token, path: url.pathname }
    }

    it("form → a typo refused in words → confirmation repeating the address → done; the admin sees it; the link is used up", async () => {
      const { orderId, refund, token, path } = await linkOfNewRefund()
      expect(path).toBe(`/cryptocloud/refund/${token}`) // the default link: the plugin's own page

      const shown = await api.get(path, html())
      expect(shown.status).toBe(200)
      expect(shown.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(shown.headers).toEqual(
        expect.objectContaining({
          "referrer-policy": "no-referrer",
          "x-frame-options": "DENY",
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
          "x-robots-tag": "noindex",
        })
      )
      const csp = String(shown.headers["content-security-policy"])
      for (const directive of ["default-src 'none'", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"]) expect(csp).toContain(directive)
      expect(csp).toMatch(/style-src 'sha256-[^']+'/)
      expect(shown.data).toContain('<meta name="robots" content="noindex">')
      expect(shown.data).toMatch(/<html lang="en" dir="ltr">/)
      expect(pageKind(shown.data)).toBe("form")
      expect(shown.data).toContain(`${refund.crypto_amount} USDT on Tron (TRC-20)`)
      expect(shown.data).not.toMatch(/buyer@example.com|order_|Ada|<script/)

      const typo = await submit(path, { address: TYPO, step: "check" })
      expect(typo.status).toBe(422)
      expect(pageKind(typo.data)).toBe("form")
      expect(typo.data).toContain("This address has a typo")
      expect(typo.data).toContain(`value="${TYPO}"`)

      const checked = await submit(path, { address: ` ${PAGE_ADDRESS} `, step: "check" })
      expect(checked.status).toBe(200)
      expect(pageKind(checked.data)).toBe("confirm")
      expect(checked.data).toContain(`<input type="hidden" name="address" value="${PAGE_ADDRESS}">`)
      expect(checked.data).toContain("<span>TJCn</span><span>KsPa</span>")
      // Checked, not yet given: the refund still waits for the address.
      const before = (await api.get(`/admin/cryptocloud/refunds?order_id=${orderId}`, admin.config)).data.refunds[0]
      expect(before).toEqual(expect.objectContaining({ id: refund.id, status: "awaiting_address", address: null }))

      const done = await submit(path, { address: PAGE_ADDRESS, step: "confirm" })
      expect(done.status).toBe(200)
      expect(pageKind(done.data)).toBe("done")
      expect(done.data).toContain(`The shop will send ${refund.crypto_amount} USDT on Tron (TRC-20) to this address:`)
      const after = (await api.get(`/admin/cryptocloud/refunds?order_id=${orderId}`, admin.config)).data.refunds[0]
      expect(after).toEqual(expect.objectContaining({ id: refund.id, status: "awaiting_payout", address: PAGE_ADDRESS, address_source: "customer" }))

      const again = await api.get(path, html())
      expect(again.status).toBe(410)
      expect(pageKind(again.data)).toBe("used")
      expect(again.data).toContain("This link has already been used")
      expect(again.headers["cache-control"]).toBe("no-store")
      const twice = await submit(path, { address: PAGE_ADDRESS, step: "confirm" })
      expect(twice.status).toBe(410)
      // One link, one state: the JSON store route agrees.
      expect((await api.get(`/store/cryptocloud/refund-address/${token}`, storeConfig())).status).toBe(410)
    })

    it("in Russian from Accept-Language, ?lang= switches; a wrong network, a replaced link and a broken token each get their page", async () => {
      const { path } = await linkOfNewRefund()
      const russian = { "accept-language": "ru-RU,ru;q=0.9,en;q=0.5" }

      const shown = await api.get(path, html(russian))
      expect(shown.status).toBe(200)
      expect(shown.data).toMatch(/<html lang="ru" dir="ltr">/)
      expect(shown.data).toContain("Куда отправить возврат?")
      expect(shown.data).toMatch(/USDT в сети Tron \(TRC-20\)/)
      const english = await api.get(`${path}?lang=en`, html(russian))
      expect(english.data).toMatch(/<html lang="en" dir="ltr">/)
      const arabic = await api.get(`${path}?lang=ar`, html(russian))
      expect(arabic.data).toMatch(/<html lang="ar" dir="rtl">/)
      expect(arabic.data).toContain(wordsOf("ar").refund.form.title)

      const evm = await submit(path, { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", step: "check" }, russian)
      expect(evm.status).toBe(422)
      expect(evm.data).toContain("Похоже, это адрес сети Ethereum (или другой EVM-сети), а возврат отправляется в сети Tron.")
      const typo = await submit(path, { address: TYPO }, russian) // Enter in the field: no button named
      expect(typo.status).toBe(422)
      expect(typo.data).toContain("В адресе опечатка")
      const confirm = await submit(path, { address: PAGE_ADDRESS, step: "check" }, russian)
      expect(confirm.data).toContain("Подтвердить")
      const change = await submit(path, { address: PAGE_ADDRESS, step: "change" }, russian)
      expect(pageKind(change.data)).toBe("form")
      expect(change.data).toContain(`value="${PAGE_ADDRESS}"`)

      // Not one of the page's forms: an HTML answer, never Medusa's JSON error.
      const json = await api.post(path, { address: PAGE_ADDRESS }, html(russian))
      expect(json.status).toBe(400)
      expect(json.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(json.data).toContain("Не удалось прочитать форму")

      const broken = await api.get("/cryptocloud/refund/not-a-token", html(russian))
      expect(broken.status).toBe(404)
      expect(broken.data).toContain("Ссылка недействительна")
      expect(broken.headers["content-security-policy"]).toContain("default-src 'none'")
    })

    it("with no language from the order or the browser, the project's locale setting (the store default) decides", async () => {
      const { path } = await linkOfNewRefund()
      expect((await api.post("/admin/cryptocloud/settings", { locale: "de" }, admin.config)).status).toBe(200)
      try {
        const german = await api.get(path, html({ "accept-language": "sw-KE" }))
        expect(german.data).toMatch(/<html lang="de" dir="ltr">/)
        expect(german.data).toContain(wordsOf("de").refund.form.title)
        const japanese = await api.get(path, html({ "accept-language": "ja-JP,ja;q=0.9" }))
        expect(japanese.data).toMatch(/<html lang="ja" dir="ltr">/)
      } finally {
        expect((await api.post("/admin/cryptocloud/settings", { locale: null }, admin.config)).status).toBe(200)
      }
    })

    it("an order placed from a cart in Japanese: its pages and e-mails speak Japanese, whatever the browser says", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      expect((await shop.call("post", `/store/carts/${cartId}`, { locale: "ja-JP" })).status).toBe(200)
      const checkout = await shop.initiateSession(cartId)
      await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
      const completed = await shop.complete(cartId)
      const orderId = completed.data.order.id as string
      expect(await customerLocaleOf(getContainer(), { orderId })).toBe("ja-JP")
      const speech = await customerSpeech(getContainer(), { orderId }, { acceptLanguage: "de-DE" })
      expect(speech).toEqual(expect.objectContaining({ language: "ja", tag: "ja", dir: "ltr" }))
    })

    it("a link replaced by a new request is used up; the new one works", async () => {
      const { refund, path } = await linkOfNewRefund()
      const renewed = await api.post(`/admin/cryptocloud/refunds/${refund.id}/address-request`, {}, admin.config)
      const old = await api.get(path, html())
      expect(old.status).toBe(410)
      expect(old.data).toContain("ask the shop for a new link")
      expect((await api.get(new URL(renewed.data.url).pathname, html())).status).toBe(200)
      // A link past its 7 days (signed here as the plugin signs them, already expired).
      const secret = getContainer().resolve<{ getOptions(): { secretKey: string } }>("cryptocloud").getOptions().secretKey
      const { token: expired } = await signAddressToken(secret, refund.id, new Date(Date.now() - 1000))
      const late = await api.get(`/cryptocloud/refund/${expired}`, html())
      expect(late.status).toBe(410)
      expect(late.data).toContain("This link has expired")
    })
  })
})
