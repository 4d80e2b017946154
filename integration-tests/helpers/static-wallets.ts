/**
 * Shared by the static-wallet specs: logged-in customers as a storefront makes them, and a way
 * to await the postback subscriber's work (Medusa delays webhook processing by ~5 s) without
 * sleeping past it.
 */
import type { Sandbox } from "../../src/sandbox"
import { waitFor } from "./wait-for"

type Api = { post: (url: string, body?: unknown, config?: any) => Promise<{ data: any }> }

export interface Customer {
  id: string
  config: { headers: Record<string, string>; validateStatus: () => boolean }
}

/** Register, create the customer, log in: what a storefront's sign-up does. */
export async function signUp(api: Api, publishableKey: string, email: string): Promise<Customer> {
  const publishable = { "x-publishable-api-key": publishableKey }
  const password = "correct-horse-battery-staple"
  const registered = await api.post("/auth/customer/emailpass/register", { email, password })
  const created = await api.post(
    "/store/customers",
    { email, first_name: "Ada", last_name: "Customer" },
    { headers: { ...publishable, authorization: `Bearer ${registered.data.token}` } }
  )
  const login = await api.post("/auth/customer/emailpass", { email, password })
  return {
    id: created.data.customer.id,
    config: { headers: { ...publishable, authorization: `Bearer ${login.data.token}` }, validateStatus: () => true },
  }
}

/** The sandbox's record of the wallet behind an address (deposits are made to its uuid). */
export function sandboxWallet(sandbox: Sandbox, address: string) {
  const wallet = sandbox.listStaticWallets().find((w) => w.address === address)
  if (!wallet) throw new Error(`the sandbox has no wallet ${address}`)
  return wallet
}

/** Calls of one method of a service object, with their results, until `restore()`. */
export function watchMethod(service: any, method: string) {
  const original = service[method].bind(service)
  const results: Array<Promise<unknown>> = []
  service[method] = (...args: unknown[]) => {
    const result = original(...args)
    results.push(Promise.resolve(result).catch(() => undefined))
    return result
  }
  return {
    get count() {
      return results.length
    },
    async settled(count: number) {
      await waitFor(() => results.length >= count, { timeoutMs: 60000, what: `${count} call(s) of ${method}` })
      return Promise.all(results)
    },
    restore: () => void (service[method] = original),
  }
}
