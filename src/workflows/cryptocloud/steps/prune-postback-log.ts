/** The postback log keeps 30 days: each reconciliation pass drops what is older. */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cryptocloudModule } from "../module-access"

export const prunePostbackLogStep = createStep("cryptocloud-prune-postback-log", async (_: void, { container }) => {
  return new StepResponse(await cryptocloudModule(container).prunePostbackLog())
})
