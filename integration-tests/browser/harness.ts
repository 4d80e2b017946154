/**
 * A deliberately small scenario runner: scenarios run in order on one browser page (they
 * build on each other like a merchant's session does), each is timed, a failure is reported
 * with a screenshot and the remaining scenarios still run.
 */
import type { Locator, Page } from "playwright-core"
import type { Stack } from "./stack"
import type { storefront } from "./store"

export interface Ctx {
  page: Page
  stack: Stack
  shop: ReturnType<typeof storefront>
  shot: (name: string, options?: { whole?: boolean }) => Promise<string>
  shotElement: (locator: Locator, name: string) => Promise<string>
  /** Facts one scenario leaves for the next (invoice ids…). */
  facts: Record<string, string>
}

export interface Scenario {
  name: string
  run: (ctx: Ctx) => Promise<void>
}

export interface Result {
  name: string
  ok: boolean
  ms: number
  error?: string
}

export async function runScenarios(ctx: Ctx, scenarios: Scenario[], log: (line: string) => void): Promise<Result[]> {
  const results: Result[] = []
  for (const scenario of scenarios) {
    const started = Date.now()
    try {
      await scenario.run(ctx)
      results.push({ name: scenario.name, ok: true, ms: Date.now() - started })
      log(`  ✓ ${scenario.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
      results.push({ name: scenario.name, ok: false, ms: Date.now() - started, error: message })
      log(`  ✗ ${scenario.name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${message.replace(/^/gm, "      ")}`)
      const slug = scenario.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()
      await ctx.shot(`FAILED-${slug}`, { whole: false }).catch(() => undefined)
    }
  }
  return results
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Check failed: ${message}`)
}

/** Poll a non-browser condition (sandbox state, request log) until it holds. */
type Maybe<T> = T | null | undefined | false

export async function eventually<T>(what: string, probe: () => Maybe<T> | Promise<Maybe<T>>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value) return value
    } catch (error) {
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`)
}

/** "1526.727" → "1,526.727", as the admin groups decimals. */
export const grouped = (value: string) => value.replace(/^(\d+)/, (int) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ","))
