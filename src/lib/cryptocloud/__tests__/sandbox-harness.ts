/**
 * Shared set-up of the tests that run the client against the real local sandbox (the tests'
 * oracle; it shares no code with the client beyond the spec's code lists).
 */
import { startSandbox } from "../../../sandbox"
import type { Sandbox } from "../../../sandbox/types"
import { CryptoCloudClient, type CryptoCloudClientOptions } from "../client"

export const API = "sandbox-api-key"
export const WD = "sandbox-withdrawal-key"
export const SHOP = "sandbox-shop"

export const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
export const period = () => ({ start: day(-1), end: day(1) })

/** Await a call that must fail; its message must never contain a key. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (err) {
    for (const key of [API, WD]) expect((err as Error).message).not.toContain(key)
    return err as Error
  }
  throw new Error("expected the call to fail")
}

/** One sandbox per test file, reset before each test; clients made here are closed after it. */
export function useSandbox() {
  const ctx = {} as { sandbox: Sandbox; client: CryptoCloudClient; makeClient: typeof makeClient }
  const clients: CryptoCloudClient[] = []

  function makeClient(overrides: Partial<CryptoCloudClientOptions> = {}) {
    const c = new CryptoCloudClient({
      apiKey: API,
      shopId: SHOP,
      withdrawalApiKey: WD,
      baseUrl: ctx.sandbox.url,
      timeoutMs: 5000,
      retry: { retries: 2, minDelayMs: 1, maxDelayMs: 10 },
      ...overrides,
    })
    clients.push(c)
    return c
  }
  ctx.makeClient = makeClient

  beforeAll(async () => {
    ctx.sandbox = await startSandbox({ port: 0 })
  })
  afterAll(async () => {
    await ctx.sandbox.close()
  })
  beforeEach(() => {
    ctx.sandbox.reset()
    ctx.client = makeClient()
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()))
  })
  return ctx
}
