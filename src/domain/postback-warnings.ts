/**
 * The server log line of a rejected or ignored postback, at most once per reason per minute:
 * a line per request would let anyone fill the merchant's logs. The first postback of a reason
 * in a minute is logged as it comes; those after it in that minute are only counted, and that
 * count is said on the next line logged for the reason. The postback log counts every one.
 * Keys are the fixed reasons of postback-reasons.ts, so the map stays small.
 */
export const WARN_WINDOW_MS = 60_000

interface Window {
  startedAt: number
  suppressed: number
}

export class PostbackWarnings {
  private readonly windows = new Map<string, Window>()

  constructor(private readonly windowMs = WARN_WINDOW_MS) {}

  /**
   * Whether to log this one now, and how many of the same reason went unlogged before it; null
   * when it is only counted.
   */
  note(reason: string, now = Date.now()): { unlogged: number } | null {
    const window = this.windows.get(reason)
    if (window && now - window.startedAt < this.windowMs) {
      window.suppressed++
      return null
    }
    this.windows.set(reason, { startedAt: now, suppressed: 0 })
    return { unlogged: window?.suppressed ?? 0 }
  }

  /** Start from nothing (tests). */
  clear(): void {
    this.windows.clear()
  }
}

/** What to append to the line: how many went unlogged since the last line of the reason. */
export function unloggedSuffix(unlogged: number): string {
  return unlogged > 0 ? ` (${unlogged} more like it since the last such line: counted in the postback log, not logged)` : ""
}
