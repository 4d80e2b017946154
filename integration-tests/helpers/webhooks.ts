/**
 * Observes Medusa's own webhook path (route → delayed event → subscriber → provider →
 * process-payment workflow) so tests can wait for a delivery to be fully processed instead of
 * sleeping past the core route's fixed ~5 s delay.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { waitFor } from "./wait-for"

export function trackWebhooks(container: MedusaContainer) {
  const payment = container.resolve(Modules.PAYMENT) as any
  const engine = container.resolve(Modules.WORKFLOW_ENGINE) as any
  const results: Array<{ action: string; session_id?: string }> = []
  const runs: Promise<unknown>[] = []

  const originalGet = payment.getWebhookActionAndData.bind(payment)
  payment.getWebhookActionAndData = async (...args: unknown[]) => {
    const result = await originalGet(...args)
    results.push({ action: result.action, session_id: result.data?.session_id })
    return result
  }
  const originalRun = engine.run.bind(engine)
  engine.run = (...args: unknown[]) => {
    const run = originalRun(...args)
    runs.push(Promise.resolve(run).catch(() => undefined))
    return run
  }

  return {
    results,
    /** Resolves once `count` more deliveries have been handled, workflows included. */
    async processed(count: number, from = results.length, timeoutMs = 30000, sessionId?: string) {
      // With a session id, deliveries for other sessions (a previous test's late postback) don't count.
      const mine = () => results.slice(from).filter((r) => !sessionId || r.session_id === sessionId)
      await waitFor(() => mine().length >= count, { timeoutMs, what: `${count} processed postback(s)` })
      await new Promise((resolve) => setImmediate(resolve))
      await Promise.all(runs)
      return mine().slice(0, count)
    },
    restore() {
      payment.getWebhookActionAndData = originalGet
      engine.run = originalRun
    },
  }
}
