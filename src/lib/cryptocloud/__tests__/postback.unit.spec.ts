import { cleanPostbackToken, readPostbackBody, verifyPostback } from "../postback"

const SECRET = "project-secret"
const enc = (s: string) => new TextEncoder().encode(s)

async function sign(claims: Record<string, unknown>, { secret = SECRET, alg = "HS256", expiresIn = "5m" } = {}) {
  const { SignJWT } = await import("jose")
  let jwt = new SignJWT(claims).setProtectedHeader({ alg, typ: "JWT" }).setIssuedAt()
  if (expiresIn) jwt = jwt.setExpirationTime(expiresIn)
  return jwt.sign(enc(secret))
}

function unsigned(claims: Record<string, unknown>) {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url")
  return `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`
}

const body = (token: unknown, invoice_id = "AB12CD34") => ({
  status: "success",
  invoice_id,
  amount_crypto: 10,
  currency: "USDT_TRC20",
  order_id: "payses_1",
  token,
})

describe("verifyPostback", () => {
  it("accepts a fresh HS256 token bound to the body's invoice id (with or without INV-)", async () => {
    const token = await sign({ id: "INV-AB12CD34" })
    await expect(verifyPostback(body(token), { secret: SECRET })).resolves.toEqual({
      ok: true,
      invoiceId: "INV-AB12CD34",
      orderId: "payses_1",
    })
    const bare = await sign({ id: "AB12CD34" })
    await expect(verifyPostback(body(bare, "INV-AB12CD34"), { secret: SECRET })).resolves.toMatchObject({ ok: true })
  })

  it.each([
    ["wrong secret", async () => sign({ id: "INV-AB12CD34" }, { secret: "other" }), "bad_signature"],
    ["alg none", async () => unsigned({ id: "INV-AB12CD34", exp: Math.floor(Date.now() / 1000) + 60 }), "bad_algorithm"],
    ["HS512", async () => sign({ id: "INV-AB12CD34" }, { alg: "HS512" }), "bad_algorithm"],
    ["expired", async () => sign({ id: "INV-AB12CD34", exp: Math.floor(Date.now() / 1000) - 3600 }, { expiresIn: "" }), "expired"],
    ["no expiry", async () => sign({ id: "INV-AB12CD34" }, { expiresIn: "" }), "no_expiry"],
    ["token for another invoice", async () => sign({ id: "INV-ZZ99ZZ99" }), "invoice_mismatch"],
    ["token without an invoice id", async () => sign({ sub: "x" }), "invoice_mismatch"],
    ["garbage token", async () => "not-a-jwt", "bad_token"],
    ["missing token", async () => undefined, "no_token"],
  ])("refuses %s", async (_name, makeToken, reason) => {
    await expect(verifyPostback(body(await makeToken()), { secret: SECRET })).resolves.toEqual({ ok: false, reason })
  })

  it("refuses a body without an invoice id and a missing body", async () => {
    const token = await sign({ id: "INV-AB12CD34" })
    await expect(verifyPostback({ token }, { secret: SECRET })).resolves.toEqual({ ok: false, reason: "no_invoice_id" })
    await expect(verifyPostback(null, { secret: SECRET })).resolves.toEqual({ ok: false, reason: "no_body" })
  })

  it("tolerates tokens delivered as Python bytes literals or in quotes", async () => {
    const token = await sign({ id: "INV-AB12CD34" })
    for (const wrapped of [`b"${token}"`, `b'${token}'`, `"${token}"`, ` ${token} `]) {
      expect(cleanPostbackToken(wrapped)).toBe(token)
      await expect(verifyPostback(body(wrapped), { secret: SECRET })).resolves.toMatchObject({ ok: true })
    }
  })
})

describe("readPostbackBody", () => {
  it("uses an already parsed body", () => {
    expect(readPostbackBody({ a: "1" })).toEqual({ a: "1" })
  })
  it("parses raw JSON and urlencoded bytes when the framework did not", () => {
    expect(readPostbackBody({}, Buffer.from('{"invoice_id":"AB12CD34"}'))).toEqual({ invoice_id: "AB12CD34" })
    expect(readPostbackBody(undefined, "invoice_id=AB12CD34&token=x.y.z")).toEqual({ invoice_id: "AB12CD34", token: "x.y.z" })
  })
  it("returns null for nothing usable", () => {
    expect(readPostbackBody(undefined, "")).toBeNull()
    expect(readPostbackBody({}, Buffer.from("[1,2]"))).toBeNull()
  })
})
