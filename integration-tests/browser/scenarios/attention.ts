/**
 * The attention queue, made the way it happens: CryptoCloud processes a withdrawal but its
 * answer is lost (a sandbox 5xx after processing). The form says the outcome is unknown, the
 * history row asks "was it sent?", and a `withdrawal_unknown` item appears in Needs attention.
 * The merchant resolves the item with a note (it leaves the open list and shows in the resolved
 * history with who and when), the identical withdrawal is refused with 409 naming the unknown
 * one (nothing reaches CryptoCloud), and the row is resolved as sent after a confirmation.
 * Screenshots: docs/admin/attention.png, docs/admin/withdrawal-unknown.png.
 */
import { copyFileSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { check, eventually, type Scenario } from "../harness"
import { ROOT } from "../stack"

const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
const OUT_PATH = "/v2/invoice/api/out/create"
const AMOUNT = "7.25"
const NOTE = "Checked the CryptoCloud dashboard: the 7.25 USDT went out. Nothing to resend."

export async function toDocs(taken: Promise<string>, name: string, folder: "admin" | "storefront" = "admin") {
  const path = await taken
  const docs = join(ROOT, "docs", folder)
  mkdirSync(docs, { recursive: true })
  copyFileSync(path, join(docs, `${name}.png`))
}

/** The withdrawal form filled in, once the 12-second interval allows a request. */
async function fillWithdrawal(page: Page) {
  const drawer = page.getByTestId("withdrawal-drawer")
  await page
    .getByTestId("open-withdrawal")
    .filter({ hasText: /^Withdraw$/ })
    .waitFor({ timeout: 20_000 })
  await page.getByTestId("open-withdrawal").click()
  await drawer.waitFor()
  await drawer.getByTestId("withdrawal-currency").click()
  await page.getByRole("option", { name: /^USDT_TRC20/ }).click()
  await drawer.getByTestId("withdrawal-address").fill(ADDRESS)
  await drawer.getByTestId("withdrawal-amount").fill(AMOUNT)
  await drawer
    .getByTestId("withdrawal-submit")
    .filter({ hasText: /^Withdraw$/ })
    .waitFor({ timeout: 20_000 })
  await drawer.getByTestId("withdrawal-submit").click()
  const prompt = page.getByRole("alertdialog")
  await prompt.getByRole("button", { name: "Send withdrawal" }).click()
  await prompt.waitFor({ state: "hidden" })
  return drawer
}

export const attention: Scenario = {
  name: "shows a withdrawal whose answer was lost in Needs attention, resolves it with a note, then the withdrawal as sent",
  async run({ page, shot, shotElement, stack }) {
    const outRequests = () => stack.sandbox.requests.filter((r) => r.path === OUT_PATH).length
    const executed = () => stack.sandbox.listWithdrawals().length
    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    const section = page.getByTestId("attention-section")
    await section.getByTestId("attention-open-count").waitFor()
    const openBefore = Number(await section.getByTestId("attention-open-count").getAttribute("data-count"))

    // 1. CryptoCloud carries the withdrawal out, then its answer is lost (502 after processing).
    stack.sandbox.injectFault({ path: OUT_PATH, kind: "5xx", afterProcessing: true, times: 1 })
    const [requestsBefore, executedBefore] = [outRequests(), executed()]
    const drawer = await fillWithdrawal(page)
    await drawer.locator('[data-testid="withdrawal-error"][data-kind="unknown_outcome"]').filter({ hasText: "outcome is unknown" }).waitFor()
    check(outRequests() === requestsBefore + 1 && executed() === executedBefore + 1, "the sandbox received and carried out the withdrawal")
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })

    // 2. The history row says the outcome is unknown and asks; Needs attention has the item.
    const row = page.locator('[data-testid="withdrawal-row"][data-status="unknown"]').filter({ hasText: `${AMOUNT} USDT_TRC20` })
    await row.getByText("Outcome unknown — check the CryptoCloud dashboard first.").waitFor()
    await row.getByTestId("withdrawal-resolve-sent").waitFor()
    const withdrawalId = await row.getAttribute("data-id")
    check(withdrawalId?.startsWith("ccwd_"), `the row names its log id: ${withdrawalId}`)

    const item = section.locator(`[data-testid="attention-item"][data-kind="withdrawal_unknown"][data-withdrawal-id="${withdrawalId}"]`)
    await item.waitFor()
    check((await item.getByTestId("attention-kind").innerText()).trim() === "Withdrawal outcome unknown", "the kind in words")
    check((await item.getByTestId("attention-amount").innerText()).trim() === `${AMOUNT} USDT_TRC20`, "the amount and currency")
    const what = await item.getByTestId("attention-what").innerText()
    check(what.includes(`${AMOUNT} USDT_TRC20`) && what.includes("may have gone out"), `what happened, with the amount: ${what}`)
    check((await item.getByTestId("attention-todo").innerText()).includes("Check the CryptoCloud dashboard"), "what to do")
    check(!what.includes("CryptoCloud's answer to withdrawal ccwd_"), "the server's English sentence is not shown")
    await section.locator(`[data-testid="attention-open-count"][data-count="${openBefore + 1}"]`).waitFor()
    await toDocs(shotElement(section, "attention"), "attention")
    await toDocs(shotElement(page.getByTestId("withdrawals-section"), "withdrawal-unknown"), "withdrawal-unknown")
    await shot("attention-page", { whole: false })

    // 3. Resolve with a note: a note is required; then the item leaves the open list.
    await item.getByTestId("attention-resolve").click()
    const resolveDrawer = page.getByTestId("attention-resolve-drawer")
    await resolveDrawer.getByText("Withdrawal outcome unknown").first().waitFor()
    await resolveDrawer.getByTestId("attention-resolve-submit").click()
    await resolveDrawer.getByTestId("attention-note-error").waitFor()
    await resolveDrawer.getByTestId("attention-note-input").fill(NOTE)
    await resolveDrawer.getByTestId("attention-resolve-submit").click()
    await resolveDrawer.waitFor({ state: "hidden" })
    await page.getByText("Marked as resolved").first().waitFor()
    await item.waitFor({ state: "detached" })
    await section.locator(`[data-testid="attention-open-count"][data-count="${openBefore}"]`).waitFor()
    if (openBefore === 0) await section.getByTestId("attention-empty").filter({ hasText: "Nothing needs attention" }).waitFor()

    // 4. The resolved history: who (the admin's name, not an id), when, and the note.
    await section.getByTestId("attention-tab-resolved").click()
    const resolved = section.locator(`[data-testid="attention-resolved-item"][data-withdrawal-id="${withdrawalId}"]`)
    await resolved.getByTestId("attention-note").filter({ hasText: NOTE }).waitFor()
    // The admin's name comes from a second request: wait for it instead of reading the text at once.
    await resolved.getByTestId("attention-resolution").filter({ hasText: "Ada Admin" }).waitFor()
    const resolution = await resolved.getByTestId("attention-resolution").innerText()
    check(/Resolved .+ by\s+Ada Admin/.test(resolution), `who and when: ${resolution}`)
    await shotElement(section, "attention-resolved")
    await section.getByTestId("attention-tab-open").click()

    // 5. The identical withdrawal while the first one's outcome is unknown: 409, naming it,
    //    and nothing reaches CryptoCloud.
    const requestsBeforeRetry = outRequests()
    await fillWithdrawal(page)
    const conflict = drawer.locator('[data-testid="withdrawal-error"][data-kind="conflict"]')
    await conflict.waitFor()
    const conflictText = await conflict.innerText()
    check(conflictText.includes(withdrawalId!) && conflictText.includes("unknown outcome"), `the 409 names the unknown withdrawal: ${conflictText}`)
    check(outRequests() === requestsBeforeRetry, "the blocked request never reached the sandbox")
    await shot("withdrawal-conflict", { whole: false })
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "hidden" })

    // 6. The dashboard shows the money went out (the sandbox carried it out): "It was sent".
    await row.getByTestId("withdrawal-resolve-sent").click()
    const prompt = page.getByRole("alertdialog")
    await prompt.getByText("Mark the withdrawal as sent?").waitFor()
    await prompt.getByRole("button", { name: "It was sent" }).click()
    await prompt.waitFor({ state: "hidden" })
    const done = page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"][data-resolution="sent"]`)
    await done.getByTestId("withdrawal-resolution").filter({ hasText: "it was sent" }).waitFor()
    await done.getByTestId("admin-user").filter({ hasText: "Ada Admin" }).waitFor()
    check((await done.getByTestId("withdrawal-resolve-sent").count()) === 0, "no more answers to give")
    await eventually("the resolution stored", async () => {
      const res = await page.request.get(`${stack.appUrl}/admin/cryptocloud/withdrawals?limit=50`)
      const body = await res.json()
      const w = body.withdrawals.find((x: { id: string }) => x.id === withdrawalId)
      return w?.resolution === "sent" && w.resolved_by === stack.store.adminUserId
    })
    await shot("withdrawal-resolved", { whole: false })
  },
}
