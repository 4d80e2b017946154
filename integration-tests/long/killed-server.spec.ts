/**
 * A real `medusa start` killed with SIGKILL mid-work, then started again on the same database.
 *
 * Payouts exactly once when the server dies mid-request: a real `medusa start` is killed with
 * SIGKILL while it waits for CryptoCloud's answer to a payout the service has already carried
 * out (the money left), then started again on the same database. The `pending` row written
 * before the request left must block an identical payout after the restart, and the
 * reconciliation pass must turn it into `unknown` for an admin to resolve — never resend it.
 *
 * Before the fix the left-behind `pending` row stopped an identical request only once it was
 * 2 minutes old, so the restarted server sent the same payout a second time. The identical
 * requests below are made after the 12 s interval between withdrawals is over, so that nothing
 * but the row can stop them (within it, any code refuses with 429): on the old code they answer
 * 200 and a second payout reaches the sandbox.
 *
 * The same holds for a return of an attention item's money (attention/:id/return): it is a refund
 * row paid through the same log, so the item stays open and unreturnable while the payout is in
 * doubt, and becomes `returned` once the admin resolves the withdrawal as sent.
 *
 * The same for staff alerts written but not yet sent (the last describe), and for an invoice
 * released but not yet cancelled.
 *
 * One database and one server for the file (boots are slow); each scenario kills and restarts
 * it once. See helpers/app-processes.ts.
 */
import { waitFor } from "../helpers/wait-for"
import { storefront } from "../helpers/storefront"
import { useAppStack, type App } from "../helpers/app-processes"
import { ADDRESS, OUT, openItems, refundedOrder, refundOf, waitForWithdrawalInterval, withdrawal, withdrawalRows } from "../helpers/payouts"

jest.setTimeout(300 * 1000)

// The killed server's deadline for CryptoCloud's answer. Long on purpose: the SIGKILL must land
// while it still waits (with a short deadline a busy machine could give up first and log the
// row `unknown` itself — a different path, tested elsewhere).
const REQUEST_TIMEOUT_MS = 30_000
// A `pending` row is abandoned once the deadline plus a 60 s margin has passed.
const STALE_AFTER_MS = REQUEST_TIMEOUT_MS + 60_000

const stack = useAppStack({
  name: "killed-server",
  sandbox: { balances: { USDT_TRC20: "100000" } },
  // E-mails (staff alerts) kept by the tests' provider; Medusa stores each as a notification row.
  env: { CRYPTOCLOUD_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), CRYPTOCLOUD_TEST_EMAIL: "local" },
})

/**
 * Simulates the passage of time instead of waiting 90 s: the row (and when it was sent) moves a
 * minute further into the past than the stale threshold, as if the server had died that long ago.
 */
function ageWithdrawal(id: string) {
  const seconds = (STALE_AFTER_MS + 60_000) / 1000
  return stack.sql(
    `UPDATE cryptocloud_withdrawal
        SET created_at = created_at - make_interval(secs => $2), sent_at = sent_at - make_interval(secs => $2)
      WHERE id = $1`,
    [id, seconds]
  )
}

