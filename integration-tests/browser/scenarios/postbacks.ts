/**
 * The postback log in the admin. Two postbacks reach the store's hook for one checkout's
 * invoice: a forged one (its token signed with another secret, as a stranger or a wrong secret
 * key would make it) and CryptoCloud's own after the customer pays. The Postbacks section lists
 * both, `rejected` with the reason in words and `applied`; the outcome filter narrows the list
 * to the rejected one; Settings › CryptoCloud says when the last verified postback arrived, and
 * warns that one failed verification in the last hour.
 * Screenshot: docs/admin/postbacks.png.
 */
import { check, eventually, type Scenario } from "../harness"
import { toDocs } from "./attention"

const HOOK_PATH = "/hooks/payment/cryptocloud_cryptocloud"

/** The log names an invoice as the postback did (`INV-…` or the bare id): compare the bare id. */
const bare = (id: string | null | undefined) => (id ?? "").toUpperCase().replace(/^INV-/, "")

interface LoggedPostback {
  invoice_id: string | null
  outcome: string
  reason: string
}

export const postbacks: Scenario = {
  name: "lists a forged and a valid postback with their outcomes, filters them, and shows the last one in settings",
  async run(ctx) {
    const { page, stack, shop } = ctx
    const { data } = await shop.checkout("eur")
    const invoice = bare(data.uuid)

    // A forged postback: a well-formed body whose token is signed with a secret that is not the store's.
    const forged = await stack.sandbox.buildPostback(data.uuid, { secret: "not-the-store-secret" })
    const res = await fetch(`${stack.appUrl}${HOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(forged),
    })
    check(res.ok, `the hook answers the forged postback like any other: HTTP ${res.status}`)
    // The real one: the customer pays, CryptoCloud signs with the store's secret.
    await stack.sandbox.pay(data.uuid, "exact", { currency: "USDT_TRC20" })
    await stack.sandbox.flushPostbacks()

    // Medusa hands webhooks to the provider a few seconds later: wait for both in the log.
    const logged = await eventually(
      "the forged and the valid postback in the log",
      async () => {
        const answer = await page.request.get(`${stack.appUrl}/admin/cryptocloud/postbacks?limit=100`)
        if (!answer.ok()) return null
        const mine = ((await answer.json()).postbacks as LoggedPostback[]).filter((p) => bare(p.invoice_id) === invoice)
        const outcomes = mine.map((p) => p.outcome)
        return outcomes.includes("rejected") && outcomes.includes("applied") ? mine : null
      },
      60_000
    )
    check(
      logged.every((p) => !p.reason.includes(String(forged.token))),
      "the log keeps the reason, never the token"
    )

    await page.goto(`${stack.appUrl}/app/cryptocloud`)
    const section = page.getByTestId("postbacks-section")
    const rows = section.getByTestId("postback-row")
    const ofInvoice = (outcome: string) => section.locator(`[data-testid="postback-row"][data-outcome="${outcome}"]`).filter({ hasText: invoice })
    await ofInvoice("rejected").first().waitFor({ timeout: 30_000 })
    await ofInvoice("applied").first().waitFor()
    const rejected = await ofInvoice("rejected").first().innerText()
    check(rejected.includes("Rejected"), `the outcome badge: ${rejected}`)
    check(rejected.includes("Token check failed: the signature does not match the secret key"), `the reason in words: ${rejected}`)
    const applied = await ofInvoice("applied").first().innerText()
    check(applied.includes("Applied") && applied.includes("Invoice status: Paid; payment captured."), `the applied row: ${applied}`)
    await section.getByText(/of \d+ results?/).waitFor()
    await section.scrollIntoViewIfNeeded()
    await toDocs(ctx.shotElement(section, "postbacks"), "postbacks")

    // The filter: rejected ones only (this run forges just the one).
    const before = await rows.count()
    await section.getByTestId("postbacks-filter").click()
    await page.getByRole("option", { name: "Rejected", exact: true }).click()
    await eventually("the list narrowed to the rejected postback", async () => {
      const outcomes = await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-outcome")))
      return outcomes.length === 1 && outcomes[0] === "rejected"
    })
    check(before > 1, `more than one postback before filtering (${before})`)
    await ofInvoice("rejected").waitFor()
    await section.getByTestId("postbacks-filter").click()
    await page.getByRole("option", { name: "All outcomes", exact: true }).click()
    await ofInvoice("applied").first().waitFor()
    ctx.facts.forgedPostbackInvoice = invoice

    // Settings: when the last verified postback arrived, in words, and the forged one as a warning.
    await page.getByTestId("open-settings").click()
    await page.waitForURL(/\/app\/settings\/cryptocloud$/)
    const last = page.getByTestId("postback-last")
    await last.waitFor()
    const said = await last.innerText()
    check(/^Last verified postback received \d+ (seconds?|minutes?) ago$/.test(said.trim()), `the last postback in words: ${said}`)
    const warning = await page.getByTestId("postback-rejected").innerText()
    check(/\d+ postbacks? in the last hour failed verification/.test(warning), `the rejected postbacks of the last hour: ${warning}`)
  },
}
