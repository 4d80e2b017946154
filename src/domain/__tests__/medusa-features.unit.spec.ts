import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { hasPendingAuthorization } from "../medusa-features"
import { validateOptions } from "../options"

describe("Medusa feature detection", () => {
  it("pending_authorization: present in the Medusa the plugin is built against, absent in an older enum", () => {
    expect(hasPendingAuthorization()).toBe(true)
    const { PENDING_AUTHORIZATION: _, ...older } = PaymentSessionStatus as Record<string, string>
    expect(hasPendingAuthorization(older)).toBe(false)
  })

  it("orderFlow before_payment is accepted where Medusa has pending_authorization", () => {
    expect(validateOptions({ apiKey: "k", shopId: "s", secretKey: "x", orderFlow: "before_payment" }).orderFlow).toBe("before_payment")
  })

  it("on a Medusa without pending_authorization, orderFlow before_payment is refused with the reason (after_payment still works)", () => {
    jest.isolateModules(() => {
      jest.doMock("@medusajs/framework/utils", () => {
        const actual = jest.requireActual("@medusajs/framework/utils")
        const { PENDING_AUTHORIZATION: _, ...older } = actual.PaymentSessionStatus
        return { ...actual, PaymentSessionStatus: older }
      })
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after jest.doMock, in the isolated registry, to see the older Medusa
      const { validateOptions: validateOnOlder } = require("../options")
      const base = { apiKey: "k", shopId: "s", secretKey: "x" }
      expect(() => validateOnOlder({ ...base, orderFlow: "before_payment" })).toThrow(/needs Medusa 2\.18 or newer/)
      expect(validateOnOlder({ ...base, orderFlow: "after_payment" }).orderFlow).toBe("after_payment")
    })
    jest.dontMock("@medusajs/framework/utils")
  })
})
