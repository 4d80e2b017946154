/**
 * The one rule for which hosted pay-page links the storefront package and the admin put in an
 * `href`: https, or plain http on a loopback host (the local sandbox); nothing else.
 */
import { isShownPayLink, payLinkToShow } from "../pay-link"

describe("payLinkToShow", () => {
  it("shows the service's https pay page, and the sandbox's http page on a loopback host", () => {
    expect(payLinkToShow("https://pay.cryptocloud.plus/INV-AB12CD34")).toBe("https://pay.cryptocloud.plus/INV-AB12CD34")
    expect(payLinkToShow("http://127.0.0.1:4010/pay/AB12CD34")).toBe("http://127.0.0.1:4010/pay/AB12CD34")
    expect(payLinkToShow("http://localhost:4010/pay/AB12CD34")).toBe("http://localhost:4010/pay/AB12CD34")
    expect(payLinkToShow("http://LOCALHOST:4010/pay/x")).toBe("http://localhost:4010/pay/x")
    expect(payLinkToShow("http://[::1]:4010/pay/x")).toBe("http://[::1]:4010/pay/x")
  })

  it("never a script, a data URL, plain http on a public host, or what does not parse", () => {
    for (const link of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(document.cookie)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "blob:https://pay.cryptocloud.plus/x",
      "vbscript:msgbox(1)",
      "http://pay.cryptocloud.plus/INV-1",
      "http://localhost.evil.example/pay",
      "http://127.0.0.1.nip.io/pay",
      "ftp://127.0.0.1/pay",
      "//evil.example/pay",
      "/pay/INV-1",
      "not a url",
      "",
      "   ",
      null,
      undefined,
      42,
      { href: "https://pay.cryptocloud.plus/x" },
    ]) {
      expect([link, payLinkToShow(link)]).toEqual([link, null])
      expect(isShownPayLink(link)).toBe(false)
    }
  })
})