describe("a server killed (SIGKILL) while a payout waits for CryptoCloud's answer", () => {
  let app: App
  beforeAll(() => {
    app = stack.apps[0]
  })

  /**
   * `send` goes out with the sandbox set to carry the payout out and then hold the connection
   * without answering; once the money has left, the server is killed mid-wait, then booted again.
   */
  async function killWhileWaiting(send: () => Promise<unknown>) {
    const paidBefore = stack.sandbox.listWithdrawals().length
    stack.sandbox.injectFault({ path: OUT, kind: "timeout", afterProcessing: true, times: 1, ms: 5 * 60_000 })
    const answer = send().then(
      () => "answered",
      (error: Error) => error // the connection dies with the server
    )
    await waitFor(() => stack.sandbox.listWithdrawals().length > paidBefore, { what: "the payout carried out at the sandbox" })
    await app.kill()
    // The admin never got an answer: whatever the server would have written after it is lost.
    expect(await answer).toBeInstanceOf(Error)
    const bootMs = await app.start()
    process.stdout.write(`restart after SIGKILL: ${bootMs} ms\n`)
  }

  it(
    "withdrawal: after the restart the identical request is refused (409) naming the first, one payout left; the pass makes it unknown with one attention item",
    stack.guard(async () => {
      await killWhileWaiting(() => app.api.post("/admin/cryptocloud/withdrawals", withdrawal, stack.admin))
      expect(stack.sandbox.listWithdrawals()).toEqual([expect.objectContaining({ currency: "USDT_TRC20", address: ADDRESS })])
      expect(Number(stack.sandbox.listWithdrawals()[0].amount)).toBe(5)

      // Still `pending`, not `unknown`: the server died waiting, it did not give up on a timeout.
      const [first, ...others] = await withdrawalRows(stack, app)
      expect(others).toEqual([])
      expect(first).toEqual(expect.objectContaining({ status: "pending", stale: false, amount: "5", to_address: ADDRESS }))

      await waitForWithdrawalInterval(stack, app)
      const again = await app.api.post("/admin/cryptocloud/withdrawals", withdrawal, stack.admin)
      expect(again.status).toBe(409)
      expect(again.data).toEqual(expect.objectContaining({ type: "conflict", code: "withdrawal_outcome_unknown", withdrawal_id: first.id }))
      expect(stack.sandbox.countRequests(OUT)).toBe(1)
      expect(stack.sandbox.listWithdrawals()).toHaveLength(1)
      expect(await withdrawalRows(stack, app)).toHaveLength(1) // a refused request leaves no row

      await ageWithdrawal(first.id)
      expect((await withdrawalRows(stack, app))[0]).toEqual(expect.objectContaining({ id: first.id, status: "pending", stale: true }))

      // Twice: the second pass finds nothing left to settle and raises nothing new.
      const reports = await stack.reconcile(2)
      expect(reports.map((r) => [r.ran, r.abandoned_payouts])).toEqual([
        [true, 1],
        [true, 0],
      ])
      const [settled] = await withdrawalRows(stack, app)
      expect(settled).toEqual(
        expect.objectContaining({
          id: first.id,
          status: "unknown",
          error: expect.objectContaining({ area: "process_stopped" }),
          resolution: null,
        })
      )
      expect(await openItems(stack, app, "withdrawal_unknown")).toEqual([
        expect.objectContaining({ withdrawal_id: first.id, amount: "5", currency: "USDT_TRC20", status: "open" }),
      ])

      // Unknown blocks too, until an admin says what happened; nothing was ever resent.
      const later = await app.api.post("/admin/cryptocloud/withdrawals", withdrawal, stack.admin)
      expect(later.status).toBe(409)
      expect(later.data).toEqual(expect.objectContaining({ code: "withdrawal_outcome_unknown", withdrawal_id: first.id }))
      expect(stack.sandbox.countRequests(OUT)).toBe(1)
    })
  )

  it(
    "refund payout: after the restart the refund is payout_pending and cannot be paid again (409), one payout left; the pass makes it payout_unknown; resolved as sent it is paid",
    stack.guard(async () => {
      const refund = await refundedOrder(stack, app, 7.5)
      expect(refund).toEqual(expect.objectContaining({ status: "awaiting_address", crypto_currency: "USDT_TRC20" }))
      await waitForWithdrawalInterval(stack, app)
      const paidBefore = stack.sandbox.listWithdrawals().length
      const requestsBefore = stack.sandbox.countRequests(OUT)

      await killWhileWaiting(() => app.api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, { address: ADDRESS }, stack.admin))
      expect(stack.sandbox.listWithdrawals().slice(paidBefore)).toEqual([
        expect.objectContaining({ currency: "USDT_TRC20", address: ADDRESS, amount: refund.crypto_amount }),
      ])

      const claimed = await refundOf(stack, app, refund.order_id, refund.id)
      expect(claimed).toEqual(expect.objectContaining({ status: "payout_pending", crypto_paid: "0", withdrawal_id: expect.any(String) }))
      const row = (await withdrawalRows(stack, app)).find((w) => w.id === claimed.withdrawal_id)
      expect(row).toEqual(expect.objectContaining({ status: "pending", refund_id: refund.id, amount: refund.crypto_amount }))

      await waitForWithdrawalInterval(stack, app)
      const twice = await app.api.post(`/admin/cryptocloud/refunds/${refund.id}/payout`, { address: ADDRESS }, stack.admin)
      expect(twice.status).toBe(409)
      expect(twice.data).toEqual(expect.objectContaining({ type: "conflict", code: "refund_not_owed" }))
      // The same payout typed as a plain withdrawal is the same payout.
      const typed = await app.api.post(
        "/admin/cryptocloud/withdrawals",
        { currency_code: "USDT_TRC20", to_address: ADDRESS, amount: refund.crypto_amount },
        stack.admin
      )
      expect(typed.status).toBe(409)
      expect(typed.data).toEqual(expect.objectContaining({ code: "withdrawal_outcome_unknown", withdrawal_id: row.id }))
      expect(stack.sandbox.countRequests(OUT)).toBe(requestsBefore + 1)
      expect(stack.sandbox.listWithdrawals()).toHaveLength(paidBefore + 1)

      await ageWithdrawal(row.id)
      const reports = await stack.reconcile(2)
      expect(reports.map((r) => [r.ran, r.abandoned_payouts])).toEqual([
        [true, 1],
        [true, 0],
      ])
      expect(await refundOf(stack, app, refund.order_id, refund.id)).toEqual(expect.objectContaining({ status: "payout_unknown", crypto_paid: "0" }))
      const items = (await openItems(stack, app, "withdrawal_unknown")).filter((item) => item.withdrawal_id === row.id)
      expect(items).toEqual([expect.objectContaining({ refund_id: refund.id, order_id: refund.order_id, amount: refund.crypto_amount })])

      // The admin checked the CryptoCloud dashboard: it went out.
      const resolved = await app.api.post(`/admin/cryptocloud/withdrawals/${row.id}/resolve`, { outcome: "sent" }, stack.admin)
      expect(resolved.status).toBe(200)
      expect(resolved.data.withdrawal).toEqual(expect.objectContaining({ id: row.id, resolution: "sent" }))
      expect(await refundOf(stack, app, refund.order_id, refund.id)).toEqual(
        expect.objectContaining({
          status: "payout_requested",
          crypto_paid: refund.crypto_amount,
          crypto_remaining: "0",
        })
      )
      expect((await openItems(stack, app, "withdrawal_unknown")).filter((item) => item.withdrawal_id === row.id)).toEqual([])
      expect(stack.sandbox.countRequests(OUT)).toBe(requestsBefore + 1)
    })
  )

  it(
    "attention return: after the restart the item is open with no return action and a repeat is a 409, one payout left; the pass makes it unknown; resolved as sent the item is returned",
    stack.guard(async () => {
      // An overpaid checkout, completed and its surplus raised by a reconciliation pass.
      const checkout = await storefront(app.api, stack.store).checkout("eur")
      stack.sandbox.alterInvoice(checkout.data.uuid, { testMode: false })
      await stack.sandbox.pay(checkout.data.uuid, "overpay", { postback: false })
      await stack.reconcile(1)
      const [item] = (await openItems(stack, app, "overpayment")).filter((i) => i.invoice_uuid === checkout.data.uuid)
      expect(item).toEqual(expect.objectContaining({ status: "open", actions: expect.arrayContaining(["return"]) }))
      await waitForWithdrawalInterval(stack, app)
      const paidBefore = stack.sandbox.listWithdrawals().length
      const requestsBefore = stack.sandbox.countRequests(OUT)
      const returnIt = () => app.api.post(`/admin/cryptocloud/attention/${item.id}/return`, { address: ADDRESS }, stack.admin)

      await killWhileWaiting(returnIt)
      expect(stack.sandbox.listWithdrawals().slice(paidBefore)).toEqual([
        expect.objectContaining({ currency: "USDT_TRC20", address: ADDRESS, amount: item.amount }),
      ])
      const row = (await withdrawalRows(stack, app)).find((w) => w.to_address === ADDRESS && w.amount === item.amount && w.status === "pending")
      expect(row).toEqual(expect.objectContaining({ refund_id: expect.any(String) }))
      const itemNow = async () => (await openItems(stack, app, "overpayment")).find((i) => i.id === item.id)
      // Open, and nothing more can be returned while the payout's answer is awaited.
      expect(await itemNow()).toEqual(expect.objectContaining({ status: "open", actions: ["resolve"] }))

      await waitForWithdrawalInterval(stack, app)
      const twice = await returnIt()
      expect(twice.status).toBe(409)
      expect(twice.data).toEqual(expect.objectContaining({ type: "conflict", code: "refund_not_owed", withdrawal_id: row.id }))
      expect(stack.sandbox.countRequests(OUT)).toBe(requestsBefore + 1)

      await ageWithdrawal(row.id)
      await stack.reconcile(1)
      expect((await withdrawalRows(stack, app)).find((w) => w.id === row.id)).toEqual(expect.objectContaining({ status: "unknown" }))
      expect((await openItems(stack, app, "withdrawal_unknown")).filter((i) => i.withdrawal_id === row.id)).toEqual([
        expect.objectContaining({ refund_id: row.refund_id, amount: item.amount }),
      ])
      // Unknown: still open, still no return, still one payout.
      expect(await itemNow()).toEqual(expect.objectContaining({ status: "open", resolution: null, actions: ["resolve"] }))
      expect((await returnIt()).status).toBe(409)
      expect(stack.sandbox.countRequests(OUT)).toBe(requestsBefore + 1)

      // The admin checked the CryptoCloud dashboard: it went out. The item is returned, naming it.
      expect((await app.api.post(`/admin/cryptocloud/withdrawals/${row.id}/resolve`, { outcome: "sent" }, stack.admin)).status).toBe(200)
      expect(await itemNow()).toBeUndefined()
      const resolved = (await app.api.get("/admin/cryptocloud/attention?status=resolved&limit=100", stack.admin)).data.attention_items.find(
        (i: any) => i.id === item.id
      )
      expect(resolved).toEqual(expect.objectContaining({ resolution: "returned", withdrawal_id: row.id }))
      expect(stack.sandbox.countRequests(OUT)).toBe(requestsBefore + 1)
    })
  )
})

