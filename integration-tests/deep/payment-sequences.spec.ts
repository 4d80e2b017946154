/**
 * The randomized payment sequences (integration-tests/suites/payment-properties.ts) on an app of
 * their own: a search over orderings of postbacks, reads, expiries and takeovers, not a user
 * flow — `npm run test:all` (CI) runs it at full length; `npm test` leaves it out to stay within
 * ten minutes (docs/development.md). Same app config as store-checkout.spec.ts.
 */
import { appSpec } from "../helpers/shared-app"
import paymentProperties from "../suites/payment-properties"

appSpec({ timeoutMs: 600_000 }, [paymentProperties])
