/**
 * The store's CryptoCloud projects as the plugin module runs them: each project's options and
 * its own API clients, the provider registrations that serve it, and the one answer to "which
 * project" for a shop id a route was given or a postback hook it arrived at.
 *
 * Clients are made on first use and kept: one connection pool per project (and a second one per
 * project for static-wallet creation, see `walletClient`).
 */
import { MedusaError } from "@medusajs/framework/utils"
import type { CryptoCloudClient } from "../../lib/cryptocloud"
import { clientFromOptions, type CryptoCloudOptions } from "../../domain/options"
import type { Project } from "../../domain/projects"
import type { ProviderRegistration } from "../../domain/project-registrations"
import { DEFAULT_PROVIDER_ID } from "../../domain/constants"

type Logger = { warn(message: string): void }

/** What the admin's project list says of one project (GET /admin/cryptocloud/projects). */
export interface ProjectSummary {
  shopId: string
  name: string
  providerIds: string[]
  withdrawalsEnabled: boolean
}

export class ProjectDirectory {
  private readonly clients = new Map<string, CryptoCloudClient>()
  private readonly walletClients = new Map<string, CryptoCloudClient>()

  constructor(
    private readonly projects: Project[],
    private readonly registrations: ProviderRegistration[],
    private readonly logger: Logger
  ) {}

  /** Every project, in the order the options list them (the first is the default). */
  list(): Project[] {
    return this.projects
  }

  shopIds(): string[] {
    return this.projects.map((p) => p.shopId)
  }

  /**
   * The project with this shop id; without one, the first (the default of every admin route).
   * An unknown shop id is a 404 that names it and the store's projects.
   */
  get(shopId?: string | null): Project {
    if (shopId === undefined || shopId === null || shopId === "") return this.projects[0]
    const project = this.projects.find((p) => p.shopId === shopId)
    if (!project) {
      throw new MedusaError(
        MedusaError.Types.NOT_FOUND,
        `No CryptoCloud project has the shop id "${shopId}"; this store's projects: ${this.shopIds().join(", ")}`
      )
    }
    return project
  }

  /** The project's shop id, or null when the store has no such project (no error). */
  find(shopId: string | null | undefined): Project | null {
    return shopId ? (this.projects.find((p) => p.shopId === shopId) ?? null) : null
  }

  options(shopId?: string | null): CryptoCloudOptions {
    return this.get(shopId).options
  }

  client(shopId?: string | null): CryptoCloudClient {
    const project = this.get(shopId)
    let client = this.clients.get(project.shopId)
    if (!client) this.clients.set(project.shopId, (client = clientFromOptions(project.options, this.logger)))
    return client
  }

  walletClient(shopId?: string | null): CryptoCloudClient {
    const project = this.get(shopId)
    let client = this.walletClients.get(project.shopId)
    if (!client) this.walletClients.set(project.shopId, (client = clientFromOptions(project.options, this.logger)))
    return client
  }

  /** The provider ids that serve a project (`pp_cryptocloud_<id>`), as Medusa's config registers them. */
  providerIds(shopId: string): string[] {
    const ids = this.registrations.filter((r) => r.shopId === shopId).map((r) => r.providerId)
    // Config not readable (a unit test's container): one project is served by the documented id.
    if (!this.registrations.length && this.projects.length === 1) return [DEFAULT_PROVIDER_ID]
    return ids
  }

  /**
   * The project a provider id (or webhook provider name `cryptocloud_<id>`) serves; null when
   * none does. With one project and no readable config, that project.
   */
  ofProvider(providerId: string | null | undefined): Project | null {
    if (!providerId) return null
    const id = providerId.startsWith("pp_") ? providerId : `pp_${providerId}`
    const registration = this.registrations.find((r) => r.providerId === id)
    if (registration) return this.find(registration.shopId)
    return !this.registrations.length && this.projects.length === 1 ? this.projects[0] : null
  }

  summaries(): ProjectSummary[] {
    return this.projects.map((p) => ({
      shopId: p.shopId,
      name: p.name,
      providerIds: this.providerIds(p.shopId),
      withdrawalsEnabled: Boolean(p.options.withdrawalApiKey),
    }))
  }
}
