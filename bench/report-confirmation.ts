/**
 * The markdown of part 7 (paid → order confirmed, with the storefront package's own polling):
 * summary rows, findings and the section, from one run's PaidToConfirmedReport. Called by report.ts.
 */
import { CONFIRM_TARGET_MS, type ConfirmationFigures, type PaidToConfirmedReport } from "./parts/paid-to-confirmed"
import { notMeasured, table, yes, type PartReport, type Row } from "./report-format"

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "n/a")

export function renderConfirmation(report: PaidToConfirmedReport | undefined, failure: string | undefined): PartReport {
  if (!report) return notMeasured(failure)
  const { withPostback: a, postbackLost: b } = report
  const row = (label: string, f: ConfirmationFigures, target: number): Row => [
    label,
    `p50 ${s(f.p50)}, p95 ${s(f.p95)} (${f.checkouts} checkouts)`,
    `p95 ≤ ${s(target)}`,
    yes(f.checkouts > 0 && f.p95 <= target),
  ]
  const summary: Row[] = [
    row("7. paid → order confirmed, with the postback", a, CONFIRM_TARGET_MS.withPostback),
    row("7. paid → order confirmed, postback lost", b, CONFIRM_TARGET_MS.postbackLost),
  ]
  const findings = [
    `From "paid" at the service to the order on the shopper's screen, with the storefront package's own polling (every ${report.pollIntervalMs / 1000} s): p95 ${s(a.p95)} with the postback (it is recorded on arrival, not after Medusa's 5 s webhook delay), ${s(b.p95)} when the postback is lost (the status route reads the service at most every 5 s per session).`,
    ...(report.errors.length ? [`Part 7 had ${report.errors.length} failed checkouts: ${report.errors.slice(0, 3).join("; ")}`] : []),
  ]
  const section = [
    "## 7. Paid → order confirmed",
    "",
    "A production-mode app; each checkout is made through the store API, then the storefront package's `createCryptoCheckout(sdk).resume(cartId)` — the code the embedded checkout and the return page run — polls at its default interval while the sandbox marks the invoice paid, at a point of the poll cycle that moves through the whole interval from one checkout to the next. The time runs from the sandbox's payment to `resume` resolving with the order (the cart completed by the storefront or found completed).",
    "",
    table(
      ["postback", "checkouts", "p50", "p95", "max", "target"],
      [
        ["delivered", a.checkouts, s(a.p50), s(a.p95), s(a.max), `p95 ≤ ${s(CONFIRM_TARGET_MS.withPostback)}`],
        ["lost", b.checkouts, s(b.p50), s(b.p95), s(b.max), `p95 ≤ ${s(CONFIRM_TARGET_MS.postbackLost)}`],
      ]
    ),
    "",
  ]
  return { summary, findings, section }
}
