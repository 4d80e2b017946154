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
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    !text.includes("?") &&
    !text.includes("#")
  )
}

/** `https://api.shop.example/` → `https://api.shop.example` (a path prefix kept, its trailing slash not). */
function base(text: string): string {
  const url = new URL(text)
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`
}

/**
 * Where links go: the plugin's `publicUrl` option, else Medusa's own `admin.backendUrl` when it
 * is an absolute http(s) URL (Medusa's default is "/", which says nothing); outside production
 * (`npm run dev`, tests) else this server on localhost at the port it listens on (the caller
 * passes its socket's; else `PORT`, default 9000). Null when none applies (the routes then refuse, naming the option): a
 * production store says where it is, never a request.
 */
export function customerLinkBase(publicUrl: string | undefined, backendUrl: unknown, env: { nodeEnv?: string; port?: string } = {}): string | null {
  if (publicUrl && isPublicUrl(publicUrl)) return base(publicUrl)
  if (typeof backendUrl === "string" && isPublicUrl(backendUrl.trim())) return base(backendUrl.trim())
  if (env.nodeEnv !== "production") return `http://localhost:${/^\d+$/.test(env.port ?? "") ? env.port : "9000"}`
  return null
}
