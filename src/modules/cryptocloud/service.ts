/**
 * Plugin module service: the store's and admin's access to the CryptoCloud API.
 *
 * The payment provider lives inside the payment module and cannot be resolved from routes, so
 * routes, jobs and subscribers use this module, which receives the same options (the plugin
 * options) and builds its own client from them.
 */
import type { Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { CryptoCloudClient } from "../../lib/cryptocloud"
import { invoiceSettingsFromOptions, type InvoiceSettings } from "../../providers/cryptocloud/invoice-factory"
import { clientFromOptions, optionsSchema, type CryptoCloudOptions } from "../../providers/cryptocloud/options"

type InjectedDependencies = { logger: Logger }

export default class CryptoCloudModuleService {
  protected readonly logger_: Logger
  protected readonly options_: CryptoCloudOptions | null
  protected readonly problems_: string[]
  protected client_: CryptoCloudClient | null = null

  constructor({ logger }: InjectedDependencies, options?: Record<string, unknown>) {
    this.logger_ = logger
    const parsed = optionsSchema.safeParse(options ?? {})
    this.options_ = parsed.success ? (parsed.data as CryptoCloudOptions) : null
    this.problems_ = parsed.success ? [] : parsed.error.issues.map((i) => i.message)
    if (!parsed.success) {
      logger.warn(
        `CryptoCloud plugin options are incomplete (${this.problems_.join("; ")}); admin and store routes of the plugin will answer with an error until they are set.`
      )
    }
  }

  /** Options as configured; throws a clear error when the plugin was registered without them. */
  getOptions(): CryptoCloudOptions {
    if (!this.options_) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `The CryptoCloud plugin is not configured: ${this.problems_.join("; ")}. Pass the same options to the plugin and to the payment provider in medusa-config.ts.`
      )
    }
    return this.options_
  }

  getClient(): CryptoCloudClient {
    if (!this.client_) {
      this.client_ = clientFromOptions(this.getOptions())
    }
    return this.client_
  }

  /** Non-secret settings used for invoices (admin overrides arrive with the settings page). */
  async getInvoiceSettings(): Promise<InvoiceSettings> {
    return invoiceSettingsFromOptions(this.getOptions())
  }
}
