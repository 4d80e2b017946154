/**
 * Anonymous postbacks cost a bounded amount ([J]): through Medusa's real hook route, rejected
 * ones are counted per reason and minute on one line each (never a row per request), verified
 * ones stay a line each; the settings page's "last postback" counts only verified ones and shows
 * the rejected ones of the last hour; the retention job runs with the reconciliation off; and
 * the verified path's one-statement ledger update and plain session read keep their rules.
 */
import { ContainerRegistrationKeys, generateEntityId, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { trackWebhooks } from "../helpers/webhooks"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import pruneJob, { config as pruneJobConfig } from "../../src/jobs/prune-cryptocloud-postback-log"
import { POSTBACK_LOG_RETENTION_MS, POSTBACK_LOG_TABLE, prunePostbackLog, writeCountedLines } from "../../src/domain/postback-log"
import { observeInvoice } from "../../src/domain/ledger/store"
import { mergeStatus } from "../../src/domain/status-map"
import { FiatMoney } from "../../src/domain/money"
import { sessionFinder } from "../../src/providers/cryptocloud/payment-module-access"
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from "../../src/lib/cryptocloud"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

interface LogRow {
  id: string
  outcome: string
  reason: string
  reason_code: string | null
  invoice_id: string | null
  count: number
  bucket: string | null
  received_at: Date
}

export default defineSuite("postback-log", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let hooks: ReturnType<typeof trackWebhooks>

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    hooks = trackWebhooks(getContainer())
  })

  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  const logRows = async (): Promise<LogRow[]> => pg()(POSTBACK_LOG_TABLE).whereNull("deleted_at").orderBy("received_at")
  const counted = (rows: LogRow[]) => rows.filter((r) => r.bucket !== null)
  const sum = (rows: LogRow[]) => rows.reduce((n, r) => n + r.count, 0)
  const minuteIndex = (ms: number) => Math.floor(ms / 60_000)

  it("forged postbacks are counted per reason and minute, never a row each; the settings page is not fooled by them", async () => {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const settingsBefore = (await api.get("/admin/cryptocloud/settings", admin.config)).data.postback
    expect(settingsBefore).toEqual(expect.objectContaining({ last_received_at: null, rejected_last_hour: 0 }))

    const forged = await sandbox.current.buildPostback(checkout.data.uuid, { secret: "not-the-secret" })
    const PER_KIND = 30
    const started = Date.now()
    const before = hooks.results.length
    await Promise.all(
      Array.from({ length: PER_KIND }, async () => {
        expect((await api.post(WEBHOOK_PATH, forged)).status).toBe(200)
        // An empty object: what a scanner or a flood sends.
        expect((await api.post(WEBHOOK_PATH, {})).status).toBe(200)
      })
    )
    await hooks.processed(2 * PER_KIND, before, 60_000)
    const rows = await waitFor(
      async () => {
        const now = counted(await logRows())
        return sum(now) === 2 * PER_KIND ? now : null
      },
      { timeoutMs: 15_000, what: `${2 * PER_KIND} counted postbacks in the log` }
    )
    const minutes = minuteIndex(Date.now()) - minuteIndex(started) + 1

    // Two reasons (bad signature, no token) × the minutes the flood spanned, whatever N is.
    expect(rows.length).toBeLessThanOrEqual(2 * minutes)
    expect(await logRows()).toHaveLength(rows.length) // and no single lines besides them
    for (const row of rows) {
      expect(row.outcome).toBe("rejected")
      // Each project's hook counts its own lines: the bucket ends with its shop id.
      expect(row.bucket).toBe(
        `rejected|${row.reason}|${new Date(minuteIndex(new Date(row.received_at).getTime()) * 60_000).toISOString()}|${SANDBOX_KEYS.shopId}`
      )
    }
    // Each line's code goes with its reason (the bucket keeps the text).
    expect(new Set(rows.map((r) => `${r.reason_code}: ${r.reason}`))).toEqual(
      new Set(["token_bad_signature: token check failed (bad_signature)", "token_no_token: token check failed (no_token)"])
    )
    const bySignature = rows.filter((r) => r.reason === "token check failed (bad_signature)")
    expect(sum(bySignature)).toBe(PER_KIND)
    // Every forged postback of those lines named the victim's invoice: the line keeps it.
    expect(bySignature.every((r) => r.invoice_id === checkout.data.uuid)).toBe(true)
    const empty = rows.filter((r) => r.reason === "token check failed (no_token)")
    expect(sum(empty)).toBe(PER_KIND)
    expect(empty.every((r) => r.invoice_id === null)).toBe(true)

    // Settings: rejected ones are shown as such, and are not a "last postback received".
    const settingsAfter = (await api.get("/admin/cryptocloud/settings", admin.config)).data.postback
    expect(settingsAfter.last_received_at).toBeNull()
    expect(settingsAfter.rejected_last_hour).toBe(2 * PER_KIND)

    // The genuine postback, twice: a line each (applied, then duplicate), and now the last one.
    const genuine = await sandbox.current.buildPostback(checkout.data.uuid)
    const genuineBefore = hooks.results.length
    await api.post(WEBHOOK_PATH, genuine)
    await api.post(WEBHOOK_PATH, genuine)
    await hooks.processed(2, genuineBefore, 30_000)
    const verified = await waitFor(
      async () => {
        const lines = (await logRows()).filter((r) => r.bucket === null)
        return lines.length === 2 ? lines : null
      },
      { what: "two verified lines" }
    )
    expect(verified.map((r) => [r.outcome, r.count, r.invoice_id]).sort()).toEqual([
      ["applied", 1, checkout.data.uuid],
      ["duplicate", 1, checkout.data.uuid],
    ])
    // A duplicate says "repeated:" in words and keeps the applied line's code.
    expect(verified.map((r) => [r.outcome, r.reason_code, r.reason]).sort()).toEqual([
      ["applied", "payment_captured", "invoice is paid: captured"],
      ["duplicate", "payment_captured", "repeated: invoice is paid: captured"],
    ])
    const settingsVerified = (await api.get("/admin/cryptocloud/settings", admin.config)).data.postback
    expect(Date.parse(settingsVerified.last_received_at)).toBe(Math.max(...verified.map((r) => new Date(r.received_at).getTime())))

    // The admin list carries each line's count; its last_received_at is the verified one too.
    const list = (await api.get("/admin/cryptocloud/postbacks?outcome=rejected&limit=50", admin.config)).data
    expect(list.postbacks.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(2 * PER_KIND)
    expect(list.last_received_at).toBe(settingsVerified.last_received_at)
    // …and its reason_code next to the reason.
    for (const p of list.postbacks as Array<{ reason: string; reason_code: string | null }>) {
      expect(p.reason_code).toBe(p.reason === "token check failed (bad_signature)" ? "token_bad_signature" : "token_no_token")
    }
    const verifiedList = (await api.get("/admin/cryptocloud/postbacks?outcome=duplicate", admin.config)).data.postbacks
    expect(verifiedList).toEqual([
      expect.objectContaining({ outcome: "duplicate", reason: "repeated: invoice is paid: captured", reason_code: "payment_captured" }),
    ])
  })

  it("instances add to the same line: the upsert of a bucket sums counts and drops a disagreeing invoice", async () => {
    const lastAt = new Date("2026-11-24T07:09:30Z")
    const tally = {
      bucket: "ignored|unknown invoice|2026-11-24T07:09:00.000Z",
      outcome: "ignored" as const,
      reason: "unknown invoice",
      reasonCode: "unknown_invoice" as const,
      minute: "2026-11-24T07:09:00.000Z",
      count: 3,
      invoiceId: "INV-AB12CD34",
      lastAt,
    }
    // The line as an instance from before reason codes began it (same bucket, no code)…
    await pg()(POSTBACK_LOG_TABLE).insert({
      id: generateEntityId(undefined, "ccpb"),
      received_at: lastAt,
      invoice_id: "INV-AB12CD34",
      status: null,
      outcome: "ignored",
      reason: "unknown invoice",
      count: 3,
      bucket: tally.bucket,
    })
    expect(await logRows()).toEqual([expect.objectContaining({ count: 3, reason_code: null })])
    // …is added to by this one, and gains the code.
    await writeCountedLines(pg(), [{ ...tally, count: 4 }])
    expect(await logRows()).toEqual([
      expect.objectContaining({ count: 7, invoice_id: "INV-AB12CD34", reason: "unknown invoice", reason_code: "unknown_invoice" }),
    ])
    await writeCountedLines(pg(), [{ ...tally, count: 1, invoiceId: "INV-ZZ99ZZ99", lastAt: new Date("2026-11-24T07:09:50Z") }])
    expect(await logRows()).toEqual([expect.objectContaining({ count: 8, invoice_id: null, received_at: new Date("2026-11-24T07:09:50Z") })])
  })

  it("the retention job prunes entries older than 30 days with the reconciliation off, in bounded batches", async () => {
    expect(cryptocloud().getOptions().reconciliation).toBe(false)
    expect(pruneJobConfig).toEqual({ name: "cryptocloud-prune-postback-log", schedule: expect.any(String) })
    const old = new Date(Date.now() - POSTBACK_LOG_RETENTION_MS - 60_000)
    const line = (received_at: Date, i: number, bucket: string | null = null) => ({
      id: generateEntityId(undefined, "ccpb"),
      received_at,
      invoice_id: null,
      outcome: "rejected",
      reason: "token check failed (no_body)",
      count: 5,
      bucket: bucket && `${bucket}|${i}`,
    })
    await pg()(POSTBACK_LOG_TABLE).insert([
      ...Array.from({ length: 7 }, (_, i) => line(old, i, "rejected|token check failed (no_body)")),
      line(old, 99),
      line(new Date(), 100),
    ])
    // Bounded: two statements of two rows each, the rest left for the next run.
    expect(await prunePostbackLog(pg(), Date.now(), { batch: 2, maxBatches: 2 })).toBe(4)
    await pruneJob(getContainer())
    const left = await logRows()
    expect(left).toHaveLength(1)
    expect(new Date(left[0].received_at).getTime()).toBeGreaterThan(old.getTime())
    // A line written without a code (before codes existed) is listed with reason_code null, its words kept.
    const listed = (await api.get("/admin/cryptocloud/postbacks", admin.config)).data.postbacks
    expect(listed).toEqual([expect.objectContaining({ id: left[0].id, reason: "token check failed (no_body)", reason_code: null })])
  })

  it("the ledger's one-statement update keeps mergeStatus, the history and the larger amount (compared as decimals)", async () => {
    const row = (status: InvoiceStatus, over: Record<string, unknown> = {}) => {
      const uuid = `INV-${Math.random().toString(36).slice(2, 10).toUpperCase()}`
      return {
        id: generateEntityId(undefined, "ccinv"),
        uuid,
        session_id: "payses_x",
        fiat_amount: "10.00",
        fiat_currency: "EUR",
        status,
        tolerance_percent: 0,
        history: JSON.stringify([{ status, at: "2026-11-24T07:00:00.000Z" }]),
        amount_paid: "10.5",
        received: null,
        ...over,
      }
    }
    const read = (uuid: string, status: InvoiceStatus, over: Partial<Invoice> = {}) =>
      ({
        uuid,
        status,
        amount: "27",
        currency: { fullcode: "USDT_TRC20" },
        amount_paid: null,
        received: null,
        test_mode: false,
        expiry_date: null,
        ...over,
      }) as unknown as Invoice

    for (const previous of INVOICE_STATUSES) {
      for (const next of INVOICE_STATUSES) {
        const r = row(previous)
        await pg()("cryptocloud_invoice").insert(r)
        const after = await observeInvoice(pg(), read(r.uuid, next))
        const merged = mergeStatus(previous, next)
        expect([previous, next, after!.status]).toEqual([previous, next, merged])
        expect(after!.history!.map((h) => h.status)).toEqual(merged === previous ? [previous] : [previous, merged])
      }
    }

    const amounts = row("partial")
    await pg()("cryptocloud_invoice").insert(amounts)
    const paidAfter = async (amount_paid: string | null) => (await observeInvoice(pg(), read(amounts.uuid, "partial", { amount_paid })))!.amount_paid
    expect(await paidAfter("9.75")).toBe("10.5") // an older, smaller read never lowers it
    expect(await paidAfter("10.50")).toBe("10.5") // equal as decimals: kept as recorded
    expect(await paidAfter(null)).toBe("10.5")
    expect(await paidAfter("10.500000000000000001")).toBe("10.500000000000000001") // beyond a float's precision
    expect(await paidAfter("9")).toBe("10.500000000000000001") // "9" > "10.5" as text, not as a number
    expect(await observeInvoice(pg(), read("INV-NOTOURS1", "paid"))).toBeNull()

    // Concurrent reads of one invoice (postback, job, storefront) lose nothing: paid wins, each change once.
    const racing = row("created", { amount_paid: null })
    await pg()("cryptocloud_invoice").insert(racing)
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        observeInvoice(pg(), read(racing.uuid, (["created", "partial", "paid"] as const)[i % 3], { amount_paid: String(i) }))
      )
    )
    const final = (await pg()("cryptocloud_invoice").where({ uuid: racing.uuid }).first()) as {
      status: string
      amount_paid: string
      history: Array<{ status: string }>
    }
    expect(final.status).toBe("paid")
    expect(final.amount_paid).toBe("23")
    const changes = final.history.map((h) => h.status)
    expect(changes[changes.length - 1]).toBe("paid")
    expect(new Set(changes).size).toBe(changes.length)
  })

  it("the postback's session read without the ORM returns what the payment module's service returns", async () => {
    const payment = getContainer().resolve(Modules.PAYMENT)
    const [collection] = await payment.createPaymentCollections([{ currency_code: "eur", amount: 12.34 }])
    const session = await payment.createPaymentSession(collection.id, {
      provider_id: "pp_cryptocloud_cryptocloud",
      currency_code: "eur",
      amount: 12.34,
      data: {},
    })
    const logger = { error: jest.fn() } as never
    const raw = await sessionFinder({ [ContainerRegistrationKeys.PG_CONNECTION]: pg() }, logger)(session.id)
    const service = (payment as unknown as { paymentSessionService_: unknown }).paymentSessionService_
    const orm = await sessionFinder({ paymentSessionService: service }, logger)(session.id)
    expect(raw).not.toBeNull()
    expect(orm).not.toBeNull()
    const plain = (s: typeof raw) => ({ id: s!.id, provider_id: s!.provider_id, currency_code: s!.currency_code, data: s!.data, status: s!.status })
    expect(plain(raw)).toEqual(plain(orm))
    expect(FiatMoney.of(raw!.amount, "eur").equals(FiatMoney.of(orm!.amount, "eur"))).toBe(true)
    expect(JSON.parse(JSON.stringify(raw!.amount))).toEqual(JSON.parse(JSON.stringify(orm!.amount)))
    expect(await sessionFinder({ [ContainerRegistrationKeys.PG_CONNECTION]: pg() }, logger)("payses_missing")).toBeNull()
  })
})
