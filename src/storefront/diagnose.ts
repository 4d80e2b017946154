/**
 * Why a crypto payment failed, in words a developer can act on ("backend URL not set", "the
 * backend has no CryptoCloud routes", "blocked by CORS?"), for the console in development and
 * for the components' developer note. Shoppers see the components' own texts instead.
 */
import type Medusa from "@medusajs/js-sdk"
import { CryptoPaymentError } from "./errors"

const PREFIX = "[medusa-payment-cryptocloud]"

/** The js-sdk client's settings (a private field of its Client, read only to explain a failure). */
function sdkConfig(sdk: Medusa | null | undefined): { baseUrl?: unknown; publishableKey?: unknown } {
  const client = (sdk as unknown as { client?: { config?: { baseUrl?: unknown; publishableKey?: unknown } } } | null)?.client
  return client?.config ?? {}
}

const BASE_URL_HELP =
  "Create the client with new Medusa({ baseUrl, publishableKey }), baseUrl being your Medusa server's URL as the browser " +
  "reaches it: NEXT_PUBLIC_MEDUSA_BACKEND_URL in dtc-starter; the Next.js starter's MEDUSA_BACKEND_URL is read on the " +
  "server only, so add NEXT_PUBLIC_MEDUSA_BACKEND_URL next to it."

/** A setting missing from the js-sdk client that no request can work without, or null. */
export function configProblem(sdk: Medusa | null | undefined): string | null {
  if (!sdk || typeof (sdk as unknown as { client?: unknown }).client !== "object") {
    return "no @medusajs/js-sdk client: pass the storefront's `sdk` (new Medusa({ baseUrl, publishableKey }))."
  }
  const { baseUrl, publishableKey } = sdkConfig(sdk)
  if (typeof baseUrl !== "string" || baseUrl === "" || baseUrl === "undefined") {
    return `backend URL not set: the @medusajs/js-sdk client has no baseUrl. ${BASE_URL_HELP}`
  }
  if (!/^https?:\/\//i.test(baseUrl)) {
    return `backend URL "${baseUrl}" is not an absolute http(s) URL. ${BASE_URL_HELP}`
  }
  if (typeof publishableKey !== "string" || publishableKey === "") {
    return "publishable API key not set: pass publishableKey (NEXT_PUBLIC_MEDUSA_PUBLISHABLE_KEY, Admin → Settings → Publishable API keys) to new Medusa(...)."
  }
  return null
}

const origin = () => (typeof window !== "undefined" && window.location ? window.location.origin : null)

/**
 * The reason of a failure of `action` (e.g. "loading the payment currencies"), as a developer
 * needs it: the missing setting, the unreachable backend, the missing plugin, or the server's
 * own message with its HTTP status.
 */
export function explainFailure(error: unknown, sdk: Medusa | null | undefined, action: string): string {
  const setting = configProblem(sdk)
  if (setting) return `${action} failed: ${setting}`
  const baseUrl = String(sdkConfig(sdk).baseUrl)
  const status = (error as { status?: unknown } | null)?.status
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof CryptoPaymentError) return `${action} failed (${error.code}): ${message}`
  if (typeof status === "number") {
    if (status === 404 && /cryptocloud/i.test(action)) {
      return `${action} failed: ${baseUrl} answered 404 — is ${baseUrl} your Medusa server, and is medusa-payment-cryptocloud under \`plugins\` in its medusa-config.ts?`
    }
    if (status === 400 && /publishable/i.test(message)) {
      return `${action} failed: ${message} (check NEXT_PUBLIC_MEDUSA_PUBLISHABLE_KEY and that the key's sales channel is the store's).`
    }
    return `${action} failed: HTTP ${status} from ${baseUrl}: ${message}`
  }
  if (error instanceof TypeError) {
    const page = origin()
    return `${action} failed: could not reach the Medusa backend at ${baseUrl} (${message}). Is it running, and is ${page ?? "this storefront's origin"} in its STORE_CORS?`
  }
  return `${action} failed: ${message}`
}

/** True in a development build (`process.env.NODE_ENV` as bundlers set it), false where unknown. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== "production"
  } catch {
    return false // no `process` in this bundle: treat as production
  }
}

/** Logs the failure with its reason in development (or when `debug` is true); returns the reason. */
export function reportFailure(error: unknown, sdk: Medusa | null | undefined, action: string, debug = isDevelopment()): string {
  const reason = explainFailure(error, sdk, action)
  if (debug) console.error(`${PREFIX} ${reason}`, error)
  return reason
}

// `process` as bundlers (Next.js, Vite, webpack) replace `process.env.NODE_ENV`; no Node types needed.
declare const process: { env: Record<string, string | undefined> }
