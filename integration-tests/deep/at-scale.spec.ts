/**
 * The at-scale variants of flows `npm test` covers end to end (`atScale` in the suites: 10
 * sessions polled without pause, a postback replayed 40 times, 20 wallet creations at once
 * against a slow service): only those tests, on an app of their own —
 * `npm run test:all` (CI) runs them; `npm test` leaves them out to stay within ten minutes
 * (docs/development.md). The store-ledger app's config (its suites are the strictest about it).
 */
import { appSpec } from "../helpers/shared-app"
import postbackSecurity from "../suites/postback-security"
import staticWalletLimits from "../suites/static-wallet-limits"
import storeReads from "../suites/store-reads"

appSpec({ env: { CRYPTOCLOUD_TEST_EMAIL: "local" }, onlyAtScale: true }, [storeReads, postbackSecurity, staticWalletLimits])
