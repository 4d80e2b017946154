/**
 * Customer links are built on a configured public address, never on request headers: the
 * `publicUrl` option, else Medusa's absolute `admin.backendUrl`, else outside production this
 * server on localhost, else (production) nothing: the route refuses.
 */
import { customerLinkBase, isPublicUrl } from "../public-url"

describe("customerLinkBase", () => {
  it("publicUrl wins, without its trailing slash; a path prefix is kept", () => {
    expect(customerLinkBase("https://api.shop.example/", "https://other.example")).toBe("https://api.shop.example")
    expect(customerLinkBase("https://shop.example/medusa/", undefined)).toBe("https://shop.example/medusa")
  })

  it("else Medusa's admin.backendUrl when it is an absolute http(s) URL", () => {
    const production = { nodeEnv: "production" }
    expect(customerLinkBase(undefined, "https://backend.shop.example", production)).toBe("https://backend.shop.example")
    expect(customerLinkBase(undefined, "/", production)).toBeNull() // Medusa's default: says nothing
    expect(customerLinkBase(undefined, "", production)).toBeNull()
    expect(customerLinkBase(undefined, undefined, production)).toBeNull()
    expect(customerLinkBase(undefined, "javascript:alert(1)", production)).toBeNull()
  })

  it("else, outside production, this server on localhost at Medusa's port (PORT, default 9000)", () => {
    expect(customerLinkBase(undefined, "/", { nodeEnv: "development", port: "9100" })).toBe("http://localhost:9100")
    expect(customerLinkBase(undefined, undefined, { nodeEnv: "test" })).toBe("http://localhost:9000")
    expect(customerLinkBase(undefined, undefined, { port: "evil.example" })).toBe("http://localhost:9000")
    expect(customerLinkBase("https://api.shop.example", "/", { nodeEnv: "development" })).toBe("https://api.shop.example")
  })
})

describe("isPublicUrl", () => {
  it.each([
    ["https://api.shop.example", true],
    ["http://localhost:9000", true],
    ["api.shop.example", false],
    ["https://user:pw@api.shop.example", false],
    ["https://api.shop.example/?a=1", false],
    ["https://api.shop.example/#x", false],
    ["ftp://api.shop.example", false],
  ])("%s → %s", (text, ok) => expect(isPublicUrl(text)).toBe(ok))
})
