/**
 * Which provider registration serves which project, read from Medusa's config.
 *
 * Medusa names a provider registered with `id: "<id>"` `pp_cryptocloud_<id>` and routes its
 * postbacks to `/hooks/payment/cryptocloud_<id>`; the plugin needs the other direction too (a
 * postback arrived at this hook: whose secret verifies it, whose key reads it) and the check that
 * every registration's project is one the plugin's options list. Both modules' containers hold
 * Medusa's `configModule`, whose `modules` map has the plugin module under its service name
 * (`cryptocloud`, plugin or module registration alike) and the payment module's providers.
 */
import { PROVIDER_ID_PREFIX, PROVIDER_IDENTIFIER } from "../contracts/provider-id"

export interface ProviderRegistration {
  /** `pp_cryptocloud_<id>` */
  providerId: string
  /** The project's shop id as the registration's options give it ("" when missing). */
  shopId: string
}

type ConfigModuleLike = { modules?: Record<string, unknown> } | undefined | null

type ProviderEntry = { resolve?: unknown; id?: unknown; options?: Record<string, unknown> }

/** True for a provider entry that registers this plugin's provider (by path, or by its loaded module). */
function isOurProvider(entry: ProviderEntry): boolean {
  const { resolve } = entry
  if (typeof resolve === "string") return /(^|[/\\])providers[/\\]cryptocloud([/\\]index(\.[jt]s)?)?$/.test(resolve)
  const services = (resolve as { services?: Array<{ identifier?: unknown }> } | undefined)?.services
  return Array.isArray(services) && services.some((service) => service?.identifier === PROVIDER_IDENTIFIER)
}

/** The plugin's options as Medusa's config holds them (plugin or module registration), if found. */
export function pluginOptionsFromConfig(configModule: ConfigModuleLike): Record<string, unknown> | undefined {
  const entry = configModule?.modules?.[PROVIDER_IDENTIFIER] as { options?: Record<string, unknown> } | undefined
  return entry?.options
}

/** Every registration of this plugin's provider in the payment module's config. */
export function providerRegistrationsFromConfig(configModule: ConfigModuleLike): ProviderRegistration[] {
  const payment = configModule?.modules?.payment as { options?: { providers?: ProviderEntry[] } } | undefined
  const providers = payment?.options?.providers
  if (!Array.isArray(providers)) return []
  return providers.filter(isOurProvider).map((entry) => ({
    providerId: `${PROVIDER_ID_PREFIX}_${String(entry.id ?? PROVIDER_IDENTIFIER)}`,
    shopId: typeof entry.options?.shopId === "string" ? entry.options.shopId.trim() : "",
  }))
}

/**
 * What is wrong between the registrations and the projects, one line each naming the field:
 * a registration without a shop id, or with one the plugin's options do not list.
 */
export function registrationProblems(registrations: ProviderRegistration[], shopIds: string[]): string[] {
  const problems: string[] = []
  for (const registration of registrations) {
    const id = registration.providerId.slice(PROVIDER_ID_PREFIX.length + 1)
    if (!registration.shopId) {
      problems.push(`the payment provider registration with \`id: "${id}"\` has no \`options.shopId\`: give it its project's object from \`projects\``)
    } else if (!shopIds.includes(registration.shopId)) {
      problems.push(
        `the payment provider registration with \`id: "${id}"\` has \`options.shopId\` "${registration.shopId}", which the plugin's options do not list: add that project to the plugin's \`projects\``
      )
    }
  }
  return problems
}
