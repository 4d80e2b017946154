import type { Sandbox } from "../types"
import { Receiver, SHOP_ID, call, closeWithReceiver, createInvoice, info, jose, resetWithReceiver, secretBytes, startWithReceiver } from "./helpers"

async function verify(token: string, secret?: string) {
  const { jwtVerify } = await jose()
  return jwtVerify(token, secretBytes(secret), { algorithms: ["HS256"] })
}

describe("sandbox postbacks", () => {
  let sb: Sandbox
  let rx: Receiver
  beforeAll(async () => {
    ;({ sb, rx } = await startWithReceiver((rx) => ({ postbackUrl: rx.url })))
  })
  afterAll(() => closeWithReceiver(sb, rx))
  beforeEach(() => {
    resetWithReceiver(sb, rx)
    sb.setPostbackUrl(rx.url, "json")
  })

  it("sends a JSON postback with a HS256 token bound to the invoice", async () => {
    const inv = await createInvoice(sb, { amount: "25", order_id: "order-42" })
    await sb.pay(inv.uuid, "exact")
    await sb.flushPostbacks()
    expect(rx.received).toHaveLength(1)
    const pb = rx.received[0]
    expect(pb.contentType).toBe("application/json")
    expect(pb.fields).toMatchObject({
      status: "success",
      invoice_id: inv.uuid.slice(4),
      amount_crypto: 25,
      currency: "USDT_TRC20",
      order_id: "order-42",
    })
    const { payload, protectedHeader } = await verify(pb.fields.token)
    expect(protectedHeader.alg).toBe("HS256")
    expect(payload.id).toBe(inv.uuid)
    expect((payload.exp as number) - (payload.iat as number)).toBe(300)
    expect(pb.fields.invoice_info).toEqual(await info(sb, inv.uuid))
    expect(sb.postbacks).toEqual([expect.objectContaining({ invoiceUuid: inv.uuid, outcome: "sent", responseStatus: 200, format: "json", url: rx.url })])
    expect(sb.postbacks[0].body).toEqual(pb.fields)
  })

  it("sends urlencoded postbacks with invoice_info as a JSON string", async () => {
    sb.setPostbackUrl(rx.url, "urlencoded")
    const inv = await createInvoice(sb)
    await sb.pay(inv.uuid, "overpay")
    await sb.flushPostbacks()
    const pb = rx.received[0]
    expect(pb.contentType).toBe("application/x-www-form-urlencoded")
    expect(pb.fields.invoice_id).toBe(inv.uuid.slice(4))
    expect(pb.fields.amount_crypto).toBe("12")
    expect(pb.fields.order_id).toBe("None")
    expect(JSON.parse(pb.fields.invoice_info).status).toBe("overpaid")
    expect((await verify(pb.fields.token)).payload.id).toBe(inv.uuid)
  })

  it("notifies partial payments, never expiry or cancel", async () => {
    const a = await createInvoice(sb)
    const b = await createInvoice(sb)
    await sb.pay(a.uuid, "partial")
    sb.expire(b.uuid)
    await call(sb, "/v2/invoice/merchant/canceled", { uuid: (await createInvoice(sb)).uuid })
    await sb.flushPostbacks()
    expect(rx.received.map((r) => r.fields.invoice_info.status)).toEqual(["partial"])
  })

  it("signs a new token per delivery and can forge tokens for tests", async () => {
    const inv = await createInvoice(sb)
    await sb.pay(inv.uuid, "exact")
    const other = await sb.buildPostback(inv.uuid, { secret: "wrong-secret" })
    await expect(verify(other.token as string)).rejects.toThrow()
    await expect(verify(other.token as string, "wrong-secret")).resolves.toBeDefined()
    const expired = await sb.buildPostback(inv.uuid, { expiresInSeconds: -10 })
    await expect(verify(expired.token as string)).rejects.toMatchObject({ code: "ERR_JWT_EXPIRED" })
    const [resent] = await sb.sendPostback(inv.uuid, { format: "urlencoded" })
    expect(resent).toMatchObject({ outcome: "sent", format: "urlencoded" })
    await sb.flushPostbacks()
    expect(rx.received).toHaveLength(2)
  })

  it("drops the next n postbacks", async () => {
    sb.setPostbackFaults({ drop: 1 })
    const a = await createInvoice(sb)
    const b = await createInvoice(sb)
    await sb.pay(a.uuid, "exact")
    await sb.pay(b.uuid, "exact")
    await sb.flushPostbacks()
    expect(rx.received.map((r) => r.fields.invoice_id)).toEqual([b.uuid.slice(4)])
    expect(sb.postbacks.map((p) => [p.invoiceUuid, p.outcome])).toEqual([
      [a.uuid, "dropped"],
      [b.uuid, "sent"],
    ])
  })

  it("duplicates the next n postbacks, each copy with its own token", async () => {
    sb.setPostbackFaults({ duplicate: { next: 1, copies: 3 } })
    const a = await createInvoice(sb)
    await sb.pay(a.uuid, "exact")
    const b = await createInvoice(sb)
    await sb.pay(b.uuid, "exact")
    await sb.flushPostbacks()
    expect(rx.received.map((r) => r.fields.invoice_id)).toEqual([a, a, a, b].map((i) => i.uuid.slice(4)))
    for (const r of rx.received) await verify(r.fields.token)
  })

  it("reorders: holds postbacks and delivers them reversed, each with its own moment's state", async () => {
    sb.setPostbackFaults({ reorder: { count: 2 } })
    const inv = await createInvoice(sb)
    await sb.pay(inv.uuid, "partial")
    await sb.flushPostbacks()
    expect(rx.received).toHaveLength(0) // held
    await sb.pay(inv.uuid, "exact")
    await sb.flushPostbacks()
    expect(rx.received.map((r) => r.fields.invoice_info.status)).toEqual(["paid", "partial"])
    expect(rx.received.map((r) => r.fields.amount_crypto)).toEqual([10, 5])
  })

  it("clearFaults releases held postbacks in their original order", async () => {
    sb.setPostbackFaults({ reorder: { count: 5 } })
    const a = await createInvoice(sb)
    const b = await createInvoice(sb)
    await sb.pay(a.uuid, "exact")
    await sb.pay(b.uuid, "exact")
    sb.clearFaults()
    await sb.flushPostbacks()
    expect(rx.received.map((r) => r.fields.invoice_id)).toEqual([a.uuid.slice(4), b.uuid.slice(4)])
  })

  it("records postbacks without a URL, and failures", async () => {
    sb.setPostbackUrl(null)
    const a = await createInvoice(sb)
    await sb.pay(a.uuid, "exact")
    sb.setPostbackUrl("http://127.0.0.1:1/nowhere")
    const b = await createInvoice(sb)
    await sb.pay(b.uuid, "exact")
    await sb.flushPostbacks()
    expect(sb.postbacks.map((p) => p.outcome)).toEqual(["recorded", "failed"])
    const skipped = await createInvoice(sb)
    await sb.pay(skipped.uuid, "exact", { postback: false })
    await sb.flushPostbacks()
    expect(sb.postbacks).toHaveLength(2)
  })

  it("static wallet deposits send order_id = identify", async () => {
    await call(sb, "/v2/invoice/static/create", { shop_id: SHOP_ID, currency: "USDT_TRC20", identify: "wallet-owner" })
    const inv = await sb.depositToStaticWallet("wallet-owner", "12.5")
    await sb.flushPostbacks()
    expect(rx.received[0].fields).toMatchObject({ order_id: "wallet-owner", amount_crypto: 12.5, invoice_id: inv.uuid.slice(4), currency: "USDT_TRC20" })
  })
})

describe("sandbox postbacks without partial notifications", () => {
  let sb: Sandbox
  let rx: Receiver
  beforeAll(async () => {
    ;({ sb, rx } = await startWithReceiver((rx) => ({ postbackUrl: rx.url, postbackOnPartial: false, postbackFormat: "urlencoded" })))
  })
  afterAll(() => closeWithReceiver(sb, rx))

  it("skips partial, notifies paid", async () => {
    const inv = await createInvoice(sb)
    await sb.pay(inv.uuid, "partial")
    await sb.pay(inv.uuid, "exact")
    await sb.flushPostbacks()
    expect(rx.received.map((r) => JSON.parse(r.fields.invoice_info).status)).toEqual(["paid"])
  })
})
