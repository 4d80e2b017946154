import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import CryptoCloudProviderService from "./service"

export default ModuleProvider(Modules.PAYMENT, {
  services: [CryptoCloudProviderService],
})
