/**
 * Customer links are built on a configured public address, never on request headers: the
 * `publicUrl` option, else Medusa's absolute `admin.backendUrl`, else nothing (the route refuses).
 */
import { customerLinkBase, isPublicUrl } from "../public-url"

describe("customerLinkBase", () => {
  it("publicUrl wins, without its trailing slash; a path prefix is kept", () => {
    expect(customerLinkBase("https://api.shop.example/", "https://other.example")).toBe("https://api.shop.example")
    expect(customerLinkBase("https://shop.example/medusa/", undefined)).toBe("https://shop.example/medusa")
  })

  it("else Medusa's admin.backendUrl when it is an absolute http(s) URL", () => {
    expect(customerLinkBase(undefined, "https://backend.shop.example")).toBe("https://backend.shop.example")
    expect(customerLinkBase(undefined, "/")).toBeNull() // Medusa's default: says nothing
    expect(customerLinkBase(undefined, "")).toBeNull()
    expect(customerLinkBase(undefined, undefined)).toBeNull()
    expect(customerLinkBase(undefined, "javascript:alert(1)")).toBeNull()
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
