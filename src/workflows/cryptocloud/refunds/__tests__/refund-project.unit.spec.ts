/**
 * A refund is paid out (and its address link signed) by the project that received the money:
 * its own shop id, else its invoice's ledger row's, else the first project; a project the
 * options no longer list pays nothing.
 */
import { MedusaError } from "@medusajs/framework/utils"
import { ProjectDirectory } from "../../../../modules/cryptocloud/project-directory"
import type { Project } from "../../../../domain/projects"
import type { CryptoCloudOptions } from "../../../../domain/options"
import { refundLinkStore } from "../link-store"
import { refundProject, refundShopId } from "../refund-project"

const project = (shopId: string): Project => ({
  shopId,
  name: shopId,
  options: { apiKey: `key-${shopId}`, shopId, secretKey: `secret-${shopId}`, withdrawalApiKey: `wd-${shopId}` } as CryptoCloudOptions,
})
const projects = new ProjectDirectory([project("eu"), project("asia")], [], { warn: () => undefined })
const ledgerRows: Record<string, { shop_id: string | null }> = { "INV-ASIA0001": { shop_id: "asia" }, "INV-OLD00001": { shop_id: null } }
const cryptocloud = {
  projects,
  ledger: { find: async (uuid: string) => ledgerRows[uuid] ?? null },
} as never

describe("refundProject", () => {
  it("the refund's own project first, else its invoice's (a row written before refunds named theirs), else the first", async () => {
    expect((await refundProject(cryptocloud, { id: "r1", invoice_uuid: "INV-OLD00001", shop_id: "asia" })).shopId).toBe("asia")
    expect((await refundProject(cryptocloud, { id: "r2", invoice_uuid: "INV-ASIA0001", shop_id: null })).shopId).toBe("asia")
    expect((await refundProject(cryptocloud, { id: "r3", invoice_uuid: "INV-OLD00001" })).shopId).toBe("eu")
    expect((await refundProject(cryptocloud, { id: "r4", invoice_uuid: "INV-UNKNOWN1" })).shopId).toBe("eu")
    expect(await refundShopId(cryptocloud, { id: "r4", invoice_uuid: "INV-UNKNOWN1" })).toBeNull()
  })

  it("a project the options no longer list cannot pay: a 400 saying to add it back, never another project's key", async () => {
    const gone = refundProject(cryptocloud, { id: "ccref_9", invoice_uuid: "INV-OLD00001", shop_id: "latam" })
    await expect(gone).rejects.toThrow(MedusaError)
    await expect(gone).rejects.toThrow(/Refund ccref_9 .* project "latam" .* add it back to the plugin's projects/)
  })

  it("the link pages check a refund's link with the same project's secret; none for a project no longer listed", async () => {
    const store = refundLinkStore(cryptocloud)
    const refund = {
      id: "r",
      order_id: null,
      crypto_amount: "1",
      crypto_currency: "USDT_TRC20",
      status: "awaiting_address",
      token_nonce: "n",
      token_expires_at: null,
    }
    expect(await store.linkSecret({ ...refund, invoice_uuid: "INV-ASIA0001" })).toBe("secret-asia")
    expect(await store.linkSecret({ ...refund, invoice_uuid: "INV-OLD00001" })).toBe("secret-eu")
    expect(await store.linkSecret({ ...refund, invoice_uuid: "INV-OLD00001", shop_id: "latam" })).toBeNull()
  })
})
