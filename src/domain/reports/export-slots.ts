/**
 * How many CSV downloads of the reports run at once, for the whole store (option
 * `reportDownloads.maxConcurrent`, default 3): each holds a slot, a lease in the budget table
 * every instance shares (budgets/sql-leases.ts). Beyond it the route answers 429 with
 * `Retry-After`. A download lets go of its slot when it ends, fails or is cut; a slot whose
 * process died comes back by itself when its lease runs out (`LEASE_TTL_MS` after the last
 * renewal, which a live download repeats every `RENEW_EVERY_MS`).
 *
 * A download that the client stops taking is cut after `reportDownloads.stallTimeoutSeconds`
 * (default 30) without a batch taken (api/admin/cryptocloud/reports/deadline-write.ts), so a
 * stalled client holds a slot for that long at most.
 */
import type { Lease, LeaseStore } from "../budgets/leases"

export interface ReportDownloadsOption {
  /** Downloads at once for the whole store, 1–50 (default 3). */
  maxConcurrent?: number
  /** Seconds a client may leave a batch untaken before the download is cut, 1–600 (default 30). */
  stallTimeoutSeconds?: number
}

export interface ReportDownloadLimits {
  maxConcurrent: number
  stallTimeoutMs: number
}

export const DEFAULT_REPORT_DOWNLOADS = { maxConcurrent: 3, stallTimeoutSeconds: 30 } as const
export const REPORT_DOWNLOADS_ERROR = "`reportDownloads` must be { maxConcurrent?: 1–50, stallTimeoutSeconds?: 1–600 } (whole numbers)"

export function reportDownloadLimits(option: ReportDownloadsOption | undefined): ReportDownloadLimits {
  return {
    maxConcurrent: option?.maxConcurrent ?? DEFAULT_REPORT_DOWNLOADS.maxConcurrent,
    stallTimeoutMs: (option?.stallTimeoutSeconds ?? DEFAULT_REPORT_DOWNLOADS.stallTimeoutSeconds) * 1000,
  }
}

/** A slot's lease outlives a missed renewal or two, and frees a dead process's slot within a minute. */
export const LEASE_TTL_MS = 60_000
export const RENEW_EVERY_MS = 15_000

const slotKey = (index: number) => `report-downloads:${index}`

/** A held slot: `leave` lets it go (once; later calls do nothing). */
export interface ExportSlot {
  leave(): Promise<void>
}

export class ReportExportSlots {
  private readonly keys: string[]

  constructor(
    private readonly leases: LeaseStore,
    readonly maxConcurrent: number,
    private readonly warn: (message: string) => void = () => {},
    private readonly timing = { ttlMs: LEASE_TTL_MS, renewEveryMs: RENEW_EVERY_MS }
  ) {
    this.keys = Array.from({ length: Math.max(1, maxConcurrent) }, (_, i) => slotKey(i))
  }

  /** A free slot, renewed until left; null when every slot is held. */
  async enter(): Promise<ExportSlot | null> {
    let lease: Lease | null = await this.leases.acquire(this.keys, this.timing.ttlMs)
    if (!lease) return null
    let left = false
    const renew = async () => {
      if (!lease || left) return
      try {
        lease = await this.leases.renew(lease, this.timing.ttlMs)
        // Renewals came too late (the process was stalled): the download goes on, it just no longer counts.
        if (!lease) this.warn("CryptoCloud: a report download's slot expired while it ran; it no longer counts toward reportDownloads.maxConcurrent.")
      } catch (error) {
        this.warn(`CryptoCloud: could not renew a report download's slot (retried): ${(error as Error)?.message ?? error}`)
      }
    }
    const timer = setInterval(() => void renew(), this.timing.renewEveryMs)
    timer.unref?.()
    return {
      leave: async () => {
        if (left) return
        left = true
        clearInterval(timer)
        if (lease) await this.leases.release(lease)
      },
    }
  }
}
