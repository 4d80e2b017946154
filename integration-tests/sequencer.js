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

// several-projects (three suites since one app), several-projects-money-out, reports, and
// money-out, order-first and admin-rbac as changed since: estimated from their tests and the
// measured ones, not measured (the 2-core machine was fully loaded by other runs); the order is
// what counts. Replace with the seconds of a quiet run (jest --json: each file's end - start).
const SECONDS = {
  "store-checkout.spec.ts": 200,
  "several-projects.spec.ts": 190,
  "store-ledger.spec.ts": 160,
  "money-out.spec.ts": 130,
  "reconciliation-and-wallets.spec.ts": 130,
  "order-money.spec.ts": 115,
  "several-projects-money-out.spec.ts": 95,
  "admin.spec.ts": 90,
  "reports.spec.ts": 80,
  "invoice-reuse.spec.ts": 60,
  "order-first.spec.ts": 45,
  "admin-rbac.spec.ts": 30,
  "admin-api-connection.spec.ts": 20,
  // deep/
  "payout-sequences.spec.ts": 300,
  "payment-sequences.spec.ts": 280,
  // long/
  "killed-server.spec.ts": 150, // + the attention return scenario (122 s measured on a loaded machine; estimated quiet)
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
