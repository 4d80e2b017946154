/**
 * The instance's batchers of status reads for the store route (domain/store-reads/batcher.ts),
 * wired to the service and the ledger. One per project and process; each project's calls are
 * made with its key and spent from its budget, a row every instance takes from
 * (domain/store-reads/read-budget.ts, SharedReadBudget, storeReadsBucketOf).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CryptoCloudClient, type Invoice } from "../../../../lib/cryptocloud"
import type { LedgerRow } from "../../../../domain/ledger/columns"
import { readChangesLedger } from "../../../../domain/ledger/quiet-read"
import type { CryptoCloudOptions } from "../../../../domain/options"
import { projectOfRow } from "../../../../domain/ledger/projects"
import { StoreReadBatcher, type StoreRead } from "../../../../domain/store-reads/batcher"
import { DEFAULT_STORE_READS_PER_SECOND, SharedReadBudget, storeReadsBucketOf } from "../../../../domain/store-reads/read-budget"
import { SqlBucketStore } from "../../../../domain/budgets/sql-buckets"
import type CryptoCloudModuleService from "../../../../modules/cryptocloud/service"

export interface FreshRead {
  invoice: Invoice
  /** The ledger row after this read was recorded (null: the ledger does not know the invoice). */
  row: LedgerRow | null
  readAt: Date
}

/** The 429 of a poll with neither a fresh read nor a ledger row to answer from. */
export const STATUS_NOT_READ_YET_CODE = "status_not_read_yet"

/**
 * A client of its own that never retries: the budget counts `info` calls, and a retried call
 * would be two or three requests. A failed call simply leaves the answer to the ledger.
 */
function storeReadClient(options: CryptoCloudOptions, logger: Logger): CryptoCloudClient {
  return new CryptoCloudClient({
    apiKey: options.apiKey,
    shopId: options.shopId,
    baseUrl: options.baseUrl,
    timeoutMs: options.requestTimeoutMs,
    retry: { retries: 0 },
    onWarning: (message) => logger.warn(`CryptoCloud: ${message}`),
  })
}

/**
 * Record one call's invoices on the ledger. Most polls see nothing new: those rows only get
 * `last_checked_at` (one statement for all), the others go through `recordRead` (row lock,
 * never-backwards status, history), as every `info` read does.
 */
async function recordReads(cryptocloud: CryptoCloudModuleService, invoices: Invoice[], readAt: Date): Promise<Map<string, FreshRead>> {
  const rows = new Map((await cryptocloud.ledger.findMany(invoices.map((invoice) => invoice.uuid))).map((row) => [row.uuid, row]))
  const read = new Map<string, FreshRead>()
  const unchanged: string[] = []
  for (const invoice of invoices) {
    const row = rows.get(invoice.uuid) ?? null
    if (row && !readChangesLedger(row, invoice)) {
      unchanged.push(invoice.uuid)
      read.set(invoice.uuid, { invoice, row: { ...row, last_checked_at: readAt }, readAt })
    } else {
      read.set(invoice.uuid, { invoice, row: row ? await cryptocloud.ledger.recordRead(invoice) : null, readAt })
    }
  }
  await cryptocloud.ledger.touch(unchanged, readAt)
  return read
}

/**
 * The instance's status reads: one batcher per project, each with that project's key and its
 * budget (storeReadsBucketOf), so an invoice is only ever read with its own project's key.
 */
export class ProjectStoreReads {
  private readonly batchers = new Map<string, StoreReadBatcher<FreshRead>>()

  constructor(
    private readonly cryptocloud: CryptoCloudModuleService,
    private readonly logger: Logger,
    private readonly pg: Knex
  ) {}

  /** The batcher of one project (made on first use). */
  of(shopId: string): StoreReadBatcher<FreshRead> {
    const project = this.cryptocloud.projects.get(shopId)
    let batcher = this.batchers.get(project.shopId)
    if (!batcher) {
      const { options } = project
      const client = storeReadClient(options, this.logger)
      const callsPerSecond = options.storeReads?.callsPerSecond ?? DEFAULT_STORE_READS_PER_SECOND
      batcher = new StoreReadBatcher<FreshRead>({
        callsPerSecond,
        budget: new SharedReadBudget(callsPerSecond, new SqlBucketStore(this.pg, (message) => this.logger.warn(message)), storeReadsBucketOf(project.shopId)),
        readBatch: async (uuids) => recordReads(this.cryptocloud, await client.getInvoices(uuids), new Date()),
        onError: (error, uuids) =>
          this.logger.warn(
            `CryptoCloud: status read of ${uuids.length} invoice(s) of project ${project.shopId} failed; answered from the ledger: ${(error as Error).message}`
          ),
      })
      this.batchers.set(project.shopId, batcher)
    }
    return batcher
  }

  /**
   * A fresh read of the invoice of this ledger row, with its project's key, from its project's
   * budget. An invoice of a project the options no longer list is answered from the ledger.
   */
  request(row: { uuid: string; shop_id?: string | null }): Promise<StoreRead<FreshRead>> {
    const shopId = projectOfRow(row, this.cryptocloud.projects.shopIds())
    if (!shopId) return Promise.resolve({ kind: "ledger", reason: "failed" })
    return this.of(shopId).request(row.uuid)
  }
}

let reads: ProjectStoreReads | null = null

export function storeReads(cryptocloud: CryptoCloudModuleService, scope: Pick<MedusaContainer, "resolve">): ProjectStoreReads {
  if (!reads) {
    reads = new ProjectStoreReads(
      cryptocloud,
      scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER),
      scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    )
  }
  return reads
}
