/**
 * The shopper's side on one app: the plugin loaded, checkouts (redirect and embedded, postback
 * and return), currencies, the storefront package against the store API, the status route, the
 * budgets counted once for the store (their rows in the database). The randomized payment
 * sequences run on the same config in integration-tests/deep (`npm run test:all`). Each suite is
 * in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import pluginLoaded from "../suites/plugin-loaded"
import checkout from "../suites/checkout"
import currencies from "../suites/currencies"
import storefrontExample from "../suites/storefront-example"
import storeReads from "../suites/store-reads"
import sharedBudgets from "../suites/shared-budgets"

appSpec({ timeoutMs: 300_000 }, [pluginLoaded, checkout, currencies, storefrontExample, storeReads, sharedBudgets])
