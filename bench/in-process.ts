/**
 * `medusa exec bench/in-process.ts`, started by bench/run.ts with an IPC channel: the Medusa
 * container in this process, driven step by step by the bench (which holds the sandbox and
 * counts its requests). Parts 3 (postbacks through the payment module), 5 (the
 * reconciliation pass over a large ledger), 6 (admin user, bulk seed, reconciliation passes), 8
 * (the same, plus the prune and the plans: in-process-rows.ts) and 10 (the found-money lookback:
 * in-process-found-money.ts).
 */
import { performance } from "node:perf_hooks"
import type { ExecArgs, IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId, Modules } from "@medusajs/framework/utils"
import { reconcileCryptoCloudInvoices } from "../src/workflows/cryptocloud/reconcile-invoices"
import { forgetPostbackReads } from "../src/domain/postback-reads"
import { rowsHandlers } from "./in-process-rows"
import { foundMoneyHandlers } from "./in-process-found-money"

const PROVIDER = "pp_cryptocloud_cryptocloud"
/** The webhook route's provider parameter (Medusa adds `pp_`). */
const WEBHOOK_PROVIDER = "cryptocloud_cryptocloud"

type Body = Record<string, unknown>

/**
 * As Medusa's payment webhook subscriber calls it, with the payload the hook route builds. The
 * bench replays a few dozen signed bodies thousands of times; each delivery is measured as a
 * new postback, so the read that one delivery's two subscribers share (domain/postback-reads.ts)
 * is forgotten first: every delivery pays its own `info` call, as a new postback does.
 */
function deliver(payment: IPaymentModuleService, body: Body) {
  forgetPostbackReads()
  const raw = Buffer.from(JSON.stringify(body))
  return payment.getWebhookActionAndData({
    provider: WEBHOOK_PROVIDER,
    payload: { data: body, rawData: raw, headers: { "content-type": "application/json" } },
  })
}

