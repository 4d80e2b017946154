/**
 * The randomized payout sequences (integration-tests/suites/payout-properties.ts) on an app of
 * their own: a search over refunds, payouts, crashes and lost answers, not a user flow — `npm run
 * test:all` (CI) runs it at full length; `npm test` leaves it out to stay within ten minutes
 * (docs/development.md). Same app config as money-out.spec.ts.
 */
import { appSpec } from "../helpers/shared-app"
import payoutProperties from "../suites/payout-properties"
import { MONEY_OUT_APP } from "../helpers/money-out-app"

appSpec(MONEY_OUT_APP, [payoutProperties])
