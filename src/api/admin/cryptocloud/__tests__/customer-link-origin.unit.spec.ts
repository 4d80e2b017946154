/**
 * Links for customers (the pay link, the refund page's default link) are built on the configured
 * public address and never on the request's headers; with none configured the admin is told which
 * option to set.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { CRYPTOCLOUD_MODULE } from "../../../../modules/cryptocloud"
import { customerLinkOrigin } from "../helpers"

function request(publicUrl: string | undefined, backendUrl: string | undefined): MedusaRequest {
  const headers = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" }
  const scope = {
    resolve: (key: string) => {
      if (key === CRYPTOCLOUD_MODULE) return { getOptions: () => ({ publicUrl }) }
      if (key === ContainerRegistrationKeys.CONFIG_MODULE) return { admin: { backendUrl } }
      throw new Error(`unexpected ${key}`)
    },
  }
  return {
    headers,
    get: (name: string) => headers[name.toLowerCase() as keyof typeof headers],
    protocol: "http",
    scope,
    socket: { localPort: 9321 },
  } as unknown as MedusaRequest
}

describe("customerLinkOrigin", () => {
  it("the publicUrl option, whatever the request's headers say", () => {
    expect(customerLinkOrigin(request("https://api.shop.example/", "https://other.example"), "pay link")).toBe("https://api.shop.example")
  })

  it("else Medusa's admin.backendUrl when absolute", () => {
    expect(customerLinkOrigin(request(undefined, "https://backend.shop.example"), "pay link")).toBe("https://backend.shop.example")
  })

  it("neither, outside production: this server on localhost at the port its socket answered on, never the forwarded host", () => {
    expect(process.env.NODE_ENV).not.toBe("production")
    expect(customerLinkOrigin(request(undefined, "/"), "pay link")).toBe("http://localhost:9321")
  })

  it('neither, in production (Medusa\'s default backendUrl is "/"): a 400 naming the option, never the forwarded host', () => {
    let error: unknown
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = "production"
    try {
      customerLinkOrigin(request(undefined, "/"), "address link", "; or set refundAddressUrl to your storefront's refund page")
    } catch (caught) {
      error = caught
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    expect((error as Error).message).toMatch(
      /^Cannot build the address link: set the CryptoCloud plugin option publicUrl to this Medusa server's public address .*; or set refundAddressUrl /
    )
  })
})
