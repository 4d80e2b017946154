/**
 * The address customer-facing links are built on (the pay link, the refund page's default link):
 * the store's configured public origin, never the request's `Host` or `X-Forwarded-*` headers —
 * a client or a misconfigured proxy sets those, and an e-mailed link would then send the customer
 * (and the link's token) to a host the merchant never chose. Pure.
 */

/** An absolute http(s) URL with nothing after the path: the form `publicUrl` takes. */
export function isPublicUrl(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && !url.search && !url.hash && !text.includes("?") && !text.includes("#")
}

/** `https://api.shop.example/` → `https://api.shop.example` (a path prefix kept, its trailing slash not). */
function base(text: string): string {
  const url = new URL(text)
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`
}

/**
 * Where links go: the plugin's `publicUrl` option, else Medusa's own `admin.backendUrl` when it
 * is an absolute http(s) URL (Medusa's default is "/", which says nothing); null when neither
 * says (the routes then refuse, naming the option).
 */
export function customerLinkBase(publicUrl: string | undefined, backendUrl: unknown): string | null {
  if (publicUrl && isPublicUrl(publicUrl)) return base(publicUrl)
  if (typeof backendUrl === "string" && isPublicUrl(backendUrl.trim())) return base(backendUrl.trim())
  return null
}
