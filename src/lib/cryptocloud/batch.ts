/**
 * Helpers over many requests: `info` for any number of ids, and iteration over every invoice
 * of a period. They use only the client's public methods.
 */
import { CryptoCloudValidationError } from "./errors"
import { tryNormalizeInvoiceId } from "./ids"
import { MAX_IDS_PER_REQUEST, MAX_PAGE_SIZE } from "./schemas/requests"
import type { Invoice, InvoiceEachReader, InvoiceLister, InvoiceReadResult, InvoiceReader, PeriodInput } from "./types"

export interface BatchOptions {
  /** Requests in flight at once; default 4 (kind to the service, fast enough for reconciliation). */
  concurrency?: number
}

export interface IterateOptions extends PeriodInput {
  /** Invoices per page, 1..100; default 100 (the maximum). */
  pageSize?: number
}

/**
 * Fetch invoices for any number of ids: ids are normalised and de-duplicated, sent in chunks of
 * 100 with bounded concurrency, and the result follows the order in which ids first appear.
 * Unknown ids are simply absent. All ids are checked before the first request.
 */
export async function getInvoicesBatched(client: InvoiceReader, uuids: readonly string[], options: BatchOptions = {}): Promise<Invoice[]> {
  const found = new Map<string, Invoice>()
  const ids = await inChunks(uuids, options, "getInvoicesBatched", async (chunk) => {
    for (const invoice of await client.getInvoices(chunk)) if (!found.has(invoice.uuid)) found.set(invoice.uuid, invoice)
  })
  return ids.flatMap((id) => {
    const invoice = found.get(id)
    return invoice ? [invoice] : []
  })
}

/** As getInvoicesBatched, parsed invoice by invoice: malformed entries are in `rejected`. */
export async function getInvoicesBatchedEach(client: InvoiceEachReader, uuids: readonly string[], options: BatchOptions = {}): Promise<InvoiceReadResult> {
  const found = new Map<string, Invoice>()
  const rejected: InvoiceReadResult["rejected"] = []
  const ids = await inChunks(uuids, options, "getInvoicesBatchedEach", async (chunk) => {
    const answer = await client.getInvoicesEach(chunk)
    for (const invoice of answer.invoices) if (!found.has(invoice.uuid)) found.set(invoice.uuid, invoice)
    rejected.push(...answer.rejected)
  })
  return {
    invoices: ids.flatMap((id) => {
      const invoice = found.get(id)
      return invoice ? [invoice] : []
    }),
    rejected,
  }
}

/**
 * Ids normalised and de-duplicated (all checked before the first request), sent in chunks of
 * 100 with at most `concurrency` requests in flight. The first failure rejects the whole call
 * (workers stop picking new chunks). Returns the ids in order of first appearance.
 */
async function inChunks(uuids: readonly string[], options: BatchOptions, operation: string, handle: (chunk: string[]) => Promise<void>): Promise<string[]> {
  const concurrency = options.concurrency ?? 4
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new CryptoCloudValidationError(operation, [{ path: "concurrency", message: "must be a whole number ≥ 1" }])
  }
  if (!Array.isArray(uuids)) {
    throw new CryptoCloudValidationError(operation, [{ path: "uuids", message: "must be an array" }])
  }
  const order = new Set<string>()
  const issues: { path: string; message: string }[] = []
  uuids.forEach((raw, index) => {
    const id = tryNormalizeInvoiceId(raw)
    if (id === null) issues.push({ path: `uuids[${index}]`, message: "must be an invoice id: INV-XXXXXXXX or XXXXXXXX" })
    else order.add(id)
  })
  if (issues.length) throw new CryptoCloudValidationError(operation, issues)

  const ids = [...order]
  const chunks: string[][] = []
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) chunks.push(ids.slice(i, i + MAX_IDS_PER_REQUEST))
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < chunks.length) {
      const chunk = chunks[next++]
      try {
        await handle(chunk)
      } catch (err) {
        failed = true
        throw err
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker))
  return ids
}

/**
 * Every invoice of a period, one page at a time. Stops when `all_count` is reached or a page
 * comes back short; an invoice that shifts between pages (new invoices arrive meanwhile) is
 * yielded only once.
 */
export async function* iterateInvoices(client: InvoiceLister, options: IterateOptions): AsyncGenerator<Invoice, void, undefined> {
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new CryptoCloudValidationError("iterateInvoices", [{ path: "pageSize", message: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` }])
  }
  const seen = new Set<string>()
  for (let offset = 0; ; offset += pageSize) {
    const page = await client.listInvoices({ start: options.start, end: options.end, offset, limit: pageSize })
    for (const invoice of page.invoices) {
      if (seen.has(invoice.uuid)) continue
      seen.add(invoice.uuid)
      yield invoice
    }
    if (page.invoices.length < pageSize || offset + pageSize >= page.allCount) return
  }
}