/**
 * Invoice handover (src/domain/ledger/handover.ts): a deleted session releases its invoice and the
 * releasing server cancels it 10 s later unless a new session of the cart took it over. A server
 * killed inside those 10 s never sends that cancel; the reconciliation must then cancel what
 * nobody took — and never an invoice a new session did take (its holder is live).
 */
describe("a server killed (SIGKILL) between releasing a cart's invoice and cancelling it", () => {
  const CANCEL = "/v2/invoice/merchant/canceled"
  const status = (uuid: string) => stack.sandbox.getInvoice(uuid)?.status

  it(
    "after the restart the pass cancels the released invoice nobody took, with one cancel; the invoice a new session took over stays payable",
    stack.guard(async () => {
      const app = stack.apps[0]
      const shop = storefront(app.api, stack.store)
      // Cart A's total changes and its shopper leaves: its invoice is released (once Medusa has
      // deleted the session) and its cancel is timed. (Had the shopper started a new session, the
      // new invoice would have superseded it and it would have been cancelled at once.)
      const cartA = await shop.createCart("eur")
      const a1 = await shop.initiateSession(cartA)
      await shop.addItem(cartA, "standard")
      await waitFor(async () => (await stack.sql("SELECT released_at FROM cryptocloud_invoice WHERE uuid = $1", [a1.data.uuid]))[0]?.released_at, {
        what: "a1's release",
      })
      // Cart B's session is replaced with the same total: the new session takes the invoice over.
      const cartB = await shop.createCart("eur")
      const b1 = await shop.initiateSession(cartB)
      const b2 = await shop.initiateSession(cartB)
      expect(b2.data.uuid).toBe(b1.data.uuid)
      const cancels = stack.sandbox.countRequests(CANCEL)

      await app.kill() // well inside the 10 s grace of A's release
      const [released] = await stack.sql("SELECT session_live, released_at, cancel_sent_at FROM cryptocloud_invoice WHERE uuid = $1", [a1.data.uuid])
      expect(released).toEqual(expect.objectContaining({ session_live: false, released_at: expect.any(Date), cancel_sent_at: null }))
      await app.start()
      expect(stack.sandbox.countRequests(CANCEL)).toBe(cancels) // nobody sent it
      expect(status(a1.data.uuid)).toBe("created")

      // The grace passes (moved back by SQL instead of waiting).
      await stack.sql("UPDATE cryptocloud_invoice SET released_at = released_at - interval '1 minute' WHERE uuid = ANY($1)", [[a1.data.uuid, b1.data.uuid]])
      await stack.reconcile(1)
      expect(status(a1.data.uuid)).toBe("canceled")
      expect(stack.sandbox.countRequests(CANCEL)).toBe(cancels + 1)
      expect(status(b1.data.uuid)).toBe("created")
      const [taken] = await stack.sql("SELECT session_id, session_live, cancel_sent_at FROM cryptocloud_invoice WHERE uuid = $1", [b1.data.uuid])
      expect(taken).toEqual({ session_id: b2.sessionId, session_live: true, cancel_sent_at: null })

      // The customer of cart B pays the invoice they were handed: the order is made on the new session.
      await stack.sandbox.pay(b1.data.uuid, "exact")
      await waitFor(async () => (await shop.sessionStatus(b2.sessionId, cartB)).order_id, { timeoutMs: 60_000, what: "cart B's order" })
    })
  )
})

