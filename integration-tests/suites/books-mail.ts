/**
 * The books by e-mail (design.md, "Telling the merchant"; docs/operations.md, "The books by
 * e-mail") in a store with two projects: the hourly job's core run with a clock set past a
 * period's end sends each project's payments, refunds, withdrawals and deposits reports — the
 * bytes the report route serves — one e-mail per address, once however often and on however many
 * instances it runs; a missed period is caught up; a failed send is tried again under the same
 * idempotency key; and POST /admin/cryptocloud/reports/send sends a period now. E-mails go to the
 * tests' provider (notification-outbox), which keeps them with their attachments.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { outboxInProcess, refusedAddresses, type SentNotification } from "../helpers/notification-outbox/store"
import { SANDBOX_KEYS, SECOND_KEYS } from "../helpers/sandbox"
import { defineSuite } from "../helpers/shared-app"
import { sendDueBooks } from "../../src/workflows/cryptocloud/notifications/books-due"
import { BOOKS_TEMPLATE } from "../../src/workflows/cryptocloud/notifications/books-email"
import { BOOKS_MAIL_TABLE, booksIdempotencyKey } from "../../src/domain/notices/books-claims"
import { BOOKS_REPORTS } from "../../src/domain/notices/books-summary"

const FIRST = SANDBOX_KEYS.shopId
const SECOND = SECOND_KEYS.shopId
const OCTOBER = { start: "2026-10-01", end: "2026-10-31" }
/** Seven minutes into November (UTC): October has closed. */
const NOV_1 = new Date("2026-11-01T00:07:00Z")
const HOUR = 3_600_000

