import { Module } from "@medusajs/framework/utils"
import CryptoCloudModuleService from "./service"
import projectsLoader from "./loaders/projects"

export const CRYPTOCLOUD_MODULE = "cryptocloud"

export default Module(CRYPTOCLOUD_MODULE, {
  service: CryptoCloudModuleService,
  loaders: [projectsLoader],
})
