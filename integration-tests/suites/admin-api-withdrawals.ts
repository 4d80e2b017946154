/**
 * Withdrawals through the admin API: the 12-second interval holds within an instance, across
 * a restart and between two instances racing; every attempt is in the history.
 */
import { CryptoCloudRateLimitError } from "../../src/lib/cryptocloud"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { WithdrawalBlockedError } from "../../src/domain/withdrawals"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { SANDBOX_KEYS } from "../helpers/sandbox"
import { freshClients } from "../helpers/refunds"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const OUT = "/v2/invoice/api/out/create"
const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"

/**
 * What a restart, or another instance behind the load balancer, has: a fresh API client whose
 * in-process interval guard knows nothing. Only the database can still stop it.
 */
function asAnotherInstance(service: CryptoCloudModuleService) {
  freshClients(service)
}

export default defineSuite("admin-api-withdrawals", ({ api, getContainer }) => {
  let admin: AdminSession
  let service: CryptoCloudModuleService
  beforeAll(async () => {
    admin = await loginAdmin(getContainer(), api)
    service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  })
  beforeEach(() => {
    sandbox.current.reset()
    asAnotherInstance(service)
  })

  const withdraw = (amount: string) => api.post("/admin/cryptocloud/withdrawals", { currency_code: "USDT_TRC20", to_address: ADDRESS, amount }, admin.config)

  it("sent twice within 12 s: the second is a 429 and never reaches the service, not even after a restart", async () => {
    const first = await withdraw("100.50")
    expect(first.status).toBe(200)
    expect(first.data.withdrawal).toEqual(
      expect.objectContaining({
        status: "sent",
        withdrawal_id: expect.stringMatching(/^INV-/),
        service_status: "created",
        admin_user_id: admin.userId,
        currency_code: "USDT_TRC20",
        to_address: ADDRESS,
        amount: "100.5",
        error: null,
      })
    )

    const second = await withdraw("1")
    expect(second.status).toBe(429)
    expect(second.data.retry_after_ms).toBeGreaterThan(0)
    expect(second.data.retry_after_ms).toBeLessThanOrEqual(12_000)
    expect(second.data.message).toMatch(/one withdrawal request every 12 s/)
    expect(Number(second.headers["retry-after"])).toBeGreaterThanOrEqual(1)

    asAnotherInstance(service)
    const afterRestart = await withdraw("2")
    expect(afterRestart.status).toBe(429)

    expect(sandbox.current.countRequests(OUT)).toBe(1)
    expect(sandbox.current.listWithdrawals()).toEqual([expect.objectContaining({ amount: "100.5", address: ADDRESS })])

    const history = await api.get("/admin/cryptocloud/withdrawals", admin.config)
    expect(history.status).toBe(200)
    expect(history.data.count).toBe(3)
    expect(history.data.withdrawals_enabled).toBe(true)
    expect(history.data.retry_after_ms).toBeGreaterThan(0) // the form's countdown
    expect(history.data.withdrawals.map((w: any) => [w.status, w.amount])).toEqual([
      ["refused", "2"],
      ["refused", "1"],
      ["sent", "100.5"],
    ])
    expect(history.data.withdrawals[0].error).toEqual(expect.objectContaining({ code: "CRYPTOCLOUD_RATE_LIMITED", area: "rate_limit" }))
    expect(history.data.withdrawals[2]).toEqual(
      expect.objectContaining({ withdrawal_id: first.data.withdrawal.withdrawal_id, admin_user_id: admin.userId, sent_at: expect.any(String) })
    )
    expect(JSON.stringify(history.data)).not.toContain(SANDBOX_KEYS.withdrawalApiKey)
  })

  it("two instances racing: exactly one request reaches the service; an identical one makes no second row", async () => {
    const send = (amount: string, user: string) =>
      service.payouts.send(service.payouts.prepare({ currency_code: "USDT_TRC20", to_address: ADDRESS, amount }), user)
    // The winner's request is held at the service for a second, so the other call meets it in
    // flight (on a busy machine the first could otherwise finish before the second starts, and
    // the second would meet the 12 s interval instead: another rule, tested below).
    sandbox.current.injectFault({ path: OUT, kind: "latency", ms: 1000, times: 1 })
    const a = send("5", "user_a")
    asAnotherInstance(service) // the second call gets its own client and guard
    const b = send("5.0", "user_b") // the same payout, written differently
    const results = await Promise.allSettled([a, b])

    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected")
    expect(rejected?.reason).toBeInstanceOf(WithdrawalBlockedError)
    expect(sandbox.current.countRequests(OUT)).toBe(1)
    expect(await service.listWithdrawals({})).toHaveLength(1)

    // Another amount racing is not identical: the 12 s interval refuses it (logged as refused).
    asAnotherInstance(service)
    const other = await send("6", "user_b").catch((error) => error)
    expect(other).toBeInstanceOf(CryptoCloudRateLimitError)
    expect(sandbox.current.countRequests(OUT)).toBe(1)
  })

  it("refused by the service (more than the available balance): 400 with its message, logged as failed (not sent)", async () => {
    const res = await withdraw("999999")
    expect(res.status).toBe(400)
    expect(res.data.message).toMatch(/^Could not create the withdrawal: CryptoCloud rejected the request/)
    expect(sandbox.current.countRequests(OUT)).toBe(1)

    const history = await api.get("/admin/cryptocloud/withdrawals", admin.config)
    expect(history.data.withdrawals).toEqual([
      expect.objectContaining({
        status: "failed",
        amount: "999999",
        withdrawal_id: null,
        error: expect.objectContaining({ code: "CRYPTOCLOUD_API_ERROR", area: expect.any(String), message: expect.any(String) }),
      }),
    ])
  })

  it("an answer that is lost: logged unknown with an attention item; the same payout again is a 409 and never sent; resolving unblocks", async () => {
    sandbox.current.injectFault({ path: OUT, kind: "5xx", afterProcessing: true, times: 1 })
    const lost = await withdraw("7.25")
    expect(lost.status).toBe(502)
    expect(lost.data.type).toBe("cryptocloud_unknown_outcome")
    expect(lost.data.message).toMatch(/may have been carried out\. Check the CryptoCloud dashboard/)
    expect(sandbox.current.listWithdrawals()).toHaveLength(1) // it did go out

    const history = await api.get("/admin/cryptocloud/withdrawals", admin.config)
    const row = history.data.withdrawals[0]
    expect(row).toEqual(
      expect.objectContaining({ status: "unknown", amount: "7.25", resolution: null, answer: expect.objectContaining({ lost_answer: true }) })
    )
    expect(JSON.stringify(history.data)).not.toContain(SANDBOX_KEYS.withdrawalApiKey)

    const queue = await api.get("/admin/cryptocloud/attention", admin.config)
    expect(queue.data.attention_items).toEqual([
      expect.objectContaining({ kind: "withdrawal_unknown", withdrawal_id: row.id, amount: "7.25", currency: "USDT_TRC20", status: "open" }),
    ])

    // Well past the 12 s interval, the identical payout is still refused: it may have been sent.
    sandbox.current.advanceTime(13_000)
    await service.updateWithdrawals({ id: row.id, sent_at: new Date(Date.now() - 13_000) })
    const again = await withdraw("7.25")
    expect(again.status).toBe(409)
    expect(again.data).toEqual(expect.objectContaining({ withdrawal_id: row.id, message: expect.stringMatching(new RegExp(`${row.id}.*resolve`)) }))
    expect(sandbox.current.countRequests(OUT)).toBe(1)

    const badResolve = await api.post(`/admin/cryptocloud/withdrawals/${row.id}/resolve`, { outcome: "maybe" }, admin.config)
    expect(badResolve.status).toBe(400)
    const resolved = await api.post(`/admin/cryptocloud/withdrawals/${row.id}/resolve`, { outcome: "not_sent" }, admin.config)
    expect(resolved.status).toBe(200)
    expect(resolved.data.withdrawal).toEqual(expect.objectContaining({ status: "unknown", resolution: "not_sent", resolved_by: admin.userId }))
    expect((await api.get("/admin/cryptocloud/attention", admin.config)).data.attention_items).toEqual([])
    const history2 = await api.get("/admin/cryptocloud/attention?status=resolved", admin.config)
    expect(history2.data.attention_items).toEqual([
      expect.objectContaining({ kind: "withdrawal_unknown", resolved_by: admin.userId, note: expect.any(String) }),
    ])

    asAnotherInstance(service) // the in-process guard also thinks 12 s have not passed
    const unblocked = await withdraw("7.25")
    expect(unblocked.status).toBe(200)
    expect(sandbox.current.countRequests(OUT)).toBe(2)
  })

  it("GET withdrawals pages the log newest first", async () => {
    const base = { currency_code: "BTC", to_address: "bc1qexample", status: "sent" as const }
    for (let i = 1; i <= 5; i++) {
      await service.createWithdrawals({ ...base, amount: String(i), created_at: new Date(Date.UTC(2026, 0, i)) } as any)
    }
    const page = await api.get("/admin/cryptocloud/withdrawals?offset=1&limit=2", admin.config)
    expect(page.status).toBe(200)
    // Rows without sent_at (never reached the service) do not hold the interval.
    expect(page.data).toEqual(expect.objectContaining({ count: 5, offset: 1, limit: 2, retry_after_ms: 0 }))
    expect(page.data.withdrawals.map((w: any) => w.amount)).toEqual(["4", "3"])
  })
})
