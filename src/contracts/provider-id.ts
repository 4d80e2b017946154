/**
 * The provider ids of this plugin, written once for the server, the admin and the storefront
 * package (design.md, "Package and registration"): Medusa names a provider registered with
 * `id: "<id>"` `pp_cryptocloud_<id>` (the provider's static identifier is `cryptocloud`).
 * Framework-free.
 */

/** The payment provider's `static identifier`. */
export const PROVIDER_IDENTIFIER = "cryptocloud"
/** Every provider id of this plugin starts with this (`pp_cryptocloud_<id>`). */
export const PROVIDER_ID_PREFIX = `pp_${PROVIDER_IDENTIFIER}`
/** The provider id of the documented registration (`id: "cryptocloud"`). */
export const DEFAULT_PROVIDER_ID = `${PROVIDER_ID_PREFIX}_cryptocloud`

/** True for a provider id (or webhook provider name, with or without `pp_`) of this plugin. */
export function isCryptoCloudProviderId(providerId: string | null | undefined): boolean {
  if (!providerId) return false
  const id = providerId.startsWith("pp_") ? providerId : `pp_${providerId}`
  return id === PROVIDER_ID_PREFIX || id.startsWith(`${PROVIDER_ID_PREFIX}_`)
}
