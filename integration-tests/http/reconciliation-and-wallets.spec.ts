/**
 * What the plugin repairs and holds for customers, on one app: the reconciliation pass (and the
 * money it finds after a database restore), static wallets and their limits, and the events
 * other systems follow as money comes in. Each suite is in integration-tests/suites/.
 */
import { appSpec } from "../helpers/shared-app"
import eventsCatalogue from "../suites/events-catalogue"
import foundMoney from "../suites/found-money"
import reconciliation from "../suites/reconciliation"
import staticWallets from "../suites/static-wallets"
import staticWalletLimits from "../suites/static-wallet-limits"

appSpec({}, [reconciliation, foundMoney, staticWallets, staticWalletLimits, eventsCatalogue])