export default defineSuite("books-mail", ({ api, getContainer }) => {
  let admin: AdminSession
  let mark = 0
  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const run = (now: Date) => sendDueBooks(getContainer(), { now })

  beforeAll(async () => {
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => {
    refusedAddresses().clear()
    mark = outboxInProcess().length
  })

  /** The books e-mails since the test began. */
  const books = (): SentNotification[] =>
    outboxInProcess()
      .slice(mark)
      .filter((sent) => sent.template === BOOKS_TEMPLATE)
  const booksTo = (to: string) => books().filter((sent) => sent.to === to)

  async function setBooks(shopId: string, books: { to: string | string[]; every: "day" | "week" | "month" | null }) {
    const saved = await api.post(`/admin/cryptocloud/settings?shop_id=${shopId}`, { books }, admin.config)
    expect(saved.status).toBe(200)
  }

  /** A paid ledger row of a project, its money received at `at`. */
  async function payment(shopId: string, uuid: string, at: string, usd: string) {
    await pg().raw(
      `INSERT INTO cryptocloud_invoice (id, uuid, session_id, fiat_amount, fiat_currency, crypto_amount, crypto_currency, status, amount_paid, received,
         received_usd, received_at, shop_id, history, created_at, updated_at)
       VALUES (?, ?, ?, '10.00', 'USD', '10', 'USDT_TRC20', 'paid', '10', '10', ?, ?::timestamptz, ?, '[]'::jsonb, ?::timestamptz, now())`,
      [`ccinv_books_${uuid}`, uuid, `payses_books_${uuid}`, usd, at, shopId, at]
    )
  }

  /** A report's CSV as the route serves it, bytes. */
  async function routeCsv(report: string, shopId: string, period: { start: string; end: string }): Promise<Buffer> {
    const res = await api.get(`/admin/cryptocloud/reports/${report}?format=csv&start=${period.start}&end=${period.end}&shop_id=${shopId}`, {
      ...admin.config,
      responseType: "arraybuffer",
    })
    expect(res.status).toBe(200)
    return Buffer.from(res.data as ArrayBuffer)
  }

  /** The e-mail carries the four reports, each the route's file byte for byte. */
  async function expectRouteFiles(sent: SentNotification, shopId: string, period: { start: string; end: string }) {
    expect(sent.channel).toBe("email")
    expect(sent.attachments?.map((a) => a.filename)).toEqual(BOOKS_REPORTS.map((report) => `cryptocloud-${report}-${period.start}-${period.end}.csv`))
    for (const [i, report] of BOOKS_REPORTS.entries()) {
      const attachment = sent.attachments![i]
      expect(attachment).toEqual(expect.objectContaining({ content_type: "text/csv; charset=utf-8", disposition: "attachment" }))
      expect(Buffer.from(attachment.content, "base64").equals(await routeCsv(report, shopId, period))).toBe(true)
    }
  }

  it("a month closes: each project's books, one e-mail per address with the route's four CSV files; run again, nothing more", async () => {
    await setBooks(FIRST, { to: ["books@first.test", "accountant@first.test"], every: "month" })
    await setBooks(SECOND, { to: "books@second.test", every: "month" })
    await payment(FIRST, "INV-BOOKS001", "2026-10-03T10:00:00Z", "10.5")
    await payment(FIRST, "INV-BOOKS002", "2026-10-31T23:59:59Z", "2.25")
    await payment(FIRST, "INV-BOOKS003", "2026-11-01T00:00:00Z", "99") // November's
    await payment(SECOND, "INV-BOOKS004", "2026-10-15T12:00:00Z", "7")

    expect(await run(NOV_1)).toEqual({ sent: 3, failed: 0 })
    expect(
      books()
        .map((sent) => sent.to)
        .sort()
    ).toEqual(["accountant@first.test", "books@first.test", "books@second.test"])

    const [first] = booksTo("books@first.test")
    await expectRouteFiles(first, FIRST, OCTOBER)
    expect(Buffer.from(first.attachments![0].content, "base64").toString("utf8")).toContain("INV-BOOKS002")
    expect(first.data).toEqual(
      expect.objectContaining({
        shop_id: FIRST,
        project_name: "First project",
        period: { ...OCTOBER, every: "month" },
        totals: expect.objectContaining({ payments_received_usd: "12.75", deposits_usd: "0", refunds: {}, withdrawals_sent: {} }),
        attachments_omitted: false,
        sent_by: "schedule",
      })
    )
    expect(first.data.reports.payments).toEqual({ rows: 2, filename: `cryptocloud-payments-${OCTOBER.start}-${OCTOBER.end}.csv`, attached: true })
    expect(first.data.admin_url).toMatch(new RegExp(`^http://localhost:\\d+/app/cryptocloud\\?shop_id=${FIRST}$`))
    const [second] = booksTo("books@second.test")
    await expectRouteFiles(second, SECOND, OCTOBER)
    expect(second.data).toEqual(expect.objectContaining({ shop_id: SECOND, project_name: "Second project" }))
    expect(second.data.reports.payments.rows).toBe(1)

    // The same hour again, later in November, and two instances at once: nothing more.
    const again = await Promise.all([run(NOV_1), run(new Date(NOV_1.getTime() + 20 * 24 * HOUR)), run(new Date(NOV_1.getTime() + HOUR))])
    expect(again.map((r) => r.sent)).toEqual([0, 0, 0])
    expect(books()).toHaveLength(3)
  })

  it("after a downtime every missed month is sent, oldest first, once however many instances run; a project that never sent starts at the last month", async () => {
    await setBooks(FIRST, { to: "books@first.test", every: "month" })
    await run(new Date("2026-08-01T01:07:00Z")) // July's
    await setBooks(SECOND, { to: "books@second.test", every: "month" }) // turned on since: no history

    const runs = await Promise.all([run(new Date("2026-12-01T00:07:00Z")), run(new Date("2026-12-01T00:07:00Z"))])
    expect(runs[0].sent + runs[1].sent).toBe(5)
    // Each instance sends the months it claimed, oldest first; together, each month once.
    expect(
      booksTo("books@first.test")
        .map((sent) => sent.data.period.start)
        .sort()
    ).toEqual(["2026-07-01", "2026-08-01", "2026-09-01", "2026-10-01", "2026-11-01"])
    expect(booksTo("books@second.test").map((sent) => sent.data.period.start)).toEqual(["2026-11-01"])
  })

  it("a send that failed is tried again with the same idempotency key; an interrupted one too; one that went, never", async () => {
    await setBooks(FIRST, { to: ["good@first.test", "bad@first.test"], every: "week" })
    refusedAddresses().add("bad@first.test")
    const monday = new Date("2026-11-02T00:07:00Z") // the week of 26 October closed
    expect(await run(monday)).toEqual({ sent: 1, failed: 1 })
    const claims = async () =>
      (await pg()(BOOKS_MAIL_TABLE).where({ shop_id: FIRST }).orderBy("address")) as Array<{ id: string; address: string; state: string; attempts: number }>
    const [bad, good] = await claims()
    expect([bad.state, good.state]).toEqual(["failed", "sent"])

    // Not before its backoff; then once, under the key of its first attempt.
    refusedAddresses().clear()
    expect(await run(new Date(monday.getTime() + 20 * 60_000))).toEqual({ sent: 0, failed: 0 })
    expect(await run(new Date(monday.getTime() + HOUR))).toEqual({ sent: 1, failed: 0 })
    expect(booksTo("bad@first.test")).toHaveLength(1)
    await expectRouteFiles(booksTo("bad@first.test")[0], FIRST, { start: "2026-10-26", end: "2026-11-01" })
    // Medusa's failed record of the key set aside (soft-deleted), the key's one live record the success.
    const stored = (await pg()("notification")
      .where({ idempotency_key: booksIdempotencyKey(bad) })
      .orderBy("created_at")
      .select("status", "deleted_at")) as Array<{
      status: string
      deleted_at: Date | null
    }>
    expect(stored.map((n) => [n.status, n.deleted_at === null])).toEqual([
      ["failure", false],
      ["success", true],
    ])
    expect((await claims()).map((c) => [c.state, c.attempts])).toEqual([
      ["sent", 2],
      ["sent", 1],
    ])

    // An instance stopped after its send, before recording it: taken over, seen sent, not sent again.
    await pg()(BOOKS_MAIL_TABLE)
      .where({ id: good.id })
      .update({ state: "claimed", claimed_at: new Date(monday.getTime() - HOUR) })
    // An instance stopped before sending (a claim and nothing else): taken over and sent.
    await setBooks(FIRST, { to: ["good@first.test", "bad@first.test", "late@first.test"], every: "week" })
    await pg()(BOOKS_MAIL_TABLE).insert({
      id: "ccbm_books_stopped",
      shop_id: FIRST,
      every: "week",
      period_start: "2026-10-26",
      period_end: "2026-11-01",
      address: "late@first.test",
      state: "claimed",
      attempts: 1,
      claimed_at: new Date(monday.getTime() - HOUR),
    })
    expect(await run(new Date(monday.getTime() + 2 * HOUR))).toEqual({ sent: 1, failed: 0 })
    expect(booksTo("good@first.test")).toHaveLength(1)
    expect(booksTo("late@first.test")).toHaveLength(1)
    expect((await claims()).every((c) => c.state === "sent")).toBe(true)
  })

  it("POST /admin/cryptocloud/reports/send e-mails a period now, each request anew; refused without an address or with a bad period", async () => {
    await payment(SECOND, "INV-BOOKS005", "2026-11-10T08:00:00Z", "5")
    const period = { start: "2026-11-01", end: "2026-11-27" }
    const send = (body: Record<string, unknown>) => api.post("/admin/cryptocloud/reports/send", body, { ...admin.config, validateStatus: () => true })

    const none = await send({ ...period, shop_id: SECOND })
    expect(none.status).toBe(400)
    expect(none.data.message).toContain("There is no address to e-mail the books to")
    expect((await send({ start: "2026-11-27", end: "2026-11-01" })).status).toBe(400)
    const long = await send({ start: "2025-01-01", end: "2026-11-01" })
    expect(long.status).toBe(400)
    expect(long.data.message).toContain("at most 366 days")
    expect((await send({ ...period, to: "not an address" })).status).toBe(400)
    expect((await send({ ...period, shop_id: "no-such-shop", to: "x@y.test" })).status).toBe(404)

    const sent = await send({ ...period, shop_id: SECOND, to: "Owner@Shop.test, books@shop.test" })
    expect(sent.status).toBe(200)
    expect(sent.data).toEqual({ sent_to: ["owner@shop.test", "books@shop.test"], period })
    expect(books().map((e) => e.to)).toEqual(["owner@shop.test", "books@shop.test"])
    await expectRouteFiles(booksTo("owner@shop.test")[0], SECOND, period)
    expect(booksTo("owner@shop.test")[0].data).toEqual(
      expect.objectContaining({
        shop_id: SECOND,
        period: { ...period, every: null },
        sent_by: "admin",
        totals: expect.objectContaining({ payments_received_usd: "5" }),
      })
    )

    // Default: the project's books.to; a second request is a second sending.
    await setBooks(FIRST, { to: "books@first.test", every: null })
    for (let i = 0; i < 2; i++) expect((await send(period)).data.sent_to).toEqual(["books@first.test"])
    expect(booksTo("books@first.test")).toHaveLength(2)
  })
})
