/**
 * The many-instances profile: the app on Redis (event bus, workflow engine, locking) instead of
 * the in-process ones, through the plugin-loaded, checkout and reconciliation suites.
 * `npm run test:integration:redis` runs it (and payout-two-instances.spec.ts) with REDIS_URL set.
 */
import { appSpec } from "../helpers/shared-app"
import pluginLoaded from "../suites/plugin-loaded"
import checkout from "../suites/checkout"
import reconciliation from "../suites/reconciliation"

if (!process.env.REDIS_URL) throw new Error("The Redis profile needs REDIS_URL (npm run test:integration:redis sets redis://localhost:6379).")

appSpec({}, [pluginLoaded, checkout, reconciliation])
