/**
 * The reasons a developer gets when the crypto checkout fails (console in development, and the
 * components' developer note): each names what to fix.
 */
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import Medusa, { FetchError } from "@medusajs/js-sdk"
import { configProblem, explainFailure, reportFailure } from "../diagnose"
import { CryptoCheckout } from "../react/crypto-checkout"
import { EN } from "../react/strings"

const ok = () => new Medusa({ baseUrl: "http://localhost:9000", publishableKey: "pk_test" })

describe("configProblem", () => {
  it("backend URL not set: a client made from an unset env var (the Next.js starter's MEDUSA_BACKEND_URL is server-only)", () => {
    const sdk = new Medusa({ baseUrl: process.env.CC_TEST_UNSET_BACKEND_URL as string, publishableKey: "pk_test" })
    const problem = configProblem(sdk)
    expect(problem).toMatch(/^backend URL not set/)
    expect(problem).toContain("NEXT_PUBLIC_MEDUSA_BACKEND_URL")
  })

  it("a relative or odd base URL, a missing publishable key, no client at all", () => {
    expect(configProblem(new Medusa({ baseUrl: "localhost:9000", publishableKey: "pk" }))).toMatch(/not an absolute http\(s\) URL/)
    expect(configProblem(new Medusa({ baseUrl: "http://localhost:9000" }))).toMatch(/^publishable API key not set/)
    expect(configProblem(undefined)).toMatch(/no @medusajs\/js-sdk client/)
    expect(configProblem(ok())).toBeNull()
  })
})

describe("explainFailure", () => {
  it("a 404 from the plugin's routes: the wrong server, or the plugin not registered", () => {
    const reason = explainFailure(new FetchError("Not Found", "Not Found", 404), ok(), "Loading the payment currencies (GET /store/cryptocloud/currencies)")
    expect(reason).toContain("http://localhost:9000 answered 404")
    expect(reason).toContain("`plugins` in its medusa-config.ts")
  })

  it("a network failure (a stopped server, or CORS): where it tried and what to check", () => {
    const reason = explainFailure(new TypeError("Failed to fetch"), ok(), "Creating the invoice")
    expect(reason).toContain("could not reach the Medusa backend at http://localhost:9000 (Failed to fetch)")
    expect(reason).toContain("STORE_CORS")
  })

  it("any other HTTP answer keeps the server's message and status", () => {
    const reason = explainFailure(
      new FetchError("Payment providers with ids pp_cryptocloud_cryptocloud not found", "Not Found", 404),
      ok(),
      "Creating the invoice"
    )
    expect(reason).toBe("Creating the invoice failed: HTTP 404 from http://localhost:9000: Payment providers with ids pp_cryptocloud_cryptocloud not found")
  })
})

describe("reportFailure and the components", () => {
  let logged: unknown[][]
  let spy: jest.SpyInstance
  beforeEach(() => {
    logged = []
    spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args))
  })
  afterEach(() => spy.mockRestore())

  it("logs to the console with the package's name when debugging, stays quiet otherwise", () => {
    const error = new TypeError("Failed to fetch")
    reportFailure(error, ok(), "Reading the status", true)
    expect(String(logged[0][0])).toMatch(/^\[medusa-payment-cryptocloud\] Reading the status failed: could not reach/)
    expect(logged[0][1]).toBe(error)
    reportFailure(error, ok(), "Reading the status", false)
    expect(logged).toHaveLength(1)
  })

  it("<CryptoCheckout> without a backend URL says so at once (developer note) and logs it; a shopper sees only the message", () => {
    const sdk = new Medusa({ baseUrl: undefined as unknown as string, publishableKey: "pk_test" })
    const cart = { id: "cart_1" } as never
    const dev = renderToStaticMarkup(createElement(CryptoCheckout, { sdk, cart, onComplete: () => undefined, debug: true }))
    expect(dev).toContain('data-phase="error"')
    expect(dev).toContain(EN.failed)
    expect(dev).toContain("backend URL not set")
    expect(String(logged[0][0])).toContain("backend URL not set")
    const prod = renderToStaticMarkup(createElement(CryptoCheckout, { sdk, cart, onComplete: () => undefined, debug: false }))
    expect(prod).toContain(EN.failed)
    expect(prod).not.toContain("backend URL not set")
  })
})
