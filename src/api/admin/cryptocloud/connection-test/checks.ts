/**
 * "Test connection": harmless reads that show whether the key, the shop id and the address
 * work, each turned into a sentence the merchant can act on. Nothing is created or changed.
 */
import { CryptoCloudApiError, CryptoCloudAuthError, CryptoCloudNetworkError, type CryptoCloudClient } from "../../../../lib/cryptocloud"
import type { ConnectionCheck } from "../../../../contracts"

const today = () => new Date().toISOString().slice(0, 10)

function explain(error: unknown, client: CryptoCloudClient, shopId: string): string {
  if (error instanceof CryptoCloudAuthError) return error.message
  if (error instanceof CryptoCloudApiError && /shop/i.test(error.area)) {
    return `CryptoCloud does not accept the shop id "${shopId}" (${error.serviceMessage}). Check shopId / CRYPTOCLOUD_SHOP_ID against the project in the CryptoCloud dashboard.`
  }
  if (error instanceof CryptoCloudNetworkError) {
    return `Could not reach CryptoCloud at ${client.baseUrl}: ${error.message}. Check baseUrl / CRYPTOCLOUD_BASE_URL and the server's network access.`
  }
  return error instanceof Error ? error.message : String(error)
}

/** A failure that makes every later check pointless (same key, same address). */
const isFatal = (error: unknown) => error instanceof CryptoCloudAuthError || error instanceof CryptoCloudNetworkError

export async function runConnectionChecks(client: CryptoCloudClient, shopId: string): Promise<ConnectionCheck[]> {
  const day = today()
  const steps: Array<{ name: ConnectionCheck["name"]; run: () => Promise<string> }> = [
    {
      // The balance call carries nothing but the key.
      name: "api_key",
      run: async () => {
        const balances = await client.getBalances()
        return `The project API key is accepted (${balances.length} balance${balances.length === 1 ? "" : "s"} read).`
      },
    },
    {
      // The only harmless call whose body names the shop.
      name: "shop_id",
      run: async () => {
        await client.listStaticWallets({ start: day, end: day, limit: 1 })
        return `CryptoCloud knows the shop id "${shopId}".`
      },
    },
    {
      name: "invoices",
      run: async () => {
        const page = await client.listInvoices({ start: day, end: day, limit: 1 })
        // The list's count holds the day's withdrawal requests too (type "dw"): not called invoices here.
        return `Invoices can be read (${page.allCount} invoice${page.allCount === 1 ? "" : "s"} and withdrawal request${page.allCount === 1 ? "" : "s"} listed today).`
      },
    },
  ]
  const checks: ConnectionCheck[] = []
  let blocker: string | null = null
  for (const step of steps) {
    if (blocker) {
      checks.push({ name: step.name, ok: false, message: `Not checked: ${blocker}` })
      continue
    }
    try {
      checks.push({ name: step.name, ok: true, message: await step.run() })
    } catch (error) {
      checks.push({ name: step.name, ok: false, message: explain(error, client, shopId) })
      if (isFatal(error)) blocker = error instanceof CryptoCloudAuthError ? "the API key was refused" : "CryptoCloud could not be reached"
    }
  }
  return checks
}
