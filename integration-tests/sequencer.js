/**
 * The order of the integration spec files, the longest first, so two jest workers finish
 * together. Jest does this itself from the durations of an earlier run (its cache); a fresh
 * clone — CI, a newcomer — has none, and jest's fallback (file size) would start a one-minute
 * file first and leave a five-minute file for the end. Measured on a 2-core machine
 * (docs/development.md); a file not listed runs after the listed ones.
 */
const Sequencer = require("@jest/test-sequencer").default

const SECONDS = {
  "store-checkout.spec.ts": 200,
  "store-ledger.spec.ts": 160,
  "money-out.spec.ts": 150,
  "reconciliation-and-wallets.spec.ts": 130,
  "order-money.spec.ts": 115,
  "admin.spec.ts": 90,
  "invoice-reuse.spec.ts": 60,
  "order-first.spec.ts": 35,
  "admin-rbac.spec.ts": 20,
  "admin-api-connection.spec.ts": 20,
  // long/
  "killed-server.spec.ts": 85,
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
