import type { MedusaContainer } from "@medusajs/framework/types"
import { CRYPTOCLOUD_MODULE } from "../../modules/cryptocloud"
import type CryptoCloudModuleService from "../../modules/cryptocloud/service"

/** The plugin module, resolved from a workflow step's or job's container. */
export function cryptocloudModule(container: Pick<MedusaContainer, "resolve">): CryptoCloudModuleService {
  return container.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)
}
