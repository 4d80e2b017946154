/**
 * The order of the integration spec files, the longest first, so two jest workers finish
 * together. Jest does this itself from the durations of an earlier run (its cache); a fresh
 * clone — CI, a newcomer — has none, and jest's fallback (file size) would start a one-minute
 * file first and leave a five-minute file for the end. Measured on a 2-core machine
 * (docs/development.md); a file not listed runs after the listed ones — a new spec file gets a
 * line here, or a long one left for the end makes the whole run wait for it (the several-projects
 * and reports specs were unlisted in the run that took 707 s: they ran last). A unit test
 * (src/__tests__/sequencer-coverage.unit.spec.ts) fails when an http spec file has no line.
 */
const Sequencer = require("@jest/test-sequencer").default

// The seconds of the last clean-clone CI run (full length; its per-file end - start), less the
// random sequences that moved to deep/ and plus an estimate for the suites added since
// (attention returns, refund conversion, accept and the rest). The order is what counts.
const SECONDS = {
  "order-money.spec.ts": 441,
  "store-ledger.spec.ts": 505, // + staff-alerts (~70 s)
  "store-checkout.spec.ts": 371,
  "several-projects.spec.ts": 327,
  "money-out.spec.ts": 332, // + events-money-out (~12 s)
  "reconciliation-and-wallets.spec.ts": 308, // + events-catalogue (~23 s)
  "order-first.spec.ts": 169,
  "reports.spec.ts": 163,
  "invoice-reuse.spec.ts": 155,
  "admin.spec.ts": 141,
  "admin-rbac.spec.ts": 82,
  "admin-api-connection.spec.ts": 68,
  "several-projects-money-out.spec.ts": 72, // + books-mail (~3 s)
  // deep/
  "payout-sequences.spec.ts": 300,
  "payment-sequences.spec.ts": 280,
  "at-scale.spec.ts": 55,
  // long/
  "killed-server.spec.ts": 240, // + the attention return scenario (122 s measured on a loaded machine; estimated quiet) + staff alerts after SIGKILL (~90 s)
  "refund-secrets.spec.ts": 52,
  "session-trust.spec.ts": 50,
  "pay-page-secrets.spec.ts": 31,
}

const weight = (test) => SECONDS[test.path.split(/[\\/]/).pop()] ?? 0

class LongestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path))
  }
}

module.exports = LongestFirst
module.exports.SECONDS = SECONDS
