/** The refund routes' token never reaches Medusa's access log: what the log reads is rewritten. */
import { hideRefundToken, redactToken, TOKEN_PLACEHOLDER } from "../hide-token"

const TOKEN = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyaWQiOiJjY3JlZl8xIn0.c2lnbmF0dXJl-_x"

describe("redactToken", () => {
  it("replaces the token in a path, a query and a full URL", () => {
    expect(redactToken(`/store/cryptocloud/refund-address/${TOKEN}`, TOKEN)).toBe("/store/cryptocloud/refund-address/…")
    expect(redactToken(`/cryptocloud/refund/${TOKEN}?lang=ru`, TOKEN)).toBe("/cryptocloud/refund/…?lang=ru")
    expect(redactToken(`https://shop.example/refund?t=${TOKEN}#x`, TOKEN)).toBe("https://shop.example/refund?t=…#x")
    expect(redactToken(`https://shop.example/refund-address/${TOKEN}`, TOKEN)).toBe(`https://shop.example/refund-address/${TOKEN_PLACEHOLDER}`)
  })

  it("replaces a path segment that only decodes to the token (percent-encoded characters)", () => {
    const encoded = TOKEN.replace(/-/g, "%2D").replace(/\./g, "%2E")
    expect(redactToken(`/store/cryptocloud/refund-address/${encoded}`, TOKEN)).toBe("/store/cryptocloud/refund-address/…")
  })

  it("leaves other text alone, also a malformed escape, and does nothing without a token", () => {
    expect(redactToken("/store/cryptocloud/refund-address/%E0%A4%A", TOKEN)).toBe("/store/cryptocloud/refund-address/%E0%A4%A")
    expect(redactToken("/admin/orders?x=1", TOKEN)).toBe("/admin/orders?x=1")
    expect(redactToken(`/x/${TOKEN}`, "")).toBe(`/x/${TOKEN}`)
  })
})

describe("hideRefundToken", () => {
  const request = (headers: Record<string, string> = {}) =>
    ({ params: { token: TOKEN }, originalUrl: `/cryptocloud/refund/${TOKEN}?lang=en`, url: `/cryptocloud/refund/${TOKEN}?lang=en`, headers }) as any

  it("rewrites originalUrl and the Referer, and keeps url and the param the route reads", () => {
    const req = request({ referer: `https://shop.example/refund-address/${TOKEN}` })
    hideRefundToken(req)
    expect(req.originalUrl).toBe("/cryptocloud/refund/…?lang=en")
    expect(req.headers.referer).toBe("https://shop.example/refund-address/…")
    expect(req.url).toContain(TOKEN)
    expect(req.params.token).toBe(TOKEN)
  })

  it("is harmless without a token param or a Referer", () => {
    const req = { params: {}, originalUrl: "/cryptocloud/refund/", headers: {} } as any
    hideRefundToken(req)
    expect(req.originalUrl).toBe("/cryptocloud/refund/")
    const other = request()
    hideRefundToken(other)
    expect(other.headers).toEqual({})
  })
})