function handlers(container: MedusaContainer) {
  const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any

  return {
    /** Payment sessions of this provider (each creates its invoice at the sandbox and its ledger row). */
    async "postbacks:setup"({ count }: { count: number }) {
      // One collection (cart) per session, as checkouts have: sessions of one collection for one
      // amount would wait for each other's release (invoice handover) and share one invoice.
      const collections = await payment.createPaymentCollections(Array.from({ length: count }, () => ({ currency_code: "eur", amount: 25 })))
      const sessions: Array<{ id: string; uuid: string }> = []
      for (const collection of collections) {
        const session = await payment.createPaymentSession(collection.id, { provider_id: PROVIDER, currency_code: "eur", amount: 25, data: {} })
        sessions.push({ id: session.id, uuid: String(session.data?.uuid) })
      }
      return { sessions }
    },

    /** `n` deliveries, `concurrency` at a time, cycling through `bodies`; the actions returned are counted. */
    async "postbacks:throughput"({ bodies, n, concurrency }: { bodies: Body[]; n: number; concurrency: number }) {
      const actions: Record<string, number> = {}
      let next = 0
      let failed = 0
      let firstError: string | null = null
      const t = performance.now()
      const worker = async () => {
        while (next < n) {
          const body = bodies[next++ % bodies.length]
          try {
            const result = await deliver(payment, body)
            const key = `${result.action}${result.data?.session_id ? " (with session)" : ""}`
            actions[key] = (actions[key] ?? 0) + 1
          } catch (error) {
            failed++
            firstError ??= String((error as Error).message)
          }
        }
      }
      await Promise.all(Array.from({ length: concurrency }, worker))
      const ms = performance.now() - t
      return { n, concurrency, ms, perSecond: n / (ms / 1000), actions, failed, firstError }
    },

    /** Sequential, interleaved (A B, B A, …): latency of a verified and a forged delivery. */
    async "postbacks:latency"({ valid, forged, pairs }: { valid: Body[]; forged: Body[]; pairs: number }) {
      const out = { valid: [] as number[], forged: [] as number[] }
      for (let i = 0; i < pairs; i++) {
        const order: Array<"valid" | "forged"> = i % 2 === 0 ? ["valid", "forged"] : ["forged", "valid"]
        for (const kind of order) {
          const body = (kind === "valid" ? valid : forged)[i % valid.length]
          const t = performance.now()
          await deliver(payment, body)
          out[kind].push(performance.now() - t)
        }
      }
      return out
    },

    /**
     * Part 5's ledger: one payment collection, a pending payment session per invoice (bulk SQL),
     * and a ledger row per invoice as recordCreatedInvoice writes it (bulk SQL).
     */
    async "job:seed"({
      rows,
      amount,
      currency,
    }: {
      rows: Array<{
        sessionId: string
        uuid: string
        expiresAt: string
        link: string
        cryptoAmount: string | null
        cryptoCurrency: string | null
        address: string | null
      }>
      amount: string
      currency: string
    }) {
      const [collection] = await payment.createPaymentCollections([{ currency_code: currency.toLowerCase(), amount: Number(amount) }])
      const t = performance.now()
      const base = Date.now() - 3600_000
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000)
        await pg("payment_session").insert(
          chunk.map((r) => ({
            id: r.sessionId,
            payment_collection_id: collection.id,
            provider_id: PROVIDER,
            currency_code: currency.toLowerCase(),
            amount,
            raw_amount: { value: amount, precision: 20 },
            data: { uuid: r.uuid, link: r.link, status: "created" },
            status: "pending",
          }))
        )
        await pg("cryptocloud_invoice").insert(
          chunk.map((r, j) => {
            const at = new Date(base + i + j)
            return {
              id: generateEntityId(undefined, "ccinv"),
              uuid: r.uuid,
              session_id: r.sessionId,
              fiat_amount: amount,
              fiat_currency: currency.toUpperCase(),
              status: "created",
              test_mode: true,
              tolerance_percent: 0,
              expires_at: new Date(r.expiresAt),
              last_checked_at: at,
              session_live: true,
              link: r.link,
              crypto_amount: r.cryptoAmount,
              crypto_currency: r.cryptoCurrency,
              address: r.address,
              history: JSON.stringify([{ status: "created", at: at.toISOString() }]),
              created_at: at,
              updated_at: at,
            }
          })
        )
      }
      return { collectionId: collection.id, inserted: rows.length, ms: performance.now() - t }
    },

    /** One reconciliation pass, as the job runs it. */
    async "job:pass"({ maxInvoices }: { maxInvoices: number }) {
      const t = performance.now()
      const report = await reconcileCryptoCloudInvoices(container, { maxInvoices })
      return { ms: performance.now() - t, report }
    },

    /** Part 6: an admin user with an emailpass identity, as `medusa user` makes one (the bench logs in over HTTP). */
    async "traffic:admin"({ email, password }: { email: string; password: string }) {
      const users = container.resolve(Modules.USER)
      const auth = container.resolve(Modules.AUTH)
      const [known] = await users.listUsers({ email })
      const user = known ?? (await users.createUsers({ email, first_name: "Bench", last_name: "Admin" }))
      if (!known) {
        const registered = await auth.register("emailpass", { body: { email, password } })
        if (!registered.success || !registered.authIdentity) throw new Error(`register failed: ${registered.error}`)
        await auth.updateAuthIdentities({ id: registered.authIdentity.id, app_metadata: { user_id: user.id } })
      }
      return { userId: user.id }
    },

    async "db:raw"({ sql, bindings }: { sql: string; bindings?: unknown[] }) {
      const result = await pg.raw(sql, bindings ?? [])
      return { rowCount: result.rowCount, rows: result.rows?.slice(0, 100) }
    },
  } as Record<string, (message: any) => Promise<unknown>>
}

export default async function benchInProcess({ container }: ExecArgs) {
  if (typeof process.send !== "function") throw new Error("bench/in-process.ts is started by bench/run.ts (it needs the IPC channel)")
  const table = { ...handlers(container), ...rowsHandlers(container), ...foundMoneyHandlers(container) }
  await new Promise<void>((resolve) => {
    process.on("message", (message: any) => {
      if (!message?.type) return
      if (message.type === "bench:quit") {
        process.send!({ type: "bench:quit:done", id: message.id, result: {} })
        resolve()
        return
      }
      const handler = table[message.type]
      if (!handler) return // the probe's messages
      handler(message).then(
        (result) => process.send!({ type: `${message.type}:done`, id: message.id, result }),
        (error) => process.send!({ type: `${message.type}:error`, id: message.id, error: String((error as Error)?.stack ?? error) })
      )
    })
    process.send!({ type: "bench:ready" })
  })
}
