/** Several projects in one store: the options resolve to one full option set per project, or name what is wrong. */
import { providerOptionsFor, resolveProjects } from "../projects"
import { providerRegistrationsFromConfig, registrationProblems, pluginOptionsFromConfig } from "../project-registrations"

const EU = { apiKey: "eu-key", shopId: "eu-shop", secretKey: "eu-secret", withdrawalApiKey: "eu-wd", name: "Europe" }
const ASIA = { apiKey: "asia-key", shopId: "asia-shop", secretKey: "asia-secret", baseUrl: "http://127.0.0.1:4011" }

const problems = (options: unknown) => {
  const result = resolveProjects(options)
  return result.ok ? [] : result.problems
}

describe("resolveProjects", () => {
  it("one project at the top level stays the simple case", () => {
    const result = resolveProjects({ apiKey: "k", shopId: "s", secretKey: "x", timeToPay: { hours: 2, minutes: 0 } })
    expect(result).toEqual({
      ok: true,
      projects: [{ shopId: "s", name: "s", options: expect.objectContaining({ apiKey: "k", timeToPay: { hours: 2, minutes: 0 } }) }],
    })
  })

  it("gives each project the shared options under its own keys, in the listed order", () => {
    const result = resolveProjects({ projects: [EU, ASIA], orderFlow: "after_payment", locale: "ru" })
    if (!result.ok) throw new Error(result.problems.join("\n"))
    expect(result.projects.map((p) => [p.shopId, p.name])).toEqual([
      ["eu-shop", "Europe"],
      ["asia-shop", "asia-shop"],
    ])
    expect(result.projects[0].options).toMatchObject({ apiKey: "eu-key", secretKey: "eu-secret", withdrawalApiKey: "eu-wd", locale: "ru" })
    expect(result.projects[1].options).toMatchObject({ apiKey: "asia-key", secretKey: "asia-secret", baseUrl: "http://127.0.0.1:4011", locale: "ru" })
    expect(result.projects[1].options.withdrawalApiKey).toBeUndefined()
  })

  it("refuses two projects with one shop id, naming both fields", () => {
    expect(problems({ projects: [EU, { ...ASIA, shopId: "eu-shop" }] })).toEqual([
      '`projects[1].shopId` "eu-shop" is also `projects[0].shopId`: each project has its own shop id',
    ])
  })

  it("refuses a project without keys, naming the field in the list", () => {
    const { secretKey: _s, ...noSecret } = ASIA
    expect(problems({ projects: [EU, noSecret] })).toEqual(["`projects[1].secretKey` is required"])
    expect(problems({ projects: [EU, { ...ASIA, apiKey: " " }] })).toEqual(["`projects[1].apiKey` is empty"])
  })

  it("refuses keys at the top level beside projects, an empty list and a non-object", () => {
    expect(problems({ apiKey: "k", projects: [EU] })[0]).toMatch(/^`apiKey` is set at the top level beside `projects`/)
    expect(problems({ projects: [] })[0]).toMatch(/^`projects` must be a non-empty list/)
    expect(problems({ projects: [EU, "asia"] })).toEqual(["`projects[1]` must be an object { apiKey, shopId, secretKey, … }"])
  })

  it("a shared option that is wrong is named once per project as it is", () => {
    expect(problems({ projects: [EU], locale: "english" })).toEqual(['`locale` must be a language code such as "en" or "ru"'])
  })
})

describe("providerOptionsFor", () => {
  it("a registration of a listed project runs with the shared options and its keys", () => {
    const options = providerOptionsFor(ASIA, { projects: [EU, ASIA], locale: "ru", orderFlow: "before_payment" })
    expect(options).toMatchObject({ apiKey: "asia-key", shopId: "asia-shop", locale: "ru", orderFlow: "before_payment" })
  })

  it("a one-project registration with the full options keeps them", () => {
    const full = { ...EU, locale: "de" }
    expect(providerOptionsFor(full, full)).toMatchObject(full)
    expect(providerOptionsFor(full, undefined)).toBe(full)
  })
})

describe("provider registrations from Medusa's config", () => {
  const config = (providers: unknown[], plugin: unknown = { projects: [EU, ASIA] }) => ({
    modules: {
      cryptocloud: { resolve: "medusa-payment-cryptocloud/.medusa/server/src/modules/cryptocloud", options: plugin },
      payment: { options: { providers } },
    },
  })

  it("reads each registration's provider id and shop id, ignoring other providers", () => {
    const registrations = providerRegistrationsFromConfig(
      config([
        { resolve: "medusa-payment-cryptocloud/providers/cryptocloud", id: "cryptocloud", options: EU },
        { resolve: "./src/providers/cryptocloud", id: "asia", options: ASIA },
        { resolve: "@medusajs/medusa/payment-stripe", id: "stripe", options: { apiKey: "sk" } },
      ])
    )
    expect(registrations).toEqual([
      { providerId: "pp_cryptocloud_cryptocloud", shopId: "eu-shop" },
      { providerId: "pp_cryptocloud_asia", shopId: "asia-shop" },
    ])
    expect(pluginOptionsFromConfig(config([]))).toEqual({ projects: [EU, ASIA] })
  })

  it("names a registration whose project the options do not list, or that has none", () => {
    const registrations = providerRegistrationsFromConfig(
      config([
        { resolve: "medusa-payment-cryptocloud/providers/cryptocloud", id: "us", options: { ...ASIA, shopId: "us-shop" } },
        { resolve: "medusa-payment-cryptocloud/providers/cryptocloud", id: "bare", options: {} },
      ])
    )
    expect(registrationProblems(registrations, ["eu-shop", "asia-shop"])).toEqual([
      'the payment provider registration with `id: "us"` has `options.shopId` "us-shop", which the plugin\'s options do not list: add that project to the plugin\'s `projects`',
      'the payment provider registration with `id: "bare"` has no `options.shopId`: give it its project\'s object from `projects`',
    ])
  })

  it("no config (a unit test's container): no registrations", () => {
    expect(providerRegistrationsFromConfig(undefined)).toEqual([])
  })
})
