/**
 * `POST /store/cryptocloud/static-wallets`: the customer's wallet for a currency, created at the
 * service on the first request and returned as stored on every later one.
 */
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ensureStaticWalletStep, type EnsureStaticWalletInput } from "./steps/ensure-static-wallet"

export const ENSURE_STATIC_WALLET_WORKFLOW = "cryptocloud-ensure-static-wallet"

export const ensureStaticWalletWorkflow = createWorkflow(ENSURE_STATIC_WALLET_WORKFLOW, (input: EnsureStaticWalletInput) => {
  return new WorkflowResponse(ensureStaticWalletStep(input))
})
