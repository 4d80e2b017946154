/**
 * `POST /store/cryptocloud/static-wallets`: the customer's wallet for a currency — the stored
 * one, one created at the service now within the merchant's limits, or a refusal the route
 * answers with its status and code. The claim is committed before the service call, so no
 * database connection or lock waits on the service (steps/ensure-static-wallet.ts).
 */
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { claimStaticWalletStep, createClaimedStaticWalletStep, type EnsureStaticWalletInput } from "./steps/ensure-static-wallet"

export const ENSURE_STATIC_WALLET_WORKFLOW = "cryptocloud-ensure-static-wallet"

export const ensureStaticWalletWorkflow = createWorkflow(ENSURE_STATIC_WALLET_WORKFLOW, (input: EnsureStaticWalletInput) => {
  const claim = claimStaticWalletStep(input)
  return new WorkflowResponse(createClaimedStaticWalletStep(claim))
})
