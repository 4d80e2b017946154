/**
 * A store with two CryptoCloud projects (each its own sandbox): money coming in stays in its
 * project — reconciliation, the status route, adoption and invoice handover
 * (integration-tests/suites/projects-money-in.ts).
 */
import { appSpec } from "../helpers/shared-app"
import projectsMoneyIn, { MONEY_IN_PLAN } from "../suites/projects-money-in"

appSpec({ secondProject: {}, plan: MONEY_IN_PLAN }, [projectsMoneyIn])
