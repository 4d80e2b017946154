/**
 * Payouts exactly once across instances: two real `medusa start` servers on one database, as
 * behind a load balancer, with the many-instances setup medusa-config.ts switches on with
 * REDIS_URL (Redis event bus, workflow engine and locking). The same payout sent to both at the
 * same moment leaves once: one 200, one 409, one row in the withdrawal log, one payout at the
 * sandbox. See helpers/app-processes.ts for the stack.
 *
 * Runs in .ci/run's Redis profile step; without REDIS_URL the file is skipped, so the plain
 * `npm run test:integration` needs no Redis.
 */
import { useAppStack, type AppStack } from "../helpers/app-processes"
import { ADDRESS, OUT, refundedOrder, refundOf, waitForWithdrawalInterval, withdrawal, withdrawalRows } from "../helpers/payouts"

jest.setTimeout(300 * 1000)

const REDIS_URL = process.env.REDIS_URL
const SKIP_REASON = "REDIS_URL is not set: two instances need Redis (event bus, workflow engine, locking); .ci/run's Redis profile sets it"
if (!REDIS_URL) process.stdout.write(`\nSKIPPED payout-two-instances.spec.ts: ${SKIP_REASON}\n`)
const describeWithRedis = REDIS_URL ? describe : describe.skip

/**
 * Both answers, the winner first. The sandbox answers the payout only after a while: the winner
 * is still waiting for CryptoCloud when the loser is checked, as when two requests meet
 * mid-flight. (Without the hold the loser could arrive after the answer and meet the 12 s
 * interval instead — a 429 and a `refused` row, another rule.)
 */
async function sendToBoth(stack: AppStack, path: string, body: Record<string, unknown>) {
  stack.sandbox.injectFault({ path: OUT, kind: "latency", ms: 3000, times: 1 })
  const answers = await Promise.all(stack.apps.map((app) => app.api.post(path, body, stack.admin)))
  const statuses = answers.map((a) => a.status).sort()
  if (statuses.join() !== "200,409")
    throw new Error(`expected one 200 and one 409, got ${answers.map((a) => `${a.status} ${JSON.stringify(a.data)}`).join(" | ")}`)
  return { won: answers.find((a) => a.status === 200)!, lost: answers.find((a) => a.status === 409)! }
}

const countRows = async (stack: AppStack, where = "true", params: unknown[] = []) =>
  Number((await stack.sql(`SELECT count(*) AS n FROM cryptocloud_withdrawal WHERE deleted_at IS NULL AND ${where}`, params))[0].n)

describeWithRedis("two instances on one database (Redis event bus, workflow engine, locking)", () => {
  const stack = useAppStack({
    name: "payout-two-instances",
    instances: 2,
    sandbox: { balances: { USDT_TRC20: "100000" } },
    // Far beyond the sandbox's 3 s hold (sendToBoth), also on a busy machine: the winner's
    // answer must arrive, not time out. REDIS_URL reaches the servers with the rest of the env.
    env: { CRYPTOCLOUD_REQUEST_TIMEOUT_MS: "20000" },
  })

  it(
    "the same withdrawal POSTed to both at once: one 200, one 409 naming it, one row in the log, one payout",
    stack.guard(async () => {
      const { won, lost } = await sendToBoth(stack, "/admin/cryptocloud/withdrawals", withdrawal)
      expect(won.data.withdrawal).toEqual(expect.objectContaining({ status: "sent", amount: "5", to_address: ADDRESS }))
      expect(lost.data).toEqual(expect.objectContaining({ type: "conflict", code: "withdrawal_outcome_unknown", withdrawal_id: won.data.withdrawal.id }))

      expect(await countRows(stack)).toBe(1)
      for (const app of stack.apps) expect((await withdrawalRows(stack, app)).map((w) => w.id)).toEqual([won.data.withdrawal.id])
      expect(stack.sandbox.listWithdrawals()).toEqual([expect.objectContaining({ currency: "USDT_TRC20", address: ADDRESS })])
      expect(stack.sandbox.countRequests(OUT)).toBe(1)
    })
  )

  it(
    "the same refund paid out from both at once: one 200, one 409, one withdrawal; both instances see it paid",
    stack.guard(async () => {
      const [a, b] = stack.apps
      const refund = await refundedOrder(stack, a, 7.5)
      await waitForWithdrawalInterval(stack, a)
      const paidBefore = stack.sandbox.listWithdrawals().length

      const { won, lost } = await sendToBoth(stack, `/admin/cryptocloud/refunds/${refund.id}/payout`, { address: ADDRESS })
      expect(won.data.refund).toEqual(expect.objectContaining({ id: refund.id, status: "payout_requested", crypto_paid: refund.crypto_amount }))
      // Which refusal depends on where the loser meets the winner: the same payout in flight
      // (checked first, under the lock) or the refund already claimed.
      expect(lost.data).toEqual(expect.objectContaining({ type: "conflict", code: expect.stringMatching(/^(withdrawal_outcome_unknown|refund_not_owed)$/) }))
      if (lost.data.code === "withdrawal_outcome_unknown") expect(lost.data.withdrawal_id).toBe(won.data.withdrawal.id)

      expect(await countRows(stack, "refund_id = $1", [refund.id])).toBe(1)
      expect(await countRows(stack)).toBe(2)
      expect(stack.sandbox.listWithdrawals().slice(paidBefore)).toEqual([
        expect.objectContaining({ currency: "USDT_TRC20", address: ADDRESS, amount: refund.crypto_amount }),
      ])
      expect(stack.sandbox.countRequests(OUT)).toBe(2)
      for (const app of [a, b]) {
        expect(await refundOf(stack, app, refund.order_id, refund.id)).toEqual(expect.objectContaining({ status: "payout_requested", crypto_remaining: "0" }))
      }
    })
  )
})