/**
 * Staff alerts (src/workflows/cryptocloud/notifications/staff-alerts.ts): an item's alerts are
 * written to the outbox when it is raised and wait 4 s for company before the server sends them. A
 * server killed inside those 4 s never sends them; after the restart the minute job
 * `cryptocloud-staff-alerts` must — once per address, never lost, never twice.
 */
describe("a server killed (SIGKILL) after raising an attention item, before its staff alerts went out", () => {
  /**
   * This item's outbox rows, each with the notification Medusa stored under its idempotency key.
   * (Earlier scenarios' `medusa exec` passes may have left feed rows of their own items for the
   * minute job: the feed's row of this item may then go out inside a digest.)
   */
  const rowsOf = (uuid: string) =>
    stack.sql<{ channel: string; recipient: string; state: string; status: string | null }>(
      `SELECT a.channel, a.recipient, a.state, n.status
         FROM cryptocloud_staff_alert a
         LEFT JOIN notification n ON n.idempotency_key = a.batch_key AND n.deleted_at IS NULL
        WHERE a.data->>'invoice_uuid' = $1`,
      [uuid]
    )

  it(
    "after the restart the minute job sends them: one e-mail per staff address and one feed entry",
    stack.guard(async () => {
      const app = stack.apps[0]
      const saved = await app.api.post("/admin/cryptocloud/settings", { alerts: { to: ["ops@shop.test", "owner@shop.test"] } }, stack.admin)
      expect(saved.status).toBe(200)
      const shop = storefront(app.api, stack.store)
      const checkout = await shop.checkout("usd")
      await stack.sandbox.pay(checkout.data.uuid, "overpay")
      const uuid = checkout.data.uuid
      await waitFor(async () => (await rowsOf(uuid)).filter((row) => row.state === "pending").length === 3, {
        intervalMs: 20,
        timeoutMs: 60_000,
        what: "the overpayment's alerts in the outbox",
      })
      await app.kill()
      expect((await rowsOf(uuid)).map((row) => row.state)).toEqual(["pending", "pending", "pending"]) // it died before sending
      await app.start()
      await waitFor(async () => (await rowsOf(uuid)).every((row) => row.state === "sent"), {
        timeoutMs: 100_000,
        intervalMs: 1000,
        what: "the alerts, sent by the restarted server's job",
      })
      await new Promise((resolve) => setTimeout(resolve, 5000))
      const rows = await rowsOf(uuid)
      expect(rows.map((row) => `${row.channel}:${row.recipient}:${row.state}:${row.status}`).sort()).toEqual([
        "email:ops@shop.test:sent:success",
        "email:owner@shop.test:sent:success",
        "feed::sent:success",
      ])
      // Once each: one stored e-mail per address tells this item — alone, or in a digest with the
      // items an earlier scenario's SIGKILL left unannounced (the minute job alerts those too).
      const mails = await stack.sql(
        `SELECT "to" FROM notification
          WHERE template = 'cryptocloud-staff-alert' AND channel = 'email' AND deleted_at IS NULL
            AND (data->>'invoice_uuid' = $1
                 OR EXISTS (SELECT 1 FROM jsonb_array_elements(COALESCE(data->'alerts', '[]'::jsonb)) AS a WHERE a->>'invoice_uuid' = $1))`,
        [uuid]
      )
      expect(mails.map((row: { to: string }) => row.to).sort()).toEqual(["ops@shop.test", "owner@shop.test"])
    })
  )
})
