/**
 * Which hosted pay-page links the storefront package and the admin may put in an `href`
 * (design.md, "Trust"). Both take the link from the plugin's routes (the ledger, which took it
 * from the service's answer), never from session `data`; this check is the second line: even a
 * link that got past the first must not run script in the customer's or the merchant's page.
 * Framework-free and pure, so both halves share the one rule.
 *
 * Why no host list: the spec names no host for the pay page (`link`: "link to the invoice page";
 * shared/spec), the service has moved its domains before, and a store may point `baseUrl` at a
 * stand-in whose pages live elsewhere. A host list would hide real pay pages the day the service
 * moves; it would add nothing against a planted link, which never reaches these views now that
 * they read the ledger. What is refused is what hurts wherever it comes from: another scheme
 * (`javascript:`, `data:`, `blob:`…), plain http on a public host (readable and rewritable on
 * the way), and anything unparsable.
 */

/** Hosts where plain http is allowed: the local sandbox serves its pay pages there in development and tests. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * The link to show for an invoice's hosted pay page, or null when it must not be shown: an
 * `https:` URL, or `http:` on a loopback host (localhost, 127.0.0.1, [::1]). Returns the parsed
 * URL's `href` (normalised: what the browser would follow).
 */
export function payLinkToShow(link: unknown): string | null {
  if (typeof link !== "string" || link.trim() === "") return null
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol === "https:") return url.href
  if (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname.toLowerCase())) return url.href
  return null
}

/** True when `payLinkToShow` would show the link. */
export function isShownPayLink(link: unknown): link is string {
  return payLinkToShow(link) !== null
}
