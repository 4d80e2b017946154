/**
 * Client options and their validation. Messages name the option, never its value: a key
 * pasted into the wrong option must not end up in a log.
 */
import type { Dispatcher } from "undici"
import { z } from "zod"

import { CryptoCloudConfigError } from "./errors"
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry"
import { localeSchema, toIssues } from "./schemas/requests"
import { WITHDRAWAL_MIN_INTERVAL_MS } from "./withdrawal-guard"

export const DEFAULT_BASE_URL = "https://api.cryptocloud.plus"
export const DEFAULT_TIMEOUT_MS = 15_000
export const DEFAULT_USER_AGENT = "medusa-payment-cryptocloud"

export interface CryptoCloudClientOptions {
  /** Project API key (`Authorization: Token <apiKey>`). */
  apiKey: string
  shopId: string
  /** Separate withdrawal key; withdrawals are disabled without it. An empty string counts as none. */
  withdrawalApiKey?: string | null
  /** Default https://api.cryptocloud.plus; the sandbox's URL in development and tests. */
  baseUrl?: string
  /** Deadline of one HTTP exchange (not of all retries together). Default 15000. */
  timeoutMs?: number
  /** Backoff for READS only. */
  retry?: { retries?: number; minDelayMs?: number; maxDelayMs?: number }
  /** Custom undici dispatcher (tests, proxies); default: the client's own keep-alive pool. */
  dispatcher?: Dispatcher
  /** Default pay-page language for created invoices (`locale` query parameter). */
  locale?: string
  userAgent?: string
  /** Minimum interval between withdrawal requests enforced locally. Default 12000 (spec). */
  withdrawalIntervalMs?: number
  /**
   * Told about what did not stop a call but deserves a look: informational fields an answer
   * lacked or that could not be read (returned as null). One message per call; it names the
   * operation, fields and invoice ids, never a key, a value or a body. Default: nothing.
   */
  onWarning?: (message: string) => void
}

export interface ResolvedClientOptions {
  apiKey: string
  shopId: string
  withdrawalApiKey: string | null
  baseUrl: string
  timeoutMs: number
  retry: RetryPolicy
  dispatcher?: Dispatcher
  locale?: string
  userAgent: string
  withdrawalIntervalMs: number
  onWarning: ((message: string) => void) | null
}

// Header-safe token: visible ASCII without spaces (a stray newline would break the header).
const key = (name: string) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .min(1, { error: `${name} must not be empty` })
    .regex(/^[\x21-\x7e]+$/, { error: `${name} must not contain spaces or non-ASCII characters` })

const optionsSchema = z
  .object({
    apiKey: key("apiKey"),
    shopId: z.string({ error: "shopId must be a string" }).trim().min(1, { error: "shopId must not be empty" }).max(255, { error: "shopId is too long" }),
    withdrawalApiKey: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), key("withdrawalApiKey").nullish()),
    baseUrl: z.url({ protocol: /^https?$/, error: "baseUrl must be an http(s) URL such as https://api.cryptocloud.plus" }).optional(),
    timeoutMs: z
      .int({ error: "timeoutMs must be a whole number of milliseconds" })
      .min(1, { error: "timeoutMs must be at least 1" })
      .max(600_000, { error: "timeoutMs must be at most 600000 (10 minutes)" })
      .optional(),
    retry: z
      .object({
        retries: z.int().min(0).max(10, { error: "retry.retries must be at most 10" }).optional(),
        minDelayMs: z.int().min(0).max(60_000).optional(),
        maxDelayMs: z.int().min(0).max(300_000).optional(),
      })
      .optional(),
    dispatcher: z
      .custom<Dispatcher>((v) => typeof v === "object" && v !== null && typeof (v as Dispatcher).request === "function", {
        error: "dispatcher must be an undici Dispatcher",
      })
      .optional(),
    locale: localeSchema.optional(),
    userAgent: z.string().trim().min(1).max(200).optional(),
    withdrawalIntervalMs: z.int().min(0).max(3_600_000).optional(),
    onWarning: z.custom<(message: string) => void>((v) => typeof v === "function", { error: "onWarning must be a function" }).optional(),
  })
  .superRefine((o, ctx) => {
    const min = o.retry?.minDelayMs ?? DEFAULT_RETRY_POLICY.minDelayMs
    const max = o.retry?.maxDelayMs ?? DEFAULT_RETRY_POLICY.maxDelayMs
    if (min > max) ctx.addIssue({ code: "custom", path: ["retry", "maxDelayMs"], message: "must be ≥ retry.minDelayMs" })
  })

export function resolveClientOptions(input: CryptoCloudClientOptions): ResolvedClientOptions {
  const parsed = optionsSchema.safeParse(input ?? {})
  if (!parsed.success) {
    const issues = toIssues(parsed.error)
    throw new CryptoCloudConfigError(
      `Invalid CryptoCloud client options: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ")}`,
      issues
    )
  }
  const o = parsed.data
  return {
    apiKey: o.apiKey,
    shopId: o.shopId,
    withdrawalApiKey: o.withdrawalApiKey ?? null,
    baseUrl: o.baseUrl ?? DEFAULT_BASE_URL,
    timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      retries: o.retry?.retries ?? DEFAULT_RETRY_POLICY.retries,
      minDelayMs: o.retry?.minDelayMs ?? DEFAULT_RETRY_POLICY.minDelayMs,
      maxDelayMs: o.retry?.maxDelayMs ?? DEFAULT_RETRY_POLICY.maxDelayMs,
    },
    dispatcher: o.dispatcher,
    locale: o.locale,
    userAgent: o.userAgent ?? DEFAULT_USER_AGENT,
    withdrawalIntervalMs: o.withdrawalIntervalMs ?? WITHDRAWAL_MIN_INTERVAL_MS,
    onWarning: o.onWarning ?? null,
  }
}
