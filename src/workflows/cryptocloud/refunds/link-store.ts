/**
 * The customer's refund link pages read and claim through the plugin module, and check each
 * link with the secret of the refund's own project (refund-project.ts) — the secret
 * request-address.ts signed it with. A refund whose project the options no longer list has no
 * valid link.
 */
import type { LinkRefund, RefundLinkStore } from "../../../domain/refunds/link"
import type CryptoCloudModuleService from "../../../modules/cryptocloud/service"
import { refundShopId } from "./refund-project"

export function refundLinkStore(cryptocloud: CryptoCloudModuleService): RefundLinkStore {
  return {
    listRefunds: (filters) => cryptocloud.listRefunds(filters) as Promise<LinkRefund[]>,
    claimRefundAddress: (refundId, nonce, address) => cryptocloud.claimRefundAddress(refundId, nonce, address),
    async linkSecret(refund) {
      const shopId = await refundShopId(cryptocloud, refund)
      const project = shopId ? cryptocloud.projects.find(shopId) : cryptocloud.projects.get()
      return project?.options.secretKey ?? null
    },
  }
}
