/**
 * The books by e-mail, due ones (the hourly job `cryptocloud-send-books`; docs/operations.md,
 * "The books by e-mail"): for each project whose `books.every` is set and `books.to` lists
 * someone, every period that closed since the last one sent (the last closed one alone for a
 * project that never sent; at most BOOKS_CATCH_UP_MAX a run, oldest first), one e-mail per
 * address — claimed first (domain/notices/books-claims.ts), so it goes once whatever the number
 * of instances — and the failed or interrupted ones of earlier runs tried again.
 *
 * `now` is the run's clock (a test runs it "a month later").
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { duePeriods } from "../../../domain/notices/books-periods"
import { booksIdempotencyKey, claimPeriod, lastClaimedStart, markFailed, markSent, reclaimDue, type BooksClaim } from "../../../domain/notices/books-claims"
import type { BooksPeriod } from "../../../domain/notices/notice-settings"
import type { Project } from "../../../domain/projects"
import { cryptocloudModule } from "../module-access"
import { buildBooksEmail, sendBooksEmail, type BooksProject } from "./books-email"
import { hasEmailProvider } from "./send-email"

type Logger = { info(message: string): void; warn(message: string): void; error(message: string): void }

export interface BooksRun {
  /** E-mails that went out in this run. */
  sent: number
  /** Sends that failed (tried again later, see books-claims.ts). */
  failed: number
}

/** Said once per process: the books are set but the store has no e-mail provider. */
let missingProviderSaid = false

export async function sendDueBooks(container: Pick<MedusaContainer, "resolve">, options: { now?: Date } = {}): Promise<BooksRun> {
  const now = options.now ?? new Date()
  const run: BooksRun = { sent: 0, failed: 0 }
  let service: ReturnType<typeof cryptocloudModule>
  let projects: Project[]
  try {
    service = cryptocloudModule(container)
    projects = service.projects.list()
  } catch {
    return run // not configured: the module said so at start-up
  }
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const wanted: Array<{ project: BooksProject; every: BooksPeriod; to: string[] }> = []
  for (const [index, project] of projects.entries()) {
    const { books } = await service.getNoticeSettings(project.shopId)
    if (!books.every || !books.to.length) continue
    wanted.push({ project: { shopId: project.shopId, name: project.name, ownsUnassigned: index === 0 }, every: books.every, to: books.to })
  }
  if (!wanted.length) return run
  if (!hasEmailProvider(container)) {
    if (!missingProviderSaid) {
      missingProviderSaid = true
      logger.warn(
        'CryptoCloud: the books by e-mail are set (books.every, books.to) but the store has no notification provider for the `email` channel, so none is sent. Add one to Medusa\'s Notification Module in medusa-config.ts (docs/operations.md, "The books by e-mail").'
      )
    }
    return run
  }
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  for (const each of wanted) {
    try {
      await sendProjectBooks(container, pg, logger, each, now, run)
    } catch (error) {
      logger.error(`CryptoCloud: the books of project ${each.project.name} could not be prepared: ${(error as Error)?.message ?? error}`)
    }
  }
  return run
}

async function sendProjectBooks(
  container: Pick<MedusaContainer, "resolve">,
  pg: Knex,
  logger: Logger,
  wanted: { project: BooksProject; every: BooksPeriod; to: string[] },
  now: Date,
  run: BooksRun
): Promise<void> {
  const { project, every, to } = wanted
  // Earlier attempts first (failed and due, or left by an instance that stopped), then what closed since.
  const claims: BooksClaim[] = await reclaimDue(pg, project.shopId, every, to, now)
  const due = duePeriods(every, now, await lastClaimedStart(pg, project.shopId, every))
  for (const period of due) claims.push(...(await claimPeriod(pg, project.shopId, period, to, now)))
  const byPeriod = new Map<string, BooksClaim[]>()
  for (const claim of claims) byPeriod.set(claim.period_start, [...(byPeriod.get(claim.period_start) ?? []), claim])
  for (const start of [...byPeriod.keys()].sort()) {
    const group = byPeriod.get(start)!
    const period = { start, end: group[0].period_end, every }
    let email: Awaited<ReturnType<typeof buildBooksEmail>>
    try {
      // The merchant's own books, to the addresses the settings name: whole, as an admin with `cryptocloud:export` downloads them.
      email = await buildBooksEmail(container, project, period, { maskPersonal: false, sentBy: "schedule" })
    } catch (error) {
      for (const claim of group) await failed(pg, logger, claim, project, error, now, run)
      continue
    }
    let sent = 0
    for (const claim of group) {
      try {
        // "already_sent": an earlier attempt went and was not recorded (an instance that stopped).
        const outcome = await sendBooksEmail(container, claim.address, email, booksIdempotencyKey(claim))
        if ((await markSent(pg, claim, now)) && outcome === "sent") sent++
      } catch (error) {
        await failed(pg, logger, claim, project, error, now, run)
      }
    }
    run.sent += sent
    if (sent) logger.info(`CryptoCloud: the books of project ${project.name} for ${period.start} to ${period.end} e-mailed to ${sent} address(es)`)
  }
}

async function failed(pg: Knex, logger: Logger, claim: BooksClaim, project: BooksProject, error: unknown, now: Date, run: BooksRun): Promise<void> {
  run.failed++
  const message = String((error as Error)?.message ?? error)
  const next = await markFailed(pg, claim, message, now)
  const what = `CryptoCloud: the books of project ${project.name} for ${claim.period_start} to ${claim.period_end} could not be e-mailed (attempt ${claim.attempts})`
  if (next) logger.warn(`${what}: ${message}. Tried again after ${next.toISOString()}.`)
  else logger.error(`${what}: ${message}. Not tried again: send the period from the admin's Reports (E-mail this report).`)
}
