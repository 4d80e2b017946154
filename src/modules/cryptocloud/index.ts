import { Module } from "@medusajs/framework/utils"
import CryptoCloudModuleService from "./service"

export const CRYPTOCLOUD_MODULE = "cryptocloud"

export default Module(CRYPTOCLOUD_MODULE, {
  service: CryptoCloudModuleService,
})
