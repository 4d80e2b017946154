/**
 * Local stand-in for the CryptoCloud merchant API v2 (see docs/development.md, "The sandbox").
 *
 *   const sandbox = await startSandbox({ postbackUrl: "http://localhost:9000/hooks/payment/cryptocloud_cryptocloud" })
 *   // client baseUrl = sandbox.url; invoice links open sandbox.url + "/pay/<id>"
 *   await sandbox.pay(uuid, "exact")   // → postback with a JWT signed by `secret`
 *   await sandbox.close()
 *
 * The sandbox is the tests' oracle: it shares nothing with the API client but the spec's code
 * lists (src/lib/cryptocloud/codes.ts).
 */
import { LocalSandbox } from "./sandbox"
import type { Sandbox, SandboxOptions } from "./types"

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const sandbox = new LocalSandbox(options)
  await sandbox.listen()
  return sandbox
}

export type * from "./types"
export { DEFAULT_QUIRKS } from "./sandbox"
export { SandboxActionError } from "./errors"
export { FIAT_USD_RATES, cryptoUsdPrice, SERVICE_FEE_RATE, TRANSFER_FEE_USD } from "./money"
export { formatDayDate } from "./json"
