/** Boot-time validation: one case per option, each problem named in one line. */
import { validateOptions } from "../options"

const REQUIRED = { apiKey: "key", shopId: "shop", secretKey: "secret" }
const problem = (options: Record<string, unknown>) => {
  try {
    validateOptions(options)
  } catch (error) {
    return (error as Error).message
  }
  return null
}

describe("validateOptions", () => {
  it("accepts the three required options alone", () => {
    expect(validateOptions(REQUIRED)).toEqual(REQUIRED)
  })

  it.each([
    ["apiKey", "CRYPTOCLOUD_API_KEY"],
    ["shopId", "CRYPTOCLOUD_SHOP_ID"],
    ["secretKey", "CRYPTOCLOUD_SECRET_KEY"],
  ])("%s is required and names %s", (name, env) => {
    const { [name as keyof typeof REQUIRED]: _dropped, ...rest } = REQUIRED
    expect(problem(rest)).toContain(`\`${name}\` is required (set ${env})`)
    expect(problem({ ...REQUIRED, [name]: "  " })).toContain(`\`${name}\` is empty (set ${env})`)
  })

  it("lists every problem, one line each", () => {
    const message = problem({})!
    expect(message.split("\n").filter((l) => l.startsWith("- "))).toHaveLength(3)
  })

  const cases: Array<[string, unknown, unknown, RegExp]> = [
    // [option, a valid value, an invalid value, what the message says]
    ["withdrawalApiKey", "wd-key", 42, /withdrawalApiKey/],
    ["baseUrl", "http://127.0.0.1:4010", "not a url", /`baseUrl` must be an http\(s\) URL/],
    ["timeToPay", { hours: 1, minutes: 30 }, { hours: 0, minutes: 0 }, /`timeToPay` must be longer than zero/],
    ["availableCurrencies", ["BTC", "USDT_TRC20"], ["DOGE"], /`availableCurrencies` may only hold/],
    ["sendCustomerEmail", true, "yes", /`sendCustomerEmail` must be true or false/],
    ["underpaidTolerancePercent", 1, -1, /`underpaidTolerancePercent` must be a number between 0 and/],
    ["locale", "ru", "english", /`locale` must be a language code/],
    ["requestTimeoutMs", 5000, 10, /requestTimeoutMs/],
    ["orderFlow", "before_payment", "later", /`orderFlow` must be "after_payment" or "before_payment"/],
    ["reconciliation", { maxSessionsPerRun: 100 }, true, /`reconciliation` must be false or/],
    ["refundAddressUrl", "https://shop.example/refund/{token}", "https://shop.example/refund", /`refundAddressUrl` must contain \{token\}/],
    [
      "publicUrl",
      "https://api.shop.example",
      "api.shop.example",
      /`publicUrl` must be this Medusa server's public address, an absolute http\(s\) URL .* \(set CRYPTOCLOUD_PUBLIC_URL\)/,
    ],
    ["publicUrl", "http://localhost:9000/", "https://api.shop.example/?x=1", /`publicUrl` must be/],
    ["publicUrl", "https://shop.example/api", "ftp://shop.example", /`publicUrl` must be/],
    ["customerEmails", { partialPayment: false }, { sms: true }, /`customerEmails` must be an object of true\/false/],
  ]
  it.each(cases)("%s: a valid value passes, an invalid one is named", (name, valid, invalid, message) => {
    expect(problem({ ...REQUIRED, [name]: valid })).toBeNull()
    expect(problem({ ...REQUIRED, [name]: invalid })).toMatch(message)
  })

  it("accepts reconciliation: false (the job is off)", () => {
    expect(validateOptions({ ...REQUIRED, reconciliation: false }).reconciliation).toBe(false)
  })

  it("refuses timeToPay beyond 720 hours", () => {
    expect(problem({ ...REQUIRED, timeToPay: { hours: 721, minutes: 0 } })).toMatch(/timeToPay/)
  })
})
